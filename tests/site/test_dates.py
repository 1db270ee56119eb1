"""A date in a sentence reads as each language writes it: French says « 1er septembre », not « 1 septembre »
(the read-through of 2026-12-01 found « Du 1 septembre 2026 » on a season's standings)."""

import datetime

import pytest
from django.template import Context, Template
from django.utils import translation

from site_project.templatetags.dates import day


@pytest.mark.parametrize(
    ("language", "date", "expected"),
    [
        ("fr", datetime.date(2026, 9, 1), "1er septembre 2026"),
        ("fr", datetime.date(2026, 12, 5), "5 décembre 2026"),
        ("fr", datetime.date(2026, 12, 11), "11 décembre 2026"),
        ("en", datetime.date(2026, 9, 1), "Sept. 1, 2026"),
        ("es", datetime.date(2026, 9, 1), "1 de septiembre de 2026"),
    ],
)
def test_a_day_is_written_as_the_language_writes_it(language, date, expected):
    with translation.override(language):
        assert day(date) == expected


def test_the_filter_is_built_into_every_template():
    with translation.override("fr"):
        rendered = Template("Du {{ first|day }}").render(Context({"first": datetime.date(2026, 9, 1)}))
    assert rendered == "Du 1er septembre 2026"
