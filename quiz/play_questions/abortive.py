"""The abortive-draws topic: abortive draws and multiple ron, per ruleset. Either a situation that some
rulesets end as an abortive draw (four winds, four riichi, four kongs, nine terminals, three rons on one
discard) and the question "is the hand abortive under these rules?", or two or three players calling ron
on one discard and the questions "who is paid, who receives the honba, who takes the riichi sticks?".

The play engine answers: `PlayRules.has_abortive` with its tests (`is_suufon_renda`, `is_suucha_riichi`,
`is_suukaikan`, `is_kyuushu_kyuuhai`), and `settle` of a `Ron` for the winners (head bump where played,
sanchahou where played) and, by settling the same rons with and without counters, who receives them.

>>> import random
>>> drill = generate(random.Random(8), "expert", "wrc", {})
>>> drill.theme in THEMES
True
"""

from __future__ import annotations

import random
from functools import partial
from typing import Final

from rules.play import (
    ABORTIVE_DRAWS,
    SEATS,
    PlayerHand,
    PlayRules,
    Ron,
    Win,
    is_kyuushu_kyuuhai,
    is_suucha_riichi,
    is_suufon_renda,
    is_suukaikan,
    settle,
    tiles_of,
)
from rules.scoring import HONOR_START

from .common import SEAT_WINDS, PlayDrill, Wall, draw_drill, notation, pick

THEMES: Final = (*ABORTIVE_DRAWS, "double_ron", "triple_ron")
SKILLS: Final = ("abortive_kinds", "abortive_kyuushu", "multiple_ron_winners", "multiple_ron_counters")
CASES: Final[dict[str, dict[str, float]]] = {
    "beginner": {"suufon_renda": 20, "suucha_riichi": 20, "double_ron": 45, "triple_ron": 15},
    "intermediate": {
        "suufon_renda": 12,
        "suucha_riichi": 12,
        "suukaikan": 12,
        "kyuushu_kyuuhai": 14,
        "double_ron": 35,
        "triple_ron": 15,
    },
    "expert": {
        "suufon_renda": 10,
        "suucha_riichi": 10,
        "suukaikan": 12,
        "kyuushu_kyuuhai": 14,
        "double_ron": 34,
        "triple_ron": 20,
    },
}
RON_PAYMENTS: Final = (2000, 3900, 8000)
TERMINALS_AND_HONOURS: Final = (0, 8, 9, 17, 18, 26, *range(HONOR_START, HONOR_START + 7))


def generate(rng: random.Random, difficulty: str, base: str, overrides: dict) -> PlayDrill:
    """A question on abortive draws or multiple ron, for one difficulty and ruleset (house rules included)."""
    return draw_drill("abortive-draw", difficulty, base, overrides, partial(_attempt, rng, difficulty))


def _attempt(rng: random.Random, difficulty: str, rules: PlayRules, fields: dict) -> PlayDrill | None:
    """One candidate from the stream; None when it missed its case."""
    case = pick(rng, CASES[difficulty])
    near_miss = difficulty == "expert" and rng.random() < 0.3
    if case in ("double_ron", "triple_ron"):
        request, answer = _rons(rng, difficulty, case, rules)
        if answer is None:
            return None
    else:
        request, condition = _situation(rng, case, near_miss)
        played = rules.has_abortive(case)
        answer = {"abortive": "yes" if played and condition else "no", "played": played, "met": condition}
    return PlayDrill({"case": case, **request, **fields}, answer, case)


def _situation(rng: random.Random, case: str, near_miss: bool) -> tuple[dict, bool]:
    """The table of an abortive-draw case, and whether the engine's test finds its condition met. A
    near miss (expert) is a situation one step short: three winds, three riichi, four kongs by one player,
    eight terminals and honours."""
    if case == "suufon_renda":
        wind = HONOR_START + rng.randrange(4)
        first = [wind] * SEATS
        if near_miss:
            first[rng.randrange(1, SEATS)] = rng.choice(
                [HONOR_START + k for k in range(7) if HONOR_START + k != wind]
            )
        discards = "".join(tiles_of(notation([kind]))[0].mpsz() for kind in first)
        return {"first_discards": discards}, is_suufon_renda(tiles_of(discards))
    if case == "suucha_riichi":
        seats = list(range(SEATS - 1 if near_miss else SEATS))
        return {"riichi": [SEAT_WINDS[s] for s in seats]}, is_suucha_riichi(seats)
    if case == "suukaikan":
        owners = [rng.randrange(SEATS)] * 4 if near_miss else sorted(rng.choices(range(SEATS), k=4))
        if not near_miss and len(set(owners)) == 1:
            owners[-1] = (owners[-1] + 1) % SEATS
        return {"kan_owners": [SEAT_WINDS[s] for s in owners]}, is_suukaikan(owners)
    wall = Wall()
    count = 8 if near_miss else rng.randint(9, 11)
    kinds = rng.sample(TERMINALS_AND_HONOURS, count)
    for kind in kinds:
        wall.take(kind)
    simples = [k for k in range(HONOR_START) if k not in TERMINALS_AND_HONOURS]
    while len(kinds) < 14:
        pool = simples if rng.random() < 0.7 else [k for k in kinds if k in TERMINALS_AND_HONOURS]
        kind = rng.choice(pool)
        if wall.left[kind]:
            wall.take(kind)
            kinds.append(kind)
    hand = notation(kinds)
    return {"hand": hand}, is_kyuushu_kyuuhai(PlayerHand.from_mpsz(hand))


def _rons(rng: random.Random, difficulty: str, case: str, rules) -> tuple[dict, dict | None]:
    """Two or three rons on one discard, with counters on the table, settled by the engine."""
    discarder = rng.randrange(SEATS)
    others = [seat for seat in range(SEATS) if seat != discarder]
    winners = others if case == "triple_ron" else sorted(rng.sample(others, 2))
    honba = rng.randint(1, 3) if difficulty != "beginner" else rng.choice((0, 1))
    sticks = rng.randint(1, 2)
    riichi = sorted(seat for seat in winners if rng.random() < 0.4)
    wins = tuple(
        Win.of(seat, {"ron": rng.choice(RON_PAYMENTS)}, discarder=discarder, riichi=tuple(riichi))
        for seat in winners
    )
    outcome = Ron(wins, riichi=tuple(riichi))
    full = settle(outcome, dealer=0, honba=honba, sticks=sticks, rules=rules)
    bare = settle(outcome, dealer=0, honba=0, sticks=0, rules=rules)
    with_honba = settle(outcome, dealer=0, honba=honba, sticks=0, rules=rules)
    request = {
        "discarder": SEAT_WINDS[discarder],
        "winners": [SEAT_WINDS[w.winner] for w in wins],
        "payments": {SEAT_WINDS[w.winner]: w.paid["ron"] for w in wins},
        "riichi": [SEAT_WINDS[s] for s in riichi],
        "honba": honba,
        "sticks": sticks,
    }
    if full.kind == "abortive":
        answer = {"abortive": "yes", "played": True, "met": True}
        return {**request, "case": "sanchahou"}, answer
    if case == "triple_ron" and difficulty == "beginner" and rules.head_bump:
        return request, None
    paid = [SEAT_WINDS[seat] for seat in full.winners]
    honba_to = [SEAT_WINDS[s] for s in range(SEATS) if with_honba.deltas[s] > bare.deltas[s]]
    sticks_to = [SEAT_WINDS[s] for s in range(SEATS) if full.deltas[s] > with_honba.deltas[s]]
    answer = {
        "paid": sorted(paid, key=SEAT_WINDS.index),
        "honba_to": sorted(honba_to, key=SEAT_WINDS.index),
        "sticks_to": sticks_to[0] if sticks_to else "",
        "deltas": list(full.deltas),
        "head_bump": rules.head_bump,
        "each_honba": rules.multiple_ron_honba == "each",
    }
    return request, answer


def parts(request: dict) -> list[str]:
    """Yes or no for an abortive-draw situation; for several rons, who is paid and who takes the sticks,
    and who receives the honba when there are any."""
    if "winners" not in request or request["case"] == "sanchahou":
        return ["abortive"]
    return ["paid", "honba_to", "sticks_to"] if request["honba"] else ["paid", "sticks_to"]


def grade(request: dict, answer: dict, answers: dict) -> dict[str, bool]:
    """Each part by value; seats as sets of winds."""
    marks: dict[str, bool] = {}
    for part in parts(request):
        if part in ("paid", "honba_to"):
            marks[part] = set(answers.get(part, ())) == set(answer[part])
        else:
            marks[part] = answers.get(part) == answer[part]
    return marks


def skills(request: dict, answer: dict, theme: str) -> dict[str, list[str]]:
    """Which abortive draws the ruleset plays (nine terminals apart: a choice, counted by the player), or
    who is paid on several rons and who takes the counters."""
    kind = "abortive_kyuushu" if request["case"] == "kyuushu_kyuuhai" else "abortive_kinds"
    return {
        "abortive": [kind],
        "paid": ["multiple_ron_winners"],
        "honba_to": ["multiple_ron_counters"],
        "sticks_to": ["multiple_ron_counters"],
    }
