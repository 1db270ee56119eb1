"""Spot the yaku: tick every yaku a winning hand has, among plausible distractors."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from quiz.generator import Question
from quiz.topics.scored import ScoredHandTopic


class SpotTheYaku(ScoredHandTopic):
    key = "yaku"
    name = _("Spot the yaku")
    help = _("Tick every yaku the hand has.")
    colour = "#1e8449"

    def parts(self, question: Question) -> list[str]:
        return ["yaku"]


TOPIC = SpotTheYaku()
