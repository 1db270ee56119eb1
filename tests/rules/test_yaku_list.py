"""The yaku list: grouped by han, searchable by name, romaji and kanji, filtered without JavaScript."""

import re

import pytest
from django.test import Client

from rules.models import Yaku

pytestmark = pytest.mark.django_db


def listed(html: str) -> list[str]:
    return re.findall(r'<li class="yaku-row card" data-yaku="(\w+)"', html)


def groups(html: str) -> list[str]:
    return re.findall(r'<section class="han-group"[^>]*data-group="(\w+)"', html)


def test_every_yaku_is_listed_once_with_tiles(client: Client):
    html = client.get("/en/yaku/").content.decode()
    assert sorted(listed(html)) == sorted(Yaku.objects.values_list("key", flat=True))
    assert html.count('class="yaku-row__hand"') == Yaku.objects.count()


def test_groups_run_from_one_han_to_yakuman(client: Client):
    order = groups(client.get("/en/yaku/").content.decode())
    assert order[:3] == ["1", "2", "3"]
    assert order[-2:] == ["yakuman", "special"]


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("fr", "sept paires", "chiitoitsu"),
        ("es", "siete pares", "chiitoitsu"),
        ("en", "chiitoi", "chiitoitsu"),
        ("fr", "七対子", "chiitoitsu"),
        ("fr", "tout cache tire", "menzen_tsumo"),
        ("en", "iipeikou", "iipeikou"),
        ("es", "TANYAO", "tanyao"),
    ],
)
def test_the_search_matches_names_romaji_and_kanji(client: Client, language: str, query: str, expected: str):
    html = client.get(f"/{language}/yaku/", {"q": query}).content.decode()
    assert expected in listed(html)


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("en", "sept paires", "chiitoitsu"),
        ("fr", "all simples", "tanyao"),
        ("es", "13 orphans", "kokushi"),
        ("en", "pon", "toitoi"),
        ("en", "pon", "yakuhai_chun"),
        ("fr", "suanko", "suuankou"),
        ("es", "sūankō", "suuankou"),
        ("en", "tsuiiso", "tsuuiisou"),
        ("es", "大三元", "daisangen"),
    ],
)
def test_the_search_finds_any_language_long_vowels_or_not_and_common_aliases(
    client: Client, language: str, query: str, expected: str
):
    assert expected in listed(client.get(f"/{language}/yaku/", {"q": query}).content.decode())


def test_every_row_carries_what_the_script_filters_on_and_hidden_rows_stay_in_the_page(client: Client):
    html = client.get("/en/yaku/", {"q": "all simples"}).content.decode()
    assert listed(html) == ["tanyao"]
    assert html.count('class="yaku-row card"') == Yaku.objects.count()
    assert re.search(r'data-yaku="tanyao" data-search="[^"]*\ballsimples\b[^"]*" data-kinds="open"', html)
    assert '<script src="/static/rules/js/yaku_filter.js" defer></script>' in html
    assert "<script>" not in html


@pytest.mark.parametrize(
    ("show", "inside", "outside"),
    [
        ("closed", "pinfu", "tanyao"),
        ("open", "tanyao", "pinfu"),
        ("yakuman", "daisangen", "chinitsu"),
        ("local", "sanrenkou", "ittsu"),
    ],
)
def test_a_filter_keeps_one_kind_of_yaku(client: Client, show: str, inside: str, outside: str):
    html = client.get("/fr/yaku/", {"show": show}).content.decode()
    assert inside in listed(html)
    assert outside not in listed(html)
    assert f'value="{show}" data-filter="{show}" checked' in html


def test_search_and_filter_combine_and_stay_in_the_form(client: Client):
    html = client.get("/en/yaku/", {"q": "sanshoku", "show": "local"}).content.decode()
    assert listed(html) == ["sanshoku_shoudoukou"]
    assert 'value="sanshoku"' in html


def test_nothing_found_says_so(client: Client):
    html = client.get("/es/yaku/", {"q": "zzzz"}).content.decode()
    assert listed(html) == []
    assert '<p class="message" data-testid="no-yaku" role="status">' in html


def test_a_bad_filter_shows_everything_rather_than_failing(client: Client):
    response = client.get("/en/yaku/", {"show": "nonsense", "q": "x" * 500})
    assert response.status_code == 200
    assert len(listed(response.content.decode())) == Yaku.objects.count()
