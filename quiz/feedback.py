"""The feedback of an answered question: right or wrong per part, and the working that teaches it.

The working of a scored hand is the site's one explanation (rules.explain: yaku with han, fu items
with their sets, the sum and its rounding, base points, the table lookup with each payer's honba,
sticks, total), built from the question's answer without scoring it again. A waits question shows
each winning tile with the ways the hand then splits into sets, and the tiles that are no wait.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from quiz import phrases, rulesets
from quiz.efficiency_display import discard_mark
from quiz.generator import Question
from quiz.grading import asks_fu, every_yaku, handed_over, split_tiles
from rules.discard_lines import tile_words
from rules.explain import Explanation, explain, yakuman_name
from rules.phrases import LIMITS, mid_sentence
from rules.scoring import (
    YAKUMAN_HAN,
    analyse_13,
    counts_of,
    is_seven_pairs,
    is_thirteen_orphans,
    kind_mpsz,
    parse_tiles,
    standard_splits,
)
from rules.templatetags.reference import points


@dataclass(frozen=True)
class PartMark:
    """One answered part: what the learner gave and what was right."""

    key: str
    label: str
    right: bool
    given: str
    expected: str
    note: str = ""  # what the right answer needs said beside it (the yakuman that are not paid)
    missed: str = ""  # of a list (yaku, waits): the right items the learner left out
    extra: str = ""  # ... and those the learner gave that are not in the answer


@dataclass
class WaitsWorking:
    """The worked answer of a waits question: each winning tile and its readings, and the tiles that
    would complete the shape but are no wait."""

    waits: list[str] = field(default_factory=list)
    readings: list[tuple[str, list[list[str]]]] = field(default_factory=list)  # wait, its readings
    dead_waits: list[tuple[str, str]] = field(default_factory=list)  # tile, why it is no wait


def _shown(value: object) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    return points(value) if isinstance(value, int) else str(value)


def marks_for(
    question: Question, answers: dict, marks: dict[str, bool], yaku_names: dict[str, str]
) -> list[PartMark]:
    """Each graded part with the learner's answer beside the right one."""
    answer = question.answer
    lines = []
    for part, right in marks.items():
        missed = extra = ""
        if part == "payment":
            handed = handed_over(question)
            given = " / ".join(_shown(answers.get(k)) for k in handed)
            expected = " / ".join(points(value) for value in handed.values())
        elif part == "han" and answer.get("yakuman"):
            given = _shown(answers.get("han") and yakuman_name(answers["han"]))
            expected = yakuman_name(answer["han"])
        elif part == "yaku":
            given = _shown([yaku_names.get(k, k) for k in answers.get("yaku", [])])
            expected = _shown([yaku_names.get(key, key) for key in every_yaku(answer)])
            missed, extra = _differences(
                every_yaku(answer), answers.get("yaku", []), lambda key: yaku_names.get(key, key)
            )
        elif part == "waits":
            given = _shown([tile_words(tile) for tile in answers.get("waits", [])])
            expected = _shown([tile_words(tile) for tile in split_tiles(answer["waits"])])
            missed, extra = _differences(split_tiles(answer["waits"]), answers.get("waits", []), tile_words)
        elif part == "discard":
            given, expected = discard_mark(answer, answers.get("discard", ""))
        else:
            given, expected = _shown(answers.get(part)), _shown(answer[part])
        honba = part == "payment" and handed_over(question) != answer["payment"]
        note = unpaid_yakuman_note(question) if part in ("yaku", "han") else ""
        label = str(phrases.PARTS["payment_honba" if honba else part])
        lines.append(PartMark(part, label, right, given, expected, note, missed, extra))
    return lines


def _differences(expected: list[str], given: list[str], name: Callable[[str], str]) -> tuple[str, str]:
    """What the learner missed and what they added, each as "You missed: Menzen tsumo" ("" when none):
    the full right list beside theirs left them to find the difference themselves."""
    missed = [name(item) for item in expected if item not in given]
    extra = [name(item) for item in dict.fromkeys(given) if item not in expected]
    return (
        _("You missed: %(items)s") % {"items": ", ".join(missed)} if missed else "",
        _("Extra: %(items)s") % {"items": ", ".join(extra)} if extra else "",
    )


def unpaid_yakuman_note(question: Question) -> str:
    """ "Three yakuman; under EMA 2016 only one is paid." for a hand with more yakuman than its rules
    pay (yakuman that do not stack); empty for any other hand."""
    count = len(every_yaku(question.answer))
    if count <= len(question.answer["yaku"]):
        return ""
    rules = rulesets.name_of(question.spec.ruleset_name)
    return ngettext(
        "%(count)d yakuman; under %(rules)s only one is paid.",
        "%(count)d yakuman; under %(rules)s only one is paid.",
        count,
    ) % {"count": count, "rules": rules}


def working_for(question: Question, yaku_names: dict[str, str]) -> Explanation | WaitsWorking | None:
    """The scorer's answer laid out step by step (whether the fu are asked is `asks_fu`); None for the
    efficiency drill, whose feedback is its discard table (`quiz.efficiency_display`)."""
    answer, request = question.answer, question.request
    if "table" in answer:
        return None
    if "waits" in answer:
        waits = split_tiles(answer["waits"])
        return WaitsWorking(
            waits=waits,
            readings=[(tile, readings(request["hand"], tile, yaku_names)) for tile in waits],
            dead_waits=dead_waits(request),
        )
    return explain(request, yaku_names, response=answer)


def table_only_prompt(question: Question) -> str:
    """The words of a payment drill from han and fu alone (or of a nagashi mangan at the draw).

    Fu are given only where they can change the payment; a yakuman is named, never "13 han", and a
    counted yakuman is named with the limit it pays under the question's rules.
    """
    answer = question.answer
    if question.request.get("nagashi_mangan"):
        if answer["dealer"]:
            return _("Exhaustive draw: the dealer’s discards were all terminals and honours, none called.")
        return _("Exhaustive draw: a non-dealer’s discards were all terminals and honours, none called.")
    words = {
        "who": _("the dealer") if answer["dealer"] else _("a non-dealer"),
        "how": _("self-draw") if "ron" not in answer["payment"] else _("ron"),
        "han": answer["han"],
        "fu": answer["fu"],
    }
    if answer.get("yakuman"):
        return _("%(hand)s, won by %(who)s by %(how)s.") % {**words, "hand": yakuman_name(answer["han"])}
    if answer["han"] >= YAKUMAN_HAN:
        limit = mid_sentence(LIMITS[answer["limit"]])
        return _("A counted yakuman, paid as a %(limit)s under these rules, won by %(who)s by %(how)s.") % {
            **words,
            "limit": limit,
        }
    if not asks_fu(question):
        return _("%(han)s han, won by %(who)s by %(how)s.") % words
    return _("%(han)s han %(fu)s fu, won by %(who)s by %(how)s.") % words


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
