"""Filters of the reference pages (numbers: the built-in `points` filter of site_project)."""

from django import template

from rules.phrases import WINDS

register = template.Library()


@register.filter
def wind(value: str) -> str:
    """A wind letter of the contract (E, S, W, N) as its name in the active language."""
    return str(WINDS.get(value, value))
