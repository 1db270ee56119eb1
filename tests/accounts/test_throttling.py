"""Log in, admin log in, sign-up and password reset are throttled per account and per address."""

import pytest
from django.core import mail

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-Passphrase-42"


@pytest.fixture(autouse=True)
def small_limits(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.AXES_FAILURE_LIMIT = 3
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 3
    settings.ACCOUNT_FORMS_PER_HOUR = 3


def log_in(client, username, password, address="10.0.0.1", language="en"):
    return client.post(
        f"/{language}/accounts/login/", {"username": username, "password": password}, REMOTE_ADDR=address
    )


def test_the_right_password_after_too_many_wrong_ones_does_not_log_in(client, django_user_model):
    django_user_model.objects.create_user("ann", password=PASSWORD)
    statuses = [log_in(client, "ann", "wrong-guess").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    response = log_in(client, "ann", PASSWORD)
    assert response.status_code == 429
    assert int(response["Retry-After"]) == 15 * 60
    assert "_auth_user_id" not in client.session


def test_the_lockout_page_speaks_the_visitors_language(client):
    for _ in range(4):
        response = log_in(client, "nobody", "wrong-guess", language="fr")
    assert response.status_code == 429
    assert 'lang="fr"' in response.text
    assert "Trop de tentatives" in response.text


def test_known_and_unknown_names_get_the_same_answers(client, django_user_model):
    django_user_model.objects.create_user("bea", password=PASSWORD)
    answers = {}
    for name, address in (("bea", "10.0.0.2"), ("ghost", "10.0.0.3")):
        answers[name] = [log_in(client, name, "wrong-guess", address).status_code for _ in range(4)]
    assert answers["bea"] == answers["ghost"] == [200, 200, 429, 429]


def test_one_address_trying_many_names_is_locked_out(client, django_user_model):
    django_user_model.objects.create_user("cid", password=PASSWORD)
    for name in ("x1", "x2", "x3"):
        log_in(client, name, "wrong-guess", "10.0.0.4")
    assert log_in(client, "cid", PASSWORD, "10.0.0.4").status_code == 429
    assert log_in(client, "cid", PASSWORD, "10.0.0.5").status_code == 302


def test_one_account_tried_from_many_addresses_takes_one_guess_a_minute(client, django_user_model):
    django_user_model.objects.create_user("dee", password=PASSWORD)
    for number in range(3):
        log_in(client, "dee", "wrong-guess", f"10.0.1.{number}")
    assert log_in(client, "dee", "wrong-guess", "10.0.1.8").status_code == 200
    held = log_in(client, "dee", PASSWORD, "10.0.1.9")
    assert held.status_code == 429
    assert int(held["Retry-After"]) == 60


def test_the_admin_log_in_is_throttled_too(client, django_user_model):
    django_user_model.objects.create_superuser("eve", password=PASSWORD)
    data = {"username": "eve", "password": "wrong-guess", "next": "/admin/"}
    for _ in range(2):
        assert client.post("/admin/login/", data, REMOTE_ADDR="10.0.2.1").status_code == 200
    client.post("/admin/login/", data, REMOTE_ADDR="10.0.2.1")
    data["password"] = PASSWORD
    assert client.post("/admin/login/", data, REMOTE_ADDR="10.0.2.1").status_code == 429


def test_sign_up_is_throttled_per_address(client, django_user_model):
    django_user_model.objects.create_user("fay", password=PASSWORD)
    for _ in range(3):
        data = {"username": "fay", "email": "fay@example.org", "password1": PASSWORD, "password2": "typo"}
        assert client.post("/es/accounts/signup/", data, REMOTE_ADDR="10.0.3.1").status_code == 400
    response = client.post("/es/accounts/signup/", data, REMOTE_ADDR="10.0.3.1")
    assert response.status_code == 429
    assert int(response["Retry-After"]) > 0
    assert 'lang="es"' in response.text
    other = client.post(
        "/es/accounts/signup/",
        {"username": "gus", "email": "gus@example.org", "password1": PASSWORD, "password2": PASSWORD},
        REMOTE_ADDR="10.0.3.2",
    )
    assert other.status_code == 302


def test_reset_mails_to_one_address_are_limited_and_the_page_stays_the_same(
    client, django_user_model, settings
):
    settings.ACCOUNT_FORMS_PER_HOUR = 100
    django_user_model.objects.create_user("hal", email="hal@example.org", password=PASSWORD)
    for number in range(5):
        response = client.post(
            "/en/accounts/password_reset/", {"email": "HAL@example.org"}, REMOTE_ADDR=f"10.0.4.{number}"
        )
        assert response["Location"] == "/en/accounts/password_reset/done/"
    assert len(mail.outbox) == settings.PASSWORD_RESET_EMAILS_PER_HOUR


def test_reset_requests_are_throttled_per_address(client):
    for _ in range(3):
        response = client.post("/en/accounts/password_reset/", {"email": "x@example.org"})
        assert response.status_code == 302
    assert client.post("/en/accounts/password_reset/", {"email": "x@example.org"}).status_code == 429


@pytest.mark.parametrize("password", ["alice12345", "Dragon2024!", "short-Pw1"])
def test_common_or_short_passwords_are_refused(client, password):
    data = {"username": "ivy", "email": "ivy@example.org", "password1": password, "password2": password}
    response = client.post("/en/accounts/signup/", data)
    assert response.status_code == 400
    assert b"field-errors" in response.content


def test_a_failing_mail_server_still_gets_the_usual_page(client, django_user_model, settings, caplog):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST, settings.EMAIL_PORT, settings.EMAIL_TIMEOUT = "127.0.0.1", 9, 2
    django_user_model.objects.create_user("jay", email="jay@example.org", password=PASSWORD)
    response = client.post("/en/accounts/password_reset/", {"email": "jay@example.org"})
    assert response["Location"] == "/en/accounts/password_reset/done/"
    assert "Failed to send password reset email" in caplog.text


def test_reset_mails_to_an_address_without_account_are_limited_too(client, settings):
    settings.ACCOUNT_FORMS_PER_HOUR = 100
    for number in range(5):
        client.post(
            "/en/accounts/password_reset/", {"email": "nobody@example.org"}, REMOTE_ADDR=f"10.0.5.{number}"
        )
    assert len(mail.outbox) == settings.PASSWORD_RESET_EMAILS_PER_HOUR
    assert "no account uses it" in mail.outbox[0].body
