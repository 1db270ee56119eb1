"""What the Spanish read-through found on reference pages, checked where a termbase cannot: a page
title that stacks two brackets, an error box under a note that promises a score, and the one shanten
form of the trainer and the calculator in the glossary's headword."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("key", ["ittsu", "haitei", "houtei", "sanshoku"])
def test_a_glossed_name_takes_its_romaji_without_a_second_bracket(client: Client, key: str):
    title = re.search(r"<title>(.*?)</title>", client.get(f"/es/yaku/{key}/").content.decode(), re.S)[1]
    assert not re.search(r"\)\s*\(", title), title
    assert " · " in title


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_an_example_the_scorer_cannot_read_is_shown_without_an_error_box(client: Client, language: str):
    html = client.get(f"/{language}/yaku/shiisanpuutaa/").content.decode()
    examples = html.split('id="examples-title"', 1)[1].split("</section>", 1)[0]
    assert "data-extra-situation" in examples
    assert 'class="message error"' not in examples


def test_the_glossary_names_shanten_as_the_trainer_does(client: Client):
    html = client.get("/es/glossary/").content.decode()
    assert "A 1 shanten (iishanten)" in html
    assert not re.search(r"\d-shanten", html)
