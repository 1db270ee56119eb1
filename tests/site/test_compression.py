"""Pages go out compressed, except those holding a CSRF token (BREACH); the language switcher needs none."""

import gzip

import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db

GZIP = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br"}


def test_a_public_page_is_compressed_and_holds_no_secret(client: Client):
    response = client.get("/en/tiles/", **GZIP)
    assert response["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in response["Vary"]
    html = gzip.decompress(response.content).decode()
    assert "csrfmiddlewaretoken" not in html
    assert not response.cookies


def test_a_page_that_reflects_input_is_compressed_because_it_holds_no_secret(client: Client):
    response = client.get("/en/calculator/?hand=123m456p789s11z&win_tile=1z", **GZIP)
    assert response["Content-Encoding"] == "gzip"
    assert "csrfmiddlewaretoken" not in gzip.decompress(response.content).decode()


@pytest.mark.parametrize("path", ["/en/accounts/login/", "/en/trainer/full/expert/ema/31/"])
def test_a_page_with_a_csrf_token_is_sent_uncompressed(client: Client, path: str):
    response = client.get(path, **GZIP)
    assert response.status_code == 200
    assert "csrfmiddlewaretoken" in response.content.decode()
    assert settings.CSRF_COOKIE_NAME in response.cookies
    assert not response.has_header("Content-Encoding")


def test_without_accept_encoding_nothing_is_compressed(client: Client):
    response = client.get("/en/tiles/")
    assert not response.has_header("Content-Encoding")
    assert "<h1>" in response.content.decode()


def test_the_switcher_posts_without_a_token_from_this_site():
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        "/i18n/setlang/", {"language": "es", "next": "/en/fu/"}, HTTP_ORIGIN="http://testserver"
    )
    assert response.status_code == 302
    assert response["Location"] == "/es/fu/"
    assert client.cookies[settings.LANGUAGE_COOKIE_NAME].value == "es"


def test_the_switcher_refuses_a_post_from_another_site():
    client = Client(enforce_csrf_checks=True)
    response = client.post(
        "/i18n/setlang/", {"language": "es", "next": "/en/fu/"}, HTTP_ORIGIN="https://evil.example"
    )
    assert response.status_code == 403
    assert settings.LANGUAGE_COOKIE_NAME not in client.cookies


def test_the_switcher_only_takes_posts(client: Client):
    assert client.get("/i18n/setlang/?language=es&next=/en/fu/").status_code == 405
