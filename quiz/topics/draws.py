"""Draws: who pays whom at an exhaustive draw (`quiz.play_questions.draws`)."""

from django.utils.translation import gettext_lazy as _

from quiz.play_questions import draws as questions
from quiz.play_words import draws as words
from quiz.topics.play import PlayTopic


class Draws(PlayTopic):
    key = "draws"
    name = _("Exhaustive draws")
    help = _("The wall runs out: each player’s points change, by the noten payments and riichi sticks.")
    colour = "#1f618d"
    skills = {
        "draw_one_tenpai": _("noten payments with one tenpai player"),
        "draw_two_tenpai": _("noten payments with two tenpai players"),
        "draw_three_tenpai": _("noten payments with three tenpai players"),
        "draw_all_or_none": _("a draw with nobody or everybody tenpai"),
        "draw_riichi_sticks": _("riichi sticks at an exhaustive draw"),
        "draw_nagashi": _("nagashi mangan"),
    }
    questions = questions
    words = words
    numbers = True


TOPIC = Draws()
