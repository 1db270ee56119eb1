"""The two tools of "How to play", one implementation for the page's form and the JSON API: "can I ron
this tile?" and the exhaustive-draw payments. Each takes a request dict (JSON-ready), checks it at the
door, asks the play engine once and answers a JSON-ready dict; a request the engine cannot answer raises
`ToolError` with a stable code, turned into a sentence of the page's language by `rules.play_phrases`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.models import Ruleset
from rules.play import (
    SEATS,
    Draw,
    PlayerHand,
    PlayError,
    PlayRules,
    WinContext,
    may_ron,
    melds_of,
    play_rules,
    settle,
    tiles_of,
)
from rules.play_phrases import RON_VERDICTS, furiten_text, play_error
from rules.scoring import MELD_KINDS, ScoringError, Tile

MAX_TEXT = 64  # a tile string longer than this is no hand (the scoring contract's own bound)
MAX_COUNT = 99
WINDS = ("E", "S", "W", "N")
RON_FIELDS = {
    "hand": str,
    "melds": list,
    "discards": str,
    "riichi": bool,
    "passed": str,
    "passed_in_riichi": str,
    "tile": str,
    "seat_wind": str,
    "round_wind": str,
    "ruleset": str,
    "rules": dict,
}
DRAW_FIELDS = {
    "dealer": int,
    "tenpai": list,
    "riichi": list,
    "nagashi": list,
    "honba": int,
    "sticks": int,
    "ruleset": str,
    "rules": dict,
}


class ToolError(ValueError):
    """A request a tool refuses: `code` (a key of rules.play_phrases.PLAY_ERRORS) and its `params`."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self) -> str:
        """The sentence in the active language."""
        return play_error(self.code, self.params)

    def as_dict(self) -> dict[str, Any]:
        """The API's error object."""
        return {"error": {"code": self.code, "message": self.message()}}


def _checked(request: object, types: Mapping[str, type], required: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(request, dict):
        raise ToolError("bad_request", field="request")
    for key, value in request.items():
        kind = types.get(key)
        wrong = kind is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool))
        if wrong or (isinstance(value, str) and len(value) > MAX_TEXT):
            raise ToolError("bad_request", field=key)
        if isinstance(value, list) and len(value) > 14:
            raise ToolError("bad_request", field=key)
    for key in required:
        if key not in request:
            raise ToolError("bad_request", field=key)
    return request


def rules_for(request: Mapping[str, Any]) -> PlayRules:
    """The rules of the request's `ruleset`: a named one, or a club's house rules (a Ruleset row: its base
    and overrides), with the request's own `rules` on top."""
    key = request.get("ruleset") or default_ruleset_key()
    own = request.get("rules") or {}
    row = Ruleset.objects.filter(key=key).first()
    base, overrides = (row.base, {**row.overrides, **own}) if row else (key, own)
    try:
        return play_rules(base, overrides)
    except ScoringError as error:
        if error.code == "unknown_ruleset":
            raise ToolError("unknown_ruleset", name=key) from None
        raise ToolError("bad_rule", rule=error.params.get("rule", "rules")) from None


def default_ruleset_key() -> str:
    """The site's default ruleset (a club may have made its house rules the default)."""
    from django.conf import settings

    row = Ruleset.objects.filter(is_default=True).first()
    return row.key if row else settings.DEFAULT_RULESET


def _tiles(text: str) -> tuple[Tile, ...]:
    try:
        return tiles_of(text.replace(" ", ""))
    except PlayError:
        raise ToolError("bad_notation", text=text) from None


def _melds(items: list[object]) -> list[tuple[str, str]]:
    out = []
    for item in items:
        if not isinstance(item, dict) or set(item) != {"kind", "tiles"} or item["kind"] not in MELD_KINDS:
            raise ToolError("bad_meld")
        if not isinstance(item["tiles"], str):
            raise ToolError("bad_meld")
        _tiles(item["tiles"])
        out.append((item["kind"], item["tiles"].replace(" ", "")))
    return out


def can_ron(request: object) -> dict[str, Any]:
    """May this player win on this discard? The verdict, its reason key, the furiten kinds, the waits,
    and the scorer's total when allowed. (It reads rulesets from the database, the club's house rules
    included, so its examples are tests: tests/calculator/test_api_play.py.)
    """
    data = _checked(request, RON_FIELDS, ("hand", "tile"))
    for wind in ("seat_wind", "round_wind"):
        if data.get(wind, "E") not in WINDS:
            raise ToolError("bad_request", field=wind)
    if data.get("passed_in_riichi") and not data.get("riichi"):
        raise ToolError("passed_in_riichi_without_riichi")
    tile = _tiles(data["tile"])
    if len(tile) != 1:
        raise ToolError("one_tile")
    rules = rules_for(data)
    hand_tiles = _tiles(data["hand"])
    for field in ("discards", "passed", "passed_in_riichi"):
        _tiles(data.get(field, ""))
    try:
        melds = melds_of(_melds(data.get("melds", [])))
        hand = PlayerHand(
            hand_tiles,
            melds,
            tiles_of(data.get("discards", "").replace(" ", "")),
            data.get("riichi", False),
            tiles_of(data.get("passed", "").replace(" ", "")),
            tiles_of(data.get("passed_in_riichi", "").replace(" ", "")),
        )
        if hand.size != 13:
            raise ToolError("wrong_tile_count")
        if hand.held_counts[tile[0].kind] >= 4:
            raise ToolError("too_many_copies")
        context = WinContext(seat_wind=data.get("seat_wind", "E"), round_wind=data.get("round_wind", "E"))
        verdict = may_ron(hand, tile[0], rules, context)
    except PlayError as error:
        known = ("wrong_tile_count", "too_many_copies", "riichi_on_open_hand", "bad_meld")
        raise ToolError(error.rule if error.rule in known else "impossible_situation") from None
    message = str(RON_VERDICTS[verdict.reason])
    if verdict.furiten:
        message = f"{message} {furiten_text(verdict.furiten).capitalize()}."
    return {
        "allowed": verdict.allowed,
        "reason": verdict.reason,
        "furiten": list(verdict.furiten),
        "waits": hand.waits_mpsz(),
        "total": verdict.score["total"] if verdict.score else None,
        "message": message,
        "ruleset": data.get("ruleset") or default_ruleset_key(),
    }


def _seats(value: object, field: str) -> tuple[int, ...]:
    if not isinstance(value, list) or any(type(s) is not int or not 0 <= s < SEATS for s in value):
        raise ToolError("bad_seat")
    if len(set(value)) != len(value):
        raise ToolError("bad_seat")
    return tuple(sorted(value))


def draw_payments(request: object) -> dict[str, Any]:
    """What an exhaustive draw pays: each seat's points change (noten payments, riichi sticks, nagashi
    mangan), whether the dealer keeps the seat, the next dealer, honba and sticks on the table.
    (Examples: tests/calculator/test_api_play.py.)
    """
    data = _checked(request, DRAW_FIELDS, ("dealer",))
    dealer = data["dealer"]
    if not 0 <= dealer < SEATS:
        raise ToolError("bad_seat")
    tenpai = _seats(data.get("tenpai", []), "tenpai")
    riichi = _seats(data.get("riichi", []), "riichi")
    nagashi = _seats(data.get("nagashi", []), "nagashi")
    honba, sticks = data.get("honba", 0), data.get("sticks", 0)
    if not (0 <= honba <= MAX_COUNT and 0 <= sticks <= MAX_COUNT):
        raise ToolError("bad_count")
    rules = rules_for(data)
    if nagashi and not rules.nagashi_mangan:
        raise ToolError("no_nagashi_mangan")
    if not set(riichi) <= set(tenpai):
        raise ToolError("riichi_not_tenpai")
    try:
        result = settle(
            Draw(tenpai=tenpai, nagashi=nagashi, riichi=riichi),
            dealer=dealer,
            honba=honba,
            sticks=sticks,
            rules=rules,
        )
    except PlayError:
        raise ToolError("impossible_situation") from None
    return {
        "deltas": list(result.deltas),
        "dealer_repeats": result.dealer_repeats,
        "next_dealer": dealer if result.dealer_repeats else (dealer + 1) % SEATS,
        "honba": result.honba,
        "sticks": result.sticks,
        "ruleset": data.get("ruleset") or default_ruleset_key(),
    }
