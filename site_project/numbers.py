"""Numbers as players of each language write them: one place that formats them and one that reads them.

Formatting follows Django's localization (USE_THOUSAND_SEPARATOR and site_project/formats/): 12,000 in
English, 12 000 in French, 12.000 in Spanish. Reading accepts every one of those forms whatever the
page's language, because a player types what they are used to: "8 000", "8.000", "8,000", "8'000",
"8000", and a minus written with a hyphen or a true minus sign (−5).
"""

import re

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils.formats import number_format

# A separator between digits that is followed by exactly three digits: a thousands separator.
_GROUP_SEPARATOR = re.compile(r"(?<=\d)[\s.,'\u00a0\u202f\u2009](?=\d{3}(?!\d))")
_MINUS = re.compile(r"^[\u2212\u2013-]\s*")
_LONGEST_NUMBER = 12  # digits; no score is longer, and Python refuses to parse past 4300 digits


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
    '-2,500'
    """
    if value is None:
        return ""
    return number_format(value, force_grouping=True)


def normalize_number(text: str) -> str:
    """The digits of a typed whole number, separators removed and any minus sign made a hyphen, so
    int() can read it; text that is not a grouped number comes back stripped but otherwise unchanged.

    >>> [normalize_number(t) for t in ["12 000", "12\\u202f000", "12.000", "12,000", "−5", " 800 "]]
    ['12000', '12000', '12000', '12000', '-5', '800']
    >>> normalize_number("1.5")
    '1.5'
    """
    text = text.strip()
    text = _MINUS.sub("-", text)
    return _GROUP_SEPARATOR.sub("", text)


def parse_number(text: str) -> int:
    """A whole number typed in any language's form; ValueError when the text is not one.

    >>> parse_number("−1.300")
    -1300
    """
    digits = normalize_number(text)
    if len(digits.lstrip("-")) > _LONGEST_NUMBER or not re.fullmatch(r"-?\d+", digits):
        raise ValueError(f"not a whole number: {text!r}")
    return int(digits)


class WholeNumberField(forms.IntegerField):
    """An integer typed as text in any language's form (see normalize_number), bounds checked, with
    Django's translated messages; a numeric keyboard on phones, no browser spinner."""

    widget = forms.TextInput

    def __init__(self, *, min_value: int, max_value: int, **kwargs) -> None:
        super().__init__(min_value=min_value, max_value=max_value, **kwargs)

    def to_python(self, value):
        if isinstance(value, str):
            value = normalize_number(value)
            if len(value.lstrip("-")) > _LONGEST_NUMBER and value.lstrip("-").isdigit():
                if value.startswith("-"):
                    params = {"limit_value": self.min_value}
                    raise ValidationError(MinValueValidator.message, code="min_value", params=params)
                params = {"limit_value": self.max_value}
                raise ValidationError(MaxValueValidator.message, code="max_value", params=params)
        return super().to_python(value)

    def widget_attrs(self, widget):
        attrs = super().widget_attrs(widget)
        for html_only in ("min", "max", "step"):
            attrs.pop(html_only, None)
        return {**attrs, "inputmode": "numeric", "autocomplete": "off", "size": 8}
