"""Calls: which chi, pon and kans a player may make, which discards swap-calling forbids, and which claims
on a discard take effect.

Fixed rules (the same in every ruleset here): chi only on the discard of the player on one's left ([E]
RCR 2016 §3.3.3; seats count in turn order, so the caller is `discarder + 1`); pon and open kan from
anyone; no call but ron on the last discard ([E] §3.4.1: with no tile left to draw); no call in riichi but
ron and the concealed kans of `may_ankan_in_riichi`; no fifth kan ([E] §3.3.10); ron before pon and kan
before chi ([E] §3.3.1). Where the ruleset plays suukaikan, the discard after a fourth kan made by two or more
players may only be ronned: the hand is aborted unless it is (riichi.wiki Tochuu ryuukyoku, Suu kaikan: "Most
rules abort the hand when the following discard is not a winning tile"; riichienv 0.4.11 offers no call).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from rules.scoring import HONOR_START, Meld, Tile

from .abortive import is_suukaikan
from .errors import SituationError
from .hand import SEATS, PlayerHand, TileKind, _remove
from .riichi import may_ankan_in_riichi
from .rules import PlayRules

CLAIM_KINDS: Final = ("ron", "pon", "daiminkan", "chi")
MAX_KANS: Final = 4


@dataclass(frozen=True, slots=True)
class Call:
    """A possible call on a discard: its kind ("chi", "pon", "daiminkan"), the tiles taken from the hand,
    the called tile, and the kinds swap-calling forbids as the next discard."""

    kind: str
    tiles: tuple[Tile, ...]
    called: Tile
    forbidden: tuple[TileKind, ...] = ()

    @property
    def meld(self) -> Meld:
        """The set as the scorer's `Meld` (an open kan is "kan" there)."""
        return Meld("kan" if self.kind == "daiminkan" else self.kind, (*self.tiles, self.called))


@dataclass(frozen=True, slots=True)
class Kan:
    """A possible kan on one's own turn: "ankan" (concealed) or "shouminkan" (added to a pon), of a kind."""

    kind: str
    tile: TileKind


@dataclass(frozen=True, slots=True)
class Claim:
    """One player's claim on a discard: `seat` (0-3) and `kind` (CLAIM_KINDS)."""

    seat: int
    kind: str


@dataclass(frozen=True, slots=True)
class ClaimResult:
    """What the claims on one discard come to: "ron" (the winners, nearest the discarder's right first),
    "call" (the one call made), "abortive" ("sanchahou", a triple ron where the ruleset aborts) or "none"."""

    kind: str
    claims: tuple[Claim, ...] = ()


def kuikae_kinds(kind: str, called: Tile, tiles: Sequence[Tile], rules: PlayRules) -> tuple[TileKind, ...]:
    """The kinds swap-calling forbids as the discard after this call ([T]: riichienv `kuikae_forbidden`):
    the called kind, and for a chi called at one end, the kind at the other end of the run.

    >>> from rules.play import play_rules, tiles_of
    >>> kuikae_kinds("chi", Tile.from_mpsz("7p"), tiles_of("56p"), play_rules("tenhou"))  # 4p and 7p
    (12, 15)
    """
    if not rules.kuikae_forbidden or kind == "daiminkan":
        return ()
    t = called.kind
    out = [t]
    if kind == "chi":
        low, high = sorted(tile.kind for tile in tiles)
        if low == t + 1 and high == t + 2 and t % 9 <= 5:
            out.append(t + 3)
        elif high == t - 1 and low == t - 2 and t % 9 >= 3:
            out.append(t - 3)
    return tuple(sorted(out))


def call_options(
    hand: PlayerHand,
    tile: Tile,
    *,
    caller: int,
    discarder: int,
    rules: PlayRules,
    tiles_left: int,
    kan_owners: Sequence[int] = (),
) -> tuple[Call, ...]:
    """The chi, pon and open kans `caller` (13 tiles) may make on `discarder`'s `tile`. `tiles_left`: tiles
    still to draw from the live wall; `kan_owners`: the seat of each kan already declared at the table (none
    after four kans by two or more players where suukaikan is played). A call after which every tile left
    would be a forbidden discard is not offered (riichienv reads it so).

    >>> from rules.play import play_rules
    >>> hand = PlayerHand.from_mpsz("456p11z123m78s999m")
    >>> [c.kind for c in call_options(hand, Tile.from_mpsz("9m"), caller=1, discarder=0,
    ...                               rules=play_rules("ema"), tiles_left=30)]
    ['pon', 'daiminkan']
    >>> [c.kind for c in call_options(hand, Tile.from_mpsz("7p"), caller=2, discarder=0,
    ...                               rules=play_rules("ema"), tiles_left=30)]
    []
    """
    _check_seats(caller, discarder)
    if hand.size != 13:
        raise SituationError("wrong_tile_count", "a call is asked of the 13 tiles between turns")
    if hand.riichi or tiles_left <= 0:
        return ()
    if rules.has_abortive("suukaikan") and is_suukaikan(kan_owners):
        return ()
    options: list[Call] = []
    same = sorted((t for t in hand.concealed if t.kind == tile.kind), key=lambda t: t.red)
    for pair in _pairs(same):
        options.append(Call("pon", pair, tile, kuikae_kinds("pon", tile, pair, rules)))
    if len(same) == 3 and len(kan_owners) < MAX_KANS:
        options.append(Call("daiminkan", tuple(same), tile))
    if caller == (discarder + 1) % SEATS and tile.kind < HONOR_START:
        for low in (tile.kind - 2, tile.kind - 1, tile.kind):
            run = [low, low + 1, low + 2]
            if low < 0 or low // 9 != tile.kind // 9 or (low + 2) // 9 != tile.kind // 9:
                continue
            needed = [k for k in run if k != tile.kind]
            for first in _held(hand, needed[0]):
                for second in _held(hand, needed[1]):
                    pair = (first, second)
                    options.append(Call("chi", pair, tile, kuikae_kinds("chi", tile, pair, rules)))
    return tuple(call for call in options if _a_discard_remains(hand, call))


def kan_options(
    hand: PlayerHand,
    *,
    rules: PlayRules,
    tiles_left: int,
    kan_owners: Sequence[int] = (),
    drawn: Tile | None = None,
) -> tuple[Kan, ...]:
    """The concealed and added kans of a 14-tile hand on its own turn after a draw (`drawn`: the tile just
    drawn, needed in riichi; `kan_owners`: the seat of each kan already declared). None with no tile left to
    draw ([E] RCR 2016 §3.4.1) or four kans made.

    >>> from rules.play import play_rules
    >>> hand = PlayerHand.from_mpsz("1111m456p789s", [("pon", "777z")]).with_tile(Tile.from_mpsz("7z"))
    >>> kan_options(hand, rules=play_rules("ema"), tiles_left=10)
    (Kan(kind='ankan', tile=0), Kan(kind='shouminkan', tile=33))
    """
    del rules  # the same in every ruleset here; kept so a house rule can join without a new signature
    if hand.size != 14:
        raise SituationError("wrong_tile_count", "a kan is asked of the 14 tiles after a draw")
    if tiles_left <= 0 or len(kan_owners) >= MAX_KANS:
        return ()
    if hand.riichi:
        if drawn is not None and may_ankan_in_riichi(hand, drawn):
            return (Kan("ankan", drawn.kind),)
        return ()
    out = [Kan("ankan", kind) for kind, count in enumerate(hand.concealed_counts) if count == 4]
    out += [
        Kan("shouminkan", meld.first)
        for meld in hand.melds
        if meld.kind == "pon" and hand.concealed_counts[meld.first]
    ]
    return tuple(out)


def resolve_claims(claims: Sequence[Claim], discarder: int, rules: PlayRules) -> ClaimResult:
    """Which claims on one discard take effect: every ron (or, with head bump, the one nearest the
    discarder's right, [W] [L]; a triple ron is abortive where the ruleset has "sanchahou", [T]), else the
    pon or kan, else the chi.

    >>> from rules.play import play_rules
    >>> claims = [Claim(3, "ron"), Claim(1, "chi"), Claim(2, "ron")]
    >>> resolve_claims(claims, 0, play_rules("ema")).claims
    (Claim(seat=2, kind='ron'), Claim(seat=3, kind='ron'))
    >>> resolve_claims(claims, 0, play_rules("wrc")).claims
    (Claim(seat=2, kind='ron'),)
    """
    for claim in claims:
        _check_seats(claim.seat, discarder)
        if claim.kind not in CLAIM_KINDS:
            raise SituationError("bad_claim", f"no claim {claim.kind!r}")
        if claim.kind == "chi" and claim.seat != (discarder + 1) % SEATS:
            raise SituationError(
                "chi_not_from_left", "chi takes only the discard of the player on one's left"
            )
    if len({claim.seat for claim in claims}) != len(claims):
        raise SituationError("bad_claim", "one claim per player")
    rons = sorted((c for c in claims if c.kind == "ron"), key=lambda c: (c.seat - discarder) % SEATS)
    if rons:
        if rules.head_bump:
            return ClaimResult("ron", (rons[0],))
        if len(rons) == SEATS - 1 and rules.has_abortive("sanchahou"):
            return ClaimResult("abortive", tuple(rons))
        return ClaimResult("ron", tuple(rons))
    for kinds in (("pon", "daiminkan"), ("chi",)):
        found = [c for c in claims if c.kind in kinds]
        if len(found) > 1:
            raise SituationError("bad_claim", "two players cannot both pon or kan one tile")
        if found:
            return ClaimResult("call", (found[0],))
    return ClaimResult("none")


def _check_seats(seat: int, discarder: int) -> None:
    if not (0 <= seat < SEATS and 0 <= discarder < SEATS) or seat == discarder:
        raise SituationError("bad_seat", f"seat {seat} claims the discard of seat {discarder}")


def _held(hand: PlayerHand, kind: TileKind) -> list[Tile]:
    """The distinct tiles (a red five apart) of a kind among the concealed tiles."""
    return sorted({t for t in hand.concealed if t.kind == kind}, key=lambda t: t.red)


def _pairs(tiles: list[Tile]) -> list[tuple[Tile, ...]]:
    """The distinct pairs taken from `tiles` (a red five makes a different choice)."""
    seen: list[tuple[Tile, ...]] = []
    for i in range(len(tiles)):
        for j in range(i + 1, len(tiles)):
            pair = (tiles[i], tiles[j])
            if pair not in seen:
                seen.append(pair)
    return seen


def _a_discard_remains(hand: PlayerHand, call: Call) -> bool:
    rest = _remove(hand.concealed, call.tiles)
    return any(tile.kind not in call.forbidden for tile in rest)
