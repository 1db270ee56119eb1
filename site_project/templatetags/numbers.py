"""The `points` filter, built into every template (settings.TEMPLATES "builtins"): a number as the
page's language writes it, and an empty string for a missing value."""

from django import template

from site_project.numbers import format_number

register = template.Library()
register.filter("points", format_number)
