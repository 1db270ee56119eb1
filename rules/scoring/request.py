"""The stable door: `score_request(dict) -> dict`, exactly the JSON scoring contract, never raising."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from .errors import ScoringError, render_message, tile_params
from .hand import Hand, Meld, parse_field
from .rulesets import DEFAULT_RULESET, Ruleset, get_ruleset
from .score import score_hand, score_nagashi
from .situation import FLAGS, Situation
from .tiles import SHORT_FIELDS, Tile

_BOOL_FIELDS: Final = (*FLAGS, "pao", "nagashi_mangan", "chankan_ankan")
_NO_RULES: Final[dict[str, object]] = {}  # read only: the house rules of a request that has none
_FIELDS: Final = frozenset(
    (
        "hand",
        "win_tile",
        "melds",
        *_BOOL_FIELDS,
        "seat_wind",
        "round_wind",
        "dora_indicators",
        "ura_indicators",
        "honba",
        "riichi_sticks",
        "ruleset",
        "rules",
    )
)
_MELD_FIELDS: Final = {"kind": None, "tiles": None}.keys()


# The longest tile string a real field can need: 14 tiles take 28 characters in compact notation, a
# space between every two tiles 41. Anything longer is refused before it is read. Lists (melds,
# indicators) may hold more items than the rules allow, for the precise error the scorer then gives
# (wrong_tile_count, invalid_situation), but never more than a hand has tiles.
MAX_TILE_TEXT: Final = 64
MAX_COUNTER: Final = 1000  # honba and riichi sticks
MAX_LIST_ITEMS: Final = 14


def _too_many(name: str, count: int) -> ScoringError:
    return ScoringError("bad_request", field=name, problem="too_many", count=count, limit=MAX_LIST_ITEMS)


def _tile_text(value: object, name: str) -> str:
    """A tile field's text, refused (`bad_request`) before any parsing when it is not a string or too long."""
    if not isinstance(value, str):
        raise ScoringError("bad_request", field=name)
    if len(value) > MAX_TILE_TEXT:
        raise ScoringError(
            "bad_request", field=name, problem="too_long", length=len(value), limit=MAX_TILE_TEXT
        )
    return value


def _indicators(value: object, name: str, red_fives: bool) -> tuple[Tile, ...]:
    """Indicators written as one notation string or as a list of them (kan dora are extra indicators)."""
    if isinstance(value, list):
        if len(value) > MAX_LIST_ITEMS:
            raise _too_many(name, len(value))
        return tuple(tile for item in value for tile in parse_field(_tile_text(item, name), name, red_fives))
    return parse_field(_tile_text(value, name), name, red_fives)


# Melds read from their (kind, text): the same few hundred melds come back in request after request,
# so each is validated and built once. Bounded: cleared when full, so odd texts cannot grow it.
_MELD_MEMO: Final[dict[tuple[str, str, bool], Meld]] = {}
MELD_MEMO_SIZE: Final = 4096


def _melds(value: object, red_fives: bool) -> tuple[Meld, ...]:
    """The `melds` field: a list of {"kind": ..., "tiles": ...} objects."""
    if not isinstance(value, list):
        raise ScoringError("bad_request", field="melds")
    if len(value) > MAX_LIST_ITEMS:
        raise _too_many("melds", len(value))
    if not value:
        return ()
    melds = []
    for index, item in enumerate(value):
        if not isinstance(item, dict) or item.keys() != _MELD_FIELDS or not isinstance(item["kind"], str):
            raise ScoringError("bad_request", field=f"melds[{index}]")
        kind, text = item["kind"], item["tiles"]
        key = (kind, text, red_fives) if isinstance(text, str) else None
        meld = _MELD_MEMO.get(key) if key else None  # type: ignore[arg-type]
        if meld is None:
            name = f"melds[{index}].tiles"
            meld = Meld(kind, parse_field(_tile_text(text, name), name, red_fives))
            if len(_MELD_MEMO) >= MELD_MEMO_SIZE:
                _MELD_MEMO.clear()
            _MELD_MEMO[key] = meld  # type: ignore[index]
        melds.append(meld)
    return tuple(melds)


def _flag(request: dict[str, object], key: str) -> bool:
    """A boolean field, False when absent; `bad_request` naming it when it is not a bool."""
    value = request.get(key, False)
    if isinstance(value, bool):
        return value
    raise ScoringError("bad_request", field=key)


def _word(request: dict[str, object], key: str, default: str) -> str:
    """A text field (a wind, the ruleset), its default when absent; `bad_request` when not a string."""
    value = request.get(key, default)
    if isinstance(value, str):
        return value
    raise ScoringError("bad_request", field=key)


def _counter(request: dict[str, object], key: str) -> int:
    """Honba or riichi sticks: an int from 0 to 1000, 0 when absent; `bad_request` otherwise (saying
    the range where the number is out of it)."""
    value = request.get(key, 0)
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value <= MAX_COUNTER:
            return value
        raise ScoringError(
            "bad_request", field=key, problem="out_of_range", value=value, min=0, max=MAX_COUNTER
        )
    raise ScoringError("bad_request", field=key)


def parse_request(request: object) -> tuple[Hand | None, Situation, Ruleset]:
    """Validate a contract request into typed objects: (hand, situation, ruleset).

    Every field is checked for its type and size before any tile is read, so an absurd request (a
    megabyte of tiles, a million indicators) costs no more than a real one. The hand is None for a
    nagashi mangan request, which scores no tiles. Raises `ScoringError`.

    >>> hand, situation, ruleset = parse_request({"hand": "123456789m11222z", "win_tile": "2z"})
    >>> hand.win_tile, situation.seat_wind, ruleset.name
    (Tile.from_mpsz('2z'), 'E', 'ema')
    """
    if not isinstance(request, dict):
        raise ScoringError("bad_request", field="request")
    if not _FIELDS.issuperset(request):
        unknown = next(key for key in request if key not in _FIELDS)
        raise ScoringError("bad_request", field=unknown, problem="unknown_field")
    get = request.get
    hand_text = _tile_text(get("hand"), "hand")
    win_text = _tile_text(get("win_tile"), "win_tile")
    # Each field read by name, in the order of Situation's fields (a test checks that every flag lands
    # on its own field): one typed call each, where a loop over the names would box every value.
    tsumo = _flag(request, "tsumo")
    riichi = _flag(request, "riichi")
    double_riichi = _flag(request, "double_riichi")
    ippatsu = _flag(request, "ippatsu")
    haitei = _flag(request, "haitei")
    houtei = _flag(request, "houtei")
    rinshan = _flag(request, "rinshan")
    chankan = _flag(request, "chankan")
    tenhou = _flag(request, "tenhou")
    chiihou = _flag(request, "chiihou")
    renhou = _flag(request, "renhou")
    pao = _flag(request, "pao")
    nagashi_mangan = _flag(request, "nagashi_mangan")
    chankan_ankan = _flag(request, "chankan_ankan")
    seat_wind = _word(request, "seat_wind", "E")
    round_wind = _word(request, "round_wind", "E")
    name = _word(request, "ruleset", DEFAULT_RULESET)
    honba = _counter(request, "honba")
    sticks = _counter(request, "riichi_sticks")
    rules = get("rules", _NO_RULES)
    if not isinstance(rules, dict):  # null included: the contract has no null anywhere
        raise ScoringError("bad_request", field="rules")
    ruleset = get_ruleset(name, rules)
    # Where the ruleset has no red fives, 0m/0p/0s are plain fives (DESIGN.md), before any count.
    red_fives = ruleset.aka_dora
    short = SHORT_FIELDS[red_fives]
    tiles = parse_field(hand_text, "hand", red_fives)
    wins = short.get(win_text)
    if wins is None:
        wins = parse_field(win_text, "win_tile", red_fives)
    melds = _melds(get("melds", []), red_fives)
    dora_value, ura_value = get("dora_indicators", ""), get("ura_indicators", "")
    dora = short.get(dora_value) if type(dora_value) is str else None
    if dora is None:
        dora = _indicators(dora_value, "dora_indicators", red_fives)
    ura = short.get(ura_value) if type(ura_value) is str else None
    if ura is None:
        ura = _indicators(ura_value, "ura_indicators", red_fives)
    situation = Situation(
        tsumo,
        riichi,
        double_riichi,
        ippatsu,
        haitei,
        houtei,
        rinshan,
        chankan,
        tenhou,
        chiihou,
        renhou,
        seat_wind,
        round_wind,
        dora,
        ura,
        honba,
        sticks,
        pao,
        nagashi_mangan,
        chankan_ankan,
    )
    if len(wins) != 1:
        raise ScoringError("wrong_tile_count", field="win_tile", count=len(wins), expected=1)
    if situation.nagashi_mangan:
        return None, situation, ruleset
    return Hand(tiles, wins[0], melds), situation, ruleset


def score_request(
    request: object,
    messages: Mapping[str, object] | None = None,
    tile_names: Callable[[str], str] | None = None,
) -> dict[str, Any]:
    """Score a contract request; a hand that cannot be scored answers {"error": {"code", "message"}},
    plus "tiles" where the message names tiles: their notation, by parameter ({"tile": "5s"}).

    `messages` replaces the English sentences of `errors.SENTENCES` (e.g. gettext-translated ones), and
    `tile_names` writes the tiles of a sentence in words (a page's language) instead of notation.

    >>> melds = [{"kind": "pon", "tiles": "777z"}]
    >>> score_request({"hand": "234m567p23455s", "win_tile": "5s", "melds": melds,
    ...                "seat_wind": "S", "dora_indicators": "3m"})["payment"]
    {'ron': 2000}
    >>> score_request({"hand": "123m", "win_tile": "1m"})["error"]["code"]
    'wrong_tile_count'
    """
    try:
        hand, situation, ruleset = parse_request(request)
        if hand is None:
            return score_nagashi(situation, ruleset).to_dict()
        return score_hand(hand, situation, ruleset).to_dict()
    except ScoringError as error:
        found: dict[str, object] = {
            "code": error.code,
            "message": render_message(error.code, error.params, messages, tile_names),
        }
        tiles = tile_params(error.params)
        if tiles:
            found["tiles"] = tiles
        return {"error": found}
    except (RecursionError, MemoryError):  # pragma: no cover - absurd sizes only
        return {
            "error": {
                "code": "bad_request",
                "message": render_message("bad_request", {"field": "request"}, messages),
            }
        }
