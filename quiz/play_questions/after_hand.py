"""The after-the-hand topic: who deals next, and how many honba and riichi sticks are on the table. A hand
of a game (East 1 to South 3, so that the game never ends on it) with its counters, and how it ended: a
win by the dealer or by another player, an exhaustive draw with the dealer tenpai or noten, or an abortive
draw where the ruleset plays them. The play engine's `GameState` plays the outcome and answers.

Beginner: wins and exhaustive draws, no riichi. Intermediate adds riichi sticks and abortive draws.
Expert adds honba and sticks waiting from earlier hands, and the house rule where the dealer does not
keep the seat when tenpai at a draw.

>>> import random
>>> drill = generate(random.Random(4), "beginner", "ema", {})
>>> parts(drill.request), drill.answer["dealer"] in "ES"
(['dealer', 'honba'], True)
"""

from __future__ import annotations

import random
from functools import partial
from typing import Final

from rules.play import SEATS, Abortive, Draw, GameState, Outcome, PlayRules, Win

from .common import SEAT_WINDS, PlayDrill, draw_drill, pick

SKILLS: Final = (
    "after_dealer_win",
    "after_other_win",
    "after_draw_dealer_tenpai",
    "after_draw_dealer_noten",
    "after_abortive",
    "after_sticks",
)
OUTCOMES: Final[dict[str, dict[str, float]]] = {
    "beginner": {"dealer_win": 25, "other_win": 30, "draw_dealer_tenpai": 25, "draw_dealer_noten": 20},
    "intermediate": {
        "dealer_win": 22,
        "other_win": 24,
        "draw_dealer_tenpai": 20,
        "draw_dealer_noten": 20,
        "abortive": 14,
    },
    "expert": {
        "dealer_win": 20,
        "other_win": 22,
        "draw_dealer_tenpai": 22,
        "draw_dealer_noten": 20,
        "abortive": 16,
    },
}
# A ron or a tsumo the table pays (the amount is not asked; it only has to be a real payment).
DEALER_RON, OTHER_RON = {"ron": 5800}, {"ron": 3900}
DEALER_TSUMO, OTHER_TSUMO = {"tsumo_all": 2000}, {"tsumo_nondealer": 1000, "tsumo_dealer": 2000}


def generate(rng: random.Random, difficulty: str, base: str, overrides: dict) -> PlayDrill:
    """An after-the-hand question from the stream, for one difficulty and ruleset (house rules included)."""
    return draw_drill("after-the-hand", difficulty, base, overrides, partial(_attempt, rng, difficulty))


def _attempt(rng: random.Random, difficulty: str, rules: PlayRules, fields: dict) -> PlayDrill | None:
    """One candidate from the stream; None when it missed its case."""
    case = pick(rng, OUTCOMES[difficulty])
    if case == "abortive" and not rules.abortive_draws:
        return None
    round_wind = rng.randrange(2)
    dealer = rng.randrange(SEATS if round_wind == 0 else SEATS - 1)
    honba = rng.choice((0, 0, 1, 2, 3)) if difficulty == "expert" else rng.choice((0, 0, 1))
    sticks = rng.choice((0, 0, 1, 2)) if difficulty == "expert" else 0
    riichi = [] if difficulty == "beginner" else sorted(rng.sample(range(SEATS), rng.choice((0, 0, 1, 1, 2))))
    outcome, story = _outcome(rng, case, riichi, rules.abortive_draws)
    if outcome is None:
        return None
    game = GameState(rules, dealer=dealer, round_wind=round_wind, honba=honba, sticks=sticks)
    result = game.push(_seated(outcome, dealer))
    after = game.position
    if after.end is not None:
        return None
    request = {
        "round_wind": SEAT_WINDS[round_wind],
        "hand_number": dealer + 1,
        "honba": honba,
        "sticks": sticks,
        **story,
        **fields,
    }
    answer = {
        "dealer": SEAT_WINDS[(after.dealer - dealer) % SEATS],
        "honba": after.honba,
        "sticks": after.sticks,
        "label": after.label,
        "dealer_repeats": result.dealer_repeats,
        "tenpai_renchan": rules.tenpai_renchan,
    }
    return PlayDrill(request, answer, case)


def _outcome(
    rng: random.Random, case: str, riichi: list[int], abortive: tuple[str, ...]
) -> tuple[Outcome | None, dict]:
    """The outcome with seats counted from the dealer (0), and the story the page tells of it."""
    winds = [SEAT_WINDS[seat] for seat in riichi]
    if case in ("dealer_win", "other_win"):
        winner = 0 if case == "dealer_win" else rng.randrange(1, SEATS)
        tsumo = rng.random() < 0.4
        if tsumo:
            payment = DEALER_TSUMO if winner == 0 else OTHER_TSUMO
            outcome: Outcome = Win.of(winner, payment, riichi=tuple(riichi))
            story = {"outcome": "tsumo", "winner": SEAT_WINDS[winner]}
        else:
            discarder = rng.choice([seat for seat in range(SEATS) if seat != winner])
            payment = DEALER_RON if winner == 0 else OTHER_RON
            outcome = Win.of(winner, payment, discarder=discarder, riichi=tuple(riichi))
            story = {"outcome": "ron", "winner": SEAT_WINDS[winner], "discarder": SEAT_WINDS[discarder]}
        return outcome, {**story, "riichi": winds}
    if case.startswith("draw"):
        others = [seat for seat in range(1, SEATS) if rng.random() < 0.5]
        tenpai = sorted({*others, *riichi} | ({0} if case == "draw_dealer_tenpai" else set()))
        if case == "draw_dealer_noten" and 0 in tenpai:
            return None, {}
        outcome = Draw(tenpai=tuple(tenpai), riichi=tuple(riichi))
        return outcome, {"outcome": "draw", "tenpai": [SEAT_WINDS[s] for s in tenpai], "riichi": winds}
    kind = rng.choice([k for k in abortive if k != "sanchahou"] or list(abortive))
    if kind == "sanchahou":
        return None, {}
    return Abortive(kind, riichi=tuple(riichi)), {"outcome": "abortive", "abortive": kind, "riichi": winds}


def _seated(outcome: Outcome, dealer: int) -> Outcome:
    """The outcome with seats counted from seat 0 (the game's first dealer) rather than from the dealer."""

    def seat(relative: int) -> int:
        return (relative + dealer) % SEATS

    riichi = tuple(sorted(seat(s) for s in outcome.riichi))
    if isinstance(outcome, Win):
        discarder = None if outcome.discarder is None else seat(outcome.discarder)
        return Win.of(seat(outcome.winner), outcome.paid, discarder=discarder, riichi=riichi)
    if isinstance(outcome, Draw):
        return Draw(tenpai=tuple(sorted(seat(s) for s in outcome.tenpai)), riichi=riichi)
    assert isinstance(outcome, Abortive)
    return Abortive(outcome.kind, riichi=riichi)


def parts(request: dict) -> list[str]:
    """The next dealer and honba; the sticks too once riichi or waiting sticks are in play."""
    return ["dealer", "honba", "sticks"] if request["riichi"] or request["sticks"] else ["dealer", "honba"]


def grade(request: dict, answer: dict, answers: dict) -> dict[str, bool]:
    """Each part by value: the next dealer by the seat wind they hold in this hand."""
    return {part: answers.get(part) == answer[part] for part in parts(request)}


def skills(request: dict, answer: dict, theme: str) -> dict[str, list[str]]:
    """How the hand ended, for the dealer and honba; the sticks apart."""
    return {"dealer": [f"after_{theme}"], "honba": [f"after_{theme}"], "sticks": ["after_sticks"]}
