"""The riichi topic: may you declare riichi here? A hand of 14 tiles on your turn, your points and the
tiles left to draw in the wall; the learner picks the verdict (yes, or the condition that fails) and, from
intermediate on, taps every discard that keeps the hand tenpai. The play engine (`may_riichi`,
`riichi_discards`) answers, by the ruleset's points and wall conditions ([T] needs the 1,000 points of the
stick, [E] does not; [L] allows it with no draw left).

At most one condition fails in a situation, so the verdict is never a matter of which check comes first.

>>> import random
>>> drill = generate(random.Random(1), "expert", "tenhou", {})
>>> parts(drill.request) == ["riichi", "discards"], drill.answer["riichi"] in VERDICTS
(True, True)
"""

from __future__ import annotations

import random
from functools import partial
from typing import Final

from rules.play import PlayerHand, PlayRules, may_riichi, riichi_discards

from .common import PlayDrill, Wall, complete_hand, draw_drill, notation, pick

VERDICTS: Final = ("riichi", "open_hand", "points", "wall", "not_tenpai")
SKILLS: Final = (
    "riichi_allowed",
    "riichi_open_hand",
    "riichi_points",
    "riichi_wall",
    "riichi_not_tenpai",
    "riichi_discards",
)
CASES: Final[dict[str, dict[str, float]]] = {
    "beginner": {"riichi": 45, "open_hand": 20, "not_tenpai": 35},
    "intermediate": {"riichi": 30, "open_hand": 12, "points": 18, "wall": 18, "not_tenpai": 22},
    "expert": {"riichi": 24, "open_hand": 10, "points": 22, "wall": 22, "not_tenpai": 22},
}


def generate(rng: random.Random, difficulty: str, base: str, overrides: dict) -> PlayDrill:
    """A riichi question from the stream, for one difficulty and ruleset (house rules included)."""
    return draw_drill("riichi", difficulty, base, overrides, partial(_attempt, rng, difficulty))


def _attempt(rng: random.Random, difficulty: str, rules: PlayRules, fields: dict) -> PlayDrill | None:
    """One candidate from the stream; None when it missed its case."""
    case = pick(rng, CASES[difficulty])
    request = _candidate(rng, difficulty, case) | fields
    hand = hand_of(request)
    discards = riichi_discards(hand)
    if (case == "not_tenpai") == bool(discards):
        return None
    verdict = may_riichi(hand, rules, points=request["points"], tiles_left=request["tiles_left"])
    answer = {
        "riichi": verdict.reason,
        "discards": [tile.mpsz() for tile in discards],
        "needs_stick": rules.riichi_needs_stick,
        "min_wall": rules.riichi_min_wall,
    }
    return PlayDrill(request, answer, case)


def _candidate(rng: random.Random, difficulty: str, case: str) -> dict:
    wall = Wall()
    groups = complete_hand(rng, wall, chow_share=0.8)
    melds: list[dict] = []
    if case == "open_hand":
        meld = groups.pop(rng.randrange(4))
        melds.append({"kind": "chi" if meld[0] != meld[1] else "pon", "tiles": notation(meld)})
    elif difficulty == "expert" and rng.random() < 0.12:
        pungs = [g for g in groups[:4] if g[0] == g[1]]
        if pungs and wall.left[pungs[0][0]]:
            wall.take(pungs[0][0])
            groups.remove(pungs[0])
            melds.append({"kind": "ankan", "tiles": notation([*pungs[0], pungs[0][0]])})
    concealed = [kind for group in groups for kind in group]
    removed = 2 if case == "not_tenpai" else 1
    for _ in range(removed):
        concealed.pop(rng.randrange(len(concealed)))
    for _ in range(removed):
        concealed.append(wall.draw(rng))
    drawn = concealed[-1]
    points = rng.randrange(80, 400) * 100
    if case == "points":
        points = (
            rng.randrange(0, 10) * 100
            if difficulty != "expert" or rng.random() < 0.7
            else -rng.randrange(1, 80) * 100
        )
    tiles_left = rng.randint(8, 60)
    if case == "wall":
        tiles_left = rng.randint(0, 3)
    return {
        "hand": notation(concealed[:-1]),
        "drawn": notation([drawn]),
        "melds": melds,
        "points": points,
        "tiles_left": tiles_left,
        "asks_discards": difficulty != "beginner",
    }


def hand_of(request: dict) -> PlayerHand:
    """The 14 tiles on the player's turn, the drawn tile included."""
    return PlayerHand.from_mpsz(
        request["hand"] + request["drawn"], [(meld["kind"], meld["tiles"]) for meld in request["melds"]]
    )


def parts(request: dict) -> list[str]:
    """The verdict; from intermediate on, the discards that keep the hand tenpai too."""
    return ["riichi", "discards"] if request.get("asks_discards", True) else ["riichi"]


def grade(request: dict, answer: dict, answers: dict) -> dict[str, bool]:
    """The verdict by its key; the discards by kind (a red five is a five)."""
    marks = {"riichi": answers.get("riichi") == answer["riichi"]}
    if "discards" in parts(request):
        given = {tile.replace("0", "5") for tile in answers.get("discards", ())}
        marks["discards"] = given == {tile.replace("0", "5") for tile in answer["discards"]}
    return marks


def skills(request: dict, answer: dict, theme: str) -> dict[str, list[str]]:
    """The condition the situation tests (points or wall even where the ruleset allows it); reading the
    tenpai discards."""
    verdict = "riichi_allowed" if theme == "riichi" else f"riichi_{theme}"
    return {"riichi": [verdict], "discards": ["riichi_discards"]}
