"""The stable door: `score_request(dict) -> dict`, exactly the JSON scoring contract, never raising."""

from __future__ import annotations

from collections.abc import Mapping
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


def _indicators(value: object, name: str) -> tuple[Tile, ...]:
    """Indicators written as one notation string or as a list of them (kan dora are extra indicators)."""
    if isinstance(value, list):
        if not all(isinstance(item, str) for item in value):
            raise ScoringError("bad_request", field=name)
        return tuple(tile for item in value for tile in parse_field(item, name))
    if not isinstance(value, str):
        raise ScoringError("bad_request", field=name)
    return parse_field(value, name)


def _plain(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    """The tiles with every red five read as a plain five."""
    return tuple(Tile(tile.kind) if tile.red else tile for tile in tiles)


def _as_written(tiles: tuple[Tile, ...]) -> tuple[Tile, ...]:
    return tiles


def _melds(value: object) -> tuple[Meld, ...]:
    """The `melds` field: a list of {"kind": ..., "tiles": ...} objects."""
    if not isinstance(value, list):
        raise ScoringError("bad_request", field="melds")
    melds = []
    for index, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"kind", "tiles"}:
            raise ScoringError("bad_request", field=f"melds[{index}]")
        kind, tiles = item["kind"], item["tiles"]
        if not isinstance(kind, str) or not isinstance(tiles, str):
            raise ScoringError("bad_request", field=f"melds[{index}]")
        melds.append(Meld(kind, parse_field(tiles, f"melds[{index}].tiles")))
    return tuple(melds)


def parse_request(request: object) -> tuple[Hand | None, Situation, Ruleset]:
    """Validate a contract request into typed objects: (hand, situation, ruleset).

    The hand is None for a nagashi mangan request, which scores no tiles. Raises `ScoringError`.

    >>> hand, situation, ruleset = parse_request({"hand": "123456789m11222z", "win_tile": "2z"})
    >>> hand.win_tile, situation.seat_wind, ruleset.name
    (Tile.from_mpsz('2z'), 'E', 'ema')
    """
    if not isinstance(request, dict):
        raise ScoringError("bad_request", field="request")
    for key in request:
        if key not in _FIELDS:
            raise ScoringError("bad_request", field=key)
    for key in ("hand", "win_tile"):
        if not isinstance(request.get(key), str):
            raise ScoringError("bad_request", field=key)
    for key in _BOOL_FIELDS:
        if not isinstance(request.get(key, False), bool):
            raise ScoringError("bad_request", field=key)
    for key in ("seat_wind", "round_wind", "ruleset"):
        if not isinstance(request.get(key, ""), str):
            raise ScoringError("bad_request", field=key)
    for key in ("honba", "riichi_sticks"):
        value = request.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
            raise ScoringError("bad_request", field=key)
    rules = request.get("rules", {})
    if not isinstance(rules, dict):
        raise ScoringError("bad_request", field="rules")
    ruleset = get_ruleset(request.get("ruleset", DEFAULT_RULESET), rules)
    # Where the ruleset has no red fives, 0m/0p/0s are plain fives (DESIGN.md), before any count.
    plain = _plain if not ruleset.aka_dora else _as_written
    tiles = plain(parse_field(request["hand"], "hand"))
    wins = plain(parse_field(request["win_tile"], "win_tile"))
    melds = tuple(Meld(meld.kind, plain(meld.tiles)) for meld in _melds(request.get("melds", [])))
    situation = Situation(
        **{key: request.get(key, False) for key in _BOOL_FIELDS},
        seat_wind=request.get("seat_wind", "E"),
        round_wind=request.get("round_wind", "E"),
        dora_indicators=plain(_indicators(request.get("dora_indicators", ""), "dora_indicators")),
        ura_indicators=plain(_indicators(request.get("ura_indicators", ""), "ura_indicators")),
        honba=request.get("honba", 0),
        riichi_sticks=request.get("riichi_sticks", 0),
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
