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
from quiz.grading import asks_fu, handed_over, payment_fields, split_tiles
from rules.phrases import DORA, FU_ITEMS, LIMITS
from rules.scoring import analyse_13
from rules.scoring.payment import STICK
from rules.scoring.shapes import is_seven_pairs, is_thirteen_orphans, standard_splits
from rules.scoring.tiles import counts_of, kind_mpsz, parse_tiles

KAZOE_HAN = 13  # a yakuman counts as 13 han; 13 han without one is a counted yakuman
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
    """One payer's line of the table lookup: base x multiplier = raw, rounded up to `paid` (the table
    value), plus that payer's honba: `handed`, what the player hands over."""

    key: str
    label: str
    multiplier: int
    raw: int
    paid: int
    honba: int = 0
    handed: int = 0


@dataclass
class Working:
    """The worked answer a feedback page shows."""

    yaku: list[tuple[str, str, int, str]] = field(default_factory=list)  # key, name, han, yakuman name
    dora: list[tuple[str, str, int]] = field(default_factory=list)
    fu_items: list[tuple[str, str, str, int]] = field(default_factory=list)  # key, label, tiles, fu
    fu_sum: int = 0
    fu: int = 0
    han: int = 0
    han_name: str = ""  # "Yakuman", "Double yakuman": a yakuman is named, not counted
    limit: str = ""
    fu_asked: bool = True  # False where the fu cannot change the payment
    counted_yakuman: bool = False  # 13+ han without a yakuman
    capped: bool = False  # ... paid as a sanbaiman under the question's rules
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
    dead_waits: list[tuple[str, str]] = field(default_factory=list)  # tile, why it is no wait


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
            handed = handed_over(question)
            given = " / ".join(_shown(answers.get(k)) for k in handed)
            expected = " / ".join(str(value) for value in handed.values())
        elif part == "han" and answer.get("yakuman"):
            given = _shown(answers.get("han") and yakuman_name(answers["han"]))
            expected = yakuman_name(answer["han"])
        elif part == "yaku":
            given = _shown([yaku_names.get(k, k) for k in answers.get("yaku", [])])
            expected = _shown([yaku_names.get(y["key"], y["key"]) for y in answer["yaku"]])
        elif part == "waits":
            given = _shown(answers.get("waits", []))
            expected = _shown(split_tiles(answer["waits"]))
        else:
            given, expected = _shown(answers.get(part)), _shown(answer[part])
        honba = part == "payment" and handed_over(question) != answer["payment"]
        lines.append(
            PartMark(part, str(phrases.PARTS["payment_honba" if honba else part]), right, given, expected)
        )
    return lines


def working_for(question: Question, yaku_names: dict[str, str]) -> Working:
    """The scorer's answer laid out step by step."""
    answer, request = question.answer, question.request
    if "waits" in answer:
        waits = split_tiles(answer["waits"])
        return Working(
            waits=waits,
            readings=[(tile, readings(request["hand"], tile, yaku_names)) for tile in waits],
            dead_waits=dead_waits(request),
        )
    work = Working(
        yaku=[
            (
                y["key"],
                yaku_names.get(y["key"], y["key"]),
                y["han"],
                yakuman_name(y["han"]) if answer.get("yakuman") else "",
            )
            for y in answer["yaku"]
        ],
        han_name=yakuman_name(answer["han"]) if answer.get("yakuman") else "",
        counted_yakuman=not answer.get("yakuman") and answer["han"] >= KAZOE_HAN,
        capped=not answer.get("yakuman") and answer["han"] >= KAZOE_HAN and answer["limit"] != "yakuman",
        dora=[(key, str(DORA[key]), count) for key, count in answer["dora"].items() if count],
        fu_items=[
            (item["key"], str(FU_ITEMS.get(item["key"], item["key"])), item.get("tiles", ""), item["fu"])
            for item in answer["fu_items"]
        ],
        fu_sum=sum(item["fu"] for item in answer["fu_items"]),
        fu=answer["fu"],
        han=answer["han"],
        limit=_limit_name(answer),
        fu_asked=asks_fu(question),
        base_formula=answer["limit"] is None,
        base_points=answer["base_points"],
        total=answer["total"],
        honba=request.get("honba", 0),
        sticks=request.get("riichi_sticks", 0),
    )
    payers = {"tsumo_nondealer": 2, "tsumo_dealer": 1, "tsumo_all": 3, "ron": 1}
    handed = handed_over(question)
    for key in payment_fields(question):
        paid = answer["payment"][key]
        multiplier = MULTIPLIERS["ron_dealer" if key == "ron" and answer["dealer"] else key]
        label = str(phrases.PAYMENT_FIELDS[key])
        raw = answer["base_points"] * multiplier
        work.table.append(TableStep(key, label, multiplier, raw, paid, handed[key] - paid, handed[key]))
        work.honba_points += (handed[key] - paid) * payers[key]
    work.stick_points = work.sticks * STICK
    return work


def table_only_prompt(question: Question) -> str:
    """The words of a payment drill from han and fu alone (or of a nagashi mangan at the draw).

    Fu are given only where they can change the payment; a yakuman is named, never "13 han", and a
    counted yakuman is named with the limit it pays under the question's rules.
    """
    answer = question.answer
    if question.request.get("nagashi_mangan"):
        if answer["dealer"]:
            return _("Exhaustive draw: the dealer's discards were all terminals and honours, none called.")
        return _("Exhaustive draw: a non-dealer's discards were all terminals and honours, none called.")
    words = {
        "who": _("the dealer") if answer["dealer"] else _("a non-dealer"),
        "how": _("self-draw") if "ron" not in answer["payment"] else _("ron"),
        "han": answer["han"],
        "fu": answer["fu"],
    }
    if answer.get("yakuman"):
        return _("%(hand)s, won by %(who)s by %(how)s.") % {**words, "hand": yakuman_name(answer["han"])}
    if answer["han"] >= KAZOE_HAN:
        limit = LIMITS[answer["limit"]]
        return _("A counted yakuman, paid as a %(limit)s under these rules, won by %(who)s by %(how)s.") % {
            **words,
            "limit": limit,
        }
    if not asks_fu(question):
        return _("%(han)s han, won by %(who)s by %(how)s.") % words
    return _("%(han)s han %(fu)s fu, won by %(who)s by %(how)s.") % words


def _limit_name(answer: dict) -> str:
    if answer.get("yakuman"):
        return yakuman_name(answer["han"])
    return str(LIMITS[answer["limit"]]) if answer["limit"] else ""


def yakuman_name(han: int) -> str:
    """13 han as "Yakuman", 26 as "Double yakuman" ...: a yakuman is named, never counted in han."""
    return str(phrases.YAKUMAN_MULTIPLES.get(han // KAZOE_HAN, han))


def dead_waits(request: dict) -> list[tuple[str, str]]:
    """Tiles that would complete the shape but whose four copies the player already holds, each with
    where those copies are: the learner who picks one learns why it is no wait.

    >>> dead_waits({"hand": "23m456p789s11z", "melds": [{"kind": "ankan", "tiles": "1111m"}]})
    [('1m', 'All four copies are in your kan: it cannot be won on, so it is no wait.')]
    """
    concealed = parse_tiles(request["hand"])
    melds = [parse_tiles(meld["tiles"]) for meld in request.get("melds", ())]
    counts = counts_of(concealed)
    held = counts_of(concealed + [tile for meld in melds for tile in meld])
    shape = analyse_13(counts, len(melds), (0,) * len(counts)).waits
    found = []
    for kind in shape:
        if held[kind] < 4:
            continue
        in_hand = counts[kind]
        if in_hand == 4:
            reason = _("All four copies are in your hand: it cannot be won on, so it is no wait.")
        elif in_hand == 0 and any(sum(tile.kind == kind for tile in meld) == 4 for meld in melds):
            reason = _("All four copies are in your kan: it cannot be won on, so it is no wait.")
        else:
            reason = _("All four copies are already among your tiles: it cannot be won on, so it is no wait.")
        found.append((kind_mpsz(kind), reason))
    return found


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
