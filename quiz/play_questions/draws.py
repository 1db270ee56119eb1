"""The draws topic: who pays whom at an exhaustive draw. The wall runs out; the learner is told who is
tenpai, who declared riichi this hand and (where the ruleset plays it) who has a nagashi mangan, and gives
each player's points change, then the riichi sticks left on the table. The play engine (`settle` of a
`Draw`) answers: the 3,000-point noten split for 1, 2 or 3 tenpai players, the riichi sticks paid this
hand, nagashi mangan's payment in place of the noten payments.

Beginner: 1 to 3 tenpai players, no riichi. Intermediate: riichi sticks, nobody or everybody tenpai.
Expert: sticks left from earlier hands, honba, and nagashi mangan where played.

>>> import random
>>> drill = generate(random.Random(2), "beginner", "ema", {})
>>> sum(drill.answer["deltas"]), parts(drill.request)
(0, ['deltas'])
"""

from __future__ import annotations

import random
from functools import partial
from typing import Final

from rules.play import SEATS, Draw, PlayRules, noten_payments, settle

from .common import PlayDrill, draw_drill, pick

SKILLS: Final = (
    "draw_one_tenpai",
    "draw_two_tenpai",
    "draw_three_tenpai",
    "draw_all_or_none",
    "draw_riichi_sticks",
    "draw_nagashi",
)
TENPAI_COUNTS: Final[dict[str, dict[int, float]]] = {
    "beginner": {1: 35, 2: 35, 3: 30},
    "intermediate": {0: 8, 1: 28, 2: 28, 3: 28, 4: 8},
    "expert": {0: 8, 1: 28, 2: 28, 3: 28, 4: 8},
}
NAGASHI_SHARE: Final = 0.2
COUNT_SKILLS: Final = {1: "draw_one_tenpai", 2: "draw_two_tenpai", 3: "draw_three_tenpai"}


def generate(rng: random.Random, difficulty: str, base: str, overrides: dict) -> PlayDrill:
    """A draw-payments question from the stream, for one difficulty and ruleset (house rules included)."""
    return draw_drill("draw", difficulty, base, overrides, partial(_attempt, rng, difficulty))


def _attempt(rng: random.Random, difficulty: str, rules: PlayRules, fields: dict) -> PlayDrill | None:
    """One candidate from the stream; None when it missed its case."""
    count = int(pick(rng, {str(k): v for k, v in TENPAI_COUNTS[difficulty].items()}))
    tenpai = sorted(rng.sample(range(SEATS), count))
    riichi: list[int] = []
    if difficulty != "beginner":
        riichi = sorted(seat for seat in tenpai if rng.random() < 0.45)
    nagashi: list[int] = []
    if difficulty == "expert" and rules.nagashi_mangan and rng.random() < NAGASHI_SHARE:
        nagashi = [rng.randrange(SEATS)]
    honba = rng.choice((0, 0, 1, 2, 3)) if difficulty == "expert" else 0
    sticks = rng.choice((0, 0, 1, 2)) if difficulty == "expert" else 0
    result = settle(
        Draw(tenpai=tuple(tenpai), nagashi=tuple(nagashi), riichi=tuple(riichi)),
        dealer=0,
        honba=honba,
        sticks=sticks,
        rules=rules,
    )
    request = {
        "tenpai": tenpai,
        "riichi": riichi,
        "nagashi": nagashi,
        "honba": honba,
        "sticks": sticks,
        **fields,
    }
    answer = {
        "deltas": list(result.deltas),
        "sticks": result.sticks,
        "honba": result.honba,
        "dealer_repeats": result.dealer_repeats,
    }
    theme = "nagashi" if nagashi else COUNT_SKILLS.get(count, "draw_all_or_none").removeprefix("draw_")
    return PlayDrill(request, answer, theme)


def parts(request: dict) -> list[str]:
    """Each player's points change; the sticks left on the table when riichi was declared or sticks
    were already waiting."""
    return ["deltas", "sticks"] if request["riichi"] or request["sticks"] else ["deltas"]


def grade(request: dict, answer: dict, answers: dict) -> dict[str, bool]:
    """The four changes together (one seat wrong is the split misread), and the sticks."""
    marks = {"deltas": list(answers.get("deltas", ())) == answer["deltas"]}
    if "sticks" in parts(request):
        marks["sticks"] = answers.get("sticks") == answer["sticks"]
    return marks


def skills(request: dict, answer: dict, theme: str) -> dict[str, list[str]]:
    """The split the draw tests (or nagashi mangan), and the riichi sticks."""
    split = "draw_nagashi" if theme == "nagashi" else f"draw_{theme}"
    return {
        "deltas": [split, *(["draw_riichi_sticks"] if request["riichi"] else [])],
        "sticks": ["draw_riichi_sticks"],
    }


def delta_choices(request: dict, answer: dict, seed: str) -> list[list[int]]:
    """The right changes and three wrong ones from known slips: the riichi sticks forgotten, the nagashi
    mangan forgotten (the noten payments instead), the 3,000 points paid by each noten player or to each
    tenpai player, the payments turned round. Shifted splits fill in, so there are always four distinct
    choices, in an order drawn from the question."""
    right = answer["deltas"]
    tenpai, riichi = set(request["tenpai"]), set(request["riichi"])
    stick = [-1000 if seat in riichi else 0 for seat in range(SEATS)]
    noten = [a + b for a, b in zip(noten_payments(tuple(sorted(tenpai))), stick, strict=True)]
    each_pays = [
        1000 * (SEATS - len(tenpai)) if seat in tenpai else -1000 * len(tenpai) for seat in range(SEATS)
    ]
    slips = [
        [a - b for a, b in zip(right, stick, strict=True)],
        noten,
        [a + b for a, b in zip(each_pays, stick, strict=True)],
        [-value for value in right],
    ]
    out = [right]
    for slip in slips:
        if slip not in out and len(out) < 4:
            out.append(slip)
    step = 500
    while len(out) < 4:
        seat = len(out) % SEATS
        candidate = [
            value + (step if index == seat else -step if index == (seat + 1) % SEATS else 0)
            for index, value in enumerate(right)
        ]
        if candidate not in out:
            out.append(candidate)
        step += 500
    random.Random(f"draw-choices:{seed}").shuffle(out)
    return out
