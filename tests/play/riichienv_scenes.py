"""One hand dealt by hand to riichienv: the situation a documented difference or a finding needs, built
from the four starting hands and the tiles drawn, then played by the harness with a quiet policy.

riichienv's `reset(wall=...)` takes the 136 tiles in the order they leave the wall: the deal (four tiles
at a time from the dealer, three rounds, then one each), then the draws in turn from the dealer; the
last fourteen are the dead wall, the dora indicator its fifth tile from the end. Tiles not named are
taken from what is left, plain ones before red fives.
"""

from __future__ import annotations

from collections.abc import Sequence

from riichienv import Phase

from rules.scoring import parse_tiles

from .riichienv_games import DEAD_WALL, RED_IDS, Game, GameRecord, Rates, hand_endings

QUIET = Rates(ron=0.0, tsumo=0.0, riichi=0.0, call=0.0, kan=0.0, kyuushu=0.0, efficient=0.0)


def _ids(text: str, free: dict[int, list[int]]) -> list[int]:
    """Tile ids for notation, taken from the free ids of each kind (a red five only when named)."""
    found = []
    for tile in parse_tiles(text):
        pool = free[tile.kind]
        red = [i for i in pool if i in RED_IDS]
        plain = [i for i in pool if i not in RED_IDS]
        chosen = red[0] if tile.red else (plain or red)[0]  # a fourth plain five is the red one
        pool.remove(chosen)
        found.append(chosen)
    return found


def build_wall(hands: Sequence[str], draws: Sequence[str], dora_indicator: str, dealer: int = 0) -> list[int]:
    """The 136 tile ids in riichienv's wall order for `hands` (seats 0-3, 13 tiles each), the first tiles
    each seat draws (`draws[seat]`, in order) and the dora indicator; every other tile from what is left."""
    free = {kind: [kind * 4 + c for c in range(4)] for kind in range(34)}
    dealt = [_ids(hand, free) for hand in hands]
    assert [len(hand) for hand in dealt] == [13] * 4, "four hands of 13 tiles"
    named = [_ids(text, free) for text in draws]
    indicator = _ids(dora_indicator, free)
    rest = [i for kind in range(34) for i in free[kind] if i not in RED_IDS]
    rest += [i for kind in range(34) for i in free[kind] if i in RED_IDS]
    order = [(dealer + k) % 4 for k in range(4)]
    wall: list[int] = []
    for round_ in range(3):
        for seat in order:
            wall += dealt[seat][4 * round_ : 4 * round_ + 4]
    wall += [dealt[seat][12] for seat in order]
    live = 136 - DEAD_WALL - len(wall)
    for turn in range(live):
        seat = order[turn % 4]
        wall.append(named[seat].pop(0) if named[seat] else rest.pop(0))
    assert not any(named), "more draws named than the live wall holds"
    rest.insert(4, indicator[0])  # the fifth tile from the end once riichienv reverses the wall
    wall += list(reversed(rest))
    assert sorted(wall) == list(range(136)), "every tile once"
    return wall


class Scene(Game):
    """A hand of riichienv from a wall built by hand: every seat lets its drawn tile go and passes every
    offer, unless `rates` say otherwise; the record stops after the first hand."""

    def __init__(
        self,
        ruleset: str,
        wall: list[int],
        rates: Rates = QUIET,
        *,
        dealer: int = 0,
        honba: int = 0,
        sticks: int = 0,
        scores: list[int] | None = None,
    ) -> None:
        super().__init__(ruleset, 0, rates)
        self.wall_ids = wall
        self.dealer, self.honba, self.sticks, self.scores = dealer, honba, sticks, scores

    def play(self) -> GameRecord:
        env = self.env
        observations = env.reset(
            oya=self.dealer,
            wall=self.wall_ids,
            round_wind=0,
            honba=self.honba,
            kyotaku=self.sticks,
            scores=self.scores,
        )
        self.start_hand()
        while not env.done() and not self.record.hands:
            if env.phase == Phase.WaitAct:
                observations = self.turn(observations[env.current_player].legal_actions())
            else:
                observations = self.respond(observations)
        self.finish_first()
        return self.record

    def choose_discard(self, seat: int, discards: list) -> object:
        drawn = self.env.drawn_tile
        return next((a for a in discards if a.tile == drawn), discards[0])

    def finish_first(self) -> None:
        log = self.env.mjai_log
        self.record.hands[0]["oracle"] = hand_endings(log)[0]
        starts = [e for e in log if e["type"] == "start_kyoku"]
        following = starts[1] if len(starts) > 1 else None
        self.record.hands[0]["next"] = (
            None
            if following is None
            else {
                "dealer": following["oya"],
                "round_wind": following["bakaze"],
                "honba": following["honba"],
                "sticks": following["kyotaku"],
                "scores": following["scores"],
            }
        )
