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


def sign_up(client, username: str, email: str, language: str = "en", **extra):
    """Post a valid sign-up form (the shared strong password) and return the response."""
    data = {"username": username, "email": email, "password1": PASSWORD, "password2": PASSWORD, **extra}
    return client.post(f"/{language}/accounts/signup/", data)


def link_in(message, marker: str = "/activate/") -> str:
    """The path of the first link in a mail's body that contains `marker`."""
    line = next(line for line in message.body.splitlines() if marker in line)
    return line.strip().split("testserver", 1)[1]


def activate(client, message) -> str:
    """Open the activation link of a mail and press its button; returns where it lands."""
    path = link_in(message)
    assert b'data-action="activate"' in client.get(path).content
    response = client.post(path)
    assert response.status_code == 302
    return response["Location"]
