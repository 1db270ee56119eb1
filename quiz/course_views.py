"""The beginner's course under `trainer/course/`, and the "Practise this" page of the reference.

Thin: read the steps and the learner's progress (`quiz.course`), or the page's practice
(`quiz.practice`), and render; starting a set is a POST that begins a run of the trainer.
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from quiz import course, phrases, runs
from quiz.learners import learner_of
from quiz.practice import offered, practice_for
from quiz.rulesets import default_key, name_of
from quiz.topics import TOPICS
from rules.models import CourseStep, PlayChapter, Yaku
from site_project.headers import private_page


@private_page
@require_GET
def course_index(request: HttpRequest) -> HttpResponse:
    """Every step, which are done, and a button to the next one."""
    steps = course.course_of(learner_of(request, create=False))
    return render(
        request,
        "quiz/course_index.html",
        {
            "steps": steps,
            "next_step": course.next_step(steps),
            "done": sum(progress.done for progress in steps),
            "pass_mark": course.PASS_MARK,
            "run_length": runs.LENGTH,
        },
    )


@private_page
@require_GET
def course_step(request: HttpRequest, key: str) -> HttpResponse:
    """A step's lesson, screen after screen, and the set that ends it."""
    steps = course.course_of(learner_of(request, create=False))
    place = next((i for i, progress in enumerate(steps) if progress.step.key == key), None)
    if place is None:
        raise Http404
    progress = steps[place]
    step = CourseStep.objects.prefetch_related("screens").get(pk=progress.step.pk)
    return render(
        request,
        "quiz/course_step.html",
        {
            "progress": progress,
            "step": step,
            "steps": steps,
            "previous": steps[place - 1] if place else None,
            "following": steps[place + 1] if place + 1 < len(steps) else None,
            "chapters": PlayChapter.objects.filter(key__in=step.chapters),
            "yaku": Yaku.objects.filter(key__in=step.yaku),
            "pages": course.reading_pages(step),
            "topic": TOPICS.get(step.topic),
            "difficulty_name": phrases.DIFFICULTIES.get(step.difficulty, ""),
            "ruleset_name": name_of(default_key()),
            "pass_mark": course.PASS_MARK,
            "run_length": runs.LENGTH,
        },
    )


@require_POST
def course_start(request: HttpRequest, key: str) -> HttpResponse:
    """Start the step's set and show its first question."""
    step = get_object_or_404(CourseStep, key=key)
    if not course.is_playable(step):
        raise Http404
    course.start_set(request.session, learner_of(request), step)
    return redirect("quiz:next")


@require_GET
def practise(request: HttpRequest, kind: str, key: str) -> HttpResponse:
    """A session on the topic of a chapter or a yaku page, one button away (a GET never starts one)."""
    practice = practice_for(kind, key)
    page = (PlayChapter if kind == "chapter" else Yaku).objects.filter(key=key).first()
    if practice is None or page is None or not offered(practice.topic, practice.difficulty):
        raise Http404
    ruleset = default_key()
    return render(
        request,
        "quiz/practise.html",
        {
            "practice": practice,
            "kind": kind,
            "page": page,
            "topic": TOPICS[practice.topic],
            "difficulty_name": phrases.DIFFICULTIES[practice.difficulty],
            "ruleset": ruleset,
            "ruleset_name": name_of(ruleset),
            "run_length": runs.LENGTH,
        },
    )
