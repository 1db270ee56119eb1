"""The trainer's pages. Thin: parse the input, call one function, render."""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from quiz import course, phrases, runs, tokens
from quiz.answering import submit
from quiz.forms import AnswerForm, StartForm
from quiz.generator import DIFFICULTIES, Question, QuestionSpec
from quiz.learners import learner_of
from quiz.leitner import has_weak_spots
from quiz.models import Attempt
from quiz.progress import missed_skills, progress_of
from quiz.rulesets import default_key
from quiz.shared_parts import PAGES, TrainerParts, question_digest
from quiz.topics import TOPICS, marks_for, working_for
from quiz.yaku_names import YakuNames
from site_project.headers import private_page


def _question(parts: TrainerParts, topic: str, difficulty: str, ruleset: str, seed: int) -> Question:
    """The question a URL names, or 404."""
    if topic not in TOPICS or difficulty not in DIFFICULTIES or seed > 2**62:
        raise Http404
    try:
        return parts.question(QuestionSpec(seed, topic, difficulty, ruleset))
    except LookupError:
        raise Http404 from None


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "quiz/index.html", {"form": StartForm(), "run": runs.current(request.session)})


@require_POST
def start(request: HttpRequest) -> HttpResponse:
    form = StartForm(request.POST)
    if not form.is_valid():
        return render(request, "quiz/index.html", {"form": form}, status=400)
    if form.cleaned_data["mode"] == "weak" and not has_weak_spots(learner_of(request, create=False)):
        # Nothing missed yet: say so, and offer the same session as a first, ordinary one.
        first = StartForm(initial={**form.cleaned_data, "mode": "normal"})
        return render(request, "quiz/index.html", {"form": first, "no_weak_spots": True})
    runs.start(request.session, **form.cleaned_data)
    return redirect("quiz:next")


@require_GET
def next_question(request: HttpRequest) -> HttpResponse:
    run = runs.current(request.session)
    if run is None:
        return redirect("quiz:index")
    spec = runs.next_spec(request.session, learner_of(request))
    if spec is None:
        return redirect("quiz:summary", run=run["id"])
    return redirect(question_url(spec))


def question_url(spec: QuestionSpec) -> str:
    return reverse("quiz:question", args=[spec.topic, spec.difficulty, spec.ruleset_name, spec.seed])


@require_http_methods(["GET", "POST"])
def question(request: HttpRequest, topic: str, difficulty: str, ruleset: str, seed: int) -> HttpResponse:
    parts = TrainerParts.current()
    q = _question(parts, topic, difficulty, ruleset, seed)
    names = parts.names()
    run = runs.run_for_question(request.session, q.spec)
    choices = _answers_by_choice(request, run)
    if request.method == "GET":
        return _question_page(request, parts, q, names, run, choices)
    outcome = submit(request.session, learner_of(request), q, request.POST, names, choices)
    if outcome.attempt is not None:
        if outcome.replayed:
            messages.info(request, phrases.REPLAYED)
        return redirect("quiz:feedback", public_id=outcome.attempt.public_id)
    error = str(phrases.TOKEN_ERRORS[outcome.token_error]) if outcome.token_error else ""
    return _question_page(
        request, parts, outcome.question, names, run, choices, outcome.form, error=error, status=400
    )


def _answers_by_choice(request: HttpRequest, run: dict | None) -> bool:
    """Four choices per number or text fields: the page's own switch (`answers=`) wins over the
    session's style, so a shared link can be answered either way."""
    asked = (request.POST if request.method == "POST" else request.GET).get("answers")
    if asked in phrases.STYLES:
        return asked == "choices"
    return bool(run) and run.get("style") == "choices"


def _question_page(
    request: HttpRequest,
    parts: TrainerParts,
    q: Question,
    names: YakuNames,
    run: dict | None,
    choices: bool,
    form: AnswerForm | None = None,
    error: str = "",
    status: int = 200,
) -> HttpResponse:
    """The question with empty answer fields (kept as a skeleton: only the tokens, the run's progress
    and the account links are rendered per request), or `form` again with the learner's answers."""
    digest = question_digest(q)
    timed = bool(run and run.get("timed"))

    def shared() -> dict[str, object]:
        shown = form if form is not None else AnswerForm(q, names, choices=choices)
        return {
            **parts.presentation(q, digest),
            "shared_parts": parts,
            "shown_key": digest,
            # The empty answer fields are the same for every learner; a filled form (errors) is their own.
            "fields_key": None if shown.is_bound else (digest, shown.choices),
            "form": shown,
            "timed": timed,
            "token_error": error,
        }

    per_request = {
        "run": run,
        "run_length": runs.LENGTH,
        "position": run["answered"] + 1 if run else 0,
        "answer_token": form["token"].value()
        if form is not None
        else tokens.issue(q.spec, run=run["id"] if run else ""),
    }
    key = None if form is not None or parts.generation is None else (parts.generation, digest, choices, timed)
    return PAGES.render(
        request, "quiz/question.html", shared=shared, per_request=per_request, key=key, status=status
    )


@private_page
@require_GET
def feedback(request: HttpRequest, public_id) -> HttpResponse:
    owner = learner_of(request, create=False).owner()
    # Only the attempt's run is read first: a kept page needs no more of the row.
    attempt_run = Attempt.objects.filter(public_id=public_id, **owner).values_list("run", flat=True).first()
    if attempt_run is None:
        raise Http404
    parts = TrainerParts.current()
    run = runs.current(request.session)
    own_run = run if run and run["id"] == attempt_run else None
    timed = bool(own_run and own_run.get("timed"))

    def shared() -> dict[str, object]:
        attempt = get_object_or_404(Attempt, public_id=public_id, **owner)
        try:
            q = attempt.asked()
        except LookupError:
            raise Http404 from None
        digest = question_digest(q)
        names = parts.names()
        return {
            **parts.presentation(q, digest),
            "shared_parts": parts,
            "shown_key": digest,
            "attempt": attempt,
            "marks": marks_for(q, attempt.answers, attempt.parts, names),
            "working": working_for(q, names, attempt.answers),
            "share_url": request.build_absolute_uri(question_url(q.spec)),
            "timed": timed,
        }

    # An attempt's page is only ever its learner's (the query above), and what it shows of the attempt
    # never changes (its question is rebuilt under the content version): kept per attempt, with the
    # run's progress, the messages and the account rendered per request.
    key = None if parts.generation is None else (parts.generation, str(public_id), timed)
    per_request = {"run": own_run, "run_length": runs.LENGTH}
    return PAGES.render(request, "quiz/feedback.html", shared=shared, per_request=per_request, key=key)


@private_page
@require_GET
def summary(request: HttpRequest, run: str) -> HttpResponse:
    learner = learner_of(request, create=False)
    attempts = runs.first_answers(
        Attempt.objects.filter(run=run, **learner.owner()).order_by("created", "id")
    )
    if not attempts:
        raise Http404
    right = sum(attempt.correct for attempt in attempts)
    # A topic or difficulty the whole session shares goes under the heading, not on every row: on a
    # phone the repeated columns pushed the result out of view.
    topics = {attempt.topic for attempt in attempts}
    difficulties = {attempt.difficulty for attempt in attempts}
    names = {key: entry.name for key, entry in TOPICS.items()}
    context = {
        "attempts": attempts,
        "topics": names,
        "difficulties": phrases.DIFFICULTIES,
        "session_topic": names[topics.pop()] if len(topics) == 1 else "",
        "session_difficulty": phrases.DIFFICULTIES[difficulties.pop()] if len(difficulties) == 1 else "",
        "missed": missed_skills(attempts),
        "answered": len(attempts),
        "right": right,
        "seconds": sum(attempt.seconds for attempt in attempts),
        "course_outcome": course.outcome_of(learner, run, right, len(attempts)),
        "pass_mark": course.PASS_MARK,
        "run_length": runs.LENGTH,
    }
    return render(request, "quiz/summary.html", context)


@private_page
@require_GET
def progress(request: HttpRequest) -> HttpResponse:
    context = {
        "progress": progress_of(learner_of(request, create=False)),
        "default_ruleset": default_key(),
    }
    return render(request, "quiz/progress.html", context)
