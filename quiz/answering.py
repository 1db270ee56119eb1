"""Checking a submitted answer: verify the signed token, rebuild the question, grade it, store it once.

Nothing is stored for a token that was altered, has expired, or belongs to another question: the
learner gets the same question back with their answers kept and a fresh token. A token that was
already used (a replayed submission) finds its earlier attempt, which is never counted twice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.http import QueryDict

from quiz import leitner, runs, tokens
from quiz.forms import AnswerForm
from quiz.generator import Question, QuestionSpec
from quiz.learners import Learner
from quiz.models import Attempt
from quiz.topics import grade, skills_by_part

MAX_SECONDS = 3600


@dataclass
class Outcome:
    """What came of a submission: an attempt to show, or the form again with a message."""

    question: Question
    form: AnswerForm
    attempt: Attempt | None = None
    replayed: bool = False
    token_error: str = ""


def fresh_form(
    question: Question, yaku_names: dict[str, str], run: str, data: QueryDict, choices: bool = False
):
    """The answer form again, its answers kept, with a newly signed token."""
    data = data.copy()
    data["token"] = tokens.issue(question.spec, run=run)
    return AnswerForm(question, yaku_names, data, choices=choices)


def submit(
    session,
    learner: Learner,
    question: Question,
    data: QueryDict,
    yaku_names: dict[str, str],
    choices: bool = False,
) -> Outcome:
    """Check one submission of `question` (named by the URL) against its signed token; `choices` says
    the form showed four choices per number rather than text fields."""
    spec = question.spec
    try:
        ticket = tokens.read(data.get("token", ""))
    except tokens.TokenError as error:
        return Outcome(
            question,
            fresh_form(question, yaku_names, _run_id(session, spec), data, choices),
            token_error=error.code,
        )
    if ticket.spec != spec:
        return Outcome(
            question,
            fresh_form(question, yaku_names, _run_id(session, spec), data, choices),
            token_error="mismatch",
        )
    earlier = Attempt.objects.filter(nonce=ticket.nonce).first()
    if earlier is not None:
        return _replay(question, yaku_names, learner, earlier, session, spec, data, choices)
    form = AnswerForm(question, yaku_names, data, choices=choices)
    if not form.is_valid():
        return Outcome(question, form)
    answers = form.answers()
    marks = grade(question, answers)
    by_part = skills_by_part(question)
    results = leitner.skill_results(marks, by_part)
    try:
        with transaction.atomic():
            attempt = Attempt.objects.create(
                **learner.owner(),
                nonce=ticket.nonce,
                token=data["token"],
                seed=spec.seed,
                topic=spec.topic,
                difficulty=spec.difficulty,
                ruleset=spec.ruleset_name,
                run=ticket.run,
                question={
                    "request": question.request,
                    "answer": question.answer,
                    "theme": question.theme,
                    "table_only": question.table_only,
                },
                answers=answers,
                parts=marks,
                skills=results,
                correct=all(marks.values()),
                seconds=int(min(max(time.time() - ticket.issued, 0), MAX_SECONDS)),
            )
            leitner.record(learner, results)
    except IntegrityError:
        # Only a nonce already used makes this a replay; any other conflict is a real error.
        earlier = Attempt.objects.filter(nonce=ticket.nonce).first()
        if earlier is None:
            raise
        return _replay(question, yaku_names, learner, earlier, session, spec, data, choices)
    runs.count(session, ticket, attempt)
    return Outcome(question, form, attempt=attempt)


def _run_id(session, spec: QuestionSpec) -> str:
    run = runs.run_for_question(session, spec)
    return run["id"] if run else ""


def _replay(question, yaku_names, learner: Learner, earlier, session, spec, data, choices) -> Outcome:
    """A used token: show the earlier attempt when it is this learner's, else treat it as foreign."""
    if earlier is not None and all(getattr(earlier, k) == v for k, v in learner.owner().items()):
        form = AnswerForm(question, yaku_names, data, choices=choices)
        return Outcome(question, form, attempt=earlier, replayed=True)
    return Outcome(
        question,
        fresh_form(question, yaku_names, _run_id(session, spec), data, choices),
        token_error="tampered",
    )
