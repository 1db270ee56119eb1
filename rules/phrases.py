"""Translated phrases for the scorer's stable keys: error codes, fu items, limits, waits, payments.

The scorer speaks in keys; every page, form and API response that shows one to a person looks it up
here, so a key is translated once (pretalx's phrases.py pattern). Grading and storage keep the keys.
"""

from collections.abc import Mapping

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

# Message templates per error code, with the scorer's {placeholders} kept verbatim.
ERROR_TEMPLATES = {
    "bad_request": _("The request field {field} is missing, unknown or invalid."),
    "bad_notation": _("{field}: {text!r} is not valid tile notation."),
    "wrong_tile_count": _("{field} has {count} tiles where {expected} are needed."),
    "too_many_copies": _("There are {count} copies of {tile}; the set has only {limit}."),
    "win_tile_not_in_hand": _("The winning tile {tile} is not in the hand."),
    "not_complete": _(
        "The hand is not a winning shape (without the winning tile: shanten {shanten}, waits {waits})."
    ),
    "no_yaku": _("The hand has no yaku."),
    "invalid_situation": _("{flag} cannot go with {other}."),
    "unknown_ruleset": _("There is no ruleset {name!r}; choose one of {choices}."),
    "bad_rule": _("The rule {rule!r} is unknown or its value is of the wrong type."),
}

FU_ITEMS = {
    "base": _("Base"),
    "chiitoitsu": _("Seven pairs (flat 25)"),
    "closed_ron": _("Closed hand won on a discard"),
    "tsumo": _("Self-draw"),
    "open_pinfu": _("Open all-chow hand won on a discard (raised to 30)"),
    "pair_dragon": _("Pair of dragons"),
    "pair_seat_wind": _("Pair of the seat wind"),
    "pair_round_wind": _("Pair of the round wind"),
    "wait_kanchan": _("Closed wait"),
    "wait_penchan": _("Edge wait"),
    "wait_tanki": _("Pair wait"),
    "open_pon_simple": _("Exposed pung of simples"),
    "open_pon_terminal": _("Exposed pung of terminals or honours"),
    "closed_pon_simple": _("Concealed pung of simples"),
    "closed_pon_terminal": _("Concealed pung of terminals or honours"),
    "open_kan_simple": _("Exposed kong of simples"),
    "open_kan_terminal": _("Exposed kong of terminals or honours"),
    "closed_kan_simple": _("Concealed kong of simples"),
    "closed_kan_terminal": _("Concealed kong of terminals or honours"),
}

LIMITS = {
    "mangan": pgettext_lazy("limit", "Mangan"),
    "haneman": pgettext_lazy("limit", "Haneman"),
    "baiman": pgettext_lazy("limit", "Baiman"),
    "sanbaiman": pgettext_lazy("limit", "Sanbaiman"),
    "yakuman": pgettext_lazy("limit", "Yakuman"),
}

WAITS = {
    "ryanmen": _("Two-sided wait (ryanmen)"),
    "kanchan": _("Closed wait (kanchan)"),
    "penchan": _("Edge wait (penchan)"),
    "shanpon": _("Double pair wait (shanpon)"),
    "tanki": _("Pair wait (tanki)"),
}

PAYMENTS = {
    "ron": _("Paid by the discarder"),
    "tsumo_nondealer": _("Paid by each non-dealer"),
    "tsumo_dealer": _("Paid by the dealer"),
    "tsumo_all": _("Paid by each player"),
    "liable": _("Paid by the liable player"),
    "discarder": _("Paid by the discarder"),
}

DORA = {
    "dora": _("Dora"),
    "ura_dora": _("Ura dora"),
    "aka_dora": _("Red fives"),
}


def error_templates() -> Mapping[str, str]:
    """The error templates in the active language, ready for `score_request(..., messages=...)`."""
    return {code: str(template) for code, template in ERROR_TEMPLATES.items()}
