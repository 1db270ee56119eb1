"""Payment: what the winner is paid, from the hand or from han and fu alone (the table drill), each
payment as that player hands it over, honba included, and the total where riichi sticks lie on the
table. At expert level, where the ruleset pays one, now and then an exhaustive draw paid as nagashi
mangan."""

from __future__ import annotations

import random

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from quiz.generator import Question, QuestionSpec
from quiz.grading import asks_fu
from quiz.hands import HandBuilder
from quiz.topics.base import House, Score
from quiz.topics.scored import ScoredHandTopic, money_parts
from rules.explain import yakuman_name
from rules.phrases import LIMITS, mid_sentence
from rules.scoring import YAKUMAN_HAN

# Share of expert payment questions that are a nagashi mangan, where the ruleset pays one.
NAGASHI_SHARE = 0.03
# Share of the other payment questions asked from han and fu alone, without the hand.
TABLE_ONLY_SHARE = 0.4


class Payment(ScoredHandTopic):
    key = "payment"
    name = gettext_lazy("Payment")
    help = gettext_lazy("What the winner is paid, from the hand or from han and fu alone.")
    colour = "#d68910"
    skills = {
        "pay_nondealer_ron": gettext_lazy("non-dealer ron"),
        "pay_dealer_ron": gettext_lazy("dealer ron"),
        "pay_nondealer_tsumo": gettext_lazy("non-dealer tsumo split"),
        "pay_dealer_tsumo": gettext_lazy("dealer tsumo split"),
        "pay_limits": gettext_lazy("limit hands (mangan and above)"),
        "pay_counters": gettext_lazy("honba and riichi sticks"),
    }

    def parts(self, question: Question) -> list[str]:
        return money_parts(question)

    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        builder = HandBuilder(rng, spec.difficulty, *house)
        nagashi = spec.difficulty == "expert" and builder.rules.nagashi_mangan
        if nagashi and rng.random() < NAGASHI_SHARE:
            request = builder.nagashi()
            return Question(spec, request, score(request), "nagashi_mangan", table_only=True)
        for theme, request, answer in builder.hands(score):
            return Question(spec, request, answer, theme, table_only=rng.random() < TABLE_ONLY_SHARE)
        raise RuntimeError(f"no question found for {spec}")

    def context(self, question: Question) -> dict[str, object]:
        prompt = table_only_prompt(question) if question.table_only else ""
        return {**super().context(question), "table_prompt": prompt}


def table_only_prompt(question: Question) -> str:
    """The words of a payment drill from han and fu alone (or of a nagashi mangan at the draw).

    Fu are given only where they can change the payment; a yakuman is named, never "13 han", and a
    counted yakuman is named with the limit it pays under the question's rules.
    """
    answer = question.answer
    if question.request.get("nagashi_mangan"):
        if answer["dealer"]:
            return _("Exhaustive draw: the dealer’s discards were all terminals and honours, none called.")
        return _("Exhaustive draw: a non-dealer’s discards were all terminals and honours, none called.")
    words = {
        "who": _("the dealer") if answer["dealer"] else _("a non-dealer"),
        "how": _("self-draw") if "ron" not in answer["payment"] else _("ron"),
        "han": answer["han"],
        "fu": answer["fu"],
    }
    if answer.get("yakuman"):
        return _("%(hand)s, won by %(who)s by %(how)s.") % {**words, "hand": yakuman_name(answer["han"])}
    if answer["han"] >= YAKUMAN_HAN:
        limit = mid_sentence(LIMITS[answer["limit"]])
        return _("A counted yakuman, paid as a %(limit)s under these rules, won by %(who)s by %(how)s.") % {
            **words,
            "limit": limit,
        }
    if not asks_fu(question):
        return _("%(han)s han, won by %(who)s by %(how)s.") % words
    return _("%(han)s han %(fu)s fu, won by %(who)s by %(how)s.") % words


TOPIC = Payment()
