"""What a table's page shows, all derived from the engine's replay of the hands: each player's seat wind,
points and last change, the hand now being played (East 1, honba, sticks), the hands so far, and at the
end why the game ended and the final result."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from club.keeper.hands import push_record
from club.keeper.models import KeptHand, TableGame
from club.keeper.rules import TableRules, standings
from rules.play import GameState, Position


@dataclass(frozen=True)
class Seat:
    """One player at the table now."""

    seat: int
    name: str
    wind: str
    points: int
    dealer: bool
    change: int | None  # the last hand's change, None before the first hand


@dataclass(frozen=True)
class PlayedHand:
    """One hand in the list: where it was played, what happened and what each seat gained or lost."""

    number: int
    round_wind: str
    hand: int
    honba: int
    kind: str
    record: dict[str, Any]
    deltas: tuple[int, int, int, int]
    key: str


@dataclass(frozen=True)
class Final:
    """A player's final result: points (leftover sticks included), place and hanchan score."""

    seat: int
    name: str
    points: int
    place: int | None
    score: Decimal | None


@dataclass(frozen=True)
class TableView:
    """The page's facts, computed from the hands."""

    game: TableGame
    state: GameState
    seats: list[Seat]
    played: list[PlayedHand]
    finals: list[Final]

    @property
    def position(self) -> Position:
        """The table now."""
        return self.state.position

    @property
    def round_wind(self) -> str:
        """The round wind's letter, "E" ... "N"."""
        return "ESWN"[self.position.round_wind]

    @property
    def hand(self) -> int:
        """The hand in the round: 1 to 4, the dealer's turn."""
        return self.position.dealer + 1

    @property
    def next_number(self) -> int:
        """The number of the hand to enter next."""
        return len(self.played) + 1

    @property
    def last(self) -> PlayedHand | None:
        """The last hand played, which the table may undo."""
        return self.played[-1] if self.played else None


def table_view(game: TableGame) -> TableView:
    """Replay the table's hands, keeping where each was played."""
    rules = game.table_rules
    state = rules.new_game()
    played = []
    hands = game.hands.filter(undone_at__isnull=True).order_by("number")
    for hand in hands:
        before = state.position
        push_record(state, hand.record)
        played.append(_played(hand, before, state))
    position = state.position
    last = played[-1].deltas if played else None
    seats = [
        Seat(
            seat,
            name,
            position.seat_wind(seat),
            position.scores[seat],
            seat == position.dealer,
            last[seat] if last else None,
        )
        for seat, name in enumerate(game.names)
    ]
    return TableView(game, state, seats, played, _finals(game, state, rules))


def _played(hand: KeptHand, before: Position, state: GameState) -> PlayedHand:
    result = state.results[-1]
    return PlayedHand(
        hand.number,
        "ESWN"[before.round_wind],
        before.dealer + 1,
        before.honba,
        result.kind,
        hand.record,
        result.deltas,
        str(hand.key),
    )


def _finals(game: TableGame, state: GameState, rules: TableRules) -> list[Final]:
    if not state.is_game_over():
        return []
    names = game.names
    placed = standings(state, rules)
    if placed is None:  # a ruleset whose uma is unconfirmed: points only
        points = state.final_scores()
        return [Final(seat, names[seat], points[seat], None, None) for seat in range(len(names))]
    return [
        Final(p.seat, names[p.seat], p.points, p.place, p.score)
        for p in sorted(placed, key=lambda p: p.place)
    ]
