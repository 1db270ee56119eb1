"""Every page lives under a language prefix, names its alternates and switches language in place."""

import re

import pytest
from django.test import Client

LANGUAGES = ["en", "fr", "es"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("accept_language", "expected"), [("fr-FR,fr;q=0.9", "/fr/"), ("es", "/es/"), ("de", "/en/")]
)
def test_the_root_redirects_to_the_visitors_language(client: Client, accept_language: str, expected: str):
    response = client.get("/", HTTP_ACCEPT_LANGUAGE=accept_language)
    assert response.status_code == 302
    assert response["Location"] == expected


@pytest.mark.django_db
def test_the_root_follows_the_language_cookie(client: Client):
    client.cookies["django_language"] = "es"
    response = client.get("/", HTTP_ACCEPT_LANGUAGE="fr")
    assert response["Location"] == "/es/"


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
def test_home_page_declares_its_language_and_alternates(client: Client, language: str):
    response = client.get(f"/{language}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert f'<html lang="{language}">' in html
    for code in LANGUAGES:
        assert f'hreflang="{code}" href="http://testserver/{code}/"' in html
    assert 'hreflang="x-default" href="http://testserver/en/"' in html
    assert '<meta charset="utf-8">' in html
    assert 'href="#main"' in html
    assert 'id="main"' in html


@pytest.mark.django_db
def test_home_page_is_translated(client: Client):
    french = client.get("/fr/").content.decode()
    spanish = client.get("/es/").content.decode()
    assert "Passer au contenu" in french
    assert "Saltar al contenido" in spanish


@pytest.mark.django_db
def test_the_switcher_lands_on_the_same_page_in_the_other_language(client: Client):
    response = client.post("/i18n/setlang/", {"language": "fr", "next": "/en/tiles/"})
    assert response.status_code == 302
    assert response["Location"] == "/fr/tiles/"
    assert client.cookies["django_language"].value == "fr"


@pytest.mark.django_db
def test_the_site_name_comes_from_settings(client: Client, settings):
    settings.SITE_NAME = "Club Riichi de Lyon"
    html = client.get("/fr/").content.decode()
    assert "Club Riichi de Lyon" in html
    assert re.search(r"<title>Club Riichi de Lyon", html)


@pytest.mark.django_db
def test_healthz_answers_ok():
    response = Client().get("/healthz")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"


@pytest.mark.django_db
def test_an_unknown_page_is_a_404_not_a_500(client: Client):
    assert client.get("/fr/no-such-page/").status_code == 404
