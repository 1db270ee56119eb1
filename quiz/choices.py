"""Multiple-choice answers: the right value and three wrong ones built from the learner's likely mistakes.

A phone user answers with taps, so every numeric part of a question (han, fu, payment, total) can be
offered as four choices. The wrong choices are what a learner gets by a known slip: forgetting the
honba, paying as the dealer when the winner is not (or the reverse), rounding the fu the wrong way,
forgetting kiriage (or applying it where the rules do not), missing a dora or the riichi sticks. When
such slips give fewer than three distinct wrong values, neighbouring values fill in (one han or ten
fu either side), so there are always four distinct choices and exactly one right. The order is drawn
from the question's id: the same question always shows the same choices in the same place.

>>> from quiz.generator import QuestionSpec, generate
>>> question = generate(QuestionSpec(13, "full", "expert", "ema"))
>>> [len(set(values)) for values in (han_choices(question), payment_choices(question))]
[4, 4]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from quiz.generator import Question
from quiz.grading import handed_over, honba_share, payment_fields
from quiz.hands import LIMIT_BY_HAN
from rules.scoring import HONBA_EACH, HONBA_RON, LIMITS, STICK, base_points, get_ruleset, table_payment

COUNT = 4
Payment = tuple[int, ...]  # one amount per payment field, in the order of `payment_fields`


def _four(
    question: Question, part: str, right, mistakes: Iterable, fallback: Callable[[int], object]
) -> list:
    """The right value and the first three distinct wrong ones, in an order fixed by the question.

    `fallback(step)` gives a neighbour `step` away (either sign); as a last resort the right value is
    scaled by a quarter at a time, which always ends the search.
    """
    chosen = [right]
    candidates = [*mistakes, *(fallback(sign * step) for step in range(1, 8) for sign in (1, -1))]
    scale = 1
    while len(chosen) < COUNT:
        if candidates:
            value = candidates.pop(0)
        else:
            value, scale = _scaled(right, 1 + scale / 4), scale + 1
        if value not in chosen and _valid(value):
            chosen.append(value)
    random.Random(f"choices:{part}:{question.spec.id}").shuffle(chosen)
    return chosen


def _scaled(value, factor: float):
    if isinstance(value, tuple):
        return tuple(_scaled(v, factor) for v in value)
    return -(-round(value * factor) // 100) * 100


def _valid(value) -> bool:
    values = value if isinstance(value, tuple) else (value,)
    return all(isinstance(v, int) and v > 0 for v in values)


def han_choices(question: Question) -> list[int]:
    """Han counts: missing the dora, counting an open yaku at its closed value, one han either side.

    For a yakuman hand the choices are multiples of 13 (shown as yakuman, double yakuman, ...).
    """
    answer = question.answer
    han = answer["han"]
    if answer.get("yakuman"):
        return _four(question, "han", han, (), lambda step: han + 13 * step)
    dora = sum(answer.get("dora", {}).values())
    mistakes = [han - dora, han + 1, han - 1, han + 2]
    return _four(question, "han", han, mistakes, lambda step: han + step)


def fu_choices(question: Question) -> list[int]:
    """Fu a player could really give, always rounded as fu are (a 32 or a 34 would rule itself out):
    the sum rounded down, a forgotten closed-ron or tsumo bonus, a set counted open instead of closed
    (or the reverse), ten either side."""
    answer = question.answer
    fu = answer["fu"]
    items = answer.get("fu_items", ())
    raw = sum(item["fu"] for item in items)
    if fu == 25:
        mistakes = [20, 30, 50]
    else:
        mistakes = [raw - raw % 10] if raw % 10 else []
        for item in items:
            if item["key"] in ("closed_ron", "tsumo"):
                mistakes.append(_round_fu(raw - item["fu"]))
            elif item["key"].startswith("closed_"):
                mistakes.append(_round_fu(raw - item["fu"] // 2))
            elif item["key"].startswith("open_"):
                mistakes.append(_round_fu(raw + item["fu"]))
        mistakes += [fu - 10, fu + 10]
        if fu == 20:  # pinfu tsumo or an open hand at the floor
            mistakes.insert(0, 30)
    mistakes = [value for value in mistakes if value >= 20]
    return _four(question, "fu", fu, mistakes, lambda step: fu + 10 * step if fu + 10 * step >= 20 else None)


def _round_fu(raw: int) -> int:
    return -(-raw // 10) * 10


def payment_choices(question: Question) -> list[Payment]:
    """What each payer hands over, as the convention asks, and the same by the likely slips."""
    answer, request = question.answer, question.request
    keys = payment_fields(question)
    right = tuple(handed_over(question).values())
    ruleset = get_ruleset(request.get("ruleset", "ema"), request.get("rules"))
    han, fu, dealer = answer["han"], answer["fu"], answer["dealer"]
    tsumo = "ron" not in answer["payment"]
    honba = [honba_share(question, key) for key in keys]

    def paid(base: int | None, as_dealer: bool = dealer, with_honba: bool = True) -> Payment | None:
        """The payment of `base` in this question's fields; the other role's shape is read into them
        (a dealer's "each pays" becomes both shares of a split, a split's first share each payer's)."""
        if base is None:
            return None
        table = [value for _, value in table_payment(base, as_dealer, tsumo)]
        values = (table * len(keys))[: len(keys)]
        return tuple(value + (share if with_honba else 0) for value, share in zip(values, honba, strict=True))

    def at(han_: int, fu_: int, rules=ruleset) -> int | None:
        return base_points(han_, fu_, 0, rules)[0] if han_ >= 1 and fu_ >= 20 else None

    base = answer["base_points"]
    counted = not answer["yakuman"] and LIMIT_BY_HAN > han >= 1  # han and fu decide the payment
    raw = sum(item["fu"] for item in answer.get("fu_items", ()))
    # The slips, the likeliest first: kiriage where the rules say otherwise, the honba forgotten,
    # paid as the other role, the fu rounded down, the split swapped, the honba at the other rate.
    mistakes = []
    if counted:
        mistakes.append(paid(at(han, fu, ruleset.with_overrides({"kiriage": not ruleset.kiriage}))))
    if any(honba):
        mistakes.append(paid(base, with_honba=False))
    mistakes.append(paid(base, as_dealer=not dealer))
    if counted and raw % 10:
        mistakes.append(paid(at(han, raw - raw % 10)))
    if len(keys) == 2:
        mistakes.append(right[::-1])
    if any(honba):
        wrong_rate = HONBA_EACH if not tsumo else HONBA_RON
        mistakes.append(
            tuple(
                value + request["honba"] * wrong_rate - share
                for value, share in zip(right, honba, strict=True)
            )
        )
    if counted:
        mistakes += [paid(at(han, fu + 10)), paid(at(han, fu - 10))]
        return _four(question, "payment", right, mistakes, lambda step: paid(at(han + step, fu)))
    # A limit hand: the neighbouring limits (mangan, haneman, baiman, sanbaiman, yakuman and multiples).
    ladder = sorted({*LIMITS.values(), *(8000 * n for n in range(2, 5))})
    index = ladder.index(base) if base in ladder else 0
    return _four(
        question,
        "payment",
        right,
        mistakes,
        lambda step: paid(ladder[index + step]) if 0 <= index + step < len(ladder) else None,
    )


def total_choices(question: Question) -> list[int]:
    """The total received: the riichi sticks or the honba forgotten, the honba at the other rate."""
    answer, request = question.answer, question.request
    total = answer["total"]
    sticks = request.get("riichi_sticks", 0) * STICK
    honba = sum(honba_share(question, key) * _payers(key) for key in payment_fields(question))
    mistakes = [total - sticks, total - honba, total - sticks - honba, total + sticks]
    return _four(question, "total", total, mistakes, lambda step: total + 1000 * step)


def _payers(key: str) -> int:
    return {"tsumo_all": 3, "tsumo_nondealer": 2}.get(key, 1)
