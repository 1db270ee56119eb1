"""The calculator's "what now?" view of a hand that is not a win: for 14 tiles, what each discard leaves
(the discard table of `rules.scoring`, drawn as the trainer draws it); for 13 tiles that are not ready,
the draws that would bring the hand closer, with the copies still unseen.

Unseen copies leave out the tiles the page knows of: the hand, its melds and the dora indicators. The
waits of a discard that leaves the hand ready are valued under the situation and ruleset of the form.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.discard_lines import DiscardLine, discard_lines, shanten_words, table_rows
from rules.scoring import (
    Meld,
    ScoringError,
    Situation,
    best_choices,
    discard_table,
    get_ruleset,
    hand_prospect,
    parse_tiles,
)

_FLAGS = ("riichi", "double_riichi", "ippatsu", "tsumo")


@dataclass(frozen=True)
class WhatNow:
    """Either the discard table of 14 tiles (`lines`) or the improving draws of 13 (`draws`)."""

    shanten: int
    shanten_text: str
    lines: list[DiscardLine]
    draws: list[tuple[str, int]]
    total: int


def what_now(request: dict) -> WhatNow | None:
    """The view of a calculator request whose hand is not a win, or None where it has nothing to add:
    a winning or ready 13-tile hand (the scorer and the waits say it all), a hand of another size, or
    input the scorer refuses."""
    try:
        melds = [Meld.from_mpsz(meld["kind"], meld["tiles"]) for meld in request.get("melds", [])]
        tiles = parse_tiles(str(request.get("hand", "")))
        situation = Situation(
            **{flag: bool(request.get(flag)) for flag in _FLAGS},
            seat_wind=str(request.get("seat_wind", "E")),
            round_wind=str(request.get("round_wind", "E")),
            dora_indicators=tuple(parse_tiles(str(request.get("dora_indicators", "")))),
        )
        ruleset = get_ruleset(request.get("ruleset", "ema"), request.get("rules") or {})
        concealed = 14 - 3 * len(melds)
        if len(tiles) == concealed:
            table = discard_table(tiles, melds, situation=situation, ruleset=ruleset)
            if table[0].prospect.shanten < 0:
                return None
            best = [choice.tile.mpsz() for choice in best_choices(table)]
            shanten = table[0].prospect.shanten
            return WhatNow(shanten, shanten_words(shanten), discard_lines(table_rows(table), best), [], 0)
        if len(tiles) == concealed - 1:
            prospect = hand_prospect(tiles, melds, situation=situation, ruleset=ruleset, value_waits=False)
            if prospect.shanten <= 0:
                return None
            draws = [(draw.tile.mpsz(), draw.unseen) for draw in prospect.draws]
            return WhatNow(prospect.shanten, shanten_words(prospect.shanten), [], draws, prospect.total)
    except (ScoringError, ValueError, KeyError, TypeError):
        return None
    return None
