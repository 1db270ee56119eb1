"""Filters of the reference pages: points written the way each language writes them."""

from django import template
from django.utils.formats import number_format

from rules.phrases import WINDS

register = template.Library()


@register.filter
def points(value: int | None) -> str:
    """Points with the thousands separator of the active language (8,000 / 8 000 / 8.000)."""
    if value is None:
        return ""
    return number_format(value, force_grouping=True)


@register.filter
def wind(value: str) -> str:
    """A wind letter of the contract (E, S, W, N) as its name in the active language."""
    return str(WINDS.get(value, value))
