"""Numbers as players of each language write them: one place that formats them and one that reads them.

Formatting follows Django's localization (USE_THOUSAND_SEPARATOR and site_project/formats/): 12,000 in
English, 12 000 in French, 12.000 in Spanish. Reading accepts every one of those forms whatever the
page's language, because a player types what they are used to: 45,000 (English), 45 000 (French, often
with a no-break space), 45.000 (Spanish) or 45000, and a negative number with a hyphen or a typographic
minus (−5). A score is whole points, so a separator is always a thousands separator: it must be followed
by exactly three digits, the same one throughout. That makes the reading the same in every language,
and "45,5" (a decimal, not points) is refused rather than misread.
"""

import re
from decimal import Decimal

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils.formats import number_format
from django.utils.translation import pgettext

MINUS_SIGNS = "-\u2212\u2012\u2013"
GROUP_SEPARATORS = ",. '\u00a0\u202f\u2009\u2019"
POINTS_PATTERN = re.compile(
    rf"^(?P<sign>[+{re.escape(MINUS_SIGNS)}]?)\s*(?P<digits>\d{{1,3}}(?:(?P<separator>[{re.escape(GROUP_SEPARATORS)}])\d{{3}}"
    rf"(?:(?P=separator)\d{{3}})*)?|\d+)$"
)
LONGEST_NUMBER = 15  # characters; no score is longer, and Python refuses to parse past 4300 digits


class PointsSyntaxError(ValueError):
    """The text is not a whole number in any way the site's languages write one."""


def format_number(value: int | None) -> str:
    """An integer grouped as the active language groups thousands; "" for None (an empty cell).

    >>> from django.utils import translation
    >>> with translation.override("fr"):
    ...     format_number(12000)
    '12\\u202f000'
    >>> with translation.override("es"):
    ...     format_number(1000)
    '1.000'
    >>> format_number(-2500)
    '\u22122,500'

    A negative number takes the true minus sign (U+2212), as signed scores and the calculator's script
    write it, so one page never shows two kinds of minus.
    """
    if value is None:
        return ""
    magnitude = abs(value)
    # Below a thousand no language groups anything: a table of 200 lines writes its counts without a
    # lookup of the language's formats for each.
    text = str(magnitude) if magnitude < 1000 else number_format(magnitude, force_grouping=True)
    return "\u2212" + text if value < 0 else text


def format_signed(value: int | Decimal | None) -> str:
    """A score with its sign, as a scoresheet writes it: +12.5 and −7.5 with a true minus sign (U+2212),
    decimals in the language's form (+12,5 in French and Spanish); 0 stays unsigned.

    >>> from decimal import Decimal
    >>> format_signed(Decimal("-7.5")), format_signed(15), format_signed(0)
    ('−7.5', '+15', '0')
    """
    if value is None:
        return ""
    text = number_format(abs(value), force_grouping=True)
    return ("+" if value > 0 else "\u2212" if value < 0 else "") + text


def format_percent(value: int) -> str:
    """A share in percent as the active language writes it: 40% in English, 40 % in French (a narrow
    no-break space, so the sign never wraps alone to the next line).

    >>> from django.utils import translation
    >>> with translation.override("fr"):
    ...     format_percent(40)
    '40\\u202f%'
    """
    return pgettext("percentage", "%(value)s%%") % {"value": format_number(value)}


def parse_points(text: str) -> int:
    """The whole number `text` writes, thousands separators and sign included, in any language's form.

    >>> [parse_points(text) for text in ("45,000", "45 000", "45.000", "45000", "-12,300", "−8 000")]
    [45000, 45000, 45000, 45000, -12300, -8000]
    >>> parse_points("45,5")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    PointsSyntaxError: 45,5
    """
    text = text.strip()
    match = POINTS_PATTERN.match(text) if len(text) <= LONGEST_NUMBER else None
    if match is None:
        raise PointsSyntaxError(text)
    value = int(re.sub(r"\D", "", match["digits"]))
    return -value if match["sign"] and match["sign"] != "+" else value


THOUSANDS_SHORTHAND = re.compile(
    rf"^(?P<sign>[+{re.escape(MINUS_SIGNS)}]?)\s*(?P<thousands>\d{{1,3}})[.,](?P<hundreds>\d)$"
)


def parse_table_points(text: str) -> int:
    """A final total as a scoresheet writes it: any form `parse_points` reads, or thousands with one
    decimal for the hundreds (45.2 or 45,2 for 45,200; −8,7 for −8,700), which no language could mean
    otherwise since a total is whole hundreds.

    >>> [parse_table_points(text) for text in ("45.2", "45,2", "−8,7", "52,300", "0.5")]
    [45200, 45200, -8700, 52300, 500]
    """
    match = THOUSANDS_SHORTHAND.match(text.strip())
    if match is None:
        return parse_points(text)
    value = int(match["thousands"]) * 1000 + int(match["hundreds"]) * 100
    return -value if match["sign"] and match["sign"] != "+" else value


class WholeNumberField(forms.IntegerField):
    """An integer typed as text in any language's form (parse_points), bounds checked, with Django's
    translated messages; a numeric keyboard on phones and no browser spinner."""

    widget = forms.TextInput

    def __init__(self, *, min_value: int, max_value: int, **kwargs) -> None:
        super().__init__(min_value=min_value, max_value=max_value, **kwargs)

    def to_python(self, value: object) -> int | None:
        if value in self.empty_values:
            return None
        text = str(value).strip()
        if len(text) > LONGEST_NUMBER and text.lstrip("".join(MINUS_SIGNS)).isdigit():
            # A long run of digits is a number out of range, not a typo: say which bound it passes.
            if text[0] in MINUS_SIGNS:
                params = {"limit_value": self.min_value}
                raise ValidationError(MinValueValidator.message, code="min_value", params=params)
            raise ValidationError(
                MaxValueValidator.message, code="max_value", params={"limit_value": self.max_value}
            )
        try:
            return parse_points(text)
        except PointsSyntaxError:
            raise ValidationError(self.error_messages["invalid"], code="invalid") from None

    def widget_attrs(self, widget):
        attrs = super().widget_attrs(widget)
        for html_only in ("min", "max", "step"):
            attrs.pop(html_only, None)
        return {**attrs, "inputmode": "numeric", "autocomplete": "off", "size": 8}
