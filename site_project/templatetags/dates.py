"""The `day` filter, built into every template: a date as the page's language writes it in a sentence
("5 décembre 2026"), with the French ordinal for the first of the month ("1er septembre 2026"), which the
DATE_FORMAT of Django's French locale writes "1 septembre"."""

import datetime

from django import template
from django.utils.formats import date_format
from django.utils.translation import get_language

register = template.Library()


@register.filter
def day(value: datetime.date | None) -> str:
    """The date in the page's long format; an empty string for a missing date."""
    if value is None:
        return ""
    text = date_format(value, "DATE_FORMAT")
    if value.day == 1 and (get_language() or "").startswith("fr") and text.startswith("1 "):
        text = "1er" + text[1:]
    return text
