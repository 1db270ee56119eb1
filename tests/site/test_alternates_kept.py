"""The language alternates kept per address (site_project.context_processors) are each page's own."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def alternates(content: str) -> list[str]:
    return [
        line.split('href="', 1)[1].split('"', 1)[0] for line in content.splitlines() if "hreflang=" in line
    ]


def test_each_address_and_language_gets_its_own_alternates():
    client = Client()
    for _ in range(2):  # the second time from what the process kept
        yaku = alternates(client.get("/en/yaku/").content.decode())
        trainer = alternates(client.get("/fr/trainer/").content.decode())
        assert yaku == [
            "http://testserver/en/yaku/",
            "http://testserver/fr/yaku/",
            "http://testserver/es/yaku/",
            "http://testserver/en/yaku/",
        ]
        assert trainer == [
            "http://testserver/en/trainer/",
            "http://testserver/fr/trainer/",
            "http://testserver/es/trainer/",
            "http://testserver/en/trainer/",
        ]


def test_the_switcher_marks_the_page_language_on_a_kept_address():
    client = Client()
    client.get("/en/trainer/")
    french = client.get("/fr/trainer/").content.decode()
    assert 'data-language="fr"' in french
    assert french.split('data-language="fr"')[0].rsplit("<button", 1)[1].count("disabled") == 1
