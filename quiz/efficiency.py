"""The efficiency drill: "which tile do you discard?" on hands reached as a game's early and middle turns.

A hand is not dealt at random: the learner's seat plays the first turns of a hand, drawing from a shuffled
wall and letting go of its least useful tile (as the discard table ranks them, now and then the second
best, as players do), while the three other players discard from the wall, honours and terminals first
early on. The position after the last draw, 14 tiles, is the question. Its answer is the discard table of
`rules.scoring` under what the learner can see: the hand, the dora indicator and, from intermediate on,
every discard on the table.

Each difficulty keeps the positions that teach it (the next position of the same seeded stream is drawn
otherwise, so a seed always gives the same question):
- beginner: 1- or 2-shanten hands with one discard clearly best (the next best leaves a higher shanten or
  at least four tiles fewer); only the dora indicator is counted;
- intermediate: 1- to 3-shanten hands, the discards on the table counted;
- expert: a close choice (best by one to three tiles, or several tiles tied), seven pairs competing with
  sets, or discards on the table that change the answer.

>>> question = efficiency_question(random.Random(3), "beginner", "ema", {})
>>> question.answer["best"] == [question.answer["table"][0]["tile"]]
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from rules.discard_lines import same_kind, table_rows
from rules.scoring import (
    DiscardChoice,
    Situation,
    Tile,
    best_choices,
    discard_table,
    get_ruleset,
    parse_tiles,
    to_mpsz,
)

WIND_LETTERS = "ESWN"
MAX_TRIES = 200
# The turns a position may come from (the learner has drawn this many times), per difficulty.
TURNS = {"beginner": (3, 8), "intermediate": (4, 10), "expert": (5, 12)}
SHANTEN = {"beginner": (1, 2), "intermediate": (1, 3), "expert": (0, 3)}
EXPERT_THEMES = {"close": 40, "seven_pairs": 25, "visible": 35}
CLEAR_MARGIN = 4  # a beginner's best discard keeps at least this many more tiles than the next one
CLOSE_MARGIN = 3  # an expert's close choice is won by at most this many tiles
SECOND_BEST_SHARE = 0.15  # how often the simulated player keeps a slightly worse shape


@dataclass(frozen=True)
class Drill:
    """A generated position: the request (what the page shows), its answer, and the theme it teaches."""

    request: dict
    answer: dict
    theme: str


def _wall(rng: random.Random, reds: bool) -> list[Tile]:
    """The 136 tiles shuffled; one five of each suit is red where the ruleset has red fives."""
    wall = [
        Tile(kind, red=reds and copy == 0 and kind in (4, 13, 22)) for kind in range(34) for copy in range(4)
    ]
    rng.shuffle(wall)
    return wall


def _outside_first(tile: Tile) -> int:
    """How early a player lets a tile go: honours, then terminals, then twos and eights, then the rest."""
    if tile.kind >= 27:
        return 0
    number = tile.kind % 9
    return 1 if number in (0, 8) else 2 if number in (1, 7) else 3


@dataclass(frozen=True)
class _Position:
    """A position on the way: the page's request, the 14 tiles, the discards on the table the learner
    counts, and the discard table under them (waits not valued yet)."""

    request: dict
    tiles: list[Tile]
    rivers: list[Tile]
    table: tuple[DiscardChoice, ...]


def _positions(rng: random.Random, difficulty: str, reds: bool) -> Iterator[_Position]:
    """Play the learner's first turns, offering each position after a draw from a turn drawn at random
    on (so positions come from the difficulty's whole range of turns)."""
    wall = _wall(rng, reds)
    seat = rng.choice(WIND_LETTERS)
    round_wind = rng.choices("ES", weights=(70, 30))[0] if difficulty != "beginner" else "E"
    indicator = wall.pop()
    situation = Situation(seat_wind=seat, round_wind=round_wind, dora_indicators=(indicator,))
    hand = [wall.pop() for _ in range(13)]
    own: list[Tile] = []
    others: list[list[Tile]] = [[], [], []]
    low, high = TURNS[difficulty]
    first = rng.randint(low, high)
    for turn in range(1, high + 1):
        drawn = wall.pop()
        rivers = [*own, *(tile for river in others for tile in river)] if difficulty != "beginner" else []
        table = discard_table([*hand, drawn], visible=rivers, situation=situation, value_waits=False)
        if table[0].prospect.shanten < 0:
            return  # a win on the way: this game asks nothing more
        if turn >= first:
            request = {
                "hand": to_mpsz(sorted(hand, key=lambda tile: (tile.kind, not tile.red))),
                "drawn": drawn.mpsz(),
                "melds": [],
                "seat_wind": seat,
                "round_wind": round_wind,
                "dora_indicators": indicator.mpsz(),
                "turn": turn,
            }
            if difficulty != "beginner":
                request["discards"] = {"own": to_mpsz(own), "others": [to_mpsz(river) for river in others]}
            yield _Position(request, [*hand, drawn], rivers, table)
        hand.append(drawn)
        choice = _player_choice(rng, table)
        hand.remove(choice)
        own.append(choice)
        for river in others:
            pick = [wall.pop() for _ in range(3)]
            if turn <= 5:
                pick.sort(key=_outside_first)
            river.append(pick[0])
            wall[:0] = pick[1:]  # the tiles not thrown go back under the wall: the next draws stay random


def _player_choice(rng: random.Random, table: Sequence[DiscardChoice]) -> Tile:
    """The simulated player's discard: one of the best (honours and terminals first among them), now and
    then the next best, as players do."""
    best = best_choices(table)
    if len(best) < len(table) and rng.random() < SECOND_BEST_SHARE:
        return table[len(best)].tile
    return min((choice.tile for choice in best), key=lambda tile: (_outside_first(tile), rng.random()))


def margin_of(table: Sequence[DiscardChoice]) -> int | str | None:
    """How far the best discard is ahead: the tiles it keeps over the next best, "shanten" when the next
    best leaves a higher shanten, None when every discard ties."""
    tied = len(best_choices(table))
    if tied == len(table):
        return None
    best, second = table[0].prospect, table[tied].prospect
    return "shanten" if second.shanten > best.shanten else best.total - second.total


def efficiency_question(rng: random.Random, difficulty: str, base: str, overrides: dict) -> Drill:
    """The first position of the seeded stream `rng` that this difficulty keeps, with its answer: the
    discard table (waits valued as a riichi ron), the best discards and the margin of the choice."""
    ruleset = get_ruleset(base, overrides)
    wanted = rng.choices(list(EXPERT_THEMES), weights=list(EXPERT_THEMES.values()))[0]
    for _ in range(MAX_TRIES):
        for position in _positions(rng, difficulty, ruleset.aka_dora):
            theme = _theme(difficulty, wanted, position)
            if theme is None:
                continue
            request = {
                **position.request,
                "ruleset": base,
                **({"rules": dict(overrides)} if overrides else {}),
            }
            situation = _situation(request)
            table = discard_table(
                position.tiles, visible=position.rivers, situation=situation, ruleset=ruleset
            )
            answer = {
                "best": [choice.tile.mpsz() for choice in best_choices(table)],
                "table": table_rows(table),
                "margin": margin_of(table),
            }
            return Drill(request, answer, theme)
    raise RuntimeError(f"no efficiency position found at {difficulty}")


def _situation(request: dict) -> Situation:
    """The learner's seat, the round and the dora indicator, with riichi declared on a discard: how the
    waits of a tenpai discard are valued (a closed hand's usual choice)."""
    indicators = tuple(parse_tiles(request["dora_indicators"]))
    return Situation(
        riichi=True,
        seat_wind=request["seat_wind"],
        round_wind=request["round_wind"],
        dora_indicators=indicators,
    )


def _theme(difficulty: str, wanted: str, position: _Position) -> str | None:
    """The theme a position teaches at this difficulty, or None when it teaches nothing there."""
    table = position.table
    best = table[0].prospect
    low, high = SHANTEN[difficulty]
    if not low <= best.shanten <= high:
        return None
    margin = margin_of(table)
    tied = len(best_choices(table))
    if difficulty == "beginner":
        clear = tied == 1 and (margin == "shanten" or (margin or 0) >= CLEAR_MARGIN)
        return "basics" if clear else None
    if difficulty == "intermediate":
        return "basics" if tied <= 3 and margin is not None else None
    if margin is None:
        return None
    if wanted == "close":
        return "close" if 2 <= tied <= 3 or (margin != "shanten" and margin <= CLOSE_MARGIN) else None
    if wanted == "seven_pairs":
        return "seven_pairs" if "seven_pairs" in best.shapes and best.shanten <= 2 else None
    indicators = tuple(parse_tiles(position.request["dora_indicators"]))
    blind = discard_table(position.tiles, situation=Situation(dora_indicators=indicators), value_waits=False)
    seen = {choice.tile.kind for choice in best_choices(table)}
    return "visible" if {choice.tile.kind for choice in best_choices(blind)} != seen else None


def hand_tiles(request: dict) -> list[str]:
    """The 14 tiles of a position as the page lays them out: the hand sorted, then the tile just drawn."""
    return [tile.mpsz() for tile in parse_tiles(request["hand"] + request["drawn"])]


def is_best(answer: dict, chosen: str) -> bool:
    """Whether the chosen discard ties the best one (a red five and a plain five are the same discard)."""
    return any(same_kind(chosen, tile) for tile in answer["best"])


def row_of(answer: dict, chosen: str) -> dict | None:
    """The table row of the chosen discard, or None for a tile not in the hand."""
    return next((row for row in answer["table"] if same_kind(row["tile"], chosen)), None)


def efficiency_skills(answer: dict, theme: str) -> list[str]:
    """What a position tests: the basics, a close choice, seven pairs, the tiles in sight, a tenpai wait."""
    found = ["efficiency_basics"] if theme == "basics" else [f"efficiency_{theme}"]
    if answer["table"][0]["shanten"] == 0 and "efficiency_tenpai" not in found:
        found.append("efficiency_tenpai")
    return found


def efficiency_figures(questions: Sequence) -> dict[str, object]:
    """A batch's shanten after the best discard and the margins of its choices (questions with an
    `answer` and a `theme`), for `quiz_sample --stats`."""
    answers = [question.answer for question in questions]
    themes = Counter(question.theme for question in questions)
    shanten = Counter(answer["table"][0]["shanten"] for answer in answers)
    margins: Counter[str] = Counter()
    for answer in answers:
        margin = answer["margin"]
        if margin is None or len(answer["best"]) > 1:
            margins["tie"] += 1
        elif margin == "shanten":
            margins["shanten"] += 1
        elif margin <= 2:
            margins["1-2"] += 1
        elif margin <= 4:
            margins["3-4"] += 1
        elif margin <= 8:
            margins["5-8"] += 1
        else:
            margins["9+"] += 1
    total = len(answers) or 1
    return {
        "questions": len(answers),
        "shanten": " ".join(f"{key}:{shanten[key] / total:.2f}" for key in sorted(shanten)),
        "margin": " ".join(
            f"{key}:{margins[key] / total:.2f}" for key in ("tie", "1-2", "3-4", "5-8", "9+", "shanten")
        ),
        "themes": " ".join(f"{key}:{themes[key] / total:.2f}" for key in sorted(themes)),
        "seven_pairs": round(sum("seven_pairs" in a["table"][0]["shapes"] for a in answers) / total, 3),
        "mean_kinds": round(sum(len(a["table"][0]["draws"]) for a in answers) / total, 2),
        "mean_tiles": round(sum(a["table"][0]["total"] for a in answers) / total, 2),
    }
