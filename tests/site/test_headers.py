"""Security headers: the Content-Security-Policy and Permissions-Policy on every response, personal
pages kept out of caches, the language cookie with SameSite."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-Passphrase-42"


@pytest.mark.parametrize(
    "path", ["/en/", "/api/v1/rulesets", "/healthz", "/admin/login/", "/fr/no-such-page/"]
)
def test_every_response_carries_the_policies(path):
    response = Client().get(path)
    policy = response["Content-Security-Policy"]
    for directive in (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "frame-ancestors 'none'",
    ):
        assert directive in policy
    assert "unsafe-inline" not in policy
    assert "camera=()" in response["Permissions-Policy"]


@pytest.mark.parametrize("path", ["/en/progress/", "/fr/accounts/signup/", "/en/accounts/login/"])
def test_personal_pages_are_never_cached(path):
    cache_control = Client().get(path)["Cache-Control"]
    assert "private" in cache_control
    assert "no-store" in cache_control


def test_the_password_change_page_is_never_cached(django_user_model):
    django_user_model.objects.create_user("pat", password=PASSWORD)
    client = Client()
    client.post("/en/accounts/login/", {"username": "pat", "password": PASSWORD})
    assert "no-store" in client.get("/en/accounts/password_change/")["Cache-Control"]


def test_the_language_cookie_is_same_site():
    response = Client().post("/i18n/setlang/", {"language": "fr", "next": "/fr/"})
    cookie = response.cookies["django_language"]
    assert cookie["samesite"] == "Lax"
    assert cookie["httponly"] is True
