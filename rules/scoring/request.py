"""The stable door: `score_request(dict) -> dict`, exactly the JSON scoring contract, never raising."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from .errors import ScoringError, render_message
from .hand import Hand, Meld, parse_field
from .rulesets import DEFAULT_RULESET, Ruleset, get_ruleset
from .score import score_hand, score_nagashi
from .situation import FLAGS, Situation
from .tiles import SHORT_FIELDS, Tile

# The boolean fields, in the order of Situation's fields: the flags, then (after the winds, indicators
# and counters) pao, nagashi mangan and the robbed concealed kan.
_BOOL_FIELDS: Final = (*FLAGS, "pao", "nagashi_mangan", "chankan_ankan")
_FLAG_COUNT: Final = len(FLAGS)
_FALSES: Final = (False,) * len(_BOOL_FIELDS)
_BOOL_TYPE: Final = frozenset({bool})
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
MAX_LIST_ITEMS: Final = 14


def _tile_text(value: object, name: str) -> str:
    """A tile field's text, refused (`bad_request`) before any parsing when it is not a string or too long."""
    if not isinstance(value, str) or len(value) > MAX_TILE_TEXT:
        raise ScoringError("bad_request", field=name)
    return value


def _indicators(value: object, name: str, red_fives: bool) -> tuple[Tile, ...]:
    """Indicators written as one notation string or as a list of them (kan dora are extra indicators)."""
    if isinstance(value, list):
        if len(value) > MAX_LIST_ITEMS:
            raise ScoringError("bad_request", field=name)
        return tuple(tile for item in value for tile in parse_field(_tile_text(item, name), name, red_fives))
    return parse_field(_tile_text(value, name), name, red_fives)


# Melds read from their (kind, text): the same few hundred melds come back in request after request,
# so each is validated and built once. Bounded: cleared when full, so odd texts cannot grow it.
_MELD_MEMO: Final[dict[tuple[str, str, bool], Meld]] = {}
MELD_MEMO_SIZE: Final = 4096


def _melds(value: object, red_fives: bool) -> tuple[Meld, ...]:
    """The `melds` field: a list of {"kind": ..., "tiles": ...} objects."""
    if not isinstance(value, list) or len(value) > MAX_LIST_ITEMS:
        raise ScoringError("bad_request", field="melds")
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


def _first_not_bool(keys: tuple[str, ...], values: tuple[object, ...]) -> str:
    """The first field whose value is not a bool: named only once the check of all of them has failed."""
    return next(key for key, value in zip(keys, values, strict=True) if type(value) is not bool)


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
        raise ScoringError("bad_request", field=next(key for key in request if key not in _FIELDS))
    get = request.get
    hand_text = _tile_text(get("hand"), "hand")
    win_text = _tile_text(get("win_tile"), "win_tile")
    # Every flag read and type-checked in C (map), the field named only when one is not a bool.
    flags = tuple(map(get, _BOOL_FIELDS, _FALSES))
    if not _BOOL_TYPE.issuperset(map(type, flags)):
        raise ScoringError("bad_request", field=_first_not_bool(_BOOL_FIELDS, flags))
    seat_wind, round_wind, name = (
        get("seat_wind", "E"),
        get("round_wind", "E"),
        get("ruleset", DEFAULT_RULESET),
    )
    for key, value in (("seat_wind", seat_wind), ("round_wind", round_wind), ("ruleset", name)):
        if not isinstance(value, str):
            raise ScoringError("bad_request", field=key)
    honba, sticks = get("honba", 0), get("riichi_sticks", 0)
    for key, value in (("honba", honba), ("riichi_sticks", sticks)):
        if type(value) is not int or not 0 <= value <= 1000:
            raise ScoringError("bad_request", field=key)
    rules = get("rules", {})
    if not isinstance(rules, dict):
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
    # Named one by one in _BOOL_FIELDS' order (a test checks each lands on its own field): a call with
    # unpacked arguments takes the slow generic path into the compiled class.
    tsumo, riichi, double_riichi, ippatsu, haitei, houtei, rinshan, chankan, tenhou, chiihou, renhou = flags[
        :_FLAG_COUNT
    ]
    pao, nagashi_mangan, chankan_ankan = flags[_FLAG_COUNT:]
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


def score_request(request: object, messages: Mapping[str, object] | None = None) -> dict[str, Any]:
    """Score a contract request; a hand that cannot be scored answers {"error": {"code", "message"}}.

    `messages` replaces the English sentences of `errors.SENTENCES` (e.g. gettext-translated ones).

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
        return {"error": {"code": error.code, "message": render_message(error.code, error.params, messages)}}
    except (RecursionError, MemoryError):  # pragma: no cover - absurd sizes only
        return {
            "error": {
                "code": "bad_request",
                "message": render_message("bad_request", {"field": "request"}, messages),
            }
        }
