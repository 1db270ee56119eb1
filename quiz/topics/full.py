"""Full score: the han, the fu (where they can change the payment) and the payment of a winning hand,
and the total received where riichi sticks lie on the table."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from quiz.generator import Question
from quiz.grading import asks_fu
from quiz.topics.scored import ScoredHandTopic, money_parts


class FullScore(ScoredHandTopic):
    key = "full"
    name = _("Full score")
    help = _("Han, fu and the payment of a winning hand.")
    colour = "#2b7bb9"

    def parts(self, question: Question) -> list[str]:
        return ["han", *(["fu"] if asks_fu(question) else []), *money_parts(question)]


TOPIC = FullScore()
