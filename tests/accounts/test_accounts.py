"""Accounts: sign up, log in, log out, password reset; logging in adopts the anonymous progress."""

import pytest
from django.core import mail

from quiz.generator import QuestionSpec
from quiz.learners import adopt
from quiz.models import Attempt, SkillBox
from tests.accounts.helpers import PASSWORD, activate, answer, sign_up

pytestmark = pytest.mark.django_db


def test_activating_the_sign_up_logs_in_and_keeps_what_was_practised(client, django_user_model):
    answer(client, QuestionSpec(1, "fu", "beginner", "ema"), right=False)
    assert sign_up(client, "ana", "ana@example.org", "fr").status_code == 302
    assert "_auth_user_id" not in client.session
    assert activate(client, mail.outbox[0]) == "/fr/progress/"
    user = django_user_model.objects.get(username="ana")
    assert client.session["_auth_user_id"] == str(user.pk)
    assert Attempt.objects.get().user == user
    assert SkillBox.objects.filter(user=user).exists()
    assert not SkillBox.objects.filter(user=None).exists()


def test_logging_in_adopts_the_anonymous_progress(client, django_user_model):
    user = django_user_model.objects.create_user("bo", password=PASSWORD)
    answer(client, QuestionSpec(2, "full", "beginner", "ema"))
    answer(client, QuestionSpec(3, "full", "beginner", "ema"), right=False)
    response = client.post("/en/accounts/login/", {"username": "bo", "password": PASSWORD})
    assert response.status_code == 302
    assert Attempt.objects.filter(user=user).count() == 2
    progress = client.get("/en/progress/").content
    assert b'data-figure="answered">2<' in progress


def test_progress_follows_the_account_to_another_device(client, django_user_model):
    django_user_model.objects.create_user("cy", password=PASSWORD)
    client.post("/en/accounts/login/", {"username": "cy", "password": PASSWORD})
    answer(client, QuestionSpec(4, "han", "beginner", "ema"))
    other = type(client)()
    other.post("/en/accounts/login/", {"username": "cy", "password": PASSWORD})
    assert b'data-figure="answered">1<' in other.get("/en/progress/").content


def test_adoption_merges_boxes_keeping_the_weaker_one(django_user_model):
    user = django_user_model.objects.create_user("di", password=PASSWORD)
    SkillBox.objects.create(user=user, skill="fu_waits", box=4, seen=4, missed=0)
    SkillBox.objects.create(anonymous_id="abc", skill="fu_waits", box=1, seen=2, missed=2)
    adopt("abc", user.pk)
    box = SkillBox.objects.get()
    assert (box.user, box.box, box.seen, box.missed) == (user, 1, 6, 2)


def test_logging_out_needs_a_post_and_returns_to_the_trainer(client, django_user_model):
    django_user_model.objects.create_user("ed", password=PASSWORD)
    client.post("/en/accounts/login/", {"username": "ed", "password": PASSWORD})
    response = client.post("/en/accounts/logout/")
    assert response["Location"] == "/en/trainer/"


def test_a_wrong_password_gets_a_message(client, django_user_model):
    django_user_model.objects.create_user("fa", password=PASSWORD)
    response = client.post("/es/accounts/login/", {"username": "fa", "password": "nope"})
    assert response.status_code == 200
    assert b'class="message error"' in response.content


def test_a_bad_sign_up_keeps_the_form_filled(client):
    data = {"username": "gi", "email": "gi@example.org", "password1": "x", "password2": "y"}
    response = client.post("/en/accounts/signup/", data)
    assert response.status_code == 400
    assert b'value="gi"' in response.content
    assert b'value="gi@example.org"' in response.content
    assert not mail.outbox


def test_password_reset_sends_a_link_that_sets_a_new_password(client, django_user_model):
    django_user_model.objects.create_user("ha", email="ha@example.org", password=PASSWORD)
    assert client.get("/en/accounts/password_reset/").status_code == 200
    response = client.post("/en/accounts/password_reset/", {"email": "ha@example.org"})
    assert response["Location"] == "/en/accounts/password_reset/done/"
    assert len(mail.outbox) == 1
    link = next(line for line in mail.outbox[0].body.splitlines() if "/reset/" in line).strip()
    path = link.split("testserver", 1)[1]
    form = client.get(path, follow=True)
    assert b'data-form="password-set"' in form.content
    new = "another-Passphrase-43"
    done = client.post(form.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert done["Location"] == "/en/accounts/reset/done/"
    assert client.post("/en/accounts/login/", {"username": "ha", "password": new}).status_code == 302


@pytest.mark.parametrize(
    "path", ["login/", "signup/", "password_reset/", "password_reset/done/", "reset/done/"]
)
def test_account_pages_render_in_each_language(client, path):
    for language in ("en", "fr", "es"):
        response = client.get(f"/{language}/accounts/{path}")
        assert response.status_code == 200
        assert f'lang="{language}"'.encode() in response.content


def test_a_learner_can_change_their_password(client, django_user_model):
    django_user_model.objects.create_user("jo", password=PASSWORD)
    client.post("/en/accounts/login/", {"username": "jo", "password": PASSWORD})
    assert b'data-form="password-change"' in client.get("/en/accounts/password_change/").content
    new = "yet-another-Passphrase-44"
    data = {"old_password": PASSWORD, "new_password1": new, "new_password2": new}
    assert (
        client.post("/en/accounts/password_change/", data)["Location"] == "/en/accounts/password_change/done/"
    )
    assert client.get("/en/accounts/password_change/done/").status_code == 200


def test_the_login_page_and_reset_email_carry_the_clubs_name(client, django_user_model, settings):
    assert f'class="brand-name">{settings.SITE_NAME}<'.encode() in client.get("/en/accounts/login/").content
    django_user_model.objects.create_user("ka", email="ka@example.org", password=PASSWORD)
    client.post("/en/accounts/password_reset/", {"email": "ka@example.org"})
    assert settings.SITE_NAME in mail.outbox[0].subject + mail.outbox[0].body


def test_the_address_given_at_sign_up_allows_a_password_reset(client, django_user_model):
    sign_up(client, "li", "li@example.org")
    activate(client, mail.outbox[0])
    assert django_user_model.objects.get(username="li").email == "li@example.org"
    client.post("/en/accounts/logout/")
    client.post("/en/accounts/password_reset/", {"email": "li@example.org"})
    assert len(mail.outbox) == 2
    assert "/reset/" in mail.outbox[1].body
