"""The fu page's examples really show their items; the comparison page shows the scorer's values and
translates every game fact the scorer writes."""

import re
from dataclasses import fields

import pytest
from django.test import Client

from rules.fu_examples import FU_EXAMPLES
from rules.phrases import FU_ITEMS, GAME_FACT_LABELS, GAME_FACT_VALUES
from rules.scoring import score_request
from rules.scoring.rulesets import GAME_FACTS, GameFacts

pytestmark = pytest.mark.django_db


def test_there_is_one_example_per_fu_item():
    assert set(FU_EXAMPLES) == set(FU_ITEMS)


@pytest.mark.parametrize("key", list(FU_EXAMPLES))
def test_each_fu_example_is_itemized_with_its_item(key: str):
    response = score_request(FU_EXAMPLES[key])
    assert "error" not in response, response
    assert key in [item["key"] for item in response["fu_items"]]


def test_the_fu_page_shows_every_item_with_a_hand(client: Client):
    html = client.get("/es/fu/").content.decode()
    for key in FU_ITEMS:
        article = re.search(
            rf'<article class="fu-item card" id="fu-{key}" data-fu-item="{key}">(.*?)</article>', html, re.S
        )
        assert article, key
        assert 'class="tile-hand' in article[1]
        assert f'data-fu-item="{key}"' in article[1]


def test_every_game_fact_the_scorer_writes_in_words_is_translated():
    values = {getattr(facts, f.name).value for facts in GAME_FACTS.values() for f in fields(GameFacts)}
    worded = {value for value in values if re.search(r"[a-z]{2}", value)}
    assert worded - set(GAME_FACT_VALUES) == set()
    assert {f.name for f in fields(GameFacts)} == set(GAME_FACT_LABELS)


def test_the_comparison_shows_the_scorers_values_with_sources(client: Client):
    html = client.get("/en/rulesets/").content.decode()
    kiriage = re.search(r'<tr data-row="kiriage">(.*?)</tr>', html, re.S)[1]
    cells = re.findall(r"<td[^>]*>(\w+)", kiriage)
    assert cells == ["no", "yes", "no", "no", "yes"]
    assert '<a class="source" href="#source-W">[W]</a>' in kiriage
    assert 'id="source-W"' in html
    wind = re.search(r'<tr data-row="double_wind_pair_fu">(.*?)</tr>', html, re.S)[1]
    assert re.findall(r"<td[^>]*>(\d)\u00a0fu", wind) == ["4", "4", "4", "4", "2"]


# The rows whose values are lists of yaku: their names keep the capitals names have.
YAKU_ROWS = ("double_yakuman", "pao", "local_yaku")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_cell_of_the_comparison_is_written_the_same_way(client: Client, language: str):
    """ "Not played" and "Sanbaiman" sat next to "yes" and "none": a value is lower case, as it would be
    in a sentence (a yaku's name keeps its capitals), in every language."""
    html = client.get(f"/{language}/rulesets/").content.decode()
    table = html[html.index('data-testid="comparison"') : html.index("</table>")]
    rows = dict(re.findall(r'<tr data-row="(\w+)">(.*?)</tr>', table, re.S))
    cells = {key: re.findall(r"<td[^>]*>([^<]*)", row) for key, row in rows.items() if key not in YAKU_ROWS}
    assert sum(len(values) for values in cells.values()) > 100
    capitalised = [(key, cell) for key, values in cells.items() for cell in values if cell[:1].isupper()]
    assert capitalised == []
    expected = {"en": "not played", "fr": "non joué", "es": "no se juega"}[language]
    assert [cell.strip() for cell in cells["renhou"][2:]] == [expected] * 3


def test_a_house_rule_reads_in_lower_case_after_its_label():
    from django.utils import translation

    from rules.comparison import rule_text

    with translation.override("en"):
        assert rule_text("off", {}) == "not played"
        assert rule_text("sanbaiman", {}) == "sanbaiman"
    with translation.override("fr"):
        assert rule_text("mangan", {}) == "mangan"


def test_unconfirmed_facts_are_flagged(client: Client):
    html = client.get("/fr/rulesets/").content.decode()
    oka = re.search(r'<tr data-row="oka">(.*?)</tr>', html, re.S)[1]
    assert oka.count('class="uncertain"') == 1
