"""Furiten: may you ron this tile, and if not, which furiten stops you (`quiz.play_questions.furiten`)."""

from django.utils.translation import gettext_lazy as _

from quiz.play_questions import furiten as questions
from quiz.play_words import furiten as words
from quiz.topics.play import PlayTopic


class Furiten(PlayTopic):
    key = "furiten"
    name = _("Furiten")
    help = _("A winning tile is discarded: may you ron it? If not, which furiten stops you?")
    colour = "#a04000"
    skills = {
        "furiten_clear": _("a ron with no furiten"),
        "furiten_permanent": _("permanent furiten: a winning tile in your discards"),
        "furiten_other_wait": _("permanent furiten on another of your winning tiles"),
        "furiten_temporary": _("temporary furiten: a winning tile let pass"),
        "furiten_riichi": _("riichi furiten: a winning tile let pass after riichi"),
        "furiten_no_yaku": _("a winning tile without a yaku"),
    }
    questions = questions
    words = words


TOPIC = Furiten()
