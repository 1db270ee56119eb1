"""Answering a question: each topic right and wrong, and every kind of bad input handled without a 500,
with the form kept filled, nothing stored for a bad token and a replay never counted twice."""

import pytest
from django.test import override_settings

from quiz.generator import QuestionSpec, generate
from quiz.models import Attempt, SkillBox
from quiz.topics import TOPICS
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db


def url(spec: QuestionSpec, language: str = "en") -> str:
    return f"/{language}/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"


def answer(client, spec, data, language="en"):
    page = client.get(url(spec, language))
    return client.post(url(spec, language), {"token": token_of(page), **data})


@pytest.mark.parametrize("topic", TOPICS)
@pytest.mark.parametrize("difficulty", ["beginner", "expert"])
def test_a_right_answer_is_marked_right_in_every_part(client, topic, difficulty):
    spec = QuestionSpec(11, topic, difficulty, "ema")
    response = answer(client, spec, right_answers(generate(spec)))
    assert response.status_code == 302
    attempt = Attempt.objects.get()
    assert attempt.correct
    assert all(attempt.parts.values())
    feedback = client.get(response["Location"])
    assert feedback.status_code == 200
    assert b'data-verdict="right"' in feedback.content


@pytest.mark.parametrize("topic", TOPICS)
def test_a_wrong_answer_is_marked_wrong_part_by_part(client, topic):
    spec = QuestionSpec(12, topic, "intermediate", "wrc")
    response = answer(client, spec, wrong_answers(generate(spec)))
    attempt = Attempt.objects.get()
    assert not attempt.correct
    assert not any(attempt.parts.values())
    feedback = client.get(response["Location"])
    assert b'data-verdict="wrong"' in feedback.content
    assert b'data-right="false"' in feedback.content


def test_the_feedback_shows_yaku_fu_items_and_the_table_lookup(client):
    spec = QuestionSpec(3, "full", "expert", "ema")
    question = generate(spec)
    feedback = client.get(answer(client, spec, right_answers(question))["Location"]).content.decode()
    for item in question.answer["yaku"]:
        assert f'data-yaku="{item["key"]}"' in feedback
    for item in question.answer["fu_items"]:
        assert f'data-fu="{item["key"]}"' in feedback
    assert "data-base" in feedback
    assert f"{question.answer['total']:,}" in feedback, "written as English writes numbers"


def test_the_feedback_speaks_the_page_language(client):
    spec = QuestionSpec(3, "full", "beginner", "ema")
    response = answer(client, spec, {"han": "1", "fu": "30", "ron": "1000"}, language="es")
    feedback = client.get(response["Location"])
    assert feedback.status_code == 200
    assert b'lang="es"' in feedback.content


def test_thousands_separators_of_french_and_spanish_are_read(client):
    spec = QuestionSpec(5, "payment", "beginner", "ema")
    question = generate(spec)
    data = right_answers(question)
    data = {
        key: f"{int(value) // 1000} {int(value) % 1000:03d}" if int(value) >= 1000 else value
        for key, value in data.items()
    }
    answer(client, spec, data)
    assert Attempt.objects.get().correct


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("abc", b"Enter a whole number"),
        ("-5", b"greater than or equal to"),
        ("99999999999999999999999", b"less than or equal to"),
        ("1e9", b"Enter a whole number"),
        ("", b"This field is required"),
    ],
)
def test_bad_numbers_get_a_clear_message_with_the_form_kept_filled(client, value, message):
    spec = QuestionSpec(7, "full", "beginner", "ema")
    response = answer(client, spec, {"han": value, "fu": "30", "ron": "1000"})
    assert response.status_code == 400
    assert message in response.content
    assert b'value="30"' in response.content
    assert not Attempt.objects.exists()


def test_a_bad_number_is_explained_in_the_learners_language(client):
    spec = QuestionSpec(7, "full", "beginner", "ema")
    response = answer(client, spec, {"han": "deux", "fu": "30", "ron": "1000"}, language="fr")
    assert b"Saisissez un nombre entier" in response.content


def test_an_unknown_yaku_or_tile_is_refused(client):
    spec = QuestionSpec(8, "yaku", "expert", "ema")
    assert answer(client, spec, {"yaku": ["not_a_yaku"]}).status_code == 400
    spec = QuestionSpec(8, "waits", "expert", "ema")
    assert answer(client, spec, {"waits": ["0z"]}).status_code == 400
    assert not Attempt.objects.exists()


def test_a_tampered_token_stores_nothing_and_keeps_the_answers(client):
    spec = QuestionSpec(9, "full", "beginner", "ema")
    page = client.get(url(spec))
    token = token_of(page)
    tampered = token[:-3] + ("AAA" if token[-3:] != "AAA" else "BBB")
    response = client.post(url(spec), {"token": tampered, "han": "3", "fu": "40", "ron": "5200"})
    assert response.status_code == 400
    assert b'data-error="token"' in response.content
    assert b'value="5200"' in response.content
    assert token_of(response) != tampered
    assert not Attempt.objects.exists()
    assert not SkillBox.objects.exists()


def test_a_missing_token_stores_nothing(client):
    spec = QuestionSpec(9, "fu", "beginner", "ema")
    response = client.post(url(spec), {"fu": "30"})
    assert response.status_code == 400
    assert not Attempt.objects.exists()


def test_a_token_of_another_question_stores_nothing(client):
    other = QuestionSpec(1, "full", "beginner", "ema")
    spec = QuestionSpec(2, "full", "beginner", "ema")
    response = client.post(
        url(spec), {"token": token_of(client.get(url(other))), "han": "1", "fu": "30", "ron": "1000"}
    )
    assert response.status_code == 400
    assert not Attempt.objects.exists()


def test_an_expired_token_stores_nothing(client):
    spec = QuestionSpec(10, "full", "beginner", "ema")
    page = client.get(url(spec))
    with override_settings(QUIZ_TOKEN_MAX_AGE=-1):
        response = client.post(url(spec), {"token": token_of(page), "han": "1", "fu": "30", "ron": "1000"})
    assert response.status_code == 400
    assert b'data-error="token"' in response.content
    assert not Attempt.objects.exists()


def test_a_replayed_submission_never_counts_twice(client):
    spec = QuestionSpec(13, "full", "beginner", "ema")
    page = client.get(url(spec))
    data = {"token": token_of(page), **right_answers(generate(spec))}
    first = client.post(url(spec), data)
    second = client.post(url(spec), {**data, "han": "13"})
    assert first["Location"] == second["Location"]
    assert Attempt.objects.count() == 1
    assert Attempt.objects.get().correct
    assert all(box.seen == 1 for box in SkillBox.objects.all())


def test_another_learner_replaying_a_token_gets_nothing_stored(client, django_user_model):
    spec = QuestionSpec(14, "fu", "beginner", "ema")
    page = client.get(url(spec))
    data = {"token": token_of(page), **right_answers(generate(spec))}
    client.post(url(spec), data)
    client.logout()
    client.cookies.clear()
    response = client.post(url(spec), data)
    assert response.status_code == 400
    assert Attempt.objects.count() == 1


def test_unknown_topics_rulesets_and_huge_seeds_are_not_found(client):
    assert client.get("/en/trainer/poker/beginner/ema/1/").status_code == 404
    assert client.get("/en/trainer/full/beginner/nope/1/").status_code == 404
    assert client.get("/en/trainer/full/beginner/ema/99999999999999999999999/").status_code == 404


def test_someone_elses_feedback_page_is_not_found(client):
    spec = QuestionSpec(15, "fu", "beginner", "ema")
    location = answer(client, spec, right_answers(generate(spec)))["Location"]
    client.cookies.clear()
    assert client.get(location).status_code == 404


def test_the_question_page_draws_the_hand_and_a_form_for_the_topic(client):
    response = client.get(url(QuestionSpec(4, "full", "intermediate", "ema")))
    content = response.content.decode()
    assert 'class="tile-hand' in content
    assert 'name="han"' in content
    assert 'name="fu"' in content
    assert "data-situation" in content


def test_the_payment_form_takes_the_shape_of_the_win(client):
    shapes = set()
    for seed in range(60):
        spec = QuestionSpec(seed, "payment", "intermediate", "ema")
        content = client.get(url(spec)).content.decode()
        shapes.add(
            tuple(
                name
                for name in ("ron", "tsumo_nondealer", "tsumo_dealer", "tsumo_all")
                if f'name="{name}"' in content
            )
        )
    assert shapes == {("ron",), ("tsumo_nondealer", "tsumo_dealer"), ("tsumo_all",)}


def test_the_payment_topic_also_drills_the_table_from_han_and_fu(client):
    drills = [
        seed for seed in range(40) if generate(QuestionSpec(seed, "payment", "beginner", "ema")).table_only
    ]
    assert drills
    content = client.get(url(QuestionSpec(drills[0], "payment", "beginner", "ema"))).content.decode()
    assert 'data-drill="table"' in content
    assert "tile-hand" not in content


NASTY = [
    "",
    " ",
    "0",
    "-0",
    "1.5",
    "1,5",
    "१२",
    "١٢",
    "9" * 5000,
    "<script>",
    "NaN",
    "inf",
    "1e3",
    "\x00",
    "20 fu",
]


@pytest.mark.parametrize("value", NASTY)
def test_no_value_in_any_field_breaks_the_page(client, value):
    for topic in ("full", "payment", "yaku", "waits"):
        spec = QuestionSpec(21, topic, "expert", "ema")
        page = client.get(url(spec))
        fields = [
            "han",
            "fu",
            "ron",
            "tsumo_nondealer",
            "tsumo_dealer",
            "tsumo_all",
            "total",
            "yaku",
            "waits",
        ]
        response = client.post(url(spec), {"token": token_of(page), **dict.fromkeys(fields, value)})
        assert response.status_code in (302, 400)
    response = client.post(url(spec), {"token": value})
    assert response.status_code == 400


def test_the_feedback_of_a_table_drill_shows_the_lookup_not_the_hand(client):
    seed = next(
        s for s in range(60) if generate(QuestionSpec(s, "payment", "intermediate", "ema")).table_only
    )
    spec = QuestionSpec(seed, "payment", "intermediate", "ema")
    content = client.get(answer(client, spec, right_answers(generate(spec)))["Location"]).content.decode()
    assert "data-base" in content
    assert 'data-table="yaku"' not in content
    assert "tile-hand" not in content


def test_the_feedback_links_each_yaku_to_the_reference(client):
    spec = QuestionSpec(3, "han", "intermediate", "ema")
    question = generate(spec)
    content = client.get(answer(client, spec, right_answers(question))["Location"]).content.decode()
    for item in question.answer["yaku"]:
        assert f'href="/en/yaku/{item["key"]}/"' in content


def test_a_nagashi_mangan_drill_is_asked_and_marked(client):
    seed = next(
        s
        for s in range(400)
        if generate(QuestionSpec(s, "payment", "expert", "tenhou")).theme == "nagashi_mangan"
    )
    spec = QuestionSpec(seed, "payment", "expert", "tenhou")
    assert b'data-drill="table"' in client.get(url(spec)).content
    response = answer(client, spec, right_answers(generate(spec)))
    assert Attempt.objects.get().correct
    assert b"data-base" in client.get(response["Location"]).content


def test_the_feedback_of_a_waits_question_shows_each_wait_with_its_readings(client):
    spec = QuestionSpec(4, "waits", "expert", "ema")
    question = generate(spec)
    content = client.get(answer(client, spec, right_answers(question))["Location"]).content.decode()
    for tile in right_answers(question)["waits"]:
        assert f'data-wait="{tile}"' in content
    assert 'class="readings"' in content
