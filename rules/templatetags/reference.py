"""Filters of the reference pages (numbers: the built-in `points` filter of site_project)."""

from django import template

from rules.models import Yaku
from rules.phrases import WINDS, mid_sentence
from rules.yaku_search import kinds, search_text
from site_project.numbers import format_number

register = template.Library()

# The site's one number format, also importable from here (the `points` filter is built into every template).
points = register.filter("points", format_number)
# A limit or rule value inside a sentence: "a limit hand (haneman)", where a badge says "Haneman".
register.filter("mid_sentence", mid_sentence)


@register.filter
def wind(value: str) -> str:
    """A wind letter of the contract (E, S, W, N) as its name in the active language."""
    return str(WINDS.get(value, value))


@register.filter
def yaku_search_text(yaku: Yaku) -> str:
    """Every form of the yaku's name the search matches, for the page's filter-as-you-type script."""
    return search_text(yaku)


@register.filter
def yaku_kinds(yaku: Yaku) -> str:
    """The list filters that keep the yaku, space-separated (closed, open, yakuman, local)."""
    return " ".join(kinds(yaku))


@register.filter
def get_item(mapping: dict, key: str) -> object:
    """`mapping[key]`, or None: a dict looked up by a variable in a template."""
    return mapping.get(key)
