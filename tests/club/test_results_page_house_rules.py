"""The results page offers the club's house rules (preselected when they are the default) with their own
uma, takes the riichi sticks left on the table, and says by how much a sheet is off."""

import re

import pytest

from rules.models import Ruleset

pytestmark = pytest.mark.django_db


def scores(html: str) -> list[str]:
    return re.findall(r'data-score="([^"]+)"', html)


def sheet(ruleset: str, *points: object, sticks: object = "") -> dict[str, object]:
    return {
        "ruleset": ruleset,
        "leftover_sticks": sticks,
        **{f"points_{seat}": value for seat, value in enumerate(points)},
    }


@pytest.fixture
def thursday():
    return Ruleset.objects.create(
        key="jeudi",
        base="ema",
        table_rules={"uma": [20, 10, -10, -20]},
        is_default=True,
        name_en="Thursday rules",
        name_fr="Règles du jeudi",
        short_en="EMA, bigger uma",
        description_en="Thursdays.",
    )


def test_the_clubs_default_house_rules_are_offered_and_preselected(client, thursday):
    html = client.get("/fr/results/").content.decode()
    assert '<option value="jeudi" selected>Règles du jeudi</option>' in html
    assert '<option value="mahjongsoul">' in html


def test_house_rules_score_with_their_own_uma(client, thursday):
    html = client.get("/en/results/", sheet("jeudi", 40000, 30000, 30000, 20000)).content.decode()
    assert scores(html) == ["30.0", "0.0", "0.0", "-30.0"]  # 10 + 20; the tied pair shares 10 and -10


def test_a_stick_left_on_the_table_goes_to_first_place_under_ema(client):
    html = client.get("/en/results/", sheet("ema", 52300, 33100, 24900, 8700, sticks=1)).content.decode()
    assert scores(html) == ["38.3", "8.1", "-10.1", "-36.3"]
    assert "The riichi stick left on the table went to first place." in html


def test_a_stick_left_on_the_table_is_lost_under_wrc(client):
    html = client.get("/es/results/", sheet("wrc", 52300, 33100, 24900, 8700, sticks=1)).content.decode()
    assert scores(html) == ["37.3", "8.1", "-10.1", "-36.3"]


def test_a_sheet_that_is_off_says_by_how_much_and_stays_filled(client):
    html = client.get("/en/results/", sheet("ema", 52300, 33100, 24900, 8700)).content.decode()
    assert scores(html) == []
    assert "119,000 points, 1,000 short" in html
    assert 'value="52300"' in html


def test_a_sheet_with_sticks_that_is_still_off_counts_them(client):
    html = client.get("/en/results/", sheet("ema", 52300, 33100, 24900, 9700, sticks=1)).content.decode()
    assert "1 riichi stick is left on the table: 1,000 points too many" in html


def test_a_count_of_sticks_that_is_not_a_number_is_refused_with_the_form_kept(client):
    html = client.get("/fr/results/", sheet("ema", 52300, 33100, 24900, 8700, sticks="un")).content.decode()
    assert scores(html) == []
    assert 'value="un"' in html
    assert 'aria-invalid="true"' in html
