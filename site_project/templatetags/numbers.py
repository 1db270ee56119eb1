"""Number filters built into every template (settings.TEMPLATES "builtins"): `points`, a number as the
page's language writes it (an empty string for a missing value), `signed`, a score with + or −, and `percent`, a share in percent."""

from django import template

from site_project.numbers import format_number, format_percent, format_signed

register = template.Library()
register.filter("points", format_number)
register.filter("signed", format_signed)
register.filter("percent", format_percent)
