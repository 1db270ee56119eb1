"""The calculator page: a hand in the URL is scored and explained, in each language, never a 500."""

import re

import pytest
from django.test import Client

from club.current import current_club
from rules.models import Ruleset

LANGUAGES = ["en", "fr", "es"]
EXAMPLE = "hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&seat_wind=S&round_wind=E&dora_indicators=3m"

pytestmark = pytest.mark.django_db


def html_of(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    return response.content.decode()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_empty_calculator_opens_in_each_language(client: Client, language: str):
    html = html_of(client, f"/{language}/calculator/")
    assert f'<html lang="{language}">' in html
    assert "data-calculator-form" in html
    assert html.count('name="add"') == 37
    assert "data-result-empty" in html


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hand_in_the_url_is_scored(client: Client, language: str):
    html = html_of(client, f"/{language}/calculator/?{EXAMPLE}")
    assert 'data-han="2" data-fu="30" data-total="2000"' in html
    assert 'data-yaku="yakuhai_chun"' in html
    assert 'data-fu-item="open_pon_terminal"' in html
    assert 'data-payment="ron"' in html
    assert 'data-dora="dora"' in html


def test_the_state_round_trips_through_the_url(client: Client):
    url = (
        "/en/calculator/?hand=123m456p789s23455s&win_tile=5s&riichi=on&tsumo=on&seat_wind=W&round_wind=S"
        "&dora_indicators=4s&ura_indicators=9m&honba=2&riichi_sticks=1&ruleset=wrc"
    )
    html = html_of(client, url)
    for name, value in [
        ("hand", "123m456p789s23455s"),
        ("win_tile", "5s"),
        ("dora_indicators", "4s"),
        ("honba", "2"),
    ]:
        assert re.search(rf'name="{name}" value="{value}"', html), name
    assert re.search(r'name="riichi"[^>]*checked', html)
    assert re.search(r'name="seat_wind" value="W" id="[^"]*" checked', html)
    assert re.search(r'name="round_wind" value="S" id="[^"]*" checked', html)
    assert len(re.findall(r'name="(?:seat|round)_wind"[^>]* checked', html)) == 2
    assert re.search(r'<option value="wrc" selected>', html)
    share = re.search(r'href="([^"]+)" data-share-link', html).group(1).replace("&amp;", "&")
    assert html_of(client, share).count('data-han="') == 1
    assert re.search(r'data-total="(\d+)"', html_of(client, share)).group(1) == re.search(
        r'data-total="(\d+)"', html
    ).group(1)


def test_the_clubs_default_ruleset_is_preselected(client: Client):
    Ruleset.objects.update(is_default=False)
    Ruleset.objects.filter(key="mleague").update(is_default=True)
    assert '<option value="mleague" selected>' in html_of(client, "/en/calculator/")


def test_without_loaded_rulesets_the_setting_names_the_default(client: Client, settings):
    Ruleset.objects.all().delete()
    settings.DEFAULT_RULESET = "mleague"
    assert '<option value="mleague" selected>' in html_of(client, "/en/calculator/")


def test_a_hand_without_yaku_says_so_and_keeps_the_form(client: Client):
    html = html_of(client, "/en/calculator/?hand=123m456p789s23488s&win_tile=3s")
    assert 'data-error-code="no_yaku"' in html
    assert 'value="123m456p789s23488s"' in html


def test_an_incomplete_hand_says_where_it_waits(client: Client):
    html = html_of(client, "/en/calculator/?hand=123m456p789s2345s")
    assert 'data-analysis="tenpai" data-waits="25s"' in html


def test_a_thirteen_tile_hand_shows_each_wait_with_the_copies_unseen_and_its_value(client: Client):
    # 123m 456p 789s 2345s: waits 2s and 5s; the dealer's riichi, dora indicator 1s makes 2s a dora.
    html = html_of(client, "/en/calculator/?hand=123m456p789s2345s&riichi=on&dora_indicators=1s")
    rows = dict(re.findall(r'<tr data-wait="(\w+)" (data-left="\d" data-ron="\d*" data-tsumo="\d*")', html))
    assert rows == {
        "2s": 'data-left="3" data-ron="7700" data-tsumo="11700"',
        "5s": 'data-left="3" data-ron="3900" data-tsumo="6000"',
    }
    summary = re.search(r'data-summary="waits">(.*?)</p>', html, re.S)[1]
    assert re.search(r"3 left, 7,700.*3 left, 3,900", summary, re.S)
    assert "data-guidance" in html


def test_a_wait_without_a_yaku_says_so(client: Client):
    html = html_of(client, "/fr/calculator/?hand=234m567p1s&melds=pon:999m%20chi:678s")
    assert re.search(r'<tr data-wait="1s" data-left="3" data-ron="" data-tsumo="">', html)
    assert html.count("Pas de yaku") >= 2


@pytest.mark.parametrize(
    ("language", "hand", "sentence"),
    [
        ("en", "1m", "Add 13 more tiles."),
        ("fr", "1m", "Ajoutez encore 13 tuiles."),
        ("es", "123m", "Añade 11 fichas más."),
        ("en", "123456789m123456789p", "Take back 4 tiles"),
    ],
)
def test_a_hand_of_the_wrong_size_says_what_to_do(client: Client, language: str, hand: str, sentence: str):
    html = html_of(client, f"/{language}/calculator/?hand={hand}&win_tile=1m")
    assert html.count(sentence) == 2  # in the summary that stays in view, and in the result


def test_a_far_hand_gives_its_shanten(client: Client):
    html = html_of(client, "/en/calculator/?hand=139m147p258s1357z9s&win_tile=9s")
    assert 'data-error-code="not_complete"' in html
    assert re.search(r'data-analysis="shanten"[^>]*data-shanten="\d+"', html)


def test_bad_notation_is_reported_with_the_form_kept(client: Client):
    html = html_of(client, "/en/calculator/?hand=12x4m&win_tile=4m&dora_indicators=3m")
    assert 'data-error-code="bad_notation"' in html
    assert 'value="12x4m"' in html
    assert 'value="3m"' in html


def test_a_malformed_meld_is_a_form_error(client: Client):
    html = html_of(client, "/en/calculator/?hand=234m567p23455s&win_tile=5s&melds=pung-777z")
    assert "pung-777z" in html
    assert 'data-error-code="form"' in html


@pytest.mark.parametrize(
    ("melds", "read_as"),
    [
        ("chii:678s kakan:5555p", "chi:678s shouminkan:5555p"),
        ("Chi:678s shouminkan:5555p", "chi:678s shouminkan:5555p"),
        ("chow:678s daiminkan:5555p", "chi:678s kan:5555p"),
        ("pung:888m ankan:5555p", "pon:888m ankan:5555p"),
    ],
)
def test_every_meld_name_the_site_teaches_is_read(client: Client, melds: str, read_as: str):
    """The glossary writes chii and calls an added kong kakan: the calculator reads what the site teaches,
    and the link to the hand writes the contract's kinds."""
    html = html_of(client, f"/fr/calculator/?hand=234m88s456s&win_tile=6s&melds={melds.replace(' ', '+')}")
    assert "data-result " in html
    assert " ".join(re.findall(r'data-meld="([^"]+)"', html)) == read_as
    share = re.search(r'href="([^"]+)" data-share-link', html).group(1)
    assert "melds=" + read_as.replace(":", "%3A").replace(" ", "+") + "&" in share


@pytest.mark.parametrize(
    "query",
    [
        "hand=%00&win_tile=%FF",
        "honba=abc&riichi_sticks=-4",
        "seat_wind=X&ruleset=nope",
        "melds=pon:7777777z",
        "hand=" + "1m" * 400,
        "hand=11111m234p567s999s&win_tile=9s",
        "add=9z&to=chi",
        "remove=99&hand=123m",
        "remove=m7&melds=pon:777z",
        "add=1m&to=nowhere",
    ],
)
def test_odd_input_never_breaks_the_page(client: Client, query: str):
    response = client.get(f"/en/calculator/?{query}", follow=True)
    assert response.status_code == 200


def test_the_navigation_links_the_calculator(client: Client):
    assert 'href="/fr/calculator/"' in html_of(client, "/fr/")


def test_a_clubs_house_rules_are_offered_and_preselected_when_default(client: Client):
    Ruleset.objects.exclude(key="ema").delete()
    Ruleset.objects.update(is_default=False)
    Ruleset.objects.create(
        key="club",
        base="ema",
        overrides={"kiriage": True},
        name="Our club",
        short="Ours",
        is_default=True,
        position=99,
    )
    html = html_of(client, "/en/calculator/")
    assert re.findall(r'<option value="(\w+)"', html)[-2:] == ["ema", "club"]
    assert '<option value="club" selected>' in html
    hand = "hand=234m234p345678s55p&win_tile=3s&riichi=on&seat_wind=S&dora_indicators=1m"
    assert 'data-total="8000"' in html_of(client, f"/en/calculator/?{hand}")
    assert 'data-total="7700"' in html_of(client, f"/en/calculator/?{hand}&ruleset=ema")
    compared = html_of(client, f"/en/calculator/compare/?{hand}")
    assert re.findall(r'data-ruleset="(\w+)"', compared) == ["ema", "club"]


def test_the_page_costs_few_queries(client: Client, django_assert_max_num_queries):
    current_club()  # the club's settings: read once, then kept in the cache until they change
    with django_assert_max_num_queries(3):
        html_of(client, f"/en/calculator/?{EXAMPLE}")
    with django_assert_max_num_queries(8):
        html_of(client, f"/en/calculator/compare/?{EXAMPLE}")


def test_switching_language_keeps_the_hand(client: Client):
    html = html_of(client, f"/en/calculator/?{EXAMPLE}")
    assert re.search(r'hreflang="fr" href="http://testserver/fr/calculator/\?hand=234m567p23455s&amp;', html)


def test_the_scripts_sentences_come_in_the_pages_language_and_nothing_else(client: Client):
    catalog = client.get("/fr/calculator/catalog.js").content.decode()
    assert "Ajoutez encore %(count)s tuiles." in catalog
    assert "Pas encore tenpai" in catalog
    assert "Filtrer" not in catalog  # the admin's own script sentences are not sent
    assert client.get("/es/calculator/").content.decode().count('src="/es/calculator/catalog.js"') == 1


@pytest.mark.parametrize(
    ("language", "hand", "name"),
    [
        ("en", "hand=555666777z11z234m&win_tile=4m", "Yakuman"),
        ("fr", "hand=555666777z11z234m&win_tile=4m", "Yakuman"),
        ("es", "hand=111222333m444p55p&win_tile=5p&tsumo=on&ruleset=mahjongsoul", "Doble yakuman"),
    ],
)
def test_a_yakuman_is_named_never_counted_in_han(client: Client, language: str, hand: str, name: str):
    """As the yaku pages say it: 13 han without a yakuman is only sanbaiman under EMA, WRC and M-League."""
    html = html_of(client, f"/{language}/calculator/?{hand}")
    assert f"<span data-yakuman>{name}</span>" in html
    assert f'<td class="number" data-han-total>{name}</td>' in html
    assert re.search(rf'<tr data-yaku="[a-z_]+"><td>.*?</td><td class="number">{name}</td></tr>', html)
    assert not re.search(r'class="number"[^>]*>(13|26)</td>', html)


def test_each_wind_is_four_choices_east_when_none_is_given(client: Client):
    html = html_of(client, "/fr/calculator/")
    for name in ("seat_wind", "round_wind"):
        assert re.findall(rf'name="{name}" value="(\w)"', html) == ["E", "S", "W", "N"]
        assert re.search(rf'name="{name}" value="E" id="[^"]*" data-default checked', html)
