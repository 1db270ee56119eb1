"""The progress page: accuracy per topic and difficulty as a server-drawn SVG chart, streaks, and the
weakest skills by name."""

import pytest

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db


def answer(client, spec, right):
    url = f"/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"
    page = client.get(url)
    question = generate(spec)
    data = right_answers(question) if right else wrong_answers(question)
    client.post(url, {"token": token_of(page), **data})


def test_a_new_learner_sees_an_empty_progress_page(client):
    response = client.get("/en/progress/")
    assert response.status_code == 200
    assert b"data-empty" in response.content


def test_the_page_shows_a_chart_accuracy_streaks_and_weakest_skills(client):
    for seed in range(3):
        answer(client, QuestionSpec(seed, "fu", "expert", "ema"), right=False)
    for seed in range(3, 5):
        answer(client, QuestionSpec(seed, "payment", "beginner", "ema"), right=True)
    content = client.get("/en/progress/").content.decode()
    assert "<svg" in content
    assert 'data-series="fu-expert"' in content
    assert 'data-series="payment-beginner"' in content
    assert 'data-cell="fu-expert"' in content
    assert 'data-figure="answered">5<' in content
    assert 'data-figure="accuracy">40%<' in content
    assert 'data-figure="answer-streak">2<' in content
    assert 'data-figure="day-streak">1<' in content
    assert "data-weakest" in content
    assert 'data-skill="fu_' in content


def test_weakest_skills_are_named_in_the_learners_language(client):
    answer(client, QuestionSpec(1, "payment", "intermediate", "ema"), right=False)
    content = client.get("/en/progress/").content.decode()
    assert any(name in content for name in ("non-dealer ron", "dealer ron", "tsumo split"))


def test_the_progress_page_costs_a_few_queries(client, django_assert_max_num_queries):
    for seed in range(6):
        answer(client, QuestionSpec(seed, "han", "intermediate", "ema"), right=seed % 2 == 0)
    with django_assert_max_num_queries(6):
        client.get("/en/progress/")


def test_the_page_changes_after_an_answer(client):
    answer(client, QuestionSpec(1, "full", "beginner", "ema"), right=True)
    before = client.get("/en/progress/").content
    answer(client, QuestionSpec(2, "full", "beginner", "ema"), right=True)
    after = client.get("/en/progress/").content
    assert b'data-figure="answered">1<' in before
    assert b'data-figure="answered">2<' in after


def test_practising_weak_spots_starts_where_the_learner_last_practised(client):
    answer(client, QuestionSpec(1, "fu", "expert", "wrc"), right=False)
    content = client.get("/en/progress/").content.decode()
    assert 'name="difficulty" value="expert"' in content
    assert 'name="ruleset" value="wrc"' in content
    assert 'name="mode" value="weak"' in content


def anonymous_learner(client, learner_id: str) -> dict:
    """A visitor known by `learner_id` who has missed one question: the owner fields of their boxes."""
    from quiz.learners import SESSION_KEY

    client.get("/en/trainer/")
    session = client.session
    session[SESSION_KEY] = learner_id
    session.save()
    answer(client, QuestionSpec(1, "fu", "expert", "ema"), right=False)
    return {"user": None, "anonymous_id": learner_id}


def test_boxes_are_named_in_words_and_a_mastered_skill_is_never_a_weakest_one(client):
    from quiz.models import SkillBox

    owner = anonymous_learner(client, "stages")
    SkillBox.objects.create(skill="pay_limits", box=5, seen=9, missed=4, **owner)
    SkillBox.objects.create(skill="han_dora", box=3, seen=4, missed=1, **owner)
    content = client.get("/en/progress/").content.decode()
    assert 'data-skill="pay_limits"' not in content
    assert 'data-skill="han_dora" data-box="3"' in content
    assert ": learning<" in content
    assert "box 3 of 5" not in content
    french = client.get("/fr/progress/").content.decode()
    assert "maîtrisée" in french
    assert "1 erreur sur 4\u00a0:" in french  # one mistake: singular in French


def test_the_skills_met_so_far_read_as_a_sentence_in_each_language(client):
    """ "Skills met so far: new: 6" had two colons in a row; the summary counts each stage in words."""
    from quiz.models import SkillBox

    owner = anonymous_learner(client, "summary")
    SkillBox.objects.filter(**owner).delete()
    for skill in ("pay_limits", "han_dora"):
        SkillBox.objects.create(skill=skill, box=1, seen=1, missed=1, **owner)
    SkillBox.objects.create(skill="fu_wait", box=5, seen=9, missed=0, **owner)
    expected = {
        "en": ("Skills met so far:", "2 new", "1 mastered"),
        "fr": ("Notions rencontrées jusqu’ici\u00a0:", "2 nouvelles", "1 maîtrisée"),
        "es": ("Habilidades vistas hasta ahora:", "2 por aprender", "1 dominado"),
    }
    for language, (label, new, mastered) in expected.items():
        content = client.get(f"/{language}/progress/").content.decode()
        stages = content[content.index("data-stages>") : content.index("</p>", content.index("data-stages>"))]
        assert stages.startswith(f"data-stages>{label} <span")
        assert f'data-stage="new">{new}</span>' in stages
        assert f'data-stage="mastered">{mastered}</span>' in stages
        assert 'data-stage="learning"' not in stages  # no skill at that stage, no badge
        assert stages.count(":") == 1, stages
        assert '</span><span class="visually-hidden">,</span> <span' in stages  # read as a list
