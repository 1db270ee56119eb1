"""Small builders shared by the scorer's tests: a request in one call, and its yaku as a dict."""

from __future__ import annotations

from typing import Any

from rules.scoring import score_request


def melds(*pairs: str) -> list[dict[str, str]]:
    """Melds from 'kind:tiles' strings: melds('pon:777z', 'chi:123m')."""
    return [{"kind": kind, "tiles": tiles} for kind, tiles in (pair.split(":") for pair in pairs)]


def score(hand: str, win: str, *called: str, **fields: Any) -> dict[str, Any]:
    """The response for a hand, its winning tile, 'kind:tiles' melds and any other request fields."""
    request: dict[str, Any] = {"hand": hand, "win_tile": win, **fields}
    if called:
        request["melds"] = melds(*called)
    return score_request(request)


def yaku(response: dict[str, Any]) -> dict[str, int]:
    """The yaku of a response as {key: han}; an error response fails loudly."""
    assert "error" not in response, response
    return {entry["key"]: entry["han"] for entry in response["yaku"]}


def error(response: dict[str, Any]) -> str | None:
    """The error code of a response, or None."""
    return response.get("error", {}).get("code")


def fu_keys(response: dict[str, Any]) -> list[str]:
    """The fu item keys of a response, in order."""
    assert "error" not in response, response
    return [item["key"] for item in response["fu_items"]]
