"""The payment convention a teacher would sign: each payment field is what that player hands over, honba
included; riichi sticks count only in the total; every honba and stick the answer counts is shown in
the question, and the form says which convention it asks."""

import pytest

from quiz.generator import Question, QuestionSpec, generate
from quiz.grading import handed_over
from quiz.topics import grade, parts_of
from rules.scoring import score_request
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db


def question(topic: str = "full", **situation) -> Question:
    request = {"hand": "234m567p23455s", "win_tile": "5s", "melds": [{"kind": "pon", "tiles": "777z"}]}
    request.update({"dora_indicators": "3m", "ruleset": "ema", "seat_wind": "S", **situation})
    return Question(QuestionSpec(1, topic, "expert", "ema"), request, score_request(request), "open_yakuhai")


def test_a_ron_with_honba_asks_the_discarder_for_300_per_counter():
    q = question(honba=2)
    assert q.answer["payment"] == {"ron": 2000}
    assert handed_over(q) == {"ron": 2600}
    assert grade(q, {"han": 2, "fu": 30, "ron": 2600})["payment"]
    assert not grade(q, {"han": 2, "fu": 30, "ron": 2000})["payment"]


def test_a_non_dealer_tsumo_with_honba_adds_100_per_counter_to_each_payer():
    q = question(tsumo=True, honba=1, seat_wind="S")
    assert q.answer["payment"] == {"tsumo_nondealer": 500, "tsumo_dealer": 1000}
    assert handed_over(q) == {"tsumo_nondealer": 600, "tsumo_dealer": 1100}
    assert grade(q, {"tsumo_nondealer": 600, "tsumo_dealer": 1100})["payment"]
    assert not grade(q, {"tsumo_nondealer": 500, "tsumo_dealer": 1000})["payment"]


def test_a_dealer_tsumo_with_honba_and_sticks_asks_each_payment_and_the_total():
    q = question(tsumo=True, honba=3, riichi_sticks=2, seat_wind="E")
    each = q.answer["payment"]["tsumo_all"]
    assert handed_over(q) == {"tsumo_all": each + 300}
    assert parts_of(q) == ["han", "fu", "payment", "total"]
    # The sticks go to the winner apart: only the total counts them.
    assert q.answer["total"] == 3 * (each + 300) + 2000
    marks = grade(q, {"tsumo_all": each + 300, "total": q.answer["total"]})
    assert marks["payment"]
    assert marks["total"]
    assert not grade(q, {"tsumo_all": each + 300 + 2000 // 3})["payment"]


def test_without_sticks_the_total_is_not_asked():
    assert "total" not in parts_of(question(honba=2))
    assert "total" in parts_of(question(riichi_sticks=1))


def url(spec: QuestionSpec) -> str:
    return f"/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"


@pytest.mark.parametrize("topic", ["full", "payment"])
def test_every_honba_and_stick_of_the_answer_is_shown_in_the_question(client, topic):
    seen = set()
    for seed in range(40):
        spec = QuestionSpec(seed, topic, "expert", "ema")
        q = generate(spec)
        content = client.get(url(spec)).content.decode()
        honba, sticks = q.request["honba"], q.request["riichi_sticks"]
        payers = {"ron": 1, "tsumo_nondealer": 2, "tsumo_dealer": 1, "tsumo_all": 3}
        counted = sum(value * payers[key] for key, value in handed_over(q).items()) + 1000 * sticks
        assert counted == q.answer["total"], spec
        if honba or sticks:
            assert f'data-honba="{honba}" data-sticks="{sticks}"' in content, spec
            seen.add(q.table_only)
        if honba:
            assert "Payment, honba included" in content, spec
        if q.request.get("riichi") or q.request.get("double_riichi"):
            assert sticks >= 1, "a winner in riichi put a stick of their own on the table"
    assert seen == ({False, True} if topic == "payment" else {False})


def test_a_right_answer_under_the_convention_is_marked_right_through_the_page(client):
    spec = next(
        QuestionSpec(seed, "payment", "expert", "ema")
        for seed in range(100)
        if generate(QuestionSpec(seed, "payment", "expert", "ema")).request["honba"]
    )
    q = generate(spec)
    page = client.get(url(spec))
    response = client.post(url(spec), {"token": token_of(page), **right_answers(q)})
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-verdict="right"' in feedback
    assert "data-handed" in feedback, "the feedback shows the table value and the honba apart"
