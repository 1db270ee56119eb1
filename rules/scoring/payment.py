"""From han and fu to points: base points, limits, the table payment, counters, sticks and pao."""

from __future__ import annotations

from functools import lru_cache
from typing import Final, TypeAlias

from .rulesets import Ruleset

Payment: TypeAlias = tuple[tuple[str, int], ...]  # ("ron", 2000), ("tsumo_nondealer", 500), ...
# What each payer hands over: (payer, how many players pay it, points each, the honba part of them).
HandedOver: TypeAlias = tuple[tuple[str, int, int, int], ...]
LIMITS: Final = {"mangan": 2000, "haneman": 3000, "baiman": 4000, "sanbaiman": 6000, "yakuman": 8000}
HONBA_RON: Final = 300
HONBA_EACH: Final = 100
STICK: Final = 1000


def base_points(han: int, fu: int, yakuman: int, ruleset: Ruleset) -> tuple[int, str | None]:
    """Base points and the limit reached (None below mangan).

    >>> from rules.scoring.rulesets import RULESETS
    >>> base_points(4, 30, 0, RULESETS["ema"]), base_points(4, 30, 0, RULESETS["wrc"])
    ((1920, None), (2000, 'mangan'))
    >>> multiple = RULESETS["ema"].with_overrides({"kazoe": "multiple"})
    >>> base_points(13, 30, 0, RULESETS["ema"]), base_points(26, 30, 0, multiple)
    ((6000, 'sanbaiman'), (16000, 'yakuman'))
    """
    return _base_points(han, fu, yakuman, ruleset.kazoe, ruleset.kiriage)


def _base_points(han: int, fu: int, yakuman: int, kazoe: str, kiriage: bool) -> tuple[int, str | None]:
    if yakuman:
        return 8000 * yakuman, "yakuman"
    if han >= 13:
        if kazoe == "sanbaiman":
            return 6000, "sanbaiman"
        return 8000 * (han // 13 if kazoe == "multiple" else 1), "yakuman"
    if han >= 11:
        return 6000, "sanbaiman"
    if han >= 8:
        return 4000, "baiman"
    if han >= 6:
        return 3000, "haneman"
    if han >= 5:
        return 2000, "mangan"
    base = fu << (han + 2)
    if base >= 2000 or (kiriage and base == 1920):
        return 2000, "mangan"
    return base, None


def hand_value(
    han: int, fu: int, yakuman: int, kazoe: str, kiriage: bool, dealer: bool, tsumo: bool
) -> tuple[int, int, str | None]:
    """What a hand brings from the table before counters and sticks, its base points and its limit.

    The scorer prices every reading it tries: not cached itself (compiled, see `compiled`, the limits
    cost less than a look-up), it reads the table's answer from `table_value`, which is.

    >>> hand_value(4, 30, 0, "sanbaiman", False, False, False)
    (7700, 1920, None)
    >>> all(hand_value(4, fu, 0, "sanbaiman", False, d, t)[0] == table_total(table_payment(fu << 6, d, t))
    ...     for fu in (20, 25, 30) for d in (False, True) for t in (False, True))
    True
    """
    base, limit = _base_points(han, fu, yakuman, kazoe, kiriage)
    return table_value(base, dealer, tsumo)[1], base, limit


def _up(points: int) -> int:
    return -(-points // 100) * 100


def table_payment(base: int, dealer: bool, tsumo: bool) -> Payment:
    """The table value: what the discarder pays, or what each payer pays on a tsumo.

    >>> table_payment(320, False, True)
    (('tsumo_nondealer', 400), ('tsumo_dealer', 700))
    """
    return table_value(base, dealer, tsumo)[0]


@lru_cache(maxsize=1024)  # base points take a few hundred values: each table payment is worked out once
def table_value(base: int, dealer: bool, tsumo: bool) -> tuple[Payment, int]:
    """The table payment and what it brings the winner (its `table_total`)."""
    payment: Payment
    if not tsumo:
        payment = (("ron", _up(base * (6 if dealer else 4))),)
    elif dealer:
        payment = (("tsumo_all", _up(base * 2)),)
    else:
        payment = (("tsumo_nondealer", _up(base)), ("tsumo_dealer", _up(base * 2)))
    return payment, table_total(payment)


def table_total(payment: Payment) -> int:
    """What the table payment brings the winner, before counters and sticks.

    >>> table_total((("tsumo_nondealer", 400), ("tsumo_dealer", 700)))
    1500
    """
    total = 0
    for key, points in payment:
        total += points * (3 if key == "tsumo_all" else 2 if key == "tsumo_nondealer" else 1)
    return total


def settle(
    base: int,
    dealer: bool,
    tsumo: bool,
    honba: int,
    sticks: int,
    ruleset: Ruleset,
    pao_base: int = 0,
) -> tuple[Payment, int]:
    """The payment shape and the winner's total, counters and sticks included; `pao_base` is the part
    of `base` a liable player answers for (0 without pao).

    >>> from rules.scoring.rulesets import RULESETS
    >>> settle(8000, False, False, 1, 0, RULESETS["ema"], pao_base=8000)
    ((('ron', 32000), ('liable', 16000), ('discarder', 16300)), 32300)
    >>> settle(8000, False, True, 1, 0, RULESETS["ema"], pao_base=8000)
    ((('liable', 32300),), 32300)
    """
    payment, table = table_value(base, dealer, tsumo)
    counters = honba * (HONBA_RON if not tsumo else 3 * HONBA_EACH)
    total = table + counters + sticks * STICK
    if not pao_base:
        return payment, total
    counters_to_liable = tsumo or ruleset.pao_honba == "liable"
    liable_counters = counters if counters_to_liable else 0
    if not tsumo:
        ron = payment[0][1]
        liable = table_total(table_payment(pao_base, dealer, False)) // 2
        return (
            ("ron", ron),
            ("liable", liable + liable_counters),
            ("discarder", ron - liable + counters - liable_counters),
        ), total
    liable = table_total(table_payment(pao_base, dealer, True))
    rest = table_payment(base - pao_base, dealer, True) if base > pao_base else ()
    return (("liable", liable + liable_counters), *rest), total


def handed_over(payment: Payment, tsumo: bool, honba: int, pao_honba: str) -> HandedOver:
    """What each payer hands over, honba included and its part apart: the discarder, the dealer and
    the non-dealers, the liable player under pao (`pao_honba` says who pays a pao ron's counters).
    The points times the payers, plus the riichi sticks, make the winner's total.

    >>> handed_over((("ron", 8000),), False, 1, "discarder")
    (('discarder', 1, 8300, 300),)
    >>> handed_over((("tsumo_nondealer", 2000), ("tsumo_dealer", 4000)), True, 2, "discarder")
    (('dealer', 1, 4200, 200), ('non_dealer', 2, 2200, 200))
    >>> handed_over((("ron", 32000), ("liable", 16000), ("discarder", 16300)), False, 1, "discarder")
    (('liable', 1, 16000, 0), ('discarder', 1, 16300, 300))
    """
    shares = dict(payment)
    liable = shares.get("liable")
    each = HONBA_EACH * honba if liable is None else 0  # a tsumo's counters, per payer
    handed: list[tuple[str, int, int, int]] = []
    if liable is not None:
        counters = honba * (3 * HONBA_EACH if tsumo else HONBA_RON)
        to_liable = tsumo or pao_honba == "liable"
        handed.append(("liable", 1, liable, counters if to_liable else 0))
        if "discarder" in shares:
            handed.append(("discarder", 1, shares["discarder"], 0 if to_liable else counters))
    elif "ron" in shares:
        handed.append(("discarder", 1, shares["ron"] + HONBA_RON * honba, HONBA_RON * honba))
    if "tsumo_all" in shares:
        handed.append(("non_dealer", 3, shares["tsumo_all"] + each, each))
    if "tsumo_dealer" in shares:
        handed.append(("dealer", 1, shares["tsumo_dealer"] + each, each))
        handed.append(("non_dealer", 2, shares["tsumo_nondealer"] + each, each))
    return tuple(handed)
