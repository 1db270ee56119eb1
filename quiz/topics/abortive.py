"""Abortive draws and multiple ron, per ruleset (`quiz.play_questions.abortive`)."""

from django.utils.translation import gettext_lazy as _

from quiz.play_questions import abortive as questions
from quiz.play_words import abortive as words
from quiz.topics.play import PlayTopic


class AbortiveDraws(PlayTopic):
    key = "abortive"
    name = _("Abortive draws and multiple ron")
    help = _("Does this hand end as an abortive draw under these rules? Who is paid when several call ron?")
    colour = "#6c3483"
    skills = {
        "abortive_kinds": _("which abortive draws a ruleset plays"),
        "abortive_kyuushu": _("nine terminals and honours (kyuushu kyuuhai)"),
        "multiple_ron_winners": _("who is paid when several call ron"),
        "multiple_ron_counters": _("honba and riichi sticks on several rons"),
    }
    questions = questions
    words = words


TOPIC = AbortiveDraws()
