"""The circumstances of a win (flags, winds, indicators, counters) and the checks that they can happen."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import ScoringError
from .hand import Hand, check_copies
from .tiles import COPIES, HONOR_START, WIND_LETTERS, Tile, TileKind, kind_mpsz

FLAGS = (
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
MAX_INDICATORS = 5  # the first indicator and four kan dora


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything about a win that is not the tiles of the hand."""

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    pao: bool = False
    nagashi_mangan: bool = False
    seat_kind: TileKind = field(init=False, repr=False, compare=False)
    round_kind: TileKind = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("seat_wind", "round_wind"):
            letter = getattr(self, name)
            if not isinstance(letter, str) or len(letter) != 1 or letter not in WIND_LETTERS:
                raise ScoringError("bad_request", field=name)
        for name in ("honba", "riichi_sticks"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ScoringError("bad_request", field=name)
        object.__setattr__(self, "seat_kind", HONOR_START + WIND_LETTERS.index(self.seat_wind))
        object.__setattr__(self, "round_kind", HONOR_START + WIND_LETTERS.index(self.round_wind))

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
    rules.scoring.errors.ScoringError: ippatsu cannot go with no_riichi.
    """
    opened = not hand.is_closed
    has_kan = any(meld.is_kan for meld in hand.melds)
    checks = (
        (s.riichi and opened, "riichi", "open_melds"),
        (s.double_riichi and opened, "double_riichi", "open_melds"),
        (s.ippatsu and not s.in_riichi, "ippatsu", "no_riichi"),
        (s.ippatsu and s.rinshan, "ippatsu", "rinshan"),
        (s.rinshan and not has_kan, "rinshan", "no_kan"),
        (s.rinshan and not s.tsumo, "rinshan", "ron"),
        (s.haitei and not s.tsumo, "haitei", "ron"),
        (s.haitei and s.rinshan, "haitei", "rinshan"),
        (s.houtei and s.tsumo, "houtei", "tsumo"),
        (s.chankan and s.tsumo, "chankan", "tsumo"),
        (s.chankan and s.houtei, "chankan", "houtei"),
        (s.tenhou and not s.dealer, "tenhou", "non_dealer"),
        (s.tenhou and not s.tsumo, "tenhou", "ron"),
        (s.chiihou and s.dealer, "chiihou", "dealer"),
        (s.chiihou and not s.tsumo, "chiihou", "ron"),
        (s.renhou and s.dealer, "renhou", "dealer"),
        (s.renhou and s.tsumo, "renhou", "tsumo"),
        (len(s.dora_indicators) > MAX_INDICATORS, "dora_indicators", "more_than_5"),
        (len(s.ura_indicators) > len(s.dora_indicators), "ura_indicators", "dora_indicators"),
    )
    for failed, flag, other in checks:
        if failed:
            raise _conflict(flag, other)
    first_turn = [name for name in ("tenhou", "chiihou", "renhou") if getattr(s, name)]
    if first_turn:
        if hand.melds:
            raise _conflict(first_turn[0], "melds")
        for other in (
            "chiihou",
            "renhou",
            "riichi",
            "double_riichi",
            "ippatsu",
            "haitei",
            "houtei",
            "chankan",
        ):
            if other != first_turn[0] and getattr(s, other):
                raise _conflict(first_turn[0], other)


def check_indicators(hand: Hand, s: Situation) -> None:
    """Raise `too_many_copies` where the indicators and the hand together hold a fifth copy."""
    counts = list(hand.all_counts)
    check_copies((), hand.all_tiles + s.dora_indicators + s.ura_indicators)
    for tile in s.dora_indicators + s.ura_indicators:
        counts[tile.kind] += 1
        if counts[tile.kind] > COPIES:
            raise ScoringError(
                "too_many_copies", tile=kind_mpsz(tile.kind), count=counts[tile.kind], limit=COPIES
            )
