"""The calculator's reused UI phrases, keyed by the scorer's stable keys (pretalx style).

The phrases of the scorer's own keys (error codes, fu items, limits, payments, dora) live in
`rules.phrases` and are shared with the reference and the trainer; this module adds what only the
calculator and its API say. An unknown key falls back to the key itself.
"""

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from rules.phrases import error_templates

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
    "kan": _("Open kan"),
    "shouminkan": _("Added kan"),
    "ankan": _("Concealed kan"),
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
    "wrc": _("WRC"),
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

# Templates of the errors the HTTP layer adds to the scorer's codes (placeholders as the scorer's).
HTTP_ERROR_MESSAGES: dict[str, Promise] = {
    "too_large": _("The request body is larger than {limit} bytes."),
    "rate_limited": _("Too many requests; try again in {seconds} seconds."),
    "method_not_allowed": _("This endpoint answers {methods} only."),
    "not_found": _("There is no API endpoint at {path}."),
    "unavailable": _("The service is briefly unavailable; try again in {seconds} seconds."),
    "server_error": _(
        "The server failed to answer this request; the fault is logged. Please try again later."
    ),
}


def error_messages() -> dict[str, str]:
    """Every error template in the active language, for `score_request(..., messages=...)`."""
    return {**error_templates(), **{code: str(template) for code, template in HTTP_ERROR_MESSAGES.items()}}


def phrase(table: Mapping[str, Promise], key: str) -> str:
    """The phrase for `key` in the active language, or the key itself when the table lacks it.

    >>> from django.utils import translation
    >>> with translation.override("en"):
    ...     phrase(WIND_NAMES, "E"), phrase(WIND_NAMES, "X")
    ('East', 'X')
    """
    found = table.get(key)
    return str(found) if found is not None else key
