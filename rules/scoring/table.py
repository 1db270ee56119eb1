"""The payment table of a ruleset (seed 001's table A-2 shape), computed, never typed by hand.

One row per han/fu pair below mangan (a pair whose base points reach 1920 is still listed, since
kiriage rulesets round exactly that value up), then one row per limit. The reference pages, the
API and the tests all read this one function.
"""

from __future__ import annotations

from dataclasses import dataclass

from .payment import LIMITS, base_points, table_payment
from .rulesets import Ruleset

FU_STEPS = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
HAN_STEPS = (1, 2, 3, 4)
KIRIAGE_BASE = 1920  # 4 han 30 fu and 3 han 60 fu: one step short of mangan


@dataclass(frozen=True, slots=True)
class TableRow:
    """One row of the table: a han/fu pair (limit None) or a limit (han and fu None)."""

    fu: int | None
    han: int | None
    limit: str | None
    kiriage: bool
    dealer_ron: int
    dealer_tsumo_all: int
    nondealer_ron: int
    nondealer_tsumo_nondealer: int
    nondealer_tsumo_dealer: int

    def as_dict(self) -> dict[str, object]:
        """The row with the column names of reference/scoring_table.csv, plus `limit` and `kiriage`."""
        return {
            "fu": self.fu,
            "han": self.han,
            "limit": self.limit,
            "kiriage": self.kiriage,
            "dealer_ron": self.dealer_ron,
            "dealer_tsumo_all": self.dealer_tsumo_all,
            "nondealer_ron": self.nondealer_ron,
            "nondealer_tsumo_nondealer": self.nondealer_tsumo_nondealer,
            "nondealer_tsumo_dealer": self.nondealer_tsumo_dealer,
        }


def _row(fu: int | None, han: int | None, limit: str | None, kiriage: bool, base: int) -> TableRow:
    dealer_ron = table_payment(base, dealer=True, tsumo=False)[0][1]
    dealer_all = table_payment(base, dealer=True, tsumo=True)[0][1]
    nondealer_ron = table_payment(base, dealer=False, tsumo=False)[0][1]
    (_, from_nondealers), (_, from_dealer) = table_payment(base, dealer=False, tsumo=True)
    return TableRow(
        fu, han, limit, kiriage, dealer_ron, dealer_all, nondealer_ron, from_nondealers, from_dealer
    )


def reachable(fu: int, han: int, tsumo: bool, ruleset: Ruleset) -> bool:
    """Whether some hand scores exactly `han` han and `fu` fu, won by tsumo or by ron, under `ruleset`.

    Only 20 and 25 fu are restricted. 20 fu is an all-chow hand with no other fu: closed and won by tsumo
    (pinfu and menzen tsumo, so 2 han at least) where pinfu tsumo gets no tsumo fu, or open and won by
    ron where that ron is not raised to 30 fu; a closed ron always has its 10 fu. 25 fu is seven pairs:
    2 han, and 3 by tsumo (menzen tsumo). From 30 fu up, every han count has a hand.

    >>> from rules.scoring.rulesets import RULESETS
    >>> reachable(20, 2, False, RULESETS["ema"]), reachable(20, 2, True, RULESETS["ema"])
    (False, True)
    >>> reachable(25, 2, True, RULESETS["ema"]), reachable(25, 3, True, RULESETS["ema"])
    (False, True)
    """
    if fu == 20:
        return (han >= 2 and not ruleset.pinfu_tsumo_fu) if tsumo else not ruleset.open_pinfu_fu
    if fu == 25:
        return han >= (3 if tsumo else 2)
    return True


def scoring_table(ruleset: Ruleset) -> list[TableRow]:
    """Every row of `ruleset`'s payment table, han/fu pairs first (by fu, then han), then the limits.

    A han/fu pair no hand reaches, by ron or by tsumo, has no row (see `reachable`): 20 fu and 25 fu
    have no 1-han row unless a house rule leaves an open all-chow ron at 20 fu.

    >>> from rules.scoring.rulesets import RULESETS
    >>> [row.nondealer_ron for row in scoring_table(RULESETS["wrc"]) if (row.fu, row.han) == (30, 4)]
    [8000]
    >>> [row.nondealer_ron for row in scoring_table(RULESETS["ema"]) if (row.fu, row.han) == (30, 4)]
    [7700]
    """
    rows = []
    for fu in FU_STEPS:
        for han in HAN_STEPS:
            if not (reachable(fu, han, False, ruleset) or reachable(fu, han, True, ruleset)):
                continue
            raw = fu << (han + 2)
            if raw > KIRIAGE_BASE:
                continue
            base, limit = base_points(han, fu, 0, ruleset)
            rows.append(_row(fu, han, None, limit is not None, base))
    rows.extend(_row(None, None, name, False, base) for name, base in LIMITS.items())
    return rows
