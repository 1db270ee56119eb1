"""Signed question tokens: the server rebuilds the question from what it signed, never from the browser.

A token names the question (seed, topic, difficulty, ruleset), the 10-question session it belongs to,
when it was issued and a one-time nonce. The nonce is what replay protection keys on: an attempt row
holds it under a unique constraint, so a second submission of the same token never counts twice.

>>> ticket = read(issue(QuestionSpec(5, "fu", "expert", "wrc"), run="abc"))
>>> ticket.spec, ticket.run
(QuestionSpec(seed=5, topic='fu', difficulty='expert', ruleset='wrc'), 'abc')
>>> read("x" + issue(QuestionSpec(5)))  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
TokenError: tampered
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass

from django.conf import settings
from django.core import signing

from quiz.generator import DIFFICULTIES, QuestionSpec
from quiz.topics import TOPICS

SALT = "quiz.question-token"
DEFAULT_MAX_AGE = 6 * 3600  # long enough to think about a hand, short enough that old pages expire


class TokenError(ValueError):
    """A token that cannot be trusted: `code` is "tampered" or "expired"."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class Ticket:
    """What a valid token says."""

    spec: QuestionSpec
    nonce: str
    run: str
    issued: float


def issue(spec: QuestionSpec, run: str = "") -> str:
    """A fresh token for one showing of a question."""
    payload = {
        "s": spec.seed,
        "t": spec.topic,
        "d": spec.difficulty,
        "r": spec.ruleset_name,
        "n": secrets.token_urlsafe(12),
        "u": run,
        "i": time.time(),
    }
    return signing.dumps(payload, salt=SALT, compress=True)


def max_age() -> int:
    """Seconds a token stays valid (`QUIZ_TOKEN_MAX_AGE` in the settings)."""
    return getattr(settings, "QUIZ_TOKEN_MAX_AGE", DEFAULT_MAX_AGE)


def read(token: str) -> Ticket:
    """The ticket of a token, or `TokenError` when it was altered or is too old."""
    try:
        payload = signing.loads(token, salt=SALT, max_age=max_age())
    except signing.SignatureExpired:
        raise TokenError("expired") from None
    except signing.BadSignature:
        raise TokenError("tampered") from None
    try:
        spec = QuestionSpec(int(payload["s"]), payload["t"], payload["d"], payload["r"])
        ticket = Ticket(spec, str(payload["n"]), str(payload["u"]), float(payload["i"]))
    except (KeyError, TypeError, ValueError):
        raise TokenError("tampered") from None
    if spec.topic not in TOPICS or spec.difficulty not in DIFFICULTIES:
        raise TokenError("tampered")
    return ticket
