"""The score keeper's template filters: names of winds, limits and end reasons, a hand's summary, and
signed point changes."""

from __future__ import annotations

from decimal import Decimal

from django import template
from django.template.defaultfilters import floatformat
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from club.keeper.models import SeatVerdict, TableGame
from club.keeper.phrases import ABORTIVE_NAMES, END_REASONS, KIND_NAMES, LIMIT_NAMES, ROUND_NAMES
from club.keeper.table import PlayedHand
from site_project.numbers import format_number

register = template.Library()


@register.filter
def wind_name(letter: str) -> str:
    """ "E" -> East, in the page's language."""
    return str(ROUND_NAMES.get(letter, letter))


@register.filter
def end_reason(key: str) -> str:
    """Why the game ended, as a sentence."""
    return str(END_REASONS.get(key, key))


@register.filter
def signed(value: int | None) -> str:
    """A point change with its sign (+8,000, −3,900), or nothing for no change."""
    if not value:
        return ""
    return ("+" if value > 0 else "−") + format_number(abs(value))


@register.filter
def table_points(value: int) -> str:
    """A player's points, a minus sign (not a hyphen) below zero."""
    return ("−" if value < 0 else "") + format_number(abs(value))


@register.filter
def signed_score(value: Decimal | None) -> str:
    """A hanchan score with its sign and one decimal, as the page's language writes it (+23.0, −5,4)."""
    if value is None:
        return "—"
    sign = "+" if value > 0 else "−" if value < 0 else ""
    return sign + floatformat(abs(value), 1)


def _win_value(win: dict) -> str:
    if "limit" in win:
        return str(LIMIT_NAMES[win["limit"]])
    if "fu" in win:
        return _("%(han)s han %(fu)s fu") % {"han": win["han"], "fu": win["fu"]}
    return _("%(han)s han") % {"han": win["han"]}


@register.simple_tag
def hand_summary(hand: PlayedHand, names: tuple[str, ...]) -> str:
    """What happened in one hand, in a few words: who won how much, who was tenpai, which draw."""
    record = hand.record
    if hand.kind == "win":
        wins = ", ".join(f"{names[win['winner']]} ({_win_value(win)})" for win in record["wins"])
        if record["discarder"] is None:
            return _("Tsumo: %(wins)s") % {"wins": wins}
        return _("Ron: %(wins)s, on a discard by %(discarder)s") % {
            "wins": wins,
            "discarder": names[record["discarder"]],
        }
    if hand.kind == "draw":
        tenpai = ", ".join(names[seat] for seat in record["tenpai"])
        return (
            _("Exhaustive draw; tenpai: %(players)s") % {"players": tenpai}
            if tenpai
            else _("Exhaustive draw; nobody tenpai")
        )
    if hand.kind == "abortive":
        if record.get("kind") == "win":  # a triple ron the ruleset plays as an abortive draw
            return str(ABORTIVE_NAMES["sanchahou"])
        return str(ABORTIVE_NAMES.get(record.get("abortive", ""), KIND_NAMES["abortive"]))
    return _("Chombo by %(player)s") % {"player": names[record["offender"]]}


@register.simple_tag
def confirmation_state(game: TableGame) -> str:
    """Where a sent table stands: how many players confirmed, or that one disputed (from its prefetched
    verdicts, so the list of tables asks no query per table)."""
    verdicts = list(game.verdicts.all())
    if any(verdict.verdict == SeatVerdict.DISPUTED for verdict in verdicts):
        return _("disputed: an organiser settles it")
    confirmed = sum(verdict.verdict == SeatVerdict.CONFIRMED for verdict in verdicts)
    return ngettext("%(count)s of 4 players confirmed", "%(count)s of 4 players confirmed", confirmed) % {
        "count": format_number(confirmed)
    }
