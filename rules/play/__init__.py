"""The rules of play: pure Python, no Django, beside the scorer. The decisions a referee makes, asked of
a described situation, for each ruleset and for a club's house rules.

This module is the engine's one public door; the modules behind it may change. The model is
python-chess: small frozen records, questions asked of a state, a game changed only by `push` and undone
by `pop`, and narrow errors that name the broken rule (`PlayError.rule`), raised at the door.

Rules. `play_rules(name, overrides)` -> `PlayRules`: the play parameters of a ruleset (ema, wrc, tenhou,
mahjongsoul, mleague), each value with its source in `PLAY_SOURCES`; the same overrides dict carries the
scoring house rules (`PlayRules.scoring` is the scorer's `Ruleset`; `split_overrides` parts them).

A player's side. `PlayerHand(concealed, melds, discards, riichi, passed, passed_in_riichi)`, or
`PlayerHand.from_mpsz("123m456p789s2345s", [("pon", "777z")], discards="9m")`; `.waits`, `.tenpai`.

Questions.
- `furiten(hand)` -> the furiten kinds ("permanent", "temporary", "riichi");
- `may_ron(hand, tile, rules, context)` / `may_tsumo(...)` -> `WinVerdict(allowed, reason, furiten, score)`;
  `may_rob_kan(hand, tile, rules, context, concealed=)` for a tile added to a pon or of a concealed kan;
- `may_riichi(hand14, rules, points=, tiles_left=, first_turn=)` -> `RiichiVerdict(allowed, reason, double,
  discards)`; `may_ankan_in_riichi(hand14, drawn)`;
- `call_options(hand, tile, caller=, discarder=, rules=, tiles_left=, kan_owners=)` -> `Call`s (chi, pon,
  daiminkan, each with its kuikae-forbidden kinds); `kan_options(hand14, rules=, tiles_left=, kan_owners=,
  drawn=)` -> `Kan`s; `resolve_claims(claims, discarder, rules)` -> `ClaimResult`;
- `is_kyuushu_kyuuhai(hand14)` and the other abortive-draw tests.

The end of a hand. Outcomes `Win` (from the scorer's response or payment), `Ron` (several winners),
`Draw(tenpai, nagashi)`, `Abortive(kind)`, `Chombo(offender)`, each with the seats that declared riichi;
`settle(outcome, dealer=, honba=, sticks=, rules=)` -> `HandResult(kind, deltas, winners, dealer_repeats,
honba, sticks, penalties)`; `noten_payments(tenpai)`.

A whole game. `GameState(rules, scores=, dealer=, round_wind=, honba=, sticks=)`; `push(outcome)`,
`pop()`; `position` (`Position`: scores, dealer, round wind, honba, sticks, `label` "S4",
`seat_wind(seat)`), `is_game_over()`, `end_reason`, `final_scores()` (leftover sticks applied),
`placings(results=)` (uma, oka and penalties, by the scorer's hanchan results; a club's
`ResultRules` or the ruleset's).

>>> rules = play_rules("tenhou")
>>> hand = PlayerHand.from_mpsz("234m567p2345s678s", discards="5s")
>>> may_ron(hand, Tile.from_mpsz("2s"), rules).furiten
('permanent',)
"""

from rules.scoring import Meld, Tile

from .abortive import is_kyuushu_kyuuhai, is_suucha_riichi, is_suufon_renda, is_suukaikan
from .calls import (
    CLAIM_KINDS,
    MAX_KANS,
    Call,
    Claim,
    ClaimResult,
    Kan,
    call_options,
    kan_options,
    kuikae_kinds,
    resolve_claims,
)
from .errors import GameOverError, IllegalOutcomeError, PlayError, SituationError
from .game import END_REASONS, WINDS, GameState, Placing, Position
from .hand import SEATS, PlayerHand, TileKind, melds_of, tiles_of
from .hand_end import (
    NOTEN_TOTAL,
    Abortive,
    Chombo,
    Draw,
    HandResult,
    Outcome,
    Ron,
    Win,
    noten_payments,
    settle,
)
from .riichi import RIICHI_REASONS, RiichiVerdict, may_ankan_in_riichi, may_riichi, riichi_discards
from .rules import (
    ABORTIVE_DRAWS,
    PLAY_CHOICES,
    PLAY_RULES,
    PLAY_SOURCES,
    PlayRules,
    Source,
    play_rules,
    split_overrides,
)
from .winning import (
    FURITEN_KINDS,
    ROB_KAN_REASONS,
    RON_REASONS,
    TSUMO_REASONS,
    WinContext,
    WinVerdict,
    furiten,
    may_rob_kan,
    may_ron,
    may_tsumo,
)

__all__ = [
    "ABORTIVE_DRAWS",
    "CLAIM_KINDS",
    "END_REASONS",
    "FURITEN_KINDS",
    "MAX_KANS",
    "NOTEN_TOTAL",
    "PLAY_CHOICES",
    "PLAY_RULES",
    "PLAY_SOURCES",
    "RIICHI_REASONS",
    "ROB_KAN_REASONS",
    "RON_REASONS",
    "SEATS",
    "TSUMO_REASONS",
    "WINDS",
    "Abortive",
    "Call",
    "Chombo",
    "Claim",
    "ClaimResult",
    "Draw",
    "GameOverError",
    "GameState",
    "HandResult",
    "IllegalOutcomeError",
    "Kan",
    "Meld",
    "Outcome",
    "Placing",
    "PlayError",
    "PlayRules",
    "PlayerHand",
    "Position",
    "RiichiVerdict",
    "Ron",
    "SituationError",
    "Source",
    "Tile",
    "TileKind",
    "Win",
    "WinContext",
    "WinVerdict",
    "call_options",
    "furiten",
    "is_kyuushu_kyuuhai",
    "is_suucha_riichi",
    "is_suufon_renda",
    "is_suukaikan",
    "kan_options",
    "kuikae_kinds",
    "may_ankan_in_riichi",
    "may_riichi",
    "may_rob_kan",
    "may_ron",
    "may_tsumo",
    "melds_of",
    "noten_payments",
    "play_rules",
    "resolve_claims",
    "riichi_discards",
    "settle",
    "split_overrides",
    "tiles_of",
]
