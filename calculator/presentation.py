"""From a scoring request to what the calculator page shows: one call to the scorer, then words.

`outcome()` scores one request and, for a hand that is not (yet) a winning shape, adds the hand
analysis of `calculator.waits` (tenpai or not, each wait with its value) and how many tiles are
missing. `compare()` scores one hand under every offered ruleset and marks the rows that differ. No
rule of the game is decided here.
"""

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext

from calculator.phrases import SUMMARY_LABELS, error_messages, phrase, tile_count_guidance
from calculator.rulesets import RulesetChoice
from calculator.waits import ANALYSED_ERRORS, HandAnalysis, analyse_hand, tiles_to_add
from rules.explain import Explanation, Line, explain, yaku_names, yaku_url, yakuman_name
from rules.phrases import (
    CHANKAN_PAYER,
    DORA,
    FU_ITEMS,
    LIMITS,
    PAYMENTS,
    YAKUMAN_MULTIPLES,
    payment_label,
    tiles_in_words,
)
from rules.scoring import score_request
from rules.templatetags.tiles import MELD_NAMES
from site_project.numbers import format_number as points  # the site's one number format

DASH = "–"


@dataclass(frozen=True)
class WaitCell:
    """What a win on one wait pays by ron or by tsumo: the total received, and a short note (han and
    fu or the limit for a ron, each player's share for a tsumo); no total when no win is possible."""

    total: int | None
    note: str
    error_code: str = ""


@dataclass(frozen=True)
class WaitRow:
    """One line of the hand analysis: the wait, the copies unseen, and the ron and tsumo values."""

    tile: str
    left: int
    ron: WaitCell
    tsumo: WaitCell


def _han_fu(answer: dict[str, Any]) -> str:
    if answer["yakuman"]:
        return yakuman_name(answer["han"])
    if answer["limit"]:
        return phrase(LIMITS, answer["limit"])
    return gettext("%(han)s han, %(fu)s fu") % {"han": answer["han"], "fu": answer["fu"]}


def _shares(payment: dict[str, int]) -> str:
    if "tsumo_all" in payment:
        return gettext("%(points)s from each") % {"points": points(payment["tsumo_all"])}
    if "tsumo_nondealer" in payment:
        return f"{points(payment['tsumo_nondealer'])} / {points(payment['tsumo_dealer'])}"
    return ""


# The payer (the answer's `paid`) of each payment key; the ron of a pao split is the table value of the
# whole hand, which nobody hands over as such (the liable player and the discarder share it).
_PAYER_OF = {
    "tsumo_nondealer": "non_dealer",
    "tsumo_dealer": "dealer",
    "tsumo_all": "non_dealer",
    "liable": "liable",
    "discarder": "discarder",
}


def handed_over(answer: dict[str, Any]) -> list[tuple[str, str]]:
    """Each payment key with what that payer hands over, the honba apart, as the trainer shows it:
    ("ron", "16,000 + 300 honba = 16,300"); a payer without honba shows the table value alone."""
    payment = answer["payment"]
    payers = {entry["payer"]: entry for entry in answer.get("paid", ())}
    lines = []
    for key, value in payment.items():
        payer = "discarder" if key == "ron" and "liable" not in payment else _PAYER_OF.get(key)
        entry = payers.get(payer) if payer else None
        if entry and entry["honba"]:
            text = gettext("%(points)s + %(honba)s honba = %(handed)s") % {
                "points": points(entry["points"] - entry["honba"]),
                "honba": points(entry["honba"]),
                "handed": points(entry["points"]),
            }
        else:
            text = points(entry["points"] if entry else value)
        lines.append((key, text))
    return lines


def payment_summary(answer: dict[str, Any]) -> str:
    """The payment in a few words, for the summary that stays in view: "Ron: 3,900", "Tsumo: 1,000 /
    2,000", "Tsumo: 2,000 from each", each with its honba apart ("Ron: 3,900 + 300 honba = 4,200"); a
    payment with a liable player is spelled out in full."""
    payment = answer["payment"]
    handed = dict(handed_over(answer))
    if set(payment) == {"ron"}:
        return gettext("Ron: %(points)s") % {"points": handed["ron"]}
    if "tsumo_all" in payment and len(payment) == 1:
        shares = gettext("%(points)s from each") % {"points": handed["tsumo_all"]}
        return gettext("Tsumo: %(shares)s") % {"shares": shares}
    if set(payment) == {"tsumo_nondealer", "tsumo_dealer"}:
        shares = f"{handed['tsumo_nondealer']} / {handed['tsumo_dealer']}"
        return gettext("Tsumo: %(shares)s") % {"shares": shares}
    return "; ".join(f"{phrase(PAYMENTS, key)}: {text}" for key, text in handed.items())


def wait_cell(answer: dict[str, Any], tsumo: bool) -> WaitCell:
    """The cell of one scorer answer for a win on a wait."""
    if "error" in answer:
        code = answer["error"]["code"]
        return WaitCell(None, gettext("No yaku") if code == "no_yaku" else DASH, code)
    return WaitCell(answer["total"], _shares(answer["payment"]) if tsumo else _han_fu(answer))


def wait_rows(analysis: HandAnalysis) -> list[WaitRow]:
    """The hand analysis as table rows, in tile order."""
    return [
        WaitRow(wait.tile, wait.left, wait_cell(wait.ron, False), wait_cell(wait.tsumo, True))
        for wait in analysis.waits
    ]


def wait_errors(analysis: HandAnalysis) -> list[str]:
    """The scorer's messages for waits that cannot be won for another reason than a missing yaku (a
    situation that forbids ron or tsumo, say), each once."""
    messages = [
        answer["error"]["message"]
        for wait in analysis.waits
        for answer in (wait.ron, wait.tsumo)
        if "error" in answer and answer["error"]["code"] != "no_yaku"
    ]
    return list(dict.fromkeys(messages))


@dataclass
class Outcome:
    """The scorer's answer to one request, ready for the template: a scored hand's lines are the
    site's one explanation (rules.explain), shared with the reference and the trainer."""

    request: dict[str, object]
    explanation: Explanation | None = None
    error: dict[str, str] | None = None
    analysis: HandAnalysis | None = None
    tiles_to_add: int | None = None

    @property
    def result(self) -> dict[str, object] | None:
        return self.explanation.response if self.explanation else None

    @property
    def yaku(self) -> list[Line]:
        return self.explanation.yaku if self.explanation else []

    @property
    def unpaid_yakuman(self) -> list[Line]:
        return self.explanation.unpaid_yakuman if self.explanation else []

    @property
    def dora(self) -> list[Line]:
        return self.explanation.dora if self.explanation else []

    @property
    def fu_items(self) -> list[Line]:
        return self.explanation.fu_items if self.explanation else []

    @property
    def handed_over(self) -> list[tuple[str, str, str]]:
        """Each payment row: key, label, and what that payer hands over with the honba apart."""
        if self.result is None:
            return []
        chankan = bool(self.request.get("chankan"))
        return [(key, payment_label(key, chankan), text) for key, text in handed_over(self.result)]

    @property
    def limit(self) -> str:
        return self.explanation.limit if self.explanation else ""

    @property
    def state(self) -> str:
        """What the page leads with: "score", "waits" or "shanten" (a hand one tile short),
        "guidance" (a hand of the wrong size) or "error" (the scorer's message)."""
        if self.result is not None:
            return "score"
        if self.analysis is not None and self.tiles_to_add == 1:
            return "waits" if self.analysis.tenpai else "shanten"
        return "guidance" if self.guidance else "error"

    @property
    def guidance(self) -> str:
        """The calculator's own advice for a hand of the wrong size, in place of the scorer's error."""
        if self.error is None or self.tiles_to_add is None:
            return ""
        if self.tiles_to_add == 1 and self.analysis is not None:
            return gettext("Add the winning tile to score the hand.")
        if self.error["code"] == "wrong_tile_count":
            return tile_count_guidance(self.tiles_to_add)
        return ""

    @property
    def han_or_yakuman(self) -> int | str | None:
        """The hand's han, or its yakuman by name ("Double yakuman"): a yakuman is never 13 or 26 han."""
        if self.explanation is None:
            return None
        return self.explanation.han_name or self.explanation.han

    @property
    def han_fu(self) -> str:
        return _han_fu(self.result) if self.result else ""

    @property
    def payment_summary(self) -> str:
        return payment_summary(self.result) if self.result else ""

    @property
    def wait_rows(self) -> list[WaitRow]:
        return wait_rows(self.analysis) if self.analysis else []

    @property
    def wait_errors(self) -> list[str]:
        return wait_errors(self.analysis) if self.analysis else []


def outcome(request: dict[str, object]) -> Outcome:
    """Score `request` and explain the answer in the active language."""
    messages = error_messages()
    answer = score_request(request, messages=messages, tile_names=tiles_in_words)
    if "error" in answer:
        error = answer["error"]
        found = analyse_hand(request, messages) if error["code"] in ANALYSED_ERRORS else None
        return Outcome(request, error=error, analysis=found, tiles_to_add=tiles_to_add(request))
    return Outcome(request, explanation=explain(request, response=answer))


def script_phrases() -> dict[str, dict[str, str]]:
    """The phrases of the scorer's keys in the active language, for the page's script to label the
    answers of the JSON API as this module labels them for the page: yaku names and pages, fu items,
    dora, payments and limits."""
    names = yaku_names()
    return {
        "yaku": names,
        "yaku_urls": {key: url for key in names if (url := yaku_url(key))},
        "fu_items": {key: str(label) for key, label in FU_ITEMS.items()},
        "dora": {key: str(label) for key, label in DORA.items()},
        "payments": {key: str(label) for key, label in PAYMENTS.items()},
        "chankan_payer": {"ron": str(CHANKAN_PAYER)},
        "melds": {kind: name() for kind, name in MELD_NAMES.items()},
        "limits": {key: str(label) for key, label in LIMITS.items()},
        "yakuman": {str(times): str(label) for times, label in YAKUMAN_MULTIPLES.items()},
    }


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

    @property
    def shared_refusal(self) -> Outcome | None:
        """The outcome to show alone when every ruleset refuses the hand for the same reason: its message
        once, rather than five identical cells above rows of dashes."""
        messages = {item.error["message"] if item.error else None for item in self.outcomes}
        return self.outcomes[0] if self.outcomes and None not in messages and len(messages) == 1 else None


def _cell(value: object) -> str:
    """A compared value as the page's language writes it: points grouped (2 900 in French), text as is."""
    return points(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def compare(requests: list[tuple[RulesetChoice, dict[str, object]]]) -> Comparison:
    """Score each (ruleset, request) pair and line the answers up, one row per yaku and per total."""
    found = [outcome(request) for _choice, request in requests]
    yaku_keys = list(dict.fromkeys(row.key for item in found for row in (*item.yaku, *item.unpaid_yakuman)))
    yaku_labels = yaku_names(yaku_keys)

    def row(key: str, values: list[object]) -> ComparisonRow:
        cells = tuple(
            DASH if item.result is None or value in (None, "") else _cell(value)
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
    if all(item.error for item in found):  # nothing scored: the reasons are all there is to compare
        return Comparison(tuple(choice for choice, _request in requests), tuple(found), tuple(rows))
    for key in yaku_keys:
        values = [{r.key: r.yakuman or r.value for r in (*item.unpaid_yakuman, *item.yaku)} for item in found]
        yaku_row = row(key, [value.get(key) for value in values])
        rows.append(ComparisonRow(f"yaku:{key}", yaku_labels[key], yaku_row.cells))
    for key in ("dora", "ura_dora", "aka_dora"):
        dora_row = row(key, [item.result["dora"][key] if item.result else None for item in found])
        if any(value not in (DASH, "0") for value in dora_row.cells):
            rows.append(ComparisonRow(f"dora:{key}", phrase(DORA, key), dora_row.cells))
    rows.append(row("han", [item.han_or_yakuman for item in found]))
    rows.append(row("fu", [item.result["fu"] if item.result else None for item in found]))
    rows.append(row("limit", [item.limit for item in found]))
    rows.append(row("base_points", [item.result["base_points"] if item.result else None for item in found]))
    # One row per payer, labelled once ("Paid by the dealer"), so a cell holds a number, not a sentence.
    payers: dict[str, str] = {}
    for item in found:
        if item.result is not None:
            payers.update((key, label) for key, label, _text in item.handed_over)
    for key, label in payers.items():
        texts = [
            {k: text for k, _label, text in item.handed_over}.get(key) if item.result else None
            for item in found
        ]
        rows.append(ComparisonRow(f"payment:{key}", label, row("payment", texts).cells))
    rows.append(row("total", [item.result["total"] if item.result else None for item in found]))
    return Comparison(tuple(choice for choice, _request in requests), tuple(found), tuple(rows))


def _error_text(item: Outcome) -> str:
    return item.error["message"] if item.error else DASH
