"""Waits: a hand one tile from winning; the learner picks every tile that completes it. The feedback
shows each winning tile with the ways the hand then splits into sets, and the tiles that would complete
the shape but are no wait (all four copies already in the player's tiles)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from django import forms
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from quiz import phrases
from quiz.feedback import PartMark, differences, shown
from quiz.generator import Question, QuestionSpec
from quiz.grading import split_tiles
from quiz.hands import WAIT_THEMES, HandBuilder
from quiz.realism import wait_figures
from quiz.topics.base import House, Score, Topic
from rules.discard_lines import tile_words
from rules.scoring import (
    analyse_13,
    counts_of,
    is_seven_pairs,
    is_thirteen_orphans,
    kind_mpsz,
    parse_tiles,
    standard_splits,
    to_mpsz,
)

ALL_TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]


@dataclass
class WaitsWorking:
    """The worked answer of a waits question: each winning tile and its readings, and the tiles that
    would complete the shape but are no wait."""

    waits: list[str] = field(default_factory=list)
    readings: list[tuple[str, list[list[str]]]] = field(default_factory=list)  # wait, its readings
    dead_waits: list[tuple[str, str]] = field(default_factory=list)  # tile, why it is no wait


class Waits(Topic):
    key = "waits"
    name = gettext_lazy("Waits")
    help = gettext_lazy("A hand one tile from winning: pick every tile that completes it.")
    colour = "#5d6d7e"
    skills = {
        "waits_simple": gettext_lazy("simple waits"),
        "waits_multiple": gettext_lazy("waits with three or more tiles"),
        "waits_flush": gettext_lazy("waits of one-suit hands"),
    }
    shown_template = "quiz/_hand.html"
    working_template = "quiz/_waits_working.html"

    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        """A winning hand of the waits themes (flushes, nine gates...), shown before its winning tile."""
        builder = HandBuilder(rng, spec.difficulty, *house, themes=WAIT_THEMES)
        for theme, request, _answer in builder.hands(score):
            waits = _waits_question(request)
            if waits is not None:
                return Question(spec, waits[0], waits[1], theme)
        raise RuntimeError(f"no question found for {spec}")

    def parts(self, question: Question) -> list[str]:
        return ["waits"]

    def fields(self, question: Question, yaku_names: dict[str, str], choices: bool) -> dict[str, forms.Field]:
        return {
            "waits": forms.MultipleChoiceField(
                label=phrases.PARTS["waits"],
                choices=[(tile, tile) for tile in ALL_TILES],
                widget=forms.CheckboxSelectMultiple,
            )
        }

    def grade_part(self, question: Question, part: str, answers: dict) -> bool:
        return set(answers.get("waits", ())) == set(split_tiles(question.answer["waits"]))

    def mark(
        self, question: Question, part: str, right: bool, answers: dict, yaku_names: dict[str, str]
    ) -> PartMark:
        waits = split_tiles(question.answer["waits"])
        given = shown([tile_words(tile) for tile in answers.get("waits", [])])
        expected = shown([tile_words(tile) for tile in waits])
        missed, extra = differences(waits, answers.get("waits", []), tile_words)
        return PartMark(part, str(phrases.PARTS[part]), right, given, expected, "", missed, extra)

    def skills_by_part(self, question: Question) -> dict[str, list[str]]:
        return {"waits": wait_skills(question.answer)}

    def figures(self, questions: list[Question]) -> Mapping[str, object]:
        return wait_figures(questions)

    def working(self, question: Question, answers: dict, yaku_names: dict[str, str]) -> WaitsWorking:
        waits = split_tiles(question.answer["waits"])
        hand = question.request["hand"]
        return WaitsWorking(
            waits=waits,
            readings=[(tile, readings(hand, tile, yaku_names)) for tile in waits],
            dead_waits=dead_waits(question.request),
        )


def wait_skills(answer: dict) -> list[str]:
    """How hard a waits question is: one or two waits, three or more, or a flush shape."""
    waits = answer.get("waits", "")
    count = sum(char.isdigit() for char in waits)
    found = ["waits_multiple" if count >= 3 else "waits_simple"]
    if count >= 3 and sum(char.isalpha() for char in waits) == 1 and not waits.endswith("z"):
        found.append("waits_flush")
    return found


def _waits_question(request: dict) -> tuple[dict, dict] | None:
    """The 13-tile hand before the win, and its waits as the scorer's analysis sees them."""
    tiles = parse_tiles(request["hand"])
    win = parse_tiles(request["win_tile"])[0].kind
    index = next(i for i, tile in enumerate(tiles) if tile.kind == win)
    before = tiles[:index] + tiles[index + 1 :]
    seen = counts_of(before + [t for meld in request["melds"] for t in parse_tiles(meld["tiles"])])
    analysis = analyse_13(counts_of(before), len(request["melds"]), tuple(seen))
    if not analysis.tenpai:
        return None
    question = {
        "hand": to_mpsz(before),
        "melds": request["melds"],
        "seat_wind": request["seat_wind"],
        "round_wind": request["round_wind"],
        "ruleset": request["ruleset"],
        **({"rules": request["rules"]} if "rules" in request else {}),
    }
    return question, {"waits": analysis.waits_mpsz()}


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


TOPIC = Waits()
