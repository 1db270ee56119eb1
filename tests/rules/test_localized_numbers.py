"""The reference pages show points as each language writes them, and keep them plain for scripts."""

import pytest
from django.test import Client

GROUPED = {"en": "12,000", "fr": "12\u202f000", "es": "12.000"}


@pytest.mark.django_db
@pytest.mark.parametrize(("language", "expected"), GROUPED.items())
def test_the_scoring_table_shows_grouped_points(client: Client, language, expected):
    html = client.get(f"/{language}/scoring-table/").content.decode()
    assert f">{expected}<" in html
    assert 'data-value="12000"' in html
