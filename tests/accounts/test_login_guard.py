"""Log-in under attack: a name of any length is a form error, a stranger's guesses never lock the
owner out (the admin's included), and guesses at one name from many addresses are slowed down."""

import pytest
from axes.models import AccessAttempt
from django.test import Client

from accounts.login import DEVICE_COOKIE
from tests.accounts.helpers import PASSWORD

# Transactional: on PostgreSQL the 256-character name failed the insert of axes' attempt row.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def small_limits(settings):
    settings.AXES_FAILURE_LIMIT = 3
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 6


def log_out_keeping_the_device(client) -> None:
    """Log out as a person does: the browser keeps its other cookies (Django's test client drops them all)."""
    device = client.cookies[DEVICE_COOKIE].value
    client.logout()
    client.cookies[DEVICE_COOKIE] = device


def log_in(client, username, password, address, path="/en/accounts/login/"):
    return client.post(
        path, {"username": username, "password": password, "next": "/admin/"}, REMOTE_ADDR=address
    )


@pytest.mark.parametrize("path", ["/en/accounts/login/", "/fr/accounts/login/", "/admin/login/"])
@pytest.mark.parametrize("length", [151, 256, 5000])
def test_a_long_name_is_a_form_error(path, length):
    response = Client(raise_request_exception=False).post(
        path, {"username": "a" * length, "password": "wrong-guess"}
    )
    assert response.status_code == 200
    assert "150" in response.text  # "at most 150 characters", in the page's language
    assert not AccessAttempt.objects.exists()


def test_a_strangers_wrong_guesses_never_lock_the_owner_out(django_user_model):
    django_user_model.objects.create_user("kim", password=PASSWORD)
    owner = Client()
    assert log_in(owner, "kim", PASSWORD, "10.9.0.1").status_code == 302
    stranger = Client()
    answers = [log_in(stranger, "kim", "wrong-guess", "10.9.0.66").status_code for _ in range(5)]
    assert answers == [200, 200, 429, 429, 429]
    log_out_keeping_the_device(owner)
    assert log_in(owner, "kim", PASSWORD, "10.9.0.1").status_code == 302


def test_the_admin_stays_usable_by_its_owner_during_an_attack(django_user_model):
    django_user_model.objects.create_superuser("boss", password=PASSWORD)
    owner = Client()
    assert log_in(owner, "boss", PASSWORD, "10.9.1.1", "/admin/login/").status_code == 302
    log_out_keeping_the_device(owner)
    for number in range(10):
        log_in(Client(), "boss", "wrong-guess", f"10.9.2.{number}", "/admin/login/")
    response = log_in(owner, "boss", PASSWORD, "10.9.1.1", "/admin/login/")
    assert response.status_code == 302
    assert owner.get("/admin/").status_code == 200


def test_guesses_at_one_name_from_many_addresses_are_slowed_down(django_user_model):
    django_user_model.objects.create_user("lou", password=PASSWORD)
    answers = [log_in(Client(), "lou", "wrong-guess", f"10.9.3.{number}").status_code for number in range(6)]
    assert answers == [200, 200, 200, 200, 429, 429]  # past the limit, one guess a minute


def test_many_names_from_one_address_are_held(django_user_model):
    attacker = Client()
    for number in range(6):
        log_in(attacker, f"name{number}", "wrong-guess", "10.9.4.1")
    assert log_in(attacker, "someone-else", "wrong-guess", "10.9.4.1").status_code == 429
    assert log_in(Client(), "someone-else", "wrong-guess", "10.9.4.2").status_code == 200


def test_a_forged_device_cookie_is_no_pass(django_user_model):
    django_user_model.objects.create_user("mo", password=PASSWORD)
    for number in range(4):
        log_in(Client(), "mo", "wrong-guess", f"10.9.5.{number}")
    forger = Client()
    forger.cookies[DEVICE_COOKIE] = '["mo"]:forged'
    assert log_in(forger, "mo", PASSWORD, "10.9.5.9").status_code == 429
