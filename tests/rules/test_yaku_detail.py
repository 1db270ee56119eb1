"""A yaku's page: its examples scored by the scorer, each ruleset's treatment, related yaku, the calculator."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import Client

from club.current import current_club
from rules.models import Ruleset

pytestmark = pytest.mark.django_db


def page(client: Client, key: str, language: str = "en") -> str:
    return client.get(f"/{language}/yaku/{key}/").content.decode()


def treatments(html: str, ruleset: str) -> list[str]:
    row = re.search(rf'<tr data-ruleset="{ruleset}">(.*?)</tr>', html, re.S)[1]
    return re.findall(r'data-treatment="(\w+)"', row)


def test_each_example_shows_the_scorers_yaku_fu_and_payment(client: Client):
    html = page(client, "pinfu")
    assert html.count('class="example card"') == 2
    assert 'data-yaku="pinfu"' in html
    assert 'data-fu-item="base"' in html
    assert re.search(r'data-total="\d+"', html)
    assert html.count('class="tile-hand') >= 2


def test_double_yakuman_patterns_differ_per_ruleset(client: Client):
    html = page(client, "suuankou_tanki")
    assert "double_yakuman" in treatments(html, "mahjongsoul")
    assert "single_yakuman" in treatments(html, "ema")


def test_a_local_yaku_is_off_in_the_named_rulesets(client: Client):
    html = page(client, "sanrenkou")
    for ruleset in ("ema", "wrc", "tenhou", "mahjongsoul", "mleague"):
        assert "local_off" in treatments(html, ruleset)


def test_each_ruleset_scores_the_first_example(client: Client):
    html = page(client, "kazoe_yakuman")
    ema = re.search(r'<tr data-ruleset="ema">(.*?)</tr>', html, re.S)[1]
    tenhou = re.search(r'<tr data-ruleset="tenhou">(.*?)</tr>', html, re.S)[1]
    assert "minipoints (sanbaiman)" in ema  # the limit in lower case inside the cell's sentence
    assert "minipoints (yakuman)" in tenhou


def test_related_yaku_are_linked(client: Client):
    html = page(client, "iipeikou", "fr")
    assert 'href="/fr/yaku/ryanpeikou/" data-yaku-link="ryanpeikou"' in html


def test_the_calculator_link_carries_the_request_as_get_parameters(client: Client):
    html = page(client, "yakuhai_chun")
    links = [unescape(link) for link in re.findall(r'href="([^"]+)" data-calculator-link', html)]
    assert links
    url = urlsplit(links[0])
    assert url.path == "/en/calculator/"
    query = parse_qs(url.query)
    assert {"hand", "win_tile"} <= set(query)
    assert all(meld.count(":") == 1 for text in query.get("melds", []) for meld in text.split())


def test_an_example_the_request_cannot_describe_says_so(client: Client):
    html = page(client, "paarenchan", "es")
    assert "data-extra-situation" in html
    assert "data-calculator-link" not in html


def test_switching_language_keeps_the_yaku(client: Client):
    client.cookies["django_language"] = "fr"  # a reader who chose French earlier with the switcher
    response = client.post("/i18n/setlang/", {"language": "es", "next": "/fr/yaku/chinitsu/"})
    assert response["Location"] == "/es/yaku/chinitsu/"


def test_a_clubs_house_rules_appear_with_their_own_treatment(client: Client, django_assert_max_num_queries):
    Ruleset.objects.create(
        key="club",
        base="ema",
        overrides={"local_yaku": ["sanrenkou"]},
        name_en="Club rules",
        name_fr="Règles du club",
        name_es="Reglas del club",
        short_en="Ours",
        short_fr="Les nôtres",
        short_es="Las nuestras",
        description_en="House rules.",
        description_fr="Règles maison.",
        description_es="Reglas de la casa.",
    )
    current_club()  # the club's settings: read once, then kept in the cache until they change
    with django_assert_max_num_queries(6):
        html = page(client, "sanrenkou", "fr")
    assert "local_on" in treatments(html, "club")
    assert "local_off" in treatments(html, "ema")
    club = re.search(r'<tr data-ruleset="club">(.*?)</tr>', html, re.S)[1]
    assert "data-error" not in club
