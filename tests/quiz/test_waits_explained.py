"""A tile that completes the shape but whose four copies the player already holds is no wait, and the
feedback says why instead of leaving it out silently."""

import pytest

from quiz.generator import QuestionSpec, generate
from quiz.topics.waits import dead_waits
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db


def test_a_wait_whose_copies_are_all_in_a_kan_is_explained():
    request = {"hand": "23m456p789s11z", "melds": [{"kind": "ankan", "tiles": "1111m"}]}
    [(tile, reason)] = dead_waits(request)
    assert tile == "1m"
    assert "kan" in reason


def test_a_wait_whose_copies_are_all_in_the_hand_is_explained():
    assert [tile for tile, _ in dead_waits({"hand": "7778888m567p888s", "melds": []})] == ["8m"]


def test_real_waits_are_not_listed_as_dead():
    assert dead_waits({"hand": "2233445566778p", "melds": []}) == []


def test_the_feedback_of_a_waits_question_explains_the_dead_wait(client):
    spec = QuestionSpec(8, "waits", "intermediate", "ema")  # 7888s333666z with a pon of 7s: 7s is dead
    question = generate(spec)
    assert question.answer["waits"] == "69s"
    url = "/fr/trainer/waits/intermediate/ema/8/"
    page = client.get(url)
    data = right_answers(question)
    data["waits"] = [*data["waits"], "7s"]
    response = client.post(url, {"token": token_of(page), **data})
    content = client.get(response["Location"]).content.decode()
    assert 'data-verdict="wrong"' in content
    assert 'data-dead-wait="7s"' in content
    assert "no wait" not in content, "explained in the page's language"
