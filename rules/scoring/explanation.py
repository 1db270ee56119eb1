"""The working of a scored hand, step by step: what a player checks to see why a hand pays what it pays.

From a contract response (and its request, for the counters), the steps between the numbers: the yaku
and dora han, the fu items and their sum before rounding, the limit or the base-points formula, each
payer's line of the table lookup (base points times a multiplier, rounded up to 100), the honba and
the riichi sticks, and the total. Keys and numbers only: the site labels them in the reader's language
(rules.explain), and every page that explains a score (reference examples, calculator, trainer
feedback) shows this one working.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .payment import HONBA_EACH, HONBA_RON, STICK, table_payment
from .yaku import YAKUMAN_HAN

# How many times the base points each payer pays before rounding up to 100.
MULTIPLIERS = {"ron_dealer": 6, "ron": 4, "tsumo_nondealer": 1, "tsumo_dealer": 2, "tsumo_all": 2}
# How many players pay each tsumo share (for the honba, 100 from each payer).
PAYERS = {"tsumo_nondealer": 2, "tsumo_dealer": 1, "tsumo_all": 3}


@dataclass(frozen=True, slots=True)
class TableStep:
    """One payer's line of the table lookup: base x multiplier = raw, rounded up to `paid` (the table
    value), plus that payer's share of the honba: `handed`, what the player hands over."""

    key: str
    multiplier: int
    raw: int
    paid: int
    honba: int = 0
    handed: int = 0


@dataclass(frozen=True, slots=True)
class Working:
    """A scored hand's working, in the scorer's keys; `payment` is the response's (pao split included)."""

    yaku: tuple[tuple[str, int], ...]  # key, han (13 per yakuman)
    dora: tuple[tuple[str, int], ...]  # dora, ura_dora, aka_dora: the ones counted
    fu_items: tuple[tuple[str, int, str], ...]  # key, fu, tiles of the set ("" for the others)
    fu_sum: int  # before rounding
    fu: int
    han: int
    yakuman: int
    limit: str | None
    base_points: int
    table: tuple[TableStep, ...]
    payment: tuple[tuple[str, int], ...]
    dealer: bool
    honba: int
    honba_points: int
    sticks: int
    stick_points: int
    total: int

    @property
    def rounded(self) -> bool:
        """The fu were rounded up to the next 10 (seven pairs' flat 25 never is)."""
        return self.fu != self.fu_sum

    @property
    def counted_yakuman(self) -> bool:
        """Thirteen han or more without a yakuman (kazoe): paid as the ruleset's `kazoe` says."""
        return not self.yakuman and self.han >= YAKUMAN_HAN

    @property
    def capped(self) -> bool:
        """A counted yakuman that the ruleset pays as less than a yakuman (sanbaiman)."""
        return self.counted_yakuman and self.limit != "yakuman"

    @property
    def base_formula(self) -> bool:
        """Base points come from fu x 2^(2 + han), below the limits."""
        return self.limit is None


def working(request: Mapping[str, Any], response: Mapping[str, Any]) -> Working:
    """The working of a successful contract response to `request`.

    >>> from rules.scoring import score_request
    >>> request = {"hand": "234m567p23455s", "win_tile": "5s", "melds": [{"kind": "pon", "tiles": "777z"}],
    ...            "seat_wind": "S", "dora_indicators": "3m", "honba": 1}
    >>> work = working(request, score_request(request))
    >>> work.fu_sum, work.fu, work.base_points, work.table, work.honba_points, work.total
    (26, 30, 480, (TableStep(key='ron', multiplier=4, raw=1920, paid=2000, honba=300, handed=2300),), 300, 2300)
    """
    tsumo = bool(request.get("tsumo") or request.get("nagashi_mangan"))  # nagashi is paid as a tsumo
    base, dealer = response["base_points"], response["dealer"]
    # a nagashi mangan is a draw: no counters, no sticks
    honba = request.get("honba", 0) if not request.get("nagashi_mangan") else 0
    sticks = request.get("riichi_sticks", 0) if not request.get("nagashi_mangan") else 0
    share = honba * (HONBA_EACH if tsumo else HONBA_RON)
    table = []
    for key, paid in table_payment(base, dealer, tsumo):
        multiplier = MULTIPLIERS["ron_dealer" if key == "ron" and dealer else key]
        table.append(TableStep(key, multiplier, base * multiplier, paid, share, paid + share))
    items = tuple((item["key"], item["fu"], item.get("tiles", "")) for item in response["fu_items"])
    return Working(
        yaku=tuple((item["key"], item["han"]) for item in response["yaku"]),
        dora=tuple((key, count) for key, count in response["dora"].items() if count),
        fu_items=items,
        fu_sum=sum(fu for _, fu, _ in items),
        fu=response["fu"],
        han=response["han"],
        yakuman=response["yakuman"],
        limit=response["limit"],
        base_points=base,
        table=tuple(table),
        payment=tuple(response["payment"].items()),
        dealer=dealer,
        honba=honba,
        honba_points=sum(step.honba * PAYERS.get(step.key, 1) for step in table),
        sticks=sticks,
        stick_points=sticks * STICK,
        total=response["total"],
    )
