"""The calculator's reused UI phrases, keyed by the scorer's stable keys (pretalx style).

The phrases of the scorer's own keys (error codes, fu items, limits, payments, dora) live in
`rules.phrases` and are shared with the reference and the trainer; this module adds what only the
calculator and its API say. An unknown key falls back to the key itself.
"""

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext, ngettext, ngettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.phrases import error_sentences
from rules.scoring import Tile
from rules.templatetags.tiles import tile_name

FLAG_LABELS: dict[str, Promise] = {
    "tsumo": _("Self-draw (tsumo)"),
    "riichi": _("Riichi"),
    "double_riichi": _("Double riichi"),
    "ippatsu": _("Ippatsu"),
    "haitei": _("Last tile draw (haitei)"),
    "houtei": _("Last tile claim (houtei)"),
    "rinshan": _("After a kong (rinshan)"),
    "chankan": _("Robbing a kong (chankan)"),
    "tenhou": _("Blessing of heaven (tenhou)"),
    "chiihou": _("Blessing of earth (chiihou)"),
    "renhou": _("Blessing of man (renhou)"),
}

WIND_NAMES: dict[str, Promise] = {
    "E": _("East"),
    "S": _("South"),
    "W": _("West"),
    "N": _("North"),
}

MELD_NAMES: dict[str, Promise] = {
    "chi": _("Chi"),
    "pon": _("Pon"),
    "kan": _("Open kong"),
    "shouminkan": _("Added kong"),
    "ankan": _("Concealed kong"),
}

# Where a click on the palette puts the tile.
TARGET_LABELS: dict[str, Promise] = {
    "hand": _("Hand"),
    "dora_indicators": _("Dora indicator"),
    "ura_indicators": _("Ura-dora indicator"),
    **MELD_NAMES,
}

RULESET_NAMES: dict[str, Promise] = {
    "ema": _("EMA 2016"),
    "wrc": _("WRC 2015"),
    "tenhou": _("Tenhou"),
    "mahjongsoul": _("Mahjong Soul"),
    "mleague": _("M-League"),
}

# Lines of a result and of the ruleset comparison, by the contract's field names.
SUMMARY_LABELS: dict[str, Promise] = {
    "error": _("Cannot be scored"),
    "han": _("Han"),
    "fu": _("Fu"),
    "limit": _("Limit"),
    "base_points": _("Base points"),
    "payment": _("Payment"),
    "total": _("Total received"),
}

# Sentences of the errors the HTTP layer adds to the scorer's codes (%-style, as the scorer's).
HTTP_ERROR_MESSAGES: dict[str, Promise] = {
    "too_large": _("The request body is larger than %(limit)s bytes."),
    "rate_limited": ngettext_lazy(
        "Too many requests; try again in %(seconds)d second.",
        "Too many requests; try again in %(seconds)d seconds.",
        "seconds",
    ),
    "method_not_allowed": _("This endpoint answers %(methods)s only."),
    "not_found": _("There is no API endpoint at %(path)s."),
    "uri_too_long": _("The address of this request is too long."),
    "unavailable": ngettext_lazy(
        "The service is briefly unavailable; try again in %(seconds)d second.",
        "The service is briefly unavailable; try again in %(seconds)d seconds.",
        "seconds",
    ),
    "server_error": _(
        "The server failed to answer this request; the fault is logged. Please try again later."
    ),
}


def error_messages() -> dict[str, Promise]:
    """Every error sentence, translated when rendered, for `score_request(..., messages=...)`."""
    return {**error_sentences(), **HTTP_ERROR_MESSAGES}


def phrase(table: Mapping[str, Promise], key: str) -> str:
    """The phrase for `key` in the active language, or the key itself when the table lacks it.

    >>> from django.utils import translation
    >>> with translation.override("en"):
    ...     phrase(WIND_NAMES, "E"), phrase(WIND_NAMES, "X")
    ('East', 'X')
    """
    found = table.get(key)
    return str(found) if found is not None else key


def chi_refusal(tile: Tile) -> str:
    """Why a tap in chi mode on `tile` makes no chi: an honour has no runs, and a chi is picked by its
    lowest tile, so an 8 or a 9 starts none (the run that ends on it starts two tiles lower)."""
    if tile.suit == "z":
        return gettext(
            "No chi with the %(tile)s: a chi is a run of three numbered tiles of one suit. "
            "Three honours of a kind make a pon."
        ) % {"tile": tile_name(tile)}
    lowest = Tile(tile.kind - 2)
    return gettext(
        "No chi starts at the %(tile)s: a chi is picked by its lowest tile, and a run stops at 9. "
        "For %(run)s, tap the %(lowest)s."
    ) % {
        "tile": tile_name(tile),
        "run": "\u2011".join(str(lowest.number + step) for step in range(3)),  # no line break inside
        "lowest": tile_name(lowest),
    }


def tile_count_guidance(tiles_to_add: int) -> str:
    """What to do with a hand of the wrong size, as a calculator says it: "Add 13 more tiles." (two or
    more missing; one missing is a hand one tile short, analysed instead) or "Take back 2 tiles."."""
    if tiles_to_add >= 2:
        return ngettext("Add %(count)s more tile.", "Add %(count)s more tiles.", tiles_to_add) % {
            "count": tiles_to_add
        }
    if tiles_to_add < 0:
        extra = -tiles_to_add
        return ngettext(
            "Take back %(count)s tile: a whole hand has 14, each meld counting as three.",
            "Take back %(count)s tiles: a whole hand has 14, each meld counting as three.",
            extra,
        ) % {"count": extra}
    return ""
