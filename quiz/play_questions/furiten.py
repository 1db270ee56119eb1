"""The furiten topic: "may you ron the 6 of circles? why not". A tenpai hand, its river, the tiles let pass
since the last discard (and since riichi), and a winning tile just discarded by another player; the learner
says whether they may ron and which furiten applies. The play engine (`may_ron`, `furiten`) answers.

Beginner: closed hands, one or two waits, permanent furiten or none. Intermediate adds temporary and
riichi furiten and the classic trap, a discarded wait that is not the tile asked about. Expert adds
open hands, where a winning tile may complete a hand without yaku.

>>> import random
>>> from rules.play import play_rules
>>> drill = generate(random.Random(3), "intermediate", "ema", {})
>>> drill == generate(random.Random(3), "intermediate", "ema", {})
True
>>> parts(drill.request)
['ron', 'furiten']
"""

from __future__ import annotations

import random
from functools import partial
from typing import Final

from rules.play import PlayerHand, PlayRules, Tile, WinContext, furiten, may_ron, melds_of, tiles_of

from .common import PlayDrill, Retry, Wall, complete_hand, draw_drill, notation, pick

SKILLS: Final = (
    "furiten_clear",
    "furiten_permanent",
    "furiten_other_wait",
    "furiten_temporary",
    "furiten_riichi",
    "furiten_no_yaku",
)
CASES: Final[dict[str, dict[str, float]]] = {
    "beginner": {"clear": 45, "permanent": 55},
    "intermediate": {"clear": 25, "permanent": 20, "other_wait": 20, "temporary": 20, "riichi": 15},
    "expert": {"clear": 18, "permanent": 12, "other_wait": 18, "temporary": 18, "riichi": 18, "no_yaku": 16},
}
YES_NO: Final = ("yes", "no")


def generate(rng: random.Random, difficulty: str, base: str, overrides: dict) -> PlayDrill:
    """A furiten question from the stream, for one difficulty and ruleset (house rules included)."""
    return draw_drill("furiten", difficulty, base, overrides, partial(_attempt, rng, difficulty))


def _attempt(rng: random.Random, difficulty: str, rules: PlayRules, fields: dict) -> PlayDrill | None:
    """One candidate from the stream; None when it missed its case."""
    case = pick(rng, CASES[difficulty])
    request = _candidate(rng, difficulty, case) | fields
    hand = hand_of(request)
    verdict = may_ron(hand, Tile.from_mpsz(request["tile"]), rules, context_of(request))
    if (verdict.reason == "no_yaku") != (case == "no_yaku") or verdict.reason == "not_waiting":
        return None
    answer = {
        "ron": "yes" if verdict.allowed else "no",
        "reason": verdict.reason,
        "furiten": list(furiten(hand)),
        "waits": hand.waits_mpsz(),
        "yaku": [item["key"] for item in verdict.score["yaku"]] if verdict.score else [],
    }
    return PlayDrill(request, answer, case)


def _candidate(rng: random.Random, difficulty: str, case: str) -> dict:
    wall = Wall()
    opened = case == "no_yaku" or (difficulty == "expert" and case != "riichi" and rng.random() < 0.3)
    groups = complete_hand(rng, wall, chow_share=0.85 if difficulty == "beginner" else 0.7)
    melds: list[dict] = []
    if opened:
        chows = [g for g in groups[:4] if g[0] != g[1]]
        if not chows:
            raise Retry
        meld = chows[0]
        groups.remove(meld)
        melds.append({"kind": "chi", "tiles": notation(meld)})
    concealed = [kind for group in groups for kind in group]
    won = concealed.pop(rng.randrange(len(concealed)))
    hand = PlayerHand(tiles_of(notation(concealed)), melds_of((m["kind"], m["tiles"]) for m in melds))
    waits = list(hand.waits)
    if difficulty == "beginner" and len(waits) > 2:
        raise Retry
    if case == "other_wait" and len(waits) < 2:
        raise Retry
    wall.left[won] += 1  # the removed tile goes back: it is one of the unseen copies again
    asked = rng.choice(waits)
    wall.take(asked)
    others = [w for w in waits if w != asked]
    riichi = not opened and (case == "riichi" or rng.random() < (0.6 if difficulty == "beginner" else 0.5))
    avoid = set(waits)
    river = [wall.draw(rng, avoid) for _ in range(rng.randint(5, 10))]
    passed = [wall.draw(rng, avoid) for _ in range(rng.randint(0, 3 if difficulty != "beginner" else 0))]
    earlier: list[int] = []
    if riichi and difficulty != "beginner":
        earlier = [wall.draw(rng, avoid) for _ in range(rng.randint(1, 3))]
    riichi_at = -1
    if riichi:
        last = len(river) - (2 if earlier else 1)  # earlier passed tiles need a discard after the riichi
        riichi_at = rng.randint(max(0, last - 3), last)
    if case in ("permanent", "other_wait"):
        wait = asked if case == "permanent" else rng.choice(others)
        wall.take(wait)
        # Before the riichi discard below expert: a wait thrown after riichi is riichi furiten too.
        end = riichi_at if riichi and difficulty != "expert" else len(river)
        at = rng.randint(0, max(0, end))
        river.insert(at, wait)
        if riichi and at <= riichi_at:
            riichi_at += 1
    elif case == "temporary":
        wait = rng.choice(waits)
        wall.take(wait)
        passed.insert(rng.randrange(len(passed) + 1), wait)
    elif case == "riichi":
        wait = rng.choice(waits)
        wall.take(wait)
        earlier.insert(rng.randrange(len(earlier) + 1), wait)
    return {
        "hand": notation(concealed),
        "melds": melds,
        "discards": _row(river),
        "riichi": riichi,
        "riichi_at": riichi_at,
        "passed": _row(passed),
        "passed_in_riichi": _row(earlier) if riichi else "",
        "tile": Tile(asked).mpsz(),
        "seat_wind": rng.choice("ESWN"),
        "round_wind": rng.choice("ES"),
    }


def _row(kinds: list[int]) -> str:
    """Tiles in the order they were played (not sorted), one tile per notation group."""
    return "".join(Tile(kind).mpsz() for kind in kinds)


def hand_of(request: dict) -> PlayerHand:
    """The player's side as the engine reads it. Tiles let pass since riichi are the player's own discards
    after the riichi one (draws not won on), the others' tiles passed before the last discard, and those
    since it."""
    passed_in_riichi = ""
    if request["riichi"]:
        own_after = "".join(t.mpsz() for t in tiles_of(request["discards"])[request["riichi_at"] + 1 :])
        passed_in_riichi = own_after + request["passed_in_riichi"] + request["passed"]
    return PlayerHand.from_mpsz(
        request["hand"],
        [(meld["kind"], meld["tiles"]) for meld in request["melds"]],
        discards=request["discards"],
        riichi=request["riichi"],
        passed=request["passed"],
        passed_in_riichi=passed_in_riichi,
    )


def context_of(request: dict) -> WinContext:
    """The winds the scorer needs to find the yaku."""
    return WinContext(seat_wind=request["seat_wind"], round_wind=request["round_wind"])


def parts(request: dict) -> list[str]:
    """Whether you may ron, then which furiten applies (none, one or several)."""
    return ["ron", "furiten"]


def grade(request: dict, answer: dict, answers: dict) -> dict[str, bool]:
    """Each part against the engine's verdict."""
    return {
        "ron": answers.get("ron") == answer["ron"],
        "furiten": set(answers.get("furiten", ())) == set(answer["furiten"]),
    }


def skills(request: dict, answer: dict, theme: str) -> dict[str, list[str]]:
    """What the answer turned on, for both parts: each furiten kind found (a discarded wait other than the
    tile asked counts apart), no yaku, or a clear ron."""
    if answer["ron"] == "yes":
        found = ["furiten_clear"]
    elif answer["reason"] == "no_yaku":
        found = ["furiten_no_yaku"]
    else:
        names = {"permanent": "other_wait" if theme == "other_wait" else "permanent"}
        found = [f"furiten_{names.get(kind, kind)}" for kind in answer["furiten"]]
    return {"ron": found, "furiten": found}
