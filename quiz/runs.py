"""Sessions of ten questions, kept in the Django session: topic, difficulty, ruleset, mode and progress.

The run remembers its current question, so reloading "next" shows the same hand, and counts a question
only when its answer comes back with this run's signed token.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable

from quiz.generator import QuestionSpec
from quiz.learners import Learner
from quiz.leitner import focus_spec
from quiz.models import Attempt
from quiz.tokens import Ticket

RUN_KEY = "quiz_run"
LENGTH = 10


def start(
    session, topic: str, difficulty: str, ruleset: str, mode: str, style: str = "typed", timed: bool = False
) -> dict:
    """Begin a new run of ten questions (the previous one, if any, is left as it stands).

    `style` is "typed" or "choices" (four choices per number, answered with taps); a `timed` run shows
    a clock on each question and the time taken beside each answer.
    """
    run = {
        "id": secrets.token_hex(8),
        "topic": topic,
        "difficulty": difficulty,
        "ruleset": ruleset,
        "mode": mode,
        "style": style,
        "timed": timed,
        "answered": 0,
        "right": 0,
        "current": None,
    }
    session[RUN_KEY] = run
    return run


def current(session) -> dict | None:
    """The learner's run, if one was started."""
    return session.get(RUN_KEY)


def spec_of(run: dict) -> QuestionSpec | None:
    """The run's current question, if it has one waiting for an answer."""
    return QuestionSpec(*run["current"]) if run.get("current") else None


def next_spec(session, learner: Learner) -> QuestionSpec | None:
    """The question to show next, or None once the ten are answered."""
    run = current(session)
    if run is None or run["answered"] >= LENGTH:
        return None
    spec = spec_of(run)
    if spec is None:
        rng = random.Random(secrets.randbits(64))
        if run["mode"] == "weak":
            spec = focus_spec(learner, run["difficulty"], run["ruleset"], rng)
        if spec is None:
            spec = QuestionSpec(rng.randrange(1, 10**9), run["topic"], run["difficulty"], run["ruleset"])
        run["current"] = [spec.seed, spec.topic, spec.difficulty, spec.ruleset_name]
        session.modified = True
    return spec


def run_for_question(session, spec: QuestionSpec) -> dict | None:
    """The run whose current question this is, so its page shows the progress bar."""
    run = current(session)
    return run if run is not None and spec_of(run) == spec else None


def count(session, ticket: Ticket, attempt: Attempt) -> None:
    """Count an answer in its run (only the run's current question counts, and only once)."""
    run = current(session)
    if run is None or ticket.run != run["id"] or spec_of(run) != ticket.spec:
        return
    run["answered"] += 1
    run["right"] += attempt.correct
    run["current"] = None
    session.modified = True


def first_answers(attempts: Iterable[Attempt]) -> list[Attempt]:
    """A run's attempts in order, one per question: the first answer of each.

    A question open in two tabs can be answered from both (each page has its own token); the run
    counted it once, and its summary must too ("10 of 10 questions", never "of 13").
    """
    seen: set[tuple] = set()
    first = []
    for attempt in attempts:
        question = (attempt.seed, attempt.topic, attempt.difficulty, attempt.ruleset)
        if question not in seen:
            seen.add(question)
            first.append(attempt)
    return first
