"""What the account tests share: a password the validators accept, and a question answered as a learner would."""

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of, wrong_answers

PASSWORD = "a-long-Passphrase-42"


def answer(client, spec: QuestionSpec, right: bool = True) -> None:
    """Open the question's page and post its answer (right or wrong) with the page's token."""
    url = f"/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"
    page = client.get(url)
    question = generate(spec)
    data = right_answers(question) if right else wrong_answers(question)
    assert client.post(url, {"token": token_of(page), **data}).status_code == 302
