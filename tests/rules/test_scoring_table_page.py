"""The scoring table page: the chosen ruleset's payments, kiriage marked, and the WRC table of seed 001."""

import csv
import re

import pytest
from django.test import Client
from django.utils import translation
from django.utils.formats import number_format

from rules.scoring.rulesets import get_ruleset
from rules.scoring.table import reachable
from tests.data import SCORING_TABLE_CSV

pytestmark = pytest.mark.django_db

COLUMNS = (
    "dealer_ron",
    "dealer_tsumo_all",
    "nondealer_ron",
    "nondealer_tsumo_nondealer",
    "nondealer_tsumo_dealer",
)
CELL = re.compile(r'<td data-fu="(\d+)" data-han="(\d)"[^>]*>(.*?)</td>', re.S)
LIMIT = re.compile(r'<tr data-limit="(\w+)">(.*?)</tr>', re.S)
VALUE = re.compile(r'data-column="(\w+)" data-value="(\d+)">([^<]*)<')


def reference_rows() -> list[dict[str, str]]:
    with SCORING_TABLE_CSV.open(newline="") as handle:
        return list(csv.DictReader(handle))


def shown_values(html: str) -> dict[tuple[str, str], dict[str, tuple[int, str]]]:
    """(fu, han) or (limit, "") -> column -> (value, text shown), from every table of the page."""
    shown: dict[tuple[str, str], dict[str, tuple[int, str]]] = {}
    for fu, han, body in CELL.findall(html):
        for column, value, text in VALUE.findall(body):
            shown.setdefault((fu, han), {})[column] = (int(value), text)
    for limit, body in LIMIT.findall(html):
        for column, value, text in VALUE.findall(body):
            shown.setdefault((limit, ""), {})[column] = (int(value), text)
    return shown


RON_COLUMNS = {"dealer_ron", "nondealer_ron"}


def unreachable_in_wrc() -> set[tuple[tuple[str, str], str]]:
    """The seed's cells no hand scores under WRC 2015 (left empty on the page, with a note)."""
    rules = get_ruleset("wrc", {})
    return {
        ((row["fu"], row["han"]), column)
        for row in reference_rows()
        for column in COLUMNS
        if row["fu"].isdigit()
        and not reachable(int(row["fu"]), int(row["han"]), column not in RON_COLUMNS, rules)
    }


def test_the_seeds_20_fu_ron_and_25_fu_2_han_tsumo_cells_are_the_unreachable_ones():
    twenty_fu_ron = {((str(20), str(han)), column) for han in (2, 3, 4) for column in RON_COLUMNS}
    seven_pairs_tsumo_at_2_han = {(("25", "2"), column) for column in set(COLUMNS) - RON_COLUMNS}
    assert unreachable_in_wrc() == twenty_fu_ron | seven_pairs_tsumo_at_2_han


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_wrc_table_shows_every_reachable_value_of_seed_001s_table(client: Client, language: str):
    html = client.get(f"/{language}/scoring-table/?ruleset=wrc").content.decode()
    shown = shown_values(html)
    missing = []
    with translation.override(language):
        for row in reference_rows():
            key = (row["fu"], row["han"])
            for column in COLUMNS:
                expected = int(row[column])
                text = number_format(expected, force_grouping=True)
                if shown.get(key, {}).get(column) != (expected, text):
                    missing.append((key, column))
    assert set(missing) == unreachable_in_wrc()


def test_wrc_marks_its_two_kiriage_cells(client: Client):
    html = client.get("/en/scoring-table/?ruleset=wrc").content.decode()
    marked = set(re.findall(r'<td data-fu="(\d+)" data-han="(\d)" class="kiriage"', html))
    assert marked == {("30", "4"), ("60", "3")}
    assert 'data-testid="kiriage-note"' in html


def test_the_default_table_is_emas_without_kiriage(client: Client):
    html = client.get("/en/scoring-table/").content.decode()
    assert 'data-ruleset="ema"' in html
    assert 'class="kiriage"' not in html
    assert 'data-fu="30" data-han="4"' in html
    assert shown_values(html)[("30", "4")]["nondealer_ron"][0] == 7700


def test_an_unknown_ruleset_falls_back_to_the_default(client: Client):
    response = client.get("/fr/scoring-table/?ruleset=nope")
    assert response.status_code == 200
    assert 'data-ruleset="ema"' in response.content.decode()


def test_points_are_written_the_french_way(client: Client):
    html = client.get("/fr/scoring-table/?ruleset=wrc").content.decode()
    with translation.override("fr"):
        assert f">{number_format(12000, force_grouping=True)}<" in html
    assert ">12,000<" not in html


@pytest.mark.parametrize("path", ["/fr/scoring-table/", "/fr/cheat-sheet/"])
def test_a_tsumo_pair_is_spaced_around_its_slash_as_everywhere_else(client: Client, path: str):
    """ "1 300 / 2 600", as the limits table, the trainer's feedback and the calculator write a pair (fr.md Y2)."""
    text = re.sub(r"<[^>]+>", "", client.get(path).content.decode())
    assert re.search(r"1\u202f300 / 2\u202f600", text)
    assert not re.search(r"\d00/\d", text)
