"""A learner downloads their progress, and deletes their account with every attempt and box it holds."""

import json

import pytest

from quiz.generator import QuestionSpec
from quiz.models import Attempt, SkillBox
from tests.accounts.helpers import PASSWORD, answer

pytestmark = pytest.mark.django_db


@pytest.fixture
def learner(client, django_user_model):
    user = django_user_model.objects.create_user("lou", password=PASSWORD)
    client.post("/en/accounts/login/", {"username": "lou", "password": PASSWORD})
    answer(client, QuestionSpec(1, "full", "beginner", "ema"))
    answer(client, QuestionSpec(2, "fu", "beginner", "ema"), right=False)
    return user


def test_the_export_file_is_named_in_the_pages_language(client, learner):
    for language, stem in (("en", "riichi-progress-"), ("es", "progreso-riichi-")):
        response = client.get(f"/{language}/accounts/export/")
        assert response["Content-Disposition"].startswith(f'attachment; filename="{stem}')


def test_the_export_holds_every_attempt_and_box(client, learner):
    response = client.get("/fr/accounts/export/")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="progression-riichi-')
    assert "no-store" in response["Cache-Control"]
    data = json.loads(response.content)
    assert data["username"] == "lou"
    assert [(a["topic"], a["seed"], a["correct"]) for a in data["attempts"]] == [
        ("full", 1, True),
        ("fu", 2, False),
    ]
    boxes = {box["skill"]: box["seen"] for box in data["skill_boxes"]}
    assert boxes == dict(SkillBox.objects.filter(user=learner).values_list("skill", "seen"))


def test_an_anonymous_learner_exports_this_browsers_progress(client):
    answer(client, QuestionSpec(3, "han", "beginner", "ema"))
    data = json.loads(client.get("/en/accounts/export/").content)
    assert (data["username"], len(data["attempts"])) == ("", 1)
    other = json.loads(type(client)().get("/en/accounts/export/").content)
    assert other["attempts"] == []


def test_the_progress_page_links_to_the_export(client, learner):
    assert b'href="/en/accounts/export/"' in client.get("/en/progress/").content


def test_deleting_the_account_needs_the_password(client, learner):
    response = client.post("/es/accounts/delete/", {"password": "not-it"})
    assert response.status_code == 400
    assert b"field-errors" in response.content
    assert Attempt.objects.filter(user=learner).count() == 2


def test_deleting_the_account_removes_it_with_its_attempts_and_boxes(client, learner, django_user_model):
    other = django_user_model.objects.create_user("max", password=PASSWORD)
    SkillBox.objects.create(user=other, skill="fu_waits")
    page = client.get("/en/accounts/delete/")
    assert b"2 answered questions" in page.content
    response = client.post("/en/accounts/delete/", {"password": PASSWORD})
    assert response["Location"] == "/en/accounts/delete/done/"
    assert not django_user_model.objects.filter(username="lou").exists()
    assert not Attempt.objects.exists()
    assert list(SkillBox.objects.values_list("user__username", flat=True)) == ["max"]
    assert "_auth_user_id" not in client.session
    assert client.get(response["Location"]).status_code == 200


def test_only_a_logged_in_learner_reaches_the_delete_page(client):
    response = client.get("/en/accounts/delete/")
    assert response.status_code == 302
    assert "/en/accounts/login/" in response["Location"]
