"""From a scoring request to what the calculator page shows: one call to the scorer, then words.

`outcome()` scores one request and, for a hand that is not (yet) a winning shape, asks the scorer's
13-tile analysis whether it is tenpai and on which tiles. `compare()` scores one hand under every
offered ruleset and marks the rows that differ. No rule of the game is decided here.
"""

from collections import Counter
from dataclasses import dataclass

from calculator.phrases import SUMMARY_LABELS, error_messages, phrase
from calculator.rulesets import RulesetChoice
from rules.explain import Explanation, Line, explain, yaku_names
from rules.phrases import DORA
from rules.scoring import KIND_COUNT, Analysis, NotationError, analyse_13, parse_tiles, score_request

DASH = "–"
ANALYSED_ERRORS = ("not_complete", "wrong_tile_count", "win_tile_not_in_hand", "no_yaku")


@dataclass
class Outcome:
    """The scorer's answer to one request: the shared explanation of a scored hand (rules.explain), or
    the error with, where it helps, the 13-tile analysis of what the hand waits on."""

    request: dict[str, object]
    explanation: Explanation | None = None
    error: dict[str, str] | None = None
    analysis: Analysis | None = None

    @property
    def result(self) -> dict[str, object] | None:
        return self.explanation.response if self.explanation else None

    @property
    def yaku(self) -> list[Line]:
        return self.explanation.yaku if self.explanation else []

    @property
    def dora(self) -> list[Line]:
        return self.explanation.dora if self.explanation else []

    @property
    def fu_items(self) -> list[Line]:
        return self.explanation.fu_items if self.explanation else []

    @property
    def payment(self) -> list[Line]:
        return self.explanation.payment if self.explanation else []

    @property
    def limit(self) -> str:
        return self.explanation.limit if self.explanation else ""


def analyse(request: dict[str, object]) -> Analysis | None:
    """Tenpai waits or shanten of the hand without its winning tile (or of 13 tiles as entered)."""
    try:
        hand = parse_tiles(str(request.get("hand", "")))
        win = parse_tiles(str(request.get("win_tile", "")))
        melds = [parse_tiles(meld["tiles"]) for meld in request.get("melds", [])]  # type: ignore[index,union-attr]
    except NotationError:
        return None
    concealed = 13 - 3 * len(melds)
    if len(hand) == concealed + 1 and len(win) == 1:
        kinds = [tile.kind for tile in hand]
        if win[0].kind not in kinds:
            return None
        kinds.remove(win[0].kind)
    elif len(hand) == concealed:
        kinds = [tile.kind for tile in hand]
    else:
        return None
    counts = Counter(kinds)
    seen = counts + Counter(tile.kind for meld in melds for tile in meld)
    if max(seen.values(), default=0) > 4:
        return None
    return analyse_13(
        [counts[kind] for kind in range(KIND_COUNT)],
        melds=len(melds),
        seen=tuple(seen[kind] for kind in range(KIND_COUNT)),
    )


def outcome(request: dict[str, object]) -> Outcome:
    """Score `request` and explain the answer in the active language."""
    answer = score_request(request, messages=error_messages())
    if "error" in answer:
        error = answer["error"]
        found = analyse(request) if error["code"] in ANALYSED_ERRORS else None
        return Outcome(request, error=error, analysis=found)
    return Outcome(request, explanation=explain(request, response=answer))


@dataclass(frozen=True)
class ComparisonRow:
    """One line of the comparison: a label, one cell per ruleset, and whether the cells differ."""

    key: str
    label: str
    cells: tuple[str, ...]

    @property
    def differs(self) -> bool:
        return len(set(self.cells)) > 1


@dataclass(frozen=True)
class Comparison:
    """One hand scored under several rulesets, as rows of cells."""

    rulesets: tuple[RulesetChoice, ...]
    outcomes: tuple[Outcome, ...]
    rows: tuple[ComparisonRow, ...]


def _payment_text(found: Outcome) -> str:
    return " / ".join(f"{row.label}: {row.value}" for row in found.payment)


def compare(requests: list[tuple[RulesetChoice, dict[str, object]]]) -> Comparison:
    """Score each (ruleset, request) pair and line the answers up, one row per yaku and per total."""
    found = [outcome(request) for _choice, request in requests]
    yaku_keys = list(dict.fromkeys(row.key for item in found for row in item.yaku))
    yaku_labels = yaku_names(yaku_keys)

    def row(key: str, values: list[object]) -> ComparisonRow:
        cells = tuple(
            DASH if item.result is None or value in (None, "") else str(value)
            for item, value in zip(found, values, strict=True)
        )
        return ComparisonRow(key, phrase(SUMMARY_LABELS, key), cells)

    rows = []
    if any(item.error for item in found):
        rows.append(
            ComparisonRow(
                "error", phrase(SUMMARY_LABELS, "error"), tuple(_error_text(item) for item in found)
            )
        )
    for key in yaku_keys:
        yaku_row = row(key, [{r.key: r.value for r in item.yaku}.get(key) for item in found])
        rows.append(ComparisonRow(f"yaku:{key}", yaku_labels[key], yaku_row.cells))
    for key in ("dora", "ura_dora", "aka_dora"):
        dora_row = row(key, [item.result["dora"][key] if item.result else None for item in found])
        if any(value not in (DASH, "0") for value in dora_row.cells):
            rows.append(ComparisonRow(f"dora:{key}", phrase(DORA, key), dora_row.cells))
    rows.append(row("han", [item.result["han"] if item.result else None for item in found]))
    rows.append(row("fu", [item.result["fu"] if item.result else None for item in found]))
    rows.append(row("limit", [item.limit for item in found]))
    rows.append(row("base_points", [item.result["base_points"] if item.result else None for item in found]))
    rows.append(row("payment", [_payment_text(item) for item in found]))
    rows.append(row("total", [item.result["total"] if item.result else None for item in found]))
    return Comparison(tuple(choice for choice, _request in requests), tuple(found), tuple(rows))


def _error_text(item: Outcome) -> str:
    return item.error["message"] if item.error else DASH
