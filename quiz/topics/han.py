"""Han and yaku: count the han of a winning hand and name every yaku it has."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from quiz.generator import Question
from quiz.topics.scored import ScoredHandTopic


class HanAndYaku(ScoredHandTopic):
    key = "han"
    name = _("Han and yaku")
    help = _("Count the han and name every yaku.")
    colour = "#c0392b"
    skills = {
        "han_dora": _("counting dora, ura dora and red fives"),
        "han_open_reduction": _("yaku worth one han less when open"),
        "han_yakuhai": _("value pungs (yakuhai)"),
        "han_riichi_bonus": _("ippatsu, double riichi and ura dora"),
        "han_rare_yaku": _("rare yaku"),
        "han_yakuman": _("yakuman"),
    }

    def parts(self, question: Question) -> list[str]:
        return ["han", "yaku"]


TOPIC = HanAndYaku()
