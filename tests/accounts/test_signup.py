"""Email-confirmed sign-up: the same answer whether a name or an address has an account.

The page after a valid sign-up is byte for byte the same for a new name, a taken name and an address
that already has an account (apart from the CSRF token and the address it echoes); only the one mail
sent differs. The activation link logs in once, brings the sign-up browser's progress, and a used,
expired or altered link gets a clear page in the visitor's language.
"""

import io
import re
import time
from datetime import timedelta

import pytest
from django.contrib.auth.hashers import make_password
from django.core import mail, signing
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from accounts import signup
from quiz.generator import QuestionSpec
from quiz.models import Attempt
from tests.accounts.helpers import PASSWORD, activate, answer, link_in, sign_up

pytestmark = pytest.mark.django_db
CSRF = re.compile(rb'name="csrfmiddlewaretoken" value="[^"]+"')


def normalized(response, *echoed: str) -> bytes:
    """A page with its CSRF token and the values it echoes back replaced by placeholders."""
    content = CSRF.sub(b'name="csrfmiddlewaretoken" value="-"', response.content)
    for value in echoed:
        assert value.encode() in content
        content = content.replace(value.encode(), b"ECHOED")
    return content


@pytest.fixture
def member(django_user_model):
    return django_user_model.objects.create_user("mei", email="mei@example.org", password=PASSWORD)


def test_new_name_taken_name_and_known_address_get_the_same_page(member, monkeypatch):
    hashed = []
    monkeypatch.setattr(
        signup, "make_password", lambda password: hashed.append(password) or make_password(password)
    )
    cases = {
        "new": ("neo", "neo@example.org"),
        "taken": ("mei", "x@example.org"),
        "known": ("nia", "MEI@example.org"),
    }
    redirects, pages = {}, {}
    for case, (username, email) in cases.items():
        browser = Client()
        response = sign_up(browser, username, email)
        redirects[case] = (
            response.status_code,
            response["Location"],
            response.content,
            sorted(response.cookies),
        )
        page = browser.get(response["Location"])
        assert page.status_code == 200
        pages[case] = normalized(page, email)
    assert redirects["new"] == redirects["taken"] == redirects["known"]
    assert redirects["new"][:2] == (302, "/en/accounts/signup/sent/")
    assert pages["new"] == pages["taken"] == pages["known"]
    assert len(hashed) == 3  # the same costly work in each case: the answer takes as long
    assert b'data-message="signup-sent"' in pages["new"]
    assert [message.to for message in mail.outbox] == [[email] for _, email in cases.values()]
    new, taken, known = mail.outbox
    assert "/en/accounts/activate/" in new.body
    assert "neo" in new.body
    assert "already taken" in taken.body
    assert "/en/accounts/signup/" in taken.body
    assert "/activate/" not in taken.body
    assert "“mei”" in known.body
    assert "/en/accounts/login/" in known.body
    assert "/en/accounts/password_reset/" in known.body
    assert "/activate/" not in known.body


def test_form_errors_never_depend_on_existing_accounts(member):
    weak = {"password1": "short", "password2": "short"}
    pages = []
    for username in ("mei", "zed"):
        response = Client().post(
            "/en/accounts/signup/", {"username": username, "email": "a@example.org", **weak}
        )
        assert response.status_code == 400
        pages.append(normalized(response, f'value="{username}"'))
    assert pages[0] == pages[1]
    assert b"already exists" not in pages[0]
    assert b'value="a@example.org"' in pages[0]


def test_the_form_explains_a_mismatch_and_a_bad_address_in_french(client):
    data = {"username": "bad name!", "email": "nope", "password1": PASSWORD, "password2": PASSWORD + "x"}
    response = client.post("/fr/accounts/signup/", data)
    assert response.status_code == 400
    assert response.text.count('class="field-errors"') == 3
    assert "Saisissez une adresse e-mail valide, comme nom@exemple.fr." in response.text
    assert 'value="bad name!"' in response.text


def test_the_mail_speaks_the_pages_language(client):
    sign_up(client, "sol", "sol@example.org", "es")
    message = mail.outbox[0]
    assert "Termina tu registro" in message.subject
    assert "/es/accounts/activate/" in message.body
    assert "Hola sol" in message.body


def test_activation_logs_in_once_and_a_replayed_link_says_so(client, django_user_model):
    sign_up(client, "ava", "ava@example.org", "fr")
    user = django_user_model.objects.get(username="ava")
    assert not user.is_active
    path = link_in(mail.outbox[0])
    assert client.get(path).status_code == 200
    assert not django_user_model.objects.get(username="ava").is_active  # opening the link is not enough
    assert client.post(path)["Location"] == "/fr/progress/"
    assert django_user_model.objects.get(username="ava").is_active
    for method in (client.get, client.post, Client().post):
        replay = method(path)
        assert replay.status_code == 400
        assert 'data-message="link-used"' in replay.text
        assert 'lang="fr"' in replay.text
    assert "ouvert sur cet appareil" in client.get(path).text  # the browser that just activated
    assert "Connectez-vous" in Client().get(path).text  # any other


def test_an_expired_link_gets_a_clear_page_and_frees_the_name(client, monkeypatch, django_user_model):
    long_ago = int(time.time()) - 25 * 3600
    monkeypatch.setattr(signing.TimestampSigner, "timestamp", lambda self: signing.b62_encode(long_ago))
    sign_up(client, "eli", "eli@example.org", "es")
    monkeypatch.undo()
    django_user_model.objects.filter(username="eli").update(date_joined=timezone.now() - timedelta(hours=25))
    response = client.post(link_in(mail.outbox[0]))
    assert response.status_code == 400
    assert 'data-message="link-expired"' in response.text
    assert "caducado" in response.text
    assert "_auth_user_id" not in client.session
    sign_up(Client(), "eli", "other@example.org")
    assert "/activate/" in mail.outbox[1].body
    assert django_user_model.objects.get(username="eli").email == "other@example.org"


@pytest.mark.parametrize(
    "damage", [lambda path: path.replace("/activate/", "/activate/x"), lambda path: path[:-12] + "/"]
)
def test_an_altered_link_gets_a_clear_page(client, damage):
    sign_up(client, "ike", "ike@example.org", "es")
    response = client.get(damage(link_in(mail.outbox[0])))
    assert response.status_code == 400
    assert 'data-message="link-invalid"' in response.text
    assert 'lang="es"' in response.text


def test_a_pending_account_holds_its_name_and_cannot_log_in(client, django_user_model):
    sign_up(client, "ola", "ola@example.org")
    sign_up(Client(), "OLA", "rival@example.org")
    assert "already taken" in mail.outbox[1].body
    assert django_user_model.objects.filter(username__iexact="ola").count() == 1
    pages = []
    for username in ("ola", "nobody"):
        response = Client().post("/en/accounts/login/", {"username": username, "password": PASSWORD})
        assert response.status_code == 200
        pages.append(normalized(response, f'value="{username}"'))
    assert pages[0] == pages[1]
    assert b'class="message error"' in pages[0]


def test_signing_up_again_from_the_same_address_replaces_the_pending_account(client, django_user_model):
    sign_up(client, "uma", "uma@example.org")
    sign_up(client, "umi", "uma@example.org")
    assert list(django_user_model.objects.values_list("username", flat=True)) == ["umi"]
    stale = client.get(link_in(mail.outbox[0]))
    assert 'data-message="link-invalid"' in stale.text
    assert activate(client, mail.outbox[1]) == "/en/progress/"


def test_abandoned_sign_ups_are_purged(django_user_model, member):
    sign_up(Client(), "old", "old@example.org")
    sign_up(Client(), "new", "new@example.org")
    django_user_model.objects.filter(username="old").update(date_joined=timezone.now() - timedelta(hours=25))
    out = io.StringIO()
    call_command("purge_pending_accounts", stdout=out)
    assert out.getvalue().startswith("1 ")
    assert sorted(django_user_model.objects.values_list("username", flat=True)) == ["mei", "new"]


def test_sign_up_mails_to_one_address_are_limited(settings, django_user_model):
    settings.SIGNUP_EMAILS_PER_HOUR = 2
    for number in range(4):
        response = sign_up(Client(REMOTE_ADDR=f"10.9.0.{number}"), f"pat{number}", "Pat@example.org")
        assert response["Location"] == "/en/accounts/signup/sent/"
    assert len(mail.outbox) == 2
    assert list(django_user_model.objects.values_list("username", flat=True)) == ["pat1"]


def test_the_link_brings_the_sign_up_browsers_progress_to_another_device(client, django_user_model):
    answer(client, QuestionSpec(5, "fu", "beginner", "ema"))
    sign_up(client, "rio", "rio@example.org", next="/en/trainer/")
    phone = Client()
    answer(phone, QuestionSpec(6, "han", "beginner", "ema"))
    assert activate(phone, mail.outbox[0]) == "/en/trainer/"
    user = django_user_model.objects.get(username="rio")
    assert Attempt.objects.filter(user=user).count() == 2
    assert not Attempt.objects.filter(user=None).exists()
    answer(phone, QuestionSpec(7, "han", "beginner", "ema"))
    assert Attempt.objects.filter(user=user).count() == 3
    assert b'data-figure="answered">3<' in phone.get("/en/progress/").content


def test_an_outside_next_lands_on_the_progress_page(client):
    sign_up(client, "ned", "ned@example.org", next="https://evil.example/")
    assert activate(client, mail.outbox[0]) == "/en/progress/"


def test_the_sent_page_needs_a_sign_up_first(client):
    assert client.get("/en/accounts/signup/sent/")["Location"] == "/en/accounts/signup/"


def test_a_reset_sends_one_mail_whether_the_address_has_an_account_or_not(member, django_user_model):
    sign_up(Client(), "pia", "pia@example.org")  # pending: no password to reset yet
    addresses = ("mei@example.org", "no@example.org", "pia@example.org")
    for email in addresses:
        response = Client().post("/es/accounts/password_reset/", {"email": email})
        assert response["Location"] == "/es/accounts/password_reset/done/"
    known, unknown, pending = mail.outbox[1:]
    assert [known.to, unknown.to, pending.to] == [[email] for email in addresses]
    assert "/es/accounts/reset/" in known.body
    assert "/reset/" not in unknown.body
    assert "ninguna cuenta la usa" in unknown.body
    assert "/es/accounts/signup/" in unknown.body
    assert pending.body == unknown.body
    assert not django_user_model.objects.get(username="pia").is_active


def test_the_lockout_page_is_the_same_for_known_and_unknown_names(member, settings):
    settings.AXES_FAILURE_LIMIT = 2
    locked = []
    for username, address in (("mei", "10.8.0.1"), ("ghost", "10.8.0.2")):
        browser = Client(REMOTE_ADDR=address)
        for _ in range(3):
            response = browser.post("/es/accounts/login/", {"username": username, "password": "wrong-guess"})
        assert response.status_code == 429
        locked.append(normalized(response))
    assert locked[0] == locked[1]


def test_the_reset_form_names_the_address_as_sign_up_does(client):
    html = client.get("/fr/accounts/password_reset/").content.decode()
    assert "Adresse e-mail" in html
    assert "Courriel" not in html
    refused = client.post("/fr/accounts/password_reset/", {"email": "pas-une-adresse"}).content.decode()
    assert "Saisissez une adresse e-mail valide." in refused
