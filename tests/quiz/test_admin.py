"""The admin lists attempts (read-only records) and Leitner boxes."""

import pytest

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db


def test_the_admin_lists_attempts_and_boxes(admin_client, client):
    url = "/en/trainer/fu/beginner/ema/2/"
    client.post(
        url,
        {
            "token": token_of(client.get(url)),
            **right_answers(generate(QuestionSpec(2, "fu", "beginner", "ema"))),
        },
    )
    assert admin_client.get("/admin/quiz/attempt/").status_code == 200
    assert admin_client.get("/admin/quiz/skillbox/").status_code == 200
    assert admin_client.get("/admin/quiz/attempt/add/").status_code == 403
