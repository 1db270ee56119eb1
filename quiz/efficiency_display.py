"""What the efficiency drill's pages show, in the page's language: the hand as tiles to tap, the discards
on the table, and after the answer the verdict and the sorted table of every discard.

Every figure comes from the question's stored answer (the discard table of `rules.scoring`); this module
only words it: "12 tiles instead of 20", "2-shanten instead of 1-shanten". The table itself is drawn as
the calculator draws it (`rules.discard_lines`).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from quiz.efficiency import hand_tiles, is_best, row_of
from rules.discard_lines import DiscardLine, discard_lines, same_kind, shanten_words, tile_words


@dataclass(frozen=True)
class TileButton:
    """One tile of the hand as a button: its notation (the value sent), what a reader hears, and
    whether it is the tile just drawn (laid apart, as at the table)."""

    tile: str
    label: str
    drawn: bool


@dataclass(frozen=True)
class EfficiencyFeedback:
    """The verdict in a sentence, the lines of the table, and what the counts leave out."""

    verdict: str
    lines: list[DiscardLine]
    counted: str
    valued: bool  # some line shows its waits' values


def other_rivers(rivers: list[str]) -> list[tuple[str, str]]:
    """Each other player's discards named by where that player sits: the rivers come in turn order after
    the learner's (right, across, left), and which player threw a tile decides whether it is safe."""
    seats = (_("Player on your right"), _("Player across"), _("Player on your left"))
    return [(seat, river) for seat, river in zip(seats, rivers, strict=True) if river]


def question_view(request: dict) -> dict[str, object]:
    """The hand as buttons and the discards on the table, for the question page."""
    tiles = hand_tiles(request)
    buttons = [
        TileButton(tile, _("Discard the %(tile)s") % {"tile": tile_words(tile)}, index == len(tiles) - 1)
        for index, tile in enumerate(tiles)
    ]
    discards = request.get("discards")
    return {
        "buttons": buttons,
        "own_discards": discards["own"] if discards else "",
        "other_discards": other_rivers(discards["others"]) if discards else [],
        "turn": request["turn"],
    }


def _tiles_word(count: int) -> str:
    return ngettext("%(count)s tile", "%(count)s tiles", count) % {"count": count}


def verdict(answer: dict, chosen: str) -> str:
    """The answer in a sentence: why the best discard is best, or how far the chosen one falls short."""
    best = answer["table"][0]
    picked = row_of(answer, chosen) or best
    if is_best(answer, chosen):
        if best["shanten"] == 0:
            text = _("Discarding the %(tile)s is best: the hand is ready (tenpai), waiting on %(tiles)s.")
        else:
            text = _(
                "Discarding the %(tile)s is best: the hand stays %(shanten)s with %(tiles)s to improve it."
            )
        text %= {
            "tile": tile_words(chosen),
            "shanten": shanten_words(best["shanten"]),
            "tiles": _tiles_word(best["total"]),
        }
        tied = [tile for tile in answer["best"] if not same_kind(tile, chosen)]
        if tied:
            others = ", ".join(tile_words(tile) for tile in tied)
            text += " " + ngettext(
                "Discarding the %(others)s was just as good.",
                "Discarding any of these was just as good: %(others)s.",
                len(tied),
            ) % {"others": others}
        return text
    words = {"tile": tile_words(chosen), "best": tile_words(answer["best"][0])}
    if picked["shanten"] > best["shanten"]:
        return _(
            "Discarding the %(tile)s leaves the hand %(shanten)s instead of %(best_shanten)s with the %(best)s."
        ) % {
            **words,
            "shanten": shanten_words(picked["shanten"]),
            "best_shanten": shanten_words(best["shanten"]),
        }
    return _(
        "Discarding the %(tile)s leaves %(tiles)s that improve the hand instead of %(best_total)s with the %(best)s."
    ) % {**words, "tiles": _tiles_word(picked["total"]), "best_total": best["total"]}


def discard_mark(answer: dict, chosen: str) -> tuple[str, str]:
    """The marks table's cells for the discard: the tile given and the best ones, each with its count."""

    def cell(tile: str) -> str:
        row = row_of(answer, tile)
        if row is None:
            return "—"
        if row["shanten"] > answer["table"][0]["shanten"]:
            return _("%(tile)s (%(shanten)s)") % {
                "tile": tile_words(tile),
                "shanten": shanten_words(row["shanten"]),
            }
        return _("%(tile)s (%(tiles)s)") % {"tile": tile_words(tile), "tiles": _tiles_word(row["total"])}

    return (cell(chosen) if chosen else "—"), ", ".join(cell(tile) for tile in answer["best"])


def feedback_view(question, answers: dict) -> EfficiencyFeedback:
    """The verdict and the table of every discard for the feedback page."""
    answer = question.answer
    chosen = answers.get("discard", "")
    lines = discard_lines(answer["table"], answer["best"], chosen)
    if "discards" in question.request:
        counted = _(
            "Copies left count four of each tile, less those in your hand, the dora indicator and every "
            "discard on the table."
        )
    else:
        counted = _("Copies left count four of each tile, less those in your hand and the dora indicator.")
    valued = any(line.waits for line in lines)
    return EfficiencyFeedback(verdict(answer, chosen) if chosen else "", lines, counted, valued)
