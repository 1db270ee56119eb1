"""Fu: count the fu of a winning hand, item by item. Only hands whose fu can change the payment are
asked: never a yakuman, nor a hand of five han or more (a limit hand)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from quiz.generator import Question
from quiz.hands import LIMIT_BY_HAN
from quiz.topics.scored import ScoredHandTopic


class Fu(ScoredHandTopic):
    key = "fu"
    name = _("Fu")
    help = _("Count the fu, item by item.")
    colour = "#8e44ad"
    skills = {
        "fu_concealed_kan": _("fu of concealed kongs"),
        "fu_open_kan": _("fu of open kongs"),
        "fu_terminal_sets": _("fu of terminal and honour pungs"),
        "fu_simple_sets": _("fu of pungs of simples"),
        "fu_ron_completed_pon": _("a pung completed by ron counts as open"),
        "fu_waits": _("fu of closed, edge and pair waits"),
        "fu_pair": _("fu of a value pair"),
        "fu_pinfu_tsumo": _("pinfu tsumo"),
        "fu_open_pinfu": _("open all-chow hand won on a discard"),
        "fu_chiitoitsu": _("seven pairs fu"),
        "fu_closed_ron": _("the 10 fu of a closed ron"),
    }

    def parts(self, question: Question) -> list[str]:
        return ["fu"]

    def suits(self, answer: dict) -> bool:
        return not (answer["yakuman"] or answer["han"] >= LIMIT_BY_HAN or not answer["fu"])


TOPIC = Fu()
