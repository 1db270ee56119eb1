"""A whole game: a state that takes one hand's outcome at a time (`push`), undone by `pop`, and the
questions asked of it: who deals, the hand's label, is the game over and why, the final scores.

Seats are 0-3 in turn order, seat 0 the first dealer (East in East 1), as `hanchan_scores` numbers them.
The end of the game, in the order checked after each hand:
- "bust": where the ruleset plays it, a player below `bust_below` points ([T] [M]);
- "agari_yame" / "tenpai_yame": in the last regular hand (South 4), the dealer keeps the seat by a win /
  by tenpai at the draw, stands alone in first place and, where the West round extends the game, holds
  `target_points` ([T]; riichienv's test);
- "target_reached": in the West round (`west_extension`), a player holds `target_points` ([T]);
- "last_hand": the dealer's seat passes beyond the last round (South 4, or West 4 when extended); an
  extended game goes on into the West round only while nobody holds `target_points`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Final

from rules.scoring import STICK, ResultRules, hanchan_scores

from .errors import GameOverError, SituationError
from .hand import SEATS
from .hand_end import Draw, HandResult, Outcome, settle
from .rules import PlayRules, play_rules

WINDS: Final = "ESWN"
END_REASONS: Final = ("bust", "agari_yame", "tenpai_yame", "target_reached", "last_hand")


@dataclass(frozen=True, slots=True)
class Position:
    """The table between two hands: points, dealer seat, round wind (0 East ... 3 North), honba, riichi
    sticks waiting, point penalties for the final score, and why the game ended (None while it goes on)."""

    scores: tuple[int, int, int, int]
    dealer: int = 0
    round_wind: int = 0
    honba: int = 0
    sticks: int = 0
    penalties: tuple[int, int, int, int] = (0, 0, 0, 0)
    end: str | None = None

    @property
    def label(self) -> str:
        """The hand as players name it, e.g. "E1", "S4" (seat 0 being the first dealer)."""
        return f"{WINDS[self.round_wind]}{self.dealer + 1}"

    def seat_wind(self, seat: int) -> str:
        """The seat wind of `seat` in this hand: "E" for the dealer, then "S", "W", "N" in turn order."""
        return WINDS[(seat - self.dealer) % SEATS]


@dataclass(frozen=True, slots=True)
class Placing:
    """One player's final result: seat, points (leftover sticks included), place and hanchan score
    (uma, oka and point penalties applied)."""

    seat: int
    points: int
    place: int
    score: Decimal


class GameState:
    """A game from its start, changed only by pushing hand outcomes and undone by popping them.

    >>> from rules.play import Draw, Win
    >>> game = GameState("tenhou")
    >>> game.push(Win.of(1, {"ron": 8000}, discarder=0)).deltas
    (-8000, 8000, 0, 0)
    >>> game.position.label, game.dealer, game.honba
    ('E2', 1, 0)
    >>> game.push(Draw(tenpai=(1,))).dealer_repeats
    True
    >>> game.position.label, game.honba
    ('E2', 1)
    >>> game.pop() == Draw(tenpai=(1,)), game.honba
    (True, 0)
    """

    def __init__(
        self,
        rules: PlayRules | str = "ema",
        *,
        scores: Sequence[int] | None = None,
        dealer: int = 0,
        round_wind: int = 0,
        honba: int = 0,
        sticks: int = 0,
    ) -> None:
        self.rules = play_rules(rules) if isinstance(rules, str) else rules
        start = tuple(scores) if scores is not None else (self.rules.start_points,) * SEATS
        if len(start) != SEATS or not 0 <= dealer < SEATS or not 0 <= round_wind < len(WINDS):
            raise SituationError("bad_start", "four scores, a dealer seat 0-3 and a round wind 0-3")
        if honba < 0 or sticks < 0:
            raise SituationError("bad_start", "honba and sticks are counts")
        self._start = Position((start[0], start[1], start[2], start[3]), dealer, round_wind, honba, sticks)
        self._stack: list[tuple[Outcome, HandResult, Position]] = []

    @property
    def position(self) -> Position:
        """The table now."""
        return self._stack[-1][2] if self._stack else self._start

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The outcomes pushed so far, in order (what a score keeper stores and replays)."""
        return tuple(outcome for outcome, _, _ in self._stack)

    @property
    def results(self) -> tuple[HandResult, ...]:
        """What each pushed hand did."""
        return tuple(result for _, result, _ in self._stack)

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Each seat's points now."""
        return self.position.scores

    @property
    def dealer(self) -> int:
        """The seat that deals the next hand."""
        return self.position.dealer

    @property
    def honba(self) -> int:
        """The counters of the next hand."""
        return self.position.honba

    @property
    def sticks(self) -> int:
        """Riichi sticks waiting on the table."""
        return self.position.sticks

    def is_game_over(self) -> bool:
        """Whether the game has ended."""
        return self.position.end is not None

    @property
    def end_reason(self) -> str | None:
        """Why the game ended (END_REASONS), or None."""
        return self.position.end

    def push(self, outcome: Outcome) -> HandResult:
        """Play one hand's outcome; its result. `GameOverError` after the end, `IllegalOutcomeError` for an
        outcome the ruleset refuses."""
        before = self.position
        if before.end is not None:
            raise GameOverError("game_over", f"the game ended ({before.end})")
        result = settle(
            outcome, dealer=before.dealer, honba=before.honba, sticks=before.sticks, rules=self.rules
        )
        after = _next_position(before, outcome, result, self.rules)
        self._stack.append((outcome, result, after))
        return result

    def pop(self) -> Outcome:
        """Undo the last pushed outcome and return it; `IndexError` when nothing was pushed."""
        return self._stack.pop()[0]

    def final_scores(self) -> tuple[int, int, int, int]:
        """Each seat's points at the end, the leftover sticks given to first place (the earlier seat on a
        tie) where the ruleset gives them ([E] [T] [M]), or lost ([W])."""
        position = self.position
        points = list(position.scores)
        if self.rules.leftover_sticks == "first" and position.sticks:
            first = min(range(SEATS), key=lambda seat: (-points[seat], seat))
            points[first] += position.sticks * STICK
        return (points[0], points[1], points[2], points[3])

    def placings(self, results: ResultRules | None = None) -> list[Placing]:
        """Final places and hanchan scores (`hanchan_scores`) by `results`, a club's uma and oka
        (`result_rules(base, table_rules)`), or by default the named ruleset's, less chombo point
        penalties, which change no place ([W] WRC 2015 §7.1). `ResultsUnavailable` where the named
        ruleset's uma is unconfirmed (mahjongsoul) and no result rules are given."""
        penalties = self.position.penalties
        return [
            Placing(p.seat, p.points, p.place, p.score - Decimal(penalties[p.seat]) / 1000)
            for p in hanchan_scores(
                list(self.final_scores()), results if results is not None else self.rules.name
            )
        ]


def _next_position(before: Position, outcome: Outcome, result: HandResult, rules: PlayRules) -> Position:
    scores = tuple(a + b for a, b in zip(before.scores, result.deltas, strict=True))
    penalties = tuple(a + b for a, b in zip(before.penalties, result.penalties, strict=True))
    dealer, round_wind = before.dealer, before.round_wind
    if not result.dealer_repeats:
        dealer = (dealer + 1) % SEATS
        round_wind += dealer == 0
    after = replace(
        before,
        scores=(scores[0], scores[1], scores[2], scores[3]),
        dealer=dealer,
        round_wind=min(round_wind, len(WINDS) - 1),
        honba=result.honba,
        sticks=result.sticks,
        penalties=(penalties[0], penalties[1], penalties[2], penalties[3]),
    )
    return replace(after, end=_end(before, outcome, result, after, round_wind, rules))


def _end(
    before: Position, outcome: Outcome, result: HandResult, after: Position, next_round: int, rules: PlayRules
) -> str | None:
    scores = after.scores
    if rules.bust and any(score < rules.bust_below for score in scores):
        return "bust"  # a reverse-mangan chombo can bust a player too (riichienv)
    if result.kind == "chombo":
        return None  # the hand is replayed
    last_round = rules.rounds - 1
    target = rules.target_points
    if before.round_wind == last_round and before.dealer == SEATS - 1 and result.dealer_repeats:
        dealer = before.dealer
        alone_first = all(scores[dealer] > scores[seat] for seat in range(SEATS) if seat != dealer)
        enough = scores[dealer] >= target or not rules.west_extension
        if alone_first and enough:
            if rules.agari_yame and result.kind == "win":
                return "agari_yame"
            if rules.tenpai_yame and isinstance(outcome, Draw):
                return "tenpai_yame"
    if rules.west_extension and next_round > last_round and max(scores) >= target:
        return "target_reached" if before.round_wind > last_round else "last_hand"
    if next_round > last_round + (1 if rules.west_extension else 0):
        return "last_hand"
    return None
