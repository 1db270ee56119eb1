"""After the hand: who deals next, and the honba and riichi sticks of the next hand
(`quiz.play_questions.after_hand`)."""

from django.utils.translation import gettext_lazy as _

from quiz.play_questions import after_hand as questions
from quiz.play_words import after_hand as words
from quiz.topics.play import PlayTopic


class AfterHand(PlayTopic):
    key = "after_hand"
    name = _("After the hand")
    help = _("A hand ends: who deals next, with how many honba and riichi sticks on the table?")
    colour = "#7d6608"
    skills = {
        "after_dealer_win": _("the dealer wins"),
        "after_other_win": _("another player wins"),
        "after_draw_dealer_tenpai": _("an exhaustive draw with the dealer tenpai"),
        "after_draw_dealer_noten": _("an exhaustive draw with the dealer noten"),
        "after_abortive": _("the dealer and honba after an abortive draw"),
        "after_sticks": _("riichi sticks carried to the next hand"),
    }
    questions = questions
    words = words
    numbers = True


TOPIC = AfterHand()
