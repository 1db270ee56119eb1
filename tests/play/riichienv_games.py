"""Whole hanchans played by riichienv 0.4.11's game engine, recorded for the differential test of the
rules of play (`rules.play`), and nothing of the project's play engine inside.

riichienv (a Rust engine checked against Mahjong Soul game records) deals, keeps the wall and, at every
decision point, lists the legal actions: ron only when not furiten, riichi only when allowed, calls by
kuikae and priority. Purely random choices never reach tenpai, so each seat follows a policy: discards
mostly by the project's tile efficiency (`rules.scoring.discard_table`), ron, tsumo, riichi, kans and
calls taken at the rates of `Rates`, so that riichi, calls, furiten, tenpai at the draw and wins happen.

Every decision point is written down twice: an engine-neutral description of the situation, what a
referee at the table sees (the player's concealed tiles, melds, own discards, the tiles passed since
the player's last discard and since riichi, the riichi state, the wall, scores, winds, dealer, honba,
sticks, the tile on offer and who let it go), and riichienv's answer (the legal actions, reduced to
questions: may ron, may tsumo, may call riichi, which chi, pon, kans, discards). Every hand's end is
written down with what each player held, and riichienv's score deltas from its mjai log with the state
of the next hand (dealer, round, honba, sticks); the game's end with the final scores and placings.

Tiles are strings in the project's notation (`"5m"`, `"0p"` a red five, `"7z"` red dragon); seats are
0-3 in riichienv's order, seat 0 the first dealer; winds are `"E"`, `"S"`, `"W"`, `"N"`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from riichienv import ActionType, GameRule, Phase, RiichiEnv

from rules.scoring import Meld, Tile, discard_table, shanten

RULES = {"tenhou": GameRule.default_tenhou, "mahjongsoul": GameRule.default_mjsoul}
HANCHAN = 2  # riichienv's game mode: four players, East and South rounds (West as extension)
WINDS = "ESWN"
DEAD_WALL = 14
RED_IDS = frozenset({16, 52, 88})  # riichienv's red fives among the 136 tile ids
_MJAI_HONORS = {"E": "1z", "S": "2z", "W": "3z", "N": "4z", "P": "5z", "F": "6z", "C": "7z"}
_DISCARD, _CHI, _PON, _DAIMINKAN, _RON, _RIICHI, _TSUMO, _PASS, _ANKAN, _KAKAN, _KYUUSHU = (
    int(getattr(ActionType, name))
    for name in (
        "DISCARD",
        "CHI",
        "PON",
        "DAIMINKAN",
        "RON",
        "RIICHI",
        "TSUMO",
        "PASS",
        "ANKAN",
        "KAKAN",
        "KYUSHU_KYUHAI",
    )
)
_MELD_KINDS = {"Chi": "chi", "Pon": "pon", "Daiminkan": "kan", "Kakan": "shouminkan", "Ankan": "ankan"}


@dataclass(frozen=True)
class Rates:
    """How often a seat takes an action riichienv offers (the rest of the time it passes or discards)."""

    ron: float = 0.9
    tsumo: float = 0.95
    riichi: float = 0.8
    call: float = 0.25  # chi or pon
    kan: float = 0.5
    kyuushu: float = 0.5
    efficient: float = 0.9  # discard the efficiency engine's best tile, else any legal one
    edges_first: float = (
        0.0  # discard a terminal or honour when holding one (a wind first): nagashi, suufon renda
    )


# Two ways of playing: the steady one, and a bold one that makes the rarer ends of a hand happen (nine
# terminals, four winds, four riichi, nagashi mangan, more calls and kans).
STEADY = Rates()
BOLD = Rates(ron=0.8, riichi=1.0, call=0.35, kan=0.9, kyuushu=1.0, edges_first=0.6)
_EDGES = frozenset((0, 8, 9, 17, 18, 26, *range(27, 34)))


def tile_name(tile_id: int) -> str:
    """A riichienv tile id (0-135, four per kind) in the project's notation."""
    kind = tile_id // 4
    if kind >= 27:
        return f"{kind - 26}z"
    number = 0 if tile_id in RED_IDS else kind % 9 + 1
    return f"{number}{'mps'[kind // 9]}"


def kind_name(tile_id: int) -> str:
    """The kind of a tile id, a red five named as a plain five."""
    return tile_name(tile_id).replace("0", "5")


def mjai_name(text: str) -> str:
    """An mjai tile (`"5mr"` a red five, `"P"` white dragon) in the project's notation."""
    if text in _MJAI_HONORS:
        return _MJAI_HONORS[text]
    return ("0" + text[1]) if text.endswith("r") else text


def _kind(name: str) -> int:
    """0-33 from a tile name."""
    number, suit = int(name[0]) or 5, name[1]
    return (number - 1) + 9 * "mpsz".index(suit)


@lru_cache(maxsize=4096)
def waits_of(concealed: tuple[str, ...], melds: int) -> frozenset[int]:
    """The kinds that complete 13 concealed tiles (melds aside) into a winning shape, by shape only; a
    seat is offered three tiles a go-around with the same hand, hence the cache."""
    counts = [0] * 34
    for name in concealed:
        counts[_kind(name)] += 1
    if shanten(counts, melds) != 0:
        return frozenset()
    found = set()
    for kind in range(34):
        if counts[kind] < 4:
            counts[kind] += 1
            if shanten(counts, melds) == -1:
                found.add(kind)
            counts[kind] -= 1
    return frozenset(found)


@dataclass
class SeatLog:
    """What the table has seen of one seat in the current hand, kept by the harness from the actions."""

    discards: list[str] = field(default_factory=list)
    called_away: list[bool] = field(default_factory=list)
    passed: list[dict[str, Any]] = field(default_factory=list)  # since this seat's last discard
    since_riichi: list[dict[str, Any]] = field(default_factory=list)
    riichi: dict[str, Any] | None = None  # {"at": discard index, "double", "ippatsu", "accepted"}


@dataclass
class GameRecord:
    """One hanchan: its decision points, its hands' ends and its end, as plain JSON-ready dicts."""

    ruleset: str
    seed: int
    rates: Rates = STEADY
    decisions: list[dict[str, Any]] = field(default_factory=list)
    hands: list[dict[str, Any]] = field(default_factory=list)
    end: dict[str, Any] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)


class Game:
    """One hanchan in progress: riichienv's environment, the seats' logs and the record being written."""

    def __init__(self, ruleset: str, seed: int, rates: Rates) -> None:
        self.env = RiichiEnv(game_mode=HANCHAN, seed=seed, rule=RULES[ruleset]())
        self.rng = random.Random(seed)
        self.rates = rates
        self.record = GameRecord(ruleset, seed, rates)
        self.seats = [SeatLog() for _ in range(4)]
        self.calls_made = False
        self.declaring: int | None = None  # the seat between its riichi and the discard that goes with it
        self.on_offer: dict[str, Any] | None = None  # the tile the other seats are answering for
        self.hand_ended = False  # whether the last step ended the hand
        self.table_after_discard: dict[str, Any] = {}
        self.hand_start: dict[str, Any] = {}

    def table(self) -> dict[str, Any]:
        """What the whole table shares: dealer, round wind, honba, sticks on the table, scores."""
        env = self.env
        return {
            "dealer": env.oya,
            "round_wind": WINDS[env.round_wind],
            "honba": env.honba,
            "sticks": env.riichi_sticks,
            "scores": list(env.scores()),
        }

    def key(self) -> tuple[int, int, int]:
        """Round wind, dealer and honba: on every hand's end at least one of them changes."""
        return (self.env.round_wind, self.env.oya, self.env.honba)

    def melds_of(self, seat: int) -> list[dict[str, Any]]:
        found = []
        for meld in self.env.melds[seat]:
            kind = _MELD_KINDS[str(meld.meld_type).split(".")[-1]]
            concealed = kind == "ankan"
            found.append(
                {
                    "kind": kind,
                    "tiles": [tile_name(t) for t in sorted(meld.tiles)],
                    "called": None if concealed or meld.called_tile is None else tile_name(meld.called_tile),
                    "from": None if concealed else meld.from_who,
                }
            )
        return found

    def seat_view(self, seat: int) -> dict[str, Any]:
        """One seat as a referee sees it: its tiles, its discards, what passed it, its riichi."""
        env, log = self.env, self.seats[seat]
        return {
            "seat": seat,
            "seat_wind": WINDS[(seat - env.oya) % 4],
            "concealed": sorted(tile_name(t) for t in env.hands[seat]),
            "melds": self.melds_of(seat),
            "discards": list(log.discards),
            "called_away": list(log.called_away),
            "passed": list(log.passed),
            "passed_since_riichi": list(log.since_riichi) if log.riichi else None,
            "riichi": dict(log.riichi) if log.riichi else None,
            "first_go_around": not self.calls_made and not log.discards,
        }

    def situation(self, seat: int) -> dict[str, Any]:
        """The whole description of a decision point for `seat`, before its answer."""
        env = self.env
        return {
            **self.table(),
            **self.seat_view(seat),
            "wall_left": len(env.wall) - DEAD_WALL,
            "dora_indicators": [tile_name(t) for t in env.dora_indicators],
            "kan_owners": self.kan_owners(),
        }

    def kan_owners(self) -> list[int]:
        """The seat of every kan at the table, one entry per kan."""
        return [
            seat for seat in range(4) for meld in self.env.melds[seat] if str(meld.meld_type)[-3:] == "kan"
        ]

    def play(self) -> GameRecord:
        """Play the hanchan to its end; every decision point and hand's end is in the record."""
        env = self.env
        observations = env.reset()
        self.start_hand()
        while not env.done():
            if env.phase == Phase.WaitAct:
                observations = self.turn(observations[env.current_player].legal_actions())
            else:
                observations = self.respond(observations)
        self.finish()
        return self.record

    def start_hand(self) -> None:
        self.seats = [SeatLog() for _ in range(4)]
        self.calls_made = False
        self.declaring = None
        self.on_offer = None
        self.hand_start = self.table()

    def step(
        self, actions: dict[int, Any], ending: dict[str, Any], discarded: dict[str, Any] | None = None
    ) -> dict[int, Any]:
        """Step riichienv; when the hand ends on this step, write down how it ended and what each seat held
        (riichienv's deltas are joined from its log at the end of the game)."""
        before = self.key()
        players = [self.seat_view(seat) for seat in range(4)]
        if discarded is not None:  # the tile being discarded has left the hand
            players[discarded["from"]]["concealed"].remove(discarded["tile"])
        dora = [tile_name(t) for t in self.env.dora_indicators]
        wall_left = len(self.env.wall) - DEAD_WALL
        observations = self.env.step(actions)
        self.hand_ended = self.env.done() or self.key() != before
        if self.hand_ended:
            for player in players:  # a riichi discard that is ronned pays no stick
                riichi = player["riichi"]
                if riichi is not None:
                    ronned = ending["how"] == "ron" and ending["from"] == player["seat"]
                    riichi["stick"] = not (ronned and riichi["at"] == len(player["discards"]) - 1)
            self.record.hands.append(
                {
                    "start": self.hand_start,
                    "players": players,
                    "dora_indicators": dora,
                    "wall_left": wall_left,
                    "ending": ending,
                    "next": None if self.env.done() else self.table(),
                }
            )
            self.start_hand()
        return observations

    def turn(self, legal: list[Any]) -> dict[int, Any]:
        """The player to act after a draw or a call: record riichienv's answer, then choose."""
        env = self.env
        seat = env.current_player
        by_type: dict[int, list[Any]] = {}
        for action in legal:
            by_type.setdefault(int(action.action_type), []).append(action)
        situation = self.situation(seat)
        drawn = env.drawn_tile
        situation["drawn"] = tile_name(drawn) if drawn is not None else None
        situation["after_kan"] = bool(env.is_rinshan_flag)
        situation["declaring_riichi"] = self.declaring == seat
        answer = {
            "tsumo": _TSUMO in by_type,
            "riichi": _RIICHI in by_type,
            "ankan": sorted({kind_name(a.tile) for a in by_type.get(_ANKAN, [])}),
            "kakan": sorted({kind_name(a.tile) for a in by_type.get(_KAKAN, [])}),
            "kyuushu": _KYUUSHU in by_type,
            "discards": sorted({kind_name(a.tile) for a in by_type.get(_DISCARD, [])}),
        }
        self.record.decisions.append({"kind": "turn", "situation": situation, "legal": answer})
        self.record.counts["decision_turn"] += 1

        rates, rng = self.rates, self.rng
        if answer["tsumo"] and rng.random() < rates.tsumo:
            self.record.counts["tsumo"] += 1
            ending = {
                "how": "tsumo",
                "winners": [seat],
                "win_tile": situation["drawn"],
                "situation": situation,
            }
            return self.step({seat: by_type[_TSUMO][0]}, ending)
        if answer["kyuushu"] and rng.random() < rates.kyuushu:
            self.record.counts["kyuushu_declared"] += 1
            return self.step({seat: by_type[_KYUUSHU][0]}, {"how": "kyuushu", "seat": seat})
        kans = by_type.get(_ANKAN, []) + by_type.get(_KAKAN, [])
        if kans and rng.random() < rates.kan:
            return self.kan(seat, rng.choice(kans))
        if answer["riichi"] and rng.random() < rates.riichi:
            self.record.counts["riichi"] += 1
            self.declaring = seat
            return self.step({seat: by_type[_RIICHI][0]}, {"how": "none"})
        return self.discard(seat, self.choose_discard(seat, by_type[_DISCARD]))

    def choose_discard(self, seat: int, discards: list[Any]) -> Any:
        """The efficiency engine's best legal discard most of the time, a random legal one otherwise (a
        bold seat often lets a terminal or honour go first, a wind before any)."""
        edges = [a for a in discards if a.tile // 4 in _EDGES]
        if edges and self.rng.random() < self.rates.edges_first:
            return min(edges, key=lambda a: (not 27 <= a.tile // 4 <= 30, self.rng.random()))
        if len(discards) == 1 or self.rng.random() >= self.rates.efficient:
            return self.rng.choice(discards)
        concealed = [Tile.from_mpsz(tile_name(t)) for t in self.env.hands[seat]]
        melds = [Meld(m["kind"], tuple(Tile.from_mpsz(t) for t in m["tiles"])) for m in self.melds_of(seat)]
        legal_kinds = {a.tile // 4: a for a in discards}
        for choice in discard_table(concealed, melds, value_waits=False):
            if choice.tile.kind in legal_kinds:
                return legal_kinds[choice.tile.kind]
        return self.rng.choice(discards)

    def discard(self, seat: int, action: Any) -> dict[int, Any]:
        """`seat` lets a tile go; the three others are offered it, and riichienv says what each may do."""
        tile = tile_name(action.tile)
        offer = {"tile": tile, "from": seat, "how": "discard"}
        offers = {other: self.situation(other) for other in range(4) if other != seat}
        log = self.seats[seat]
        log.discards.append(tile)
        log.called_away.append(False)
        log.passed = []
        if log.riichi:
            log.riichi["ippatsu"] = False
        if self.declaring == seat:
            double = not self.calls_made and len(log.discards) == 1
            log.riichi = {"at": len(log.discards) - 1, "double": double, "ippatsu": True}
            log.since_riichi = []
            self.declaring = None
        self.pass_by(seat, offer)
        observations = self.step({seat: action}, {"how": "draw", "after": offer}, discarded=offer)
        self.record_offers(offers, observations, offer)
        if not self.hand_ended:
            self.table_after_discard = self.table_view()
            if self.env.phase == Phase.WaitAct:  # nobody may claim it: riichienv checks the abortive draws
                self.record_table(claims_offered=False)
        return observations

    def table_view(self) -> dict[str, Any]:
        """What the abortive draws read after a discard: first discards, calls, riichi seats, kan owners."""
        return {
            "first_discards": [log.discards[0] if log.discards else None for log in self.seats],
            "discard_counts": [len(log.discards) for log in self.seats],
            "calls_made": self.calls_made,
            "riichi": [seat for seat, log in enumerate(self.seats) if log.riichi],
            "kan_owners": [
                seat
                for seat in range(4)
                for meld in self.melds_of(seat)
                if meld["kind"] in ("kan", "ankan", "shouminkan")
            ],
        }

    def record_table(self, claims_offered: bool) -> None:
        """A discard that passed and left the hand going: riichienv saw no abortive draw in it."""
        situation = {**self.table_after_discard, "claims_offered": claims_offered}
        self.record.decisions.append(
            {"kind": "after_discard", "situation": situation, "legal": {"aborted": None}}
        )
        self.record.counts["decision_after_discard"] += 1

    def pass_by(self, seat: int, offer: dict[str, Any]) -> None:
        """A tile let go by `seat` passes every other seat (for temporary and riichi furiten)."""
        for other in range(4):
            if other != seat:
                self.seats[other].passed.append(offer)
                if self.seats[other].riichi:
                    self.seats[other].since_riichi.append(offer)

    def record_offers(
        self, offers: dict[int, dict], observations: dict[int, Any], offer: dict[str, Any]
    ) -> None:
        """One decision point per seat offered a tile: riichienv's claims (none when it asks nobody)."""
        self.on_offer = offer
        for other, situation in offers.items():
            situation["offer"] = offer
            legal = observations[other].legal_actions() if other in observations else []
            answer: dict[str, Any] = {"ron": False, "chi": [], "pon": False, "daiminkan": False}
            for action in legal:
                kind = int(action.action_type)
                if kind == _RON:
                    answer["ron"] = True
                elif kind == _PON:
                    answer["pon"] = True
                elif kind == _DAIMINKAN:
                    answer["daiminkan"] = True
                elif kind == _CHI:
                    pair = sorted(kind_name(t) for t in action.consume_tiles)
                    if pair not in answer["chi"]:
                        answer["chi"].append(pair)
            answer["chi"].sort()
            self.record.decisions.append({"kind": "offer", "situation": situation, "legal": answer})
            self.record.counts["decision_offer"] += 1
            if not answer["ron"]:
                self.count_refusal(situation)

    def count_refusal(self, situation: dict[str, Any]) -> None:
        """Count an offer of a tile that completes the hand's shape without a ron, by its likely reason."""
        melds = len(situation["melds"])
        waits = waits_of(tuple(situation["concealed"]), melds)
        if _kind(situation["offer"]["tile"]) not in waits:
            return
        if waits & {_kind(t) for t in situation["discards"]}:
            reason = "furiten_permanent"
        elif waits & {_kind(p["tile"]) for p in situation["passed"]}:
            reason = "furiten_temporary"
        elif situation["riichi"] and waits & {_kind(p["tile"]) for p in situation["passed_since_riichi"]}:
            reason = "furiten_riichi"
        else:
            reason = "no_yaku_or_kan"
        self.record.counts[f"refused_{reason}"] += 1

    def respond(self, observations: dict[int, Any]) -> dict[int, Any]:
        """Every seat offered a claim answers at once; riichienv applies ron before pon before chi."""
        rates, rng = self.rates, self.rng
        offer = self.on_offer
        assert offer is not None, "riichienv asks for answers only after a tile is offered"
        actions: dict[int, Any] = {}
        for seat, observation in sorted(observations.items()):
            legal = observation.legal_actions()
            rons = [a for a in legal if int(a.action_type) == _RON]
            calls = [a for a in legal if int(a.action_type) in (_PON, _CHI, _DAIMINKAN)]
            if rons and rng.random() < rates.ron:
                actions[seat] = rons[0]
            elif calls and rng.random() < rates.call:
                actions[seat] = rng.choice(calls)
            else:
                actions[seat] = next(a for a in legal if int(a.action_type) == _PASS)
        winners = sorted(seat for seat, a in actions.items() if int(a.action_type) == _RON)
        if winners:
            self.record.counts["ron"] += len(winners)
            self.record.counts["multiple_ron"] += len(winners) > 1
            self.record.counts["chankan"] += offer["how"] != "discard"
            ending = {
                "how": "ron",
                "from": offer["from"],
                "win_tile": offer["tile"],
                "chankan": offer["how"] != "discard",
                "winners": winners,
            }
            return self.step(actions, ending)
        calls = [a for a in actions.values() if int(a.action_type) != _PASS]
        if offer["how"] != "discard":  # nobody robbed the kan: it stands, and ends every ippatsu
            self.break_ippatsu()
        if calls:
            kind = {_CHI: "chi", _PON: "pon", _DAIMINKAN: "kan"}[int(calls[0].action_type)]
            self.record.counts[f"call_{kind}"] += 1
            self.seats[offer["from"]].called_away[-1] = True
            self.break_ippatsu()
        observations = self.step(actions, {"how": "draw", "after": offer})
        if not calls and not self.hand_ended and offer["how"] == "discard":
            self.record_table(claims_offered=True)
        return observations

    def break_ippatsu(self) -> None:
        """A call or a kan ends the first go-around and every ippatsu."""
        self.calls_made = True
        for log in self.seats:
            if log.riichi:
                log.riichi["ippatsu"] = False

    def kan(self, seat: int, action: Any) -> dict[int, Any]:
        """An added or concealed kan: the others may rob it (chankan; a concealed kan only for kokushi where
        the ruleset allows), then the player draws from the dead wall. A robbed kan never stood, so the
        ippatsu of a riichi that robs it stands (riichienv scores it so)."""
        how = "kakan" if int(action.action_type) == _KAKAN else "ankan"
        self.record.counts[how] += 1
        offer = {"tile": tile_name(action.tile), "from": seat, "how": how}
        offers = {other: self.situation(other) for other in range(4) if other != seat}
        self.pass_by(seat, offer)
        observations = self.step({seat: action}, {"how": "draw", "after": offer})
        self.record_offers(offers, observations, offer)
        if not self.hand_ended and self.env.phase == Phase.WaitAct:  # no robbing it: the kan stands
            self.break_ippatsu()
        return observations

    def finish(self) -> None:
        """Join each hand's end with riichienv's deltas from the mjai log; write the game's end."""
        endings = hand_endings(self.env.mjai_log)
        if len(endings) != len(self.record.hands):
            raise AssertionError(
                f"{len(endings)} hand ends in riichienv's log, {len(self.record.hands)} seen"
            )
        for hand, events in zip(self.record.hands, endings, strict=True):
            hand["oracle"] = events
            first = events[0]
            if first["type"] == "ryukyoku":
                self.record.counts[f"draw_{first['reason']}"] += 1
                if first["reason"] == "exhaustive_draw" and any(first["deltas"]):
                    self.record.counts["draw_with_tenpai"] += 1
        self.record.counts["hands"] += len(self.record.hands)
        self.record.counts["west_round_hands"] += sum(
            h["start"]["round_wind"] == "W" for h in self.record.hands
        )
        self.record.counts["bust"] += min(self.env.scores()) < 0
        self.record.end = {
            "scores": list(self.env.scores()),
            "placings": list(self.env.ranks()),
            "sticks": self.env.riichi_sticks,
        }


def hand_endings(log: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The events that end each hand of an mjai log: one ryukyoku, or one hora per winner."""
    found: list[list[dict[str, Any]]] = []
    current: list[dict[str, Any]] = []
    for event in log:
        if event["type"] in ("hora", "ryukyoku"):
            ending = dict(event)
            if "ura_markers" in ending:
                ending["ura_markers"] = [mjai_name(t) for t in ending["ura_markers"]]
            current.append(ending)
        elif event["type"] == "end_kyoku" and current:
            found.append(current)
            current = []
    return found


def play_game(ruleset: str, seed: int, rates: Rates = STEADY) -> GameRecord:
    """One hanchan of riichienv under `ruleset` ("tenhou" or "mahjongsoul"), the same for the same seed and
    rates; played once per process and shared (the records are read, never changed)."""
    return _played(ruleset, seed, rates)


@lru_cache(maxsize=8)  # the first games, which the harness test and the differential test both read
def _played(ruleset: str, seed: int, rates: Rates) -> GameRecord:
    return Game(ruleset, seed, rates).play()


def play_games(
    decisions: int,
    seed: int = 1,
    rulesets: tuple[str, ...] = tuple(RULES),
    styles: tuple[Rates, ...] = (STEADY, BOLD),
) -> Iterator[GameRecord]:
    """Hanchans of each ruleset in turn, seeds `seed`, `seed + 1`... (each game its own), the styles of play
    taking turns by round, until each ruleset has played its share of `decisions` decision points."""
    share = -(-decisions // len(rulesets))
    played = Counter[str]()
    round_ = 0
    while any(played[name] < share for name in rulesets):
        for index, name in enumerate(rulesets):
            if played[name] < share:
                record = play_game(name, seed + round_ * len(rulesets) + index, styles[round_ % len(styles)])
                played[name] += len(record.decisions)
                yield record
        round_ += 1
