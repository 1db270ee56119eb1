"""Error codes of the scoring contract and their English message templates.

The scorer never builds prose itself: it raises `ScoringError(code, **params)` and the caller renders
the message from a template of `ERROR_MESSAGES` (or a translated copy of it, passed by the Django side).
"""

from __future__ import annotations

from collections.abc import Mapping

ERROR_MESSAGES: dict[str, str] = {
    "bad_request": "The request field {field} is missing, unknown or invalid.",
    "bad_notation": "{field}: {text!r} is not valid tile notation.",
    "wrong_tile_count": "{field} has {count} tiles where {expected} are needed.",
    "too_many_copies": "There are {count} copies of {tile}; the set has only {limit}.",
    "win_tile_not_in_hand": "The winning tile {tile} is not in the hand.",
    "not_complete": "The hand is not a winning shape (without the winning tile: shanten {shanten}, "
    "waits {waits}).",
    "no_yaku": "The hand has no yaku.",
    "invalid_situation": "{flag} cannot go with {other}.",
    "unknown_ruleset": "There is no ruleset {name!r}; choose one of {choices}.",
    "bad_rule": "The rule {rule!r} is unknown or its value is of the wrong type.",
}


class ScoringError(ValueError):
    """A request the scorer cannot score, named by a stable contract code."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def message(self, messages: Mapping[str, object] | None = None) -> str:
        """The message in the language of `messages` (English templates by default).

        >>> ScoringError("no_yaku").message()
        'The hand has no yaku.'
        >>> ScoringError("no_yaku").message({"no_yaku": "La main n'a pas de yaku."})
        "La main n'a pas de yaku."
        """
        return render_message(self.code, self.params, messages)

    def __str__(self) -> str:
        return self.message()


def render_message(
    code: str, params: Mapping[str, object], messages: Mapping[str, object] | None = None
) -> str:
    """Fill the template of `code`, falling back to English when a translated template is unusable.

    >>> render_message("win_tile_not_in_hand", {"tile": "5s"})
    'The winning tile 5s is not in the hand.'
    """
    for table in (messages, ERROR_MESSAGES):
        template = table.get(code) if isinstance(table, Mapping) else None
        if template is None:
            continue
        try:  # str() also resolves lazy translations (e.g. Django's gettext_lazy proxies)
            return str(template).format_map(params)
        except Exception:  # a broken translation must never break the answer: English instead
            continue
    return code
