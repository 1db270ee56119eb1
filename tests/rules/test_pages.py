"""Every reference page answers in every language, cheaply, with a localized title and description."""

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from club.current import current_club
from rules.models import Yaku

LANGUAGES = ("en", "fr", "es")

pytestmark = pytest.mark.django_db

PAGES = [
    ("rules:home", []),
    ("rules:tiles", []),
    ("rules:yaku_list", []),
    ("rules:yaku_detail", ["pinfu"]),
    ("rules:yaku_detail", ["daisuushii"]),
    ("rules:yaku_detail", ["kazoe_yakuman"]),
    ("rules:yaku_detail", ["shiisanpuutaa"]),
    ("rules:glossary", []),
    ("rules:scoring_table", []),
    ("rules:fu", []),
    ("rules:rulesets", []),
    ("rules:results", []),
    ("rules:cheat_sheet", []),
]


def url(name: str, args: list[str], language: str) -> str:
    with translation.override(language):
        return reverse(name, args=args)


def title_and_description(html: str) -> tuple[str, str]:
    title = re.search(r"<title>(.*?)</title>", html, re.S)[1]
    description = re.search(r'<meta name="description" content="([^"]*)"', html)[1]
    return title.strip(), description.strip()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("name", "args"), PAGES)
def test_every_page_answers_in_every_language_within_six_queries(
    client: Client, django_assert_max_num_queries, name: str, args: list[str], language: str
):
    current_club()  # the club's settings: read once, then kept in the cache until they change
    with django_assert_max_num_queries(6):
        response = client.get(url(name, args, language))
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{language}">' in html
    title, description = title_and_description(html)
    assert title
    assert description


@pytest.mark.parametrize("key", ["pinfu", "chinitsu", "kokushi_13"])
def test_a_yaku_page_has_its_title_and_description_in_each_language(client: Client, key: str):
    heads = {
        language: title_and_description(
            client.get(url("rules:yaku_detail", [key], language)).content.decode()
        )
        for language in LANGUAGES
    }
    yaku = Yaku.objects.get(key=key)
    for language, (title, description) in heads.items():
        assert title.startswith(getattr(yaku, f"name_{language}"))
        assert description == escape(getattr(yaku, f"summary_{language}"))


def test_an_unknown_yaku_is_a_404(client: Client):
    assert client.get("/fr/yaku/no_such_yaku/").status_code == 404


def test_the_home_page_draws_a_hand_and_its_score(client: Client):
    html = client.get("/en/").content.decode()
    assert 'class="tile-hand' in html
    assert 'data-total="2000"' in html
    assert "Learn to score Riichi mahjong, in your own language" in html


def test_the_navigation_shows_the_reference(client: Client):
    html = client.get("/fr/").content.decode()
    assert 'href="/fr/yaku/"' in html
