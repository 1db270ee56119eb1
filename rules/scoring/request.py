"""The stable door: `score_request(dict) -> dict`, exactly the JSON scoring contract, never raising."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .errors import ScoringError, render_message
from .hand import Hand, Meld, parse_field
from .rulesets import DEFAULT_RULESET, Ruleset, get_ruleset
from .score import score_hand, score_nagashi
from .situation import FLAGS, Situation
from .tiles import Tile

_BOOL_FIELDS = (*FLAGS, "pao", "nagashi_mangan", "chankan_ankan")
_FIELDS = frozenset(
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
_MELD_FIELDS = {"kind": None, "tiles": None}.keys()


# The longest tile string a real field can need: 14 tiles take 28 characters in compact notation, a
# space between every two tiles 41. Anything longer is refused before it is read. Lists (melds,
# indicators) may hold more items than the rules allow, for the precise error the scorer then gives
# (wrong_tile_count, invalid_situation), but never more than a hand has tiles.
MAX_TILE_TEXT = 64
MAX_LIST_ITEMS = 14


def _tile_text(value: object, name: str) -> str:
    """A tile field's text, refused (`bad_request`) before any parsing when it is not a string or too long."""
    if not isinstance(value, str) or len(value) > MAX_TILE_TEXT:
        raise ScoringError("bad_request", field=name)
    return value


def _indicators(value: object, name: str) -> tuple[Tile, ...]:
    """Indicators written as one notation string or as a list of them (kan dora are extra indicators)."""
    if isinstance(value, list):
        if len(value) > MAX_LIST_ITEMS:
            raise ScoringError("bad_request", field=name)
        return tuple(tile for item in value for tile in parse_field(_tile_text(item, name), name))
    return parse_field(_tile_text(value, name), name)


def _plain(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    """The tiles with every red five read as a plain five."""
    return tuple(Tile(tile.kind) if tile.red else tile for tile in tiles)


def _as_written(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    return tiles


def _melds(value: object, plain: Callable[[tuple[Tile, ...]], tuple[Tile, ...]]) -> tuple[Meld, ...]:
    """The `melds` field: a list of {"kind": ..., "tiles": ...} objects."""
    if not isinstance(value, list) or len(value) > MAX_LIST_ITEMS:
        raise ScoringError("bad_request", field="melds")
    melds = []
    for index, item in enumerate(value):
        if not isinstance(item, dict) or item.keys() != _MELD_FIELDS or not isinstance(item["kind"], str):
            raise ScoringError("bad_request", field=f"melds[{index}]")
        name = f"melds[{index}].tiles"
        melds.append(Meld(item["kind"], plain(parse_field(_tile_text(item["tiles"], name), name))))
    return tuple(melds)


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
    flags = {key: get(key, False) for key in _BOOL_FIELDS}
    for key, value in flags.items():
        if value is not True and value is not False:
            raise ScoringError("bad_request", field=key)
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
    plain = _plain if not ruleset.aka_dora else _as_written
    tiles = plain(parse_field(hand_text, "hand"))
    wins = plain(parse_field(win_text, "win_tile"))
    melds = _melds(get("melds", []), plain)
    situation = Situation(
        **flags,
        seat_wind=seat_wind,
        round_wind=round_wind,
        dora_indicators=plain(_indicators(get("dora_indicators", ""), "dora_indicators")),
        ura_indicators=plain(_indicators(get("ura_indicators", ""), "ura_indicators")),
        honba=honba,
        riichi_sticks=sticks,
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
