"""Numbers read as each language writes them (12,000 / 12 000 / 12.000) and typed back in any of those forms."""

import pytest
from django import forms
from django.template import Context, Template
from django.utils import translation

from site_project.numbers import WholeNumberField, parse_number

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


@pytest.mark.parametrize(
    "typed", ["12000", "12,000", "12.000", "12 000", "12\u00a0000", "12\u202f000", "12'000", " 12000 "]
)
def test_every_language_form_of_a_number_is_read(typed):
    assert parse_number(typed) == 12000


@pytest.mark.parametrize("typed", ["−5", "-5", "– 5"])
def test_a_true_minus_sign_or_a_hyphen_is_read_as_minus(typed):
    assert parse_number(typed) == -5


@pytest.mark.parametrize("typed", ["", "12,00", "1.5", "douze", "1 2 3", "9" * 20])
def test_what_is_not_a_whole_number_is_refused(typed):
    with pytest.raises(ValueError, match="not a whole number"):
        parse_number(typed)


def test_the_form_field_reads_grouped_numbers_and_keeps_djangos_messages():
    class PointsForm(forms.Form):
        points = WholeNumberField(min_value=0, max_value=200_000)

    assert PointsForm({"points": "8.000"}).is_valid()
    with translation.override("fr"):
        form = PointsForm({"points": "8 0000 0"})
        assert not form.is_valid()
        assert form.errors["points"] == ["Saisissez un nombre entier."]
