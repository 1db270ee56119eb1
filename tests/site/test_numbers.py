"""Numbers read as each language writes them (12,000 / 12 000 / 12.000) and typed back in any of those forms
(the parser itself: test_point_input.py)."""

import pytest
from django import forms
from django.template import Context, Template
from django.utils import translation

from site_project.numbers import WholeNumberField

GROUPED = {"en": "12,000", "fr": "12\u202f000", "es": "12.000"}


@pytest.mark.parametrize(("language", "expected"), GROUPED.items())
def test_a_plain_number_in_any_template_is_grouped_as_the_language_groups_it(language, expected):
    with translation.override(language):
        assert Template("{{ n }}|{{ n|points }}").render(Context({"n": 12000})) == f"{expected}|{expected}"


def test_a_machine_read_attribute_stays_plain():
    with translation.override("fr"):
        assert (
            Template('data-value="{{ n|unlocalize }}"').render(Context({"n": 12000})) == 'data-value="12000"'
        )


def test_spanish_groups_four_digit_numbers_too_as_spanish_rule_books_do():
    with translation.override("es"):
        assert Template("{{ n }}").render(Context({"n": 8000})) == "8.000"


def test_the_form_field_reads_grouped_numbers_and_keeps_djangos_messages():
    class PointsForm(forms.Form):
        points = WholeNumberField(min_value=0, max_value=200_000)

    for typed in ("8.000", "8 000", "8\u202f000", "8,000", "8000"):
        form = PointsForm({"points": typed})
        assert form.is_valid()
        assert form.cleaned_data["points"] == 8000
    with translation.override("fr"):
        form = PointsForm({"points": "8 0000 0"})
        assert not form.is_valid()
        assert form.errors["points"] == ["Saisissez un nombre entier."]


@pytest.mark.parametrize(
    ("language", "expected"), {"en": "40%", "fr": "40\u202f%", "es": "40\u00a0%"}.items()
)
def test_a_percentage_keeps_its_sign_as_the_language_writes_it(language, expected):
    """French sets a narrow no-break space before %, so the sign never starts a line alone."""
    with translation.override(language):
        assert Template("{{ n|percent }}").render(Context({"n": 40})) == expected
