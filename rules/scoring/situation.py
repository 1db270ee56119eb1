"""The circumstances of a win (flags, winds, indicators, counters) and the checks that they can happen."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from .errors import ScoringError
from .hand import Hand, check_copies
from .rulesets import Ruleset
from .shapes import is_thirteen_orphans
from .tiles import COPIES, HONOR_START, WIND_LETTERS, Tile, TileKind, kind_mpsz

FLAGS: Final = (
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
)
MAX_INDICATORS: Final = 5  # the first indicator and four kan dora
_WIND_KINDS: Final = {letter: HONOR_START + index for index, letter in enumerate(WIND_LETTERS)}


@dataclass(init=False, slots=True)
class Situation:
    """Everything about a win that is not the tiles of the hand.

    Never changed once built; its own `__init__` rather than a frozen dataclass's, as `Hand` (see there).
    """

    tsumo: bool
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    haitei: bool
    houtei: bool
    rinshan: bool
    chankan: bool
    tenhou: bool
    chiihou: bool
    renhou: bool
    seat_wind: str
    round_wind: str
    dora_indicators: tuple[Tile, ...]
    ura_indicators: tuple[Tile, ...]
    honba: int
    riichi_sticks: int
    pao: bool
    nagashi_mangan: bool
    chankan_ankan: bool  # the robbed kan was a concealed one (thirteen orphans only)
    seat_kind: TileKind = field(repr=False, compare=False)
    round_kind: TileKind = field(repr=False, compare=False)

    def __init__(
        self,
        tsumo: bool = False,
        riichi: bool = False,
        double_riichi: bool = False,
        ippatsu: bool = False,
        haitei: bool = False,
        houtei: bool = False,
        rinshan: bool = False,
        chankan: bool = False,
        tenhou: bool = False,
        chiihou: bool = False,
        renhou: bool = False,
        seat_wind: str = "E",
        round_wind: str = "E",
        dora_indicators: tuple[Tile, ...] = (),
        ura_indicators: tuple[Tile, ...] = (),
        honba: int = 0,
        riichi_sticks: int = 0,
        pao: bool = False,
        nagashi_mangan: bool = False,
        chankan_ankan: bool = False,
    ) -> None:
        seat = _WIND_KINDS.get(seat_wind)
        round_ = _WIND_KINDS.get(round_wind)
        if seat is None or round_ is None:
            name, value = ("seat_wind", seat_wind) if seat is None else ("round_wind", round_wind)
            raise ScoringError("bad_request", field=name, problem="wind", value=value)
        if honba < 0:
            raise ScoringError("bad_request", field="honba")
        if riichi_sticks < 0:
            raise ScoringError("bad_request", field="riichi_sticks")
        self.tsumo, self.riichi, self.double_riichi, self.ippatsu = tsumo, riichi, double_riichi, ippatsu
        self.haitei, self.houtei, self.rinshan, self.chankan = haitei, houtei, rinshan, chankan
        self.tenhou, self.chiihou, self.renhou = tenhou, chiihou, renhou
        self.seat_wind, self.round_wind = seat_wind, round_wind
        self.dora_indicators, self.ura_indicators = dora_indicators, ura_indicators
        self.honba, self.riichi_sticks = honba, riichi_sticks
        self.pao, self.nagashi_mangan, self.chankan_ankan = pao, nagashi_mangan, chankan_ankan
        self.seat_kind, self.round_kind = seat, round_

    @property
    def dealer(self) -> bool:
        """The East seat is the dealer."""
        return self.seat_wind == "E"

    @property
    def in_riichi(self) -> bool:
        """Riichi or double riichi was declared."""
        return self.riichi or self.double_riichi


def _conflict(flag: str, other: str) -> ScoringError:
    return ScoringError("invalid_situation", flag=flag, other=other)


def check_situation(hand: Hand, s: Situation) -> None:
    """Raise `invalid_situation` for flags that cannot happen together or with this hand.

    >>> check_situation(Hand.from_mpsz("123456789m11222z", "2z"), Situation(ippatsu=True))
    Traceback (most recent call last):
    ...
    rules.scoring.errors.ScoringError: Ippatsu needs riichi: declare riichi or leave ippatsu out.
    """
    if (s.riichi or s.double_riichi) and not hand.closed:
        raise _conflict("riichi" if s.riichi else "double_riichi", "open_melds")
    if s.ippatsu or s.rinshan or s.haitei or s.houtei or s.chankan or s.tenhou or s.chiihou or s.renhou:
        _check_rare_flags(hand, s)
    if len(s.dora_indicators) > MAX_INDICATORS:
        raise _conflict("dora_indicators", "more_than_5")
    if len(s.ura_indicators) > len(s.dora_indicators):
        raise _conflict("ura_indicators", "dora_indicators")
    if s.ura_indicators and not s.in_riichi:  # ura dora count under riichi only: refused, not ignored
        raise _conflict("ura_indicators", "no_riichi")
    if s.chankan_ankan and not s.chankan:
        raise _conflict("chankan_ankan", "no_chankan")


def _check_rare_flags(hand: Hand, s: Situation) -> None:
    """Ippatsu, rinshan, haitei, houtei, chankan and the first-turn wins: each needs its circumstances."""
    if s.ippatsu:
        if not s.in_riichi:
            raise _conflict("ippatsu", "no_riichi")
        if s.rinshan:
            raise _conflict("ippatsu", "rinshan")
    if s.rinshan:
        if not hand.kans:
            raise _conflict("rinshan", "no_kan")
        if not s.tsumo:
            raise _conflict("rinshan", "ron")
        if s.haitei:
            raise _conflict("haitei", "rinshan")
    if s.haitei and not s.tsumo:
        raise _conflict("haitei", "ron")
    if s.houtei and s.tsumo:
        raise _conflict("houtei", "tsumo")
    if s.chankan:
        if s.tsumo:
            raise _conflict("chankan", "tsumo")
        if s.houtei:
            raise _conflict("chankan", "houtei")
        # The robbed tile is the fourth copy of a set on the table: no other copy can be in sight.
        robbed = hand.win_tile.kind
        if hand.all_counts[robbed] != 1 or any(
            t.kind == robbed for t in s.dora_indicators + s.ura_indicators
        ):
            raise _conflict("chankan", "fourth_copy")
    if s.tenhou or s.chiihou or s.renhou:
        _check_first_turn(hand, s)


def _check_first_turn(hand: Hand, s: Situation) -> None:
    """Tenhou, chiihou and renhou: who may claim them, how, and that nothing happened before."""
    checks = (
        (s.tenhou and not s.dealer, "tenhou", "non_dealer"),
        (s.tenhou and not s.tsumo, "tenhou", "ron"),
        (s.chiihou and s.dealer, "chiihou", "dealer"),
        (s.chiihou and not s.tsumo, "chiihou", "ron"),
        (s.renhou and s.dealer, "renhou", "dealer"),
        (s.renhou and s.tsumo, "renhou", "tsumo"),
    )
    for failed, flag, other in checks:
        if failed:
            raise _conflict(flag, other)
    first = "tenhou" if s.tenhou else "chiihou" if s.chiihou else "renhou"
    if hand.melds:
        raise _conflict(first, "melds")
    for other in ("chiihou", "renhou", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "chankan"):
        if other != first and getattr(s, other):
            raise _conflict(first, other)


def check_ruleset_situation(hand: Hand, s: Situation, ruleset: Ruleset) -> None:
    """Raise `invalid_situation` for a flag the ruleset gives no meaning, rather than ignore it: renhou
    where it is not played, and a robbed concealed kan other than by thirteen orphans where allowed."""
    if s.renhou and ruleset.renhou == "off":
        raise _conflict("renhou", "ruleset")
    if s.chankan_ankan:
        if hand.melds or not is_thirteen_orphans(hand.counts):
            raise _conflict("chankan_ankan", "not_kokushi")
        if not ruleset.kokushi_chankan_ankan:
            raise _conflict("chankan_ankan", "ruleset")


# What a nagashi mangan request may not carry: it scores a draw, so no win circumstance, no liability
# and no dora apply (honba and riichi sticks are not paid either: they stay on the table).
NAGASHI_EXCLUDES: Final = (*FLAGS, "pao", "chankan_ankan", "dora_indicators", "ura_indicators")


def check_nagashi(s: Situation) -> None:
    """Raise `invalid_situation` for anything set on a nagashi mangan that it would silently ignore."""
    for name in NAGASHI_EXCLUDES:
        if getattr(s, name):
            raise _conflict("nagashi_mangan", name)


def check_indicators(hand: Hand, s: Situation) -> None:
    """Raise `too_many_copies` where the indicators and the hand together hold a fifth copy."""
    indicators = s.dora_indicators + s.ura_indicators if s.ura_indicators else s.dora_indicators
    counts = hand.all_counts
    shown = len(indicators)
    for tile in indicators:  # the usual case: no kind close enough to four copies to overflow
        if counts[tile.kind] + shown > COPIES or tile.red:
            break
    else:
        return
    seen: dict[int, int] = {}
    for tile in indicators:
        kind = tile.kind
        seen[kind] = count = seen.get(kind, counts[kind]) + 1
        if count > COPIES:
            raise ScoringError("too_many_copies", tile=kind_mpsz(kind), count=count, limit=COPIES)
        if tile.red:
            check_copies((), hand.all_tiles + indicators)
