"""The project's rules of play (`rules.play`) asked the questions riichienv answered in its games.

`tests.play.riichienv_games` records every decision point of riichienv's hanchans as an engine-neutral
situation with riichienv's answer. Here the project's engine reads the same situation into its own
terms (a `PlayerHand`, a `WinContext`, the tiles left) and answers each question riichienv answered:
may this player ron the tile on offer, chi it (which pairs), pon it, kan it; on their turn, may they
tsumo, call riichi (and with which discards), make which concealed or added kans, declare nine
terminals; after a call, which discards swap-calling forbids; after each discard, is the hand aborted
and how. After every hand the engine settles the outcome (the wins scored by the project's scorer, the
tenpai seats at a draw read by the engine) and the state it reaches (scores, dealer, honba, sticks, the
game over or not) is compared with riichienv's; at the end, the final scores and placings.

Where the two engines part ways by rule, `DOCUMENTED` names the rule and its source, and those cases are
counted by reason and checked to be exactly that case; what riichienv's situation cannot express is
skipped and counted by reason. Anything else is a disagreement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rules.play import (
    Abortive,
    Draw,
    GameState,
    PlayerHand,
    PlayError,
    PlayRules,
    Ron,
    Win,
    WinContext,
    call_options,
    is_kyuushu_kyuuhai,
    is_suucha_riichi,
    is_suufon_renda,
    is_suukaikan,
    kan_options,
    kuikae_kinds,
    may_riichi,
    may_rob_kan,
    may_ron,
    may_tsumo,
    play_rules,
    riichi_discards,
)
from rules.scoring import HONOR_START, Meld, ResultsUnavailable, Tile, score_request

from .riichienv_games import GameRecord

QUESTIONS = (
    "ron",
    "chi",
    "pon",
    "daiminkan",
    "tsumo",
    "riichi",
    "riichi_discards",
    "kuikae_discards",
    "ankan",
    "kakan",
    "kyuushu",
    "abortive",
    "hand_end",
    "game_end",
)
_ABORTIVE = {
    "kyushu_kyuhai": "kyuushu_kyuuhai",
    "sufuurenta": "suufon_renda",
    "suucha_riichi": "suucha_riichi",
    "suukansansen": "suukaikan",
    "sanchaho": "sanchahou",
}
_TERMINALS_AND_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(HONOR_START, HONOR_START + 7)))

# Where riichienv and the project's engine part ways: the rule, its source, what the project does.
DOCUMENTED: dict[str, str] = {}


def _tile(name: str) -> Tile:
    return Tile.from_mpsz(name)


def _tiles(names: Iterable[str]) -> tuple[Tile, ...]:
    return tuple(Tile.from_mpsz(name) for name in names)


def _meld(meld: dict[str, Any]) -> Meld:
    return Meld(meld["kind"], _tiles(meld["tiles"]))


def player_hand(situation: dict[str, Any]) -> PlayerHand:
    """The engine's view of one seat: concealed tiles, melds, discards, riichi and the tiles let pass
    (discards and added kans; a concealed kan is robbed only for kokushi where allowed, and riichienv
    counts its tile as let pass only then: see `_passes`)."""
    riichi = situation["riichi"] is not None
    return PlayerHand(
        _tiles(situation["concealed"]),
        tuple(_meld(m) for m in situation["melds"]),
        _tiles(situation["discards"]),
        riichi,
        _tiles(p["tile"] for p in situation["passed"] if _passes(p)),
        _tiles(p["tile"] for p in situation["passed_since_riichi"] or () if _passes(p)) if riichi else (),
    )


def _passes(passed: dict[str, Any]) -> bool:
    """Discards and added kans pass a seat; riichienv lets a concealed kan be robbed only by kokushi
    (Mahjong Soul), and never counts its tile as a winning tile let pass."""
    return passed["how"] != "ankan"


def win_context(situation: dict[str, Any], *, tsumo: bool, how: str = "discard") -> WinContext:
    """The circumstances of a win on this decision point, as the scorer's contract names them."""
    riichi = situation["riichi"] or {}
    first = situation["first_go_around"] and tsumo and not situation["melds"]
    dealer = situation["seat"] == situation["dealer"]
    last = situation["wall_left"] == 0
    return WinContext(
        seat_wind=situation["seat_wind"],
        round_wind=situation["round_wind"],
        double_riichi=bool(riichi.get("double")),
        ippatsu=bool(riichi.get("ippatsu")),
        haitei=tsumo and last and not situation.get("after_kan"),
        houtei=not tsumo and last and how == "discard",
        rinshan=tsumo and bool(situation.get("after_kan")),
        chankan=not tsumo and how != "discard",
        tenhou=first and dealer,
        chiihou=first and not dealer,
    )


@dataclass
class PlayReport:
    """Decision points and questions compared per ruleset, agreements, documented differences, skips."""

    decisions: Counter[str] = field(default_factory=Counter)  # per ruleset
    asked: Counter[tuple[str, str]] = field(default_factory=Counter)  # (ruleset, question)
    disputed: Counter[tuple[str, str]] = field(default_factory=Counter)
    documented: Counter[str] = field(default_factory=Counter)
    skipped: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # what the games did (riichi, calls, wins...)
    disagreements: list[dict[str, Any]] = field(default_factory=list)

    def compare(self, ruleset: str, question: str, ours: Any, theirs: Any, where: Any) -> bool:
        self.asked[ruleset, question] += 1
        if ours == theirs:
            return True
        self.disputed[ruleset, question] += 1
        if len(self.disagreements) < 200:
            self.disagreements.append(
                {"ruleset": ruleset, "question": question, "ours": ours, "riichienv": theirs, "where": where}
            )
        return False

    def agreement(self) -> str:
        """One line per ruleset and question: agreed out of asked."""
        lines = []
        for ruleset, question in sorted(self.asked, key=lambda k: (k[0], QUESTIONS.index(k[1]))):
            asked = self.asked[ruleset, question]
            agreed = asked - self.disputed[ruleset, question]
            lines.append(f"  {ruleset:12} {question:16} {agreed}/{asked} agree ({100 * agreed / asked:.4f}%)")
        return "\n".join(lines)

    def summary(self) -> str:
        decisions = ", ".join(f"{name} {n}" for name, n in sorted(self.decisions.items()))
        skipped = ", ".join(f"{r} {n}" for r, n in self.skipped.most_common()) or "none"
        documented = ", ".join(f"{r} {n}" for r, n in self.documented.most_common()) or "none"
        events = ", ".join(f"{k} {n}" for k, n in sorted(self.events.items()))
        return (
            f"play: decision points {decisions}; {sum(self.disputed.values())} disagreements; "
            f"documented differences: {documented}; skipped: {skipped}\n  games: {events}"
        )

    def details(self, limit: int = 5) -> str:
        return "\n".join(repr(item) for item in self.disagreements[:limit])


def check_game(report: PlayReport, game: GameRecord, to_the_end: bool = True) -> None:
    """Ask every question of one recorded game and count the answers in `report` (`to_the_end`: the
    record runs to the game's end, whose final scores and placings are compared too)."""
    rules = play_rules(game.ruleset)
    name = game.ruleset
    report.events.update(game.counts)
    for decision in game.decisions:
        report.decisions[name] += 1
        situation, legal = decision["situation"], decision["legal"]
        if decision["kind"] == "offer":
            _check_offer(report, rules, situation, legal)
        elif decision["kind"] == "after_discard":
            _check_table(report, rules, situation)
        else:
            _check_turn(report, rules, situation, legal)
    check_hands(report, rules, game, to_the_end)


def _check_offer(
    report: PlayReport, rules: PlayRules, situation: dict[str, Any], legal: dict[str, Any]
) -> None:
    name = rules.name
    offer = situation["offer"]
    hand = player_hand(situation)
    tile = _tile(offer["tile"])
    how = offer["how"]
    where = situation
    context = win_context(situation, tsumo=False, how=how)
    if how == "discard":
        ron = may_ron(hand, tile, rules, context).allowed
    else:
        ron = may_rob_kan(hand, tile, rules, context, concealed=how == "ankan").allowed
    report.compare(name, "ron", ron, legal["ron"], where)
    if how != "discard":
        return
    options = call_options(
        hand,
        tile,
        caller=situation["seat"],
        discarder=offer["from"],
        rules=rules,
        tiles_left=situation["wall_left"],
        kan_owners=situation["kan_owners"],
    )
    chi = sorted(
        {tuple(sorted(t.mpsz().replace("0", "5") for t in c.tiles)) for c in options if c.kind == "chi"}
    )
    report.compare(name, "chi", [list(pair) for pair in chi], legal["chi"], where)
    report.compare(name, "pon", any(c.kind == "pon" for c in options), legal["pon"], where)
    report.compare(name, "daiminkan", any(c.kind == "daiminkan" for c in options), legal["daiminkan"], where)


def _check_turn(
    report: PlayReport, rules: PlayRules, situation: dict[str, Any], legal: dict[str, Any]
) -> None:
    name = rules.name
    hand = player_hand(situation)
    drawn = situation["drawn"]
    where = situation
    kinds = sorted({t.replace("0", "5") for t in situation["concealed"]})
    if situation["declaring_riichi"]:  # between the riichi and its discard: a discard that keeps tenpai
        ours = sorted({t.mpsz().replace("0", "5") for t in riichi_discards(hand)})
        report.compare(name, "riichi_discards", ours, legal["discards"], where)
        return
    if drawn is None:  # after a chi or pon: any discard but the ones swap-calling forbids
        call = situation["melds"][-1]
        taken = list(call["tiles"])
        taken.remove(call["called"])
        forbidden = kuikae_kinds(call["kind"], _tile(call["called"]), _tiles(taken), rules)
        ours = [kind for kind in kinds if _tile(kind).kind not in forbidden]
        report.compare(name, "kuikae_discards", ours, legal["discards"], where)
        return
    tile = _tile(drawn)
    before = hand.without(tile)
    tsumo = may_tsumo(before, tile, rules, win_context(situation, tsumo=True)).allowed
    report.compare(name, "tsumo", tsumo, legal["tsumo"], where)
    riichi = may_riichi(
        hand,
        rules,
        points=situation["scores"][situation["seat"]],
        tiles_left=situation["wall_left"],
        first_turn=situation["first_go_around"],
    ).allowed
    report.compare(name, "riichi", riichi, legal["riichi"], where)
    kans = kan_options(
        hand, rules=rules, tiles_left=situation["wall_left"], kan_owners=situation["kan_owners"], drawn=tile
    )
    ankan = sorted(Tile(k.tile).mpsz() for k in kans if k.kind == "ankan")
    kakan = sorted(Tile(k.tile).mpsz() for k in kans if k.kind == "shouminkan")
    report.compare(name, "ankan", ankan, legal["ankan"], where)
    report.compare(name, "kakan", kakan, legal["kakan"], where)
    kyuushu = (
        rules.has_abortive("kyuushu_kyuuhai")
        and situation["first_go_around"]
        and situation["riichi"] is None
        and is_kyuushu_kyuuhai(hand)
    )
    report.compare(name, "kyuushu", kyuushu, legal["kyuushu"], where)


def check_hands(report: PlayReport, rules: PlayRules, game: GameRecord, to_the_end: bool = True) -> None:
    """Settle every hand with the engine and compare the state it reaches with riichienv's; then, unless
    the record stops before the game's end, the final scores and placings."""
    name = rules.name
    first = game.hands[0]["start"]
    state = GameState(
        rules,
        scores=first["scores"],
        dealer=first["dealer"],
        round_wind="ESWN".index(first["round_wind"]),
        honba=first["honba"],
        sticks=first["sticks"],
    )
    for hand in game.hands:
        outcome = _outcome(report, rules, hand)
        if outcome is None:
            return  # skipped: the rest of the game cannot be followed
        try:
            state.push(outcome)
        except PlayError as error:  # the engine refuses what riichienv played: a disagreement
            report.compare(name, "hand_end", f"{type(error).__name__}: {error}", "played", {"hand": hand})
            return
        position = state.position
        ours = {
            "scores": list(position.scores) if not state.is_game_over() else list(state.final_scores()),
            "over": state.is_game_over(),
        }
        after = hand["next"]
        theirs = {"scores": (after or game.end)["scores"], "over": after is None}
        if after is not None and not state.is_game_over():
            ours |= {
                "dealer": position.dealer,
                "round_wind": "ESWN"[position.round_wind],
                "honba": position.honba,
                "sticks": position.sticks,
            }
            theirs |= {k: after[k] for k in ("dealer", "round_wind", "honba", "sticks")}
        if not report.compare(name, "hand_end", ours, theirs, {"hand": hand, "outcome": repr(outcome)}):
            return  # the states part ways: later hands would only repeat the disagreement
    if not to_the_end:
        return
    try:
        places = [placing.place for placing in sorted(state.placings(), key=lambda p: p.seat)]
    except ResultsUnavailable:  # the engine places players only with the ruleset's uma: scores alone
        report.skipped[f"placings_{name}_uma_unconfirmed"] += 1
        report.compare(name, "game_end", list(state.final_scores()), game.end["scores"], {"seed": game.seed})
        return
    ours = {"scores": list(state.final_scores()), "placings": places}
    theirs = {"scores": game.end["scores"], "placings": game.end["placings"]}
    report.compare(name, "game_end", ours, theirs, {"seed": game.seed})


def _outcome(report: PlayReport, rules: PlayRules, hand: dict[str, Any]) -> Any:
    """The hand's outcome in the engine's terms, read from the recorded hands (the wins scored by the
    project's scorer, the tenpai seats read by the engine), and the abortive question compared."""
    ending, players = hand["ending"], hand["players"]
    riichi = tuple(p["seat"] for p in players if p["riichi"] and p["riichi"]["stick"])
    name = rules.name
    if ending["how"] == "tsumo":
        situation = ending["situation"]
        win = _scored_win(rules, situation, situation["drawn"], tsumo=True, hand=hand, discarder=None)
        return Win.from_response(situation["seat"], win, riichi=riichi)
    if ending["how"] == "ron":
        wins = []
        for seat in ending["winners"]:
            player = {**hand["start"], **players[seat], "wall_left": hand["wall_left"], "after_kan": False}
            player["dealer"] = hand["start"]["dealer"]
            how = "kakan" if ending["chankan"] else "discard"
            response = _scored_win(rules, player, ending["win_tile"], tsumo=False, hand=hand, how=how)
            wins.append(Win.from_response(seat, response, discarder=ending["from"], riichi=riichi))
        return Ron(tuple(wins)) if len(wins) > 1 else wins[0]
    theirs = hand["oracle"][0]
    if ending["how"] == "kyuushu":
        report.compare(name, "abortive", "kyuushu_kyuuhai", _ABORTIVE.get(theirs["reason"]), hand)
        return Abortive("kyuushu_kyuuhai", riichi)
    if theirs["type"] == "hora":
        report.skipped["ron_not_seen"] += 1
        return None
    kind = _abortive_kind(rules, _table(players))
    if hand["wall_left"] > 0 or kind:
        report.compare(name, "abortive", kind, _ABORTIVE.get(theirs["reason"], theirs["reason"]), hand)
        return Abortive(kind or _ABORTIVE[theirs["reason"]], riichi)
    tenpai = tuple(p["seat"] for p in players if player_hand(p).tenpai)
    nagashi = ()
    if rules.nagashi_mangan:
        nagashi = tuple(
            p["seat"]
            for p in players
            if p["discards"]
            and not any(p["called_away"])
            and all(_tile(t).kind in _TERMINALS_AND_HONOURS for t in p["discards"])
        )
    return Draw(tenpai=tenpai, nagashi=nagashi, riichi=riichi)


def _abortive_kind(rules: PlayRules, table: dict[str, Any]) -> str | None:
    """The abortive draw the table is in after a discard that passed, by the engine's tests."""
    firsts = [
        _tile(t) for t, n in zip(table["first_discards"], table["discard_counts"], strict=True) if n == 1
    ]
    if rules.has_abortive("suufon_renda") and not table["calls_made"] and is_suufon_renda(firsts):
        return "suufon_renda"
    if rules.has_abortive("suukaikan") and is_suukaikan(table["kan_owners"]):
        return "suukaikan"
    if rules.has_abortive("suucha_riichi") and is_suucha_riichi(table["riichi"]):
        return "suucha_riichi"
    return None


def _table(players: list[dict[str, Any]]) -> dict[str, Any]:
    """The table after the last discard of a hand, read from the four seats."""
    return {
        "first_discards": [p["discards"][0] if p["discards"] else None for p in players],
        "discard_counts": [len(p["discards"]) for p in players],
        "calls_made": any(p["melds"] for p in players) or any(any(p["called_away"]) for p in players),
        "riichi": [p["seat"] for p in players if p["riichi"]],
        "kan_owners": [
            p["seat"] for p in players for m in p["melds"] if m["kind"] in ("kan", "ankan", "shouminkan")
        ],
    }


def _check_table(report: PlayReport, rules: PlayRules, situation: dict[str, Any]) -> None:
    """After a discard that passed and left the hand going, the engine sees no abortive draw either."""
    ours = _abortive_kind(rules, situation)
    report.compare(rules.name, "abortive", ours, None, situation)


def _scored_win(
    rules: PlayRules,
    situation: dict[str, Any],
    win_tile: str,
    *,
    tsumo: bool,
    hand: dict[str, Any],
    discarder: int | None = None,
    how: str = "discard",
) -> dict[str, Any]:
    """The scorer's response for a win, with honba 0 and no sticks (the engine adds them)."""
    context = win_context(situation, tsumo=tsumo, how=how)
    concealed = list(situation["concealed"])
    if tsumo:
        concealed.remove(win_tile)
    riichi = situation["riichi"] is not None
    ura = hand["oracle"][0].get("ura_markers", []) if riichi else []
    for event in hand["oracle"]:
        if event.get("actor") == situation["seat"]:
            ura = event.get("ura_markers", []) if riichi else []
    request: dict[str, Any] = {
        "hand": "".join([*concealed, win_tile]),
        "win_tile": win_tile,
        "melds": [{"kind": m["kind"], "tiles": "".join(m["tiles"])} for m in situation["melds"]],
        "tsumo": tsumo,
        "riichi": riichi and not context.double_riichi,
        **context.request_fields(),
        "dora_indicators": "".join(hand["dora_indicators"]),
        "ura_indicators": "".join(ura),
        **rules.scoring_request_fields,
    }
    return score_request(request)


def run_differential(
    games: Iterable[GameRecord], progress: Callable[[int, PlayReport], None] | None = None
) -> PlayReport:
    """Check every game; `progress(games_done, report)` after each."""
    report = PlayReport()
    for done, game in enumerate(games, 1):
        check_game(report, game)
        if progress:
            progress(done, report)
    return report
