"""Furiten and winning: may this player ron this tile, may they tsumo, and why not.

Furiten has three kinds (riichi.wiki Furiten; [E] RCR 2016 §3.4.5; [T]):
- "permanent": a wait of the hand is among the player's own discards (called ones included);
- "temporary": a wait was let pass since the player's last discard (or draw, per the ruleset's
  `temporary_furiten_ends`);
- "riichi": a wait was let pass after the player's riichi; it lasts to the end of the hand.
A furiten player may still win by tsumo. A wait is a kind that completes the shape, whatever the yaku: a
tile let pass for want of a yaku still makes the player furiten (riichienv reads it so, `missed_agari`).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Final

from rules.scoring import HONOR_START, Tile, score_request

from .errors import SituationError
from .hand import PlayerHand, TileKind
from .rules import PlayRules

FURITEN_KINDS: Final = ("permanent", "temporary", "riichi")
_TERMINALS_AND_HONOURS: Final = frozenset((0, 8, 9, 17, 18, 26, *range(HONOR_START, HONOR_START + 7)))
RON_REASONS: Final = ("ron", "not_waiting", "furiten", "no_yaku")
TSUMO_REASONS: Final = ("tsumo", "not_waiting", "no_yaku")
# Robbing a kan adds one reason to a ron's: a concealed kan that only thirteen orphans may rob, and only
# where the ruleset allows it (`kokushi_chankan_ankan`: [E] yes, [T] no, [M] yes, [L] no).
ROB_KAN_REASONS: Final = (*RON_REASONS, "concealed_kan")


@dataclass(frozen=True, slots=True)
class WinContext:
    """The circumstances of a win that the scorer needs, as the contract names them (DESIGN.md)."""

    seat_wind: str = "E"
    round_wind: str = "E"
    dora_indicators: str = ""
    ura_indicators: str = ""
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    chankan_ankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    honba: int = 0
    riichi_sticks: int = 0

    def request_fields(self) -> dict[str, object]:
        """The fields that differ from the contract's defaults."""
        defaults = asdict(WinContext())
        return {key: value for key, value in asdict(self).items() if value != defaults[key]}


@dataclass(frozen=True, slots=True)
class WinVerdict:
    """The answer to "may I win on this tile?": `allowed`, a reason key (RON_REASONS or TSUMO_REASONS),
    the furiten kinds that apply, and the scorer's response when the hand is complete."""

    allowed: bool
    reason: str
    furiten: tuple[str, ...] = ()
    score: dict[str, Any] | None = None


def furiten(hand: PlayerHand) -> tuple[str, ...]:
    """The kinds of furiten of a 13-tile hand, in the order of FURITEN_KINDS; () when not furiten.

    A wait among the discards is permanent furiten ([E] RCR 2016 §3.4.5):
    >>> furiten(PlayerHand.from_mpsz("123m456p789s2345s", discards="2s9m"))
    ('permanent',)
    >>> furiten(PlayerHand.from_mpsz("123m456p789s2345s", riichi=True, passed_in_riichi="5s"))
    ('riichi',)
    """
    waits = set(hand.waits)
    kinds = []
    if waits & {tile.kind for tile in hand.discards}:
        kinds.append("permanent")
    if waits & {tile.kind for tile in hand.passed}:
        kinds.append("temporary")
    if hand.riichi and waits & {tile.kind for tile in hand.passed_in_riichi}:
        kinds.append("riichi")
    return tuple(kinds)


def may_ron(hand: PlayerHand, tile: Tile, rules: PlayRules, context: WinContext = WinContext()) -> WinVerdict:
    """May this player (13 tiles) win on another player's `tile`? Not when the tile is no wait, when the
    player is furiten (any kind), or when the completed hand has no yaku.

    >>> from rules.play import play_rules
    >>> hand = PlayerHand.from_mpsz("234m567p2345s678s", discards="5s")
    >>> may_ron(hand, Tile.from_mpsz("2s"), play_rules("ema"))
    WinVerdict(allowed=False, reason='furiten', furiten=('permanent',), score=None)
    >>> may_ron(PlayerHand.from_mpsz("234m567p2345s678s"), Tile.from_mpsz("2s"), play_rules("ema")).reason
    'ron'
    """
    _need_13(hand)
    if tile.kind not in hand.waits:
        return WinVerdict(False, "not_waiting")
    kinds = furiten(hand)
    if kinds:
        return WinVerdict(False, "furiten", kinds)
    return _scored(hand, tile, rules, context, tsumo=False)


def may_rob_kan(
    hand: PlayerHand, tile: Tile, rules: PlayRules, context: WinContext = WinContext(), *, concealed: bool
) -> WinVerdict:
    """May this player (13 tiles) win on the tile another player adds to a pon (chankan), or, with
    `concealed`, on a tile of a concealed kan? A concealed kan is robbed only by thirteen orphans and only
    where the ruleset allows it; otherwise the rules of a ron apply, furiten included.

    >>> from rules.play import play_rules
    >>> orphans = PlayerHand.from_mpsz("119m19p19s123456z")  # thirteen orphans waiting on the red dragon
    >>> may_rob_kan(orphans, Tile.from_mpsz("7z"), play_rules("tenhou"), concealed=True).reason
    'concealed_kan'
    >>> may_rob_kan(orphans, Tile.from_mpsz("7z"), play_rules("mahjongsoul"), concealed=True).reason
    'ron'
    >>> may_rob_kan(PlayerHand.from_mpsz("234m567p678s46s55z"), Tile.from_mpsz("5s"), play_rules("ema"),
    ...             concealed=False).score["yaku"][0]["key"]
    'chankan'
    """
    _need_13(hand)
    if tile.kind not in hand.waits:
        return WinVerdict(False, "not_waiting")
    if concealed and not (rules.scoring.kokushi_chankan_ankan and _thirteen_orphans(hand)):
        return WinVerdict(False, "concealed_kan")
    kinds = furiten(hand)
    if kinds:
        return WinVerdict(False, "furiten", kinds)
    robbed = replace(context, chankan=True, chankan_ankan=concealed)
    return _scored(hand, tile, rules, robbed, tsumo=False)


def _thirteen_orphans(hand: PlayerHand) -> bool:
    """A closed hand of terminals and honours only, one tile from thirteen orphans (its waits say it is
    ready; seven pairs of terminals and honours cannot be, with at most two copies each)."""
    return (
        not hand.melds
        and all(tile.kind in _TERMINALS_AND_HONOURS for tile in hand.concealed)
        and (len({tile.kind for tile in hand.concealed}) >= 12)
    )


def may_tsumo(
    hand: PlayerHand, tile: Tile, rules: PlayRules, context: WinContext = WinContext()
) -> WinVerdict:
    """May this player (13 tiles) win on the `tile` they drew? Furiten does not stop a tsumo; a complete
    hand without yaku does (an open hand has no menzen tsumo).

    >>> from rules.play import play_rules
    >>> hand = PlayerHand.from_mpsz("234m567p2345s678s", discards="5s")
    >>> verdict = may_tsumo(hand, Tile.from_mpsz("5s"), play_rules("ema"))
    >>> verdict.allowed, verdict.furiten, [y["key"] for y in verdict.score["yaku"]]
    (True, ('permanent',), ['menzen_tsumo', 'tanyao'])
    """
    _need_13(hand)
    if tile.kind not in hand.waits:
        return WinVerdict(False, "not_waiting")
    verdict = _scored(hand, tile, rules, context, tsumo=True)
    return WinVerdict(verdict.allowed, verdict.reason, furiten(hand), verdict.score)


def winning_kinds(hand: PlayerHand) -> tuple[TileKind, ...]:
    """The kinds this 13-tile hand waits on (the scorer's waits)."""
    return hand.waits


def _need_13(hand: PlayerHand) -> None:
    if hand.size != 13:
        raise SituationError("wrong_tile_count", "a win is asked of the 13 tiles before the winning tile")


def _scored(hand: PlayerHand, tile: Tile, rules: PlayRules, context: WinContext, tsumo: bool) -> WinVerdict:
    request: dict[str, object] = {
        "hand": "".join(t.mpsz() for t in (*hand.concealed, tile)),
        "win_tile": tile.mpsz(),
        "melds": [{"kind": meld.kind, "tiles": meld.mpsz()} for meld in hand.melds],
        "tsumo": tsumo,
        "riichi": hand.riichi and not context.double_riichi,
        **context.request_fields(),
        **rules.scoring_request_fields,
    }
    response = score_request(request)
    error = response.get("error")
    if error is None:
        return WinVerdict(True, "tsumo" if tsumo else "ron", score=response)
    if error["code"] == "no_yaku":
        return WinVerdict(False, "no_yaku")
    raise SituationError(error["code"], error["message"])
