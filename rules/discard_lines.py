"""The discard table as pages show it: the scorer's table written as JSON rows (stored with a trainer
question, sent by the calculator) and those rows as lines of a page, in the page's language.

The trainer's feedback and the calculator's "what now?" view draw the same table
(`rules/includes/discard_table.html`), so both build their lines here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _

from rules.scoring import DiscardChoice, WaitValue, parse_tiles
from rules.templatetags.tiles import tile_name


def shanten_words(shanten: int) -> str:
    """A hand's distance as players say it: "tenpai" (one tile from winning) or "2-shanten"."""
    if shanten <= 0:
        return _("tenpai")
    return _("%(n)s-shanten") % {"n": shanten}


def same_kind(first: str, second: str) -> bool:
    """Two tiles in notation of one kind (a red five is a five)."""
    return first.replace("0", "5") == second.replace("0", "5")


def table_rows(table: Iterable[DiscardChoice]) -> list[dict]:
    """The scorer's discard table as JSON: per discard the tile, shanten, improving tiles with their
    unseen copies, their total, the shapes that count and, for a ready hand, its waits' values."""
    rows = []
    for choice in table:
        prospect = choice.prospect
        row: dict = {
            "tile": choice.tile.mpsz(),
            "shanten": prospect.shanten,
            "draws": [[draw.tile.mpsz(), draw.unseen] for draw in prospect.draws],
            "total": prospect.total,
            "shapes": list(prospect.shapes),
        }
        if prospect.waits:
            row["waits"] = [wait_row(wait) for wait in prospect.waits]
        rows.append(row)
    return rows


def wait_row(wait: WaitValue) -> dict:
    """A wait as JSON: unseen copies and what a win on it pays, or the scorer's reason it cannot win."""
    found: dict = {"tile": wait.tile.mpsz(), "unseen": wait.unseen}
    if wait.score is None:
        found["error"] = wait.error
    else:
        score = wait.score
        found.update(han=score.han, fu=score.fu, limit=score.limit, yakuman=score.yakuman, total=score.total)
    return found


@dataclass(frozen=True)
class WaitCell:
    """A wait of a ready hand: the tile, its unseen copies, and what a win on it pays (han and points),
    or why it cannot be won."""

    tile: str
    unseen: int
    han: int = 0
    total: int = 0
    reason: str = ""


@dataclass(frozen=True)
class DiscardLine:
    """One discard of the table as a page lists it."""

    tile: str
    shanten: int
    shanten_text: str
    draws: list[tuple[str, int]]
    total: int
    best: bool
    chosen: bool
    seven_pairs: bool
    waits: list[WaitCell]


def _wait_cell(wait: dict) -> WaitCell:
    if "error" in wait:
        reason = _("no yaku") if wait["error"] == "no_yaku" else _("cannot win")
        return WaitCell(wait["tile"], wait["unseen"], reason=reason)
    return WaitCell(wait["tile"], wait["unseen"], wait["han"], wait["total"])


def discard_lines(rows: Sequence[dict], best: Sequence[str], chosen: str = "") -> list[DiscardLine]:
    """The rows as lines, the best discards and the one chosen (if any) marked."""
    return [
        DiscardLine(
            tile=row["tile"],
            shanten=row["shanten"],
            shanten_text=shanten_words(row["shanten"]),
            draws=[(tile, count) for tile, count in row["draws"]],
            total=row["total"],
            best=any(same_kind(row["tile"], tile) for tile in best),
            chosen=bool(chosen) and same_kind(row["tile"], chosen),
            seven_pairs="seven_pairs" in row["shapes"],
            waits=[_wait_cell(wait) for wait in row.get("waits", [])],
        )
        for row in rows
    ]


def tile_words(tile: str) -> str:
    """A tile's name in the page's language, from its notation."""
    return tile_name(parse_tiles(tile)[0])
