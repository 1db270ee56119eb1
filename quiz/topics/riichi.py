"""Riichi: may you declare riichi here, and which discards keep you tenpai (`quiz.play_questions.riichi`)."""

from django.utils.translation import gettext_lazy as _

from quiz.play_questions import riichi as questions
from quiz.play_words import riichi as words
from quiz.topics.play import PlayTopic


class Riichi(PlayTopic):
    key = "riichi"
    name = _("Declaring riichi")
    help = _("Your turn, your points and the wall: may you declare riichi, and on which discards?")
    colour = "#b03a2e"
    skills = {
        "riichi_allowed": _("a riichi every condition allows"),
        "riichi_open_hand": _("riichi needs a closed hand"),
        "riichi_points": _("riichi and the 1,000 points of the stick"),
        "riichi_wall": _("riichi and the tiles left in the wall"),
        "riichi_not_tenpai": _("riichi needs a tenpai hand"),
        "riichi_discards": _("the discards that keep a hand tenpai"),
    }
    questions = questions
    words = words


TOPIC = Riichi()
