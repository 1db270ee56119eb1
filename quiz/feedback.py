"""The feedback of an answered question: right or wrong per part, and the working that teaches it.

Every number shown comes from the scorer's answer (yaku with han, fu items with their sets, base
points, the table payment, the total); the page only lays out the steps between them: the fu sum and
its rounding, the table lookup (base points times the multiplier, rounded up to 100), honba and sticks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from quiz import phrases
from quiz.generator import Question
from quiz.grading import PAYMENT_KEYS, split_tiles
from rules.phrases import DORA, FU_ITEMS, LIMITS
from rules.scoring import (
    HONBA_EACH,
    HONBA_RON,
    STICK,
    counts_of,
    is_seven_pairs,
    is_thirteen_orphans,
    kind_mpsz,
    parse_tiles,
    standard_splits,
)

# How many times the base points each payer pays (rounded up to 100 after multiplying).
MULTIPLIERS = {"ron_dealer": 6, "ron": 4, "tsumo_nondealer": 1, "tsumo_dealer": 2, "tsumo_all": 2}


@dataclass(frozen=True)
class PartMark:
    """One answered part: what the learner gave and what was right."""

    key: str
    label: str
    right: bool
    given: str
    expected: str


@dataclass(frozen=True)
class TableStep:
    """One payer's line of the table lookup: base x multiplier = raw, rounded up to `paid`."""

    key: str
    label: str
    multiplier: int
    raw: int
    paid: int


@dataclass
class Working:
    """The worked answer a feedback page shows."""

    yaku: list[tuple[str, str, int]] = field(default_factory=list)  # key, name, han
    dora: list[tuple[str, str, int]] = field(default_factory=list)
    fu_items: list[tuple[str, str, str, int]] = field(default_factory=list)  # key, label, tiles, fu
    fu_sum: int = 0
    fu: int = 0
    han: int = 0
    limit: str = ""
    base_formula: bool = False  # fu x 2^(2 + han), not a limit
    base_points: int = 0
    table: list[TableStep] = field(default_factory=list)
    honba: int = 0
    honba_points: int = 0
    sticks: int = 0
    stick_points: int = 0
    total: int = 0
    waits: list[str] = field(default_factory=list)
    readings: list[tuple[str, list[list[str]]]] = field(default_factory=list)  # wait, its readings


def _shown(value: object) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    return str(value)


def marks_for(
    question: Question, answers: dict, marks: dict[str, bool], yaku_names: dict[str, str]
) -> list[PartMark]:
    """Each graded part with the learner's answer beside the right one."""
    answer = question.answer
    lines = []
    for part, right in marks.items():
        if part == "payment":
            keys = [k for k in PAYMENT_KEYS if k in answer["payment"]]
            given = " / ".join(_shown(answers.get(k)) for k in keys)
            expected = " / ".join(str(answer["payment"][k]) for k in keys)
        elif part == "yaku":
            given = _shown([yaku_names.get(k, k) for k in answers.get("yaku", [])])
            expected = _shown([yaku_names.get(y["key"], y["key"]) for y in answer["yaku"]])
        elif part == "waits":
            given = _shown(answers.get("waits", []))
            expected = _shown(split_tiles(answer["waits"]))
        else:
            given, expected = _shown(answers.get(part)), _shown(answer[part])
        lines.append(PartMark(part, str(phrases.PARTS[part]), right, given, expected))
    return lines


def working_for(question: Question, yaku_names: dict[str, str]) -> Working:
    """The scorer's answer laid out step by step."""
    answer, request = question.answer, question.request
    if "waits" in answer:
        waits = split_tiles(answer["waits"])
        return Working(
            waits=waits, readings=[(tile, readings(request["hand"], tile, yaku_names)) for tile in waits]
        )
    work = Working(
        yaku=[(y["key"], yaku_names.get(y["key"], y["key"]), y["han"]) for y in answer["yaku"]],
        dora=[(key, str(DORA[key]), count) for key, count in answer["dora"].items() if count],
        fu_items=[
            (item["key"], str(FU_ITEMS.get(item["key"], item["key"])), item.get("tiles", ""), item["fu"])
            for item in answer["fu_items"]
        ],
        fu_sum=sum(item["fu"] for item in answer["fu_items"]),
        fu=answer["fu"],
        han=answer["han"],
        limit=str(LIMITS[answer["limit"]]) if answer["limit"] else "",
        base_formula=answer["limit"] is None,
        base_points=answer["base_points"],
        total=answer["total"],
        honba=request.get("honba", 0),
        sticks=request.get("riichi_sticks", 0),
    )
    tsumo_payers = {"tsumo_nondealer": 2, "tsumo_dealer": 1, "tsumo_all": 3}
    for key, paid in answer["payment"].items():
        multiplier = MULTIPLIERS["ron_dealer" if key == "ron" and answer["dealer"] else key]
        label = str(phrases.PAYMENT_FIELDS.get(key, key))
        work.table.append(TableStep(key, label, multiplier, answer["base_points"] * multiplier, paid))
        if key in tsumo_payers:
            work.honba_points += work.honba * HONBA_EACH * tsumo_payers[key]
    if "ron" in answer["payment"]:
        work.honba_points = work.honba * HONBA_RON
    work.stick_points = work.sticks * STICK
    return work


def table_only_prompt(question: Question) -> str:
    """The words of a payment drill from han and fu alone (or of a nagashi mangan at the draw)."""
    answer = question.answer
    if question.request.get("nagashi_mangan"):
        if answer["dealer"]:
            return _("Exhaustive draw: the dealer's discards were all terminals and honours, none called.")
        return _("Exhaustive draw: a non-dealer's discards were all terminals and honours, none called.")
    who = _("the dealer") if answer["dealer"] else _("a non-dealer")
    how = _("self-draw") if "ron" not in answer["payment"] else _("ron")
    return _("%(han)s han %(fu)s fu, won by %(who)s by %(how)s.") % {
        "han": answer["han"],
        "fu": answer["fu"],
        "who": who,
        "how": how,
    }


def readings(hand: str, wait: str, yaku_names: dict[str, str]) -> list[list[str]]:
    """Every way the concealed tiles and the winning tile split into sets and a pair (the scorer's own
    decomposition), each as a list of groups in notation; seven pairs and thirteen orphans by name.

    >>> readings("2233445566778p", "8p", {})
    [['22p', '345p', '345p', '678p', '678p'], ['234p', '234p', '55p', '678p', '678p'], \
['234p', '234p', '567p', '567p', '88p'], ['chiitoitsu']]
    """
    counts = counts_of(parse_tiles(hand + wait))
    found: list[list[str]] = []
    for split in standard_splits(counts):
        pair, chows, pungs = split[:3]
        groups = [kind_mpsz(pair)[0] * 2 + kind_mpsz(pair)[1]]
        groups += [_run(start) for start in chows] + [
            kind_mpsz(kind)[0] * 3 + kind_mpsz(kind)[1] for kind in pungs
        ]
        reading = sorted(groups, key=lambda group: parse_tiles(group)[0].kind)
        if reading not in found:
            found.append(reading)
    if is_seven_pairs(counts):
        found.append([yaku_names.get("chiitoitsu", "chiitoitsu")])
    if is_thirteen_orphans(counts):
        found.append([yaku_names.get("kokushi", "kokushi")])
    return found


def _run(start: int) -> str:
    return "".join(kind_mpsz(start + step)[0] for step in range(3)) + kind_mpsz(start)[1]
