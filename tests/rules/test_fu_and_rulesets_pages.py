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
    assert re.findall(r"<td[^>]*>(\d) fu", wind) == ["4", "4", "4", "4", "2"]


def test_unconfirmed_facts_are_flagged(client: Client):
    html = client.get("/fr/rulesets/").content.decode()
    oka = re.search(r'<tr data-row="oka">(.*?)</tr>', html, re.S)[1]
    assert oka.count('class="uncertain"') == 1
