"""The beginner's course as a learner follows it: which steps are done, the next one, and its trainer set.

A step's lesson is reference content (`rules.models.CourseStep`, from rules/data/course.toml); what the
trainer adds is the set that ends it. Starting the set begins an ordinary run of the trainer on the step's
topic and difficulty, under the site's default ruleset (the club's rules), answered by tapping one of four
choices, and records which run practises which step (`CourseSet`). A step is done once one of its runs is
finished with at least `PASS_MARK` right answers: that is read from the run's attempts each time, the way
the progress page reads them, so it follows the learner's account or anonymous session like the rest of
their progress (adopted at login, exported, deleted with the account).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from quiz import runs
from quiz.learners import Learner
from quiz.models import Attempt, CourseSet
from quiz.practice import offered
from quiz.rulesets import default_key
from rules.models import CourseStep

# The reference pages a step may send its reader to (`pages` in rules/data/course.toml), by URL name.
PAGE_NAMES = {
    "rules:tiles": _("The tiles"),
    "rules:fu": _("Minipoints (fu)"),
    "rules:scoring_table": _("Scoring table"),
    "rules:glossary": _("Glossary"),
}
# Right answers out of `runs.LENGTH` that pass a step's set.
PASS_MARK = 7
STYLE = "choices"


@dataclass(frozen=True)
class SetResult:
    """A finished set of a step: its run and how many of its questions were right."""

    run: str
    right: int

    @property
    def passed(self) -> bool:
        """At least the pass mark."""
        return self.right >= PASS_MARK


@dataclass(frozen=True)
class StepProgress:
    """A step as one learner stands with it."""

    step: CourseStep
    number: int
    best: SetResult | None  # the best finished set, if any

    @property
    def done(self) -> bool:
        """One finished set reached the pass mark."""
        return self.best is not None and self.best.passed


def finished_sets(learner: Learner) -> dict[str, list[SetResult]]:
    """Every finished set of the learner, by step key, oldest first."""
    sets = list(CourseSet.objects.filter(**learner.owner()).values_list("run", "step"))
    if not sets:
        return {}
    by_run: dict[str, list[Attempt]] = defaultdict(list)
    attempts = Attempt.objects.filter(run__in=[run for run, _ in sets], **learner.owner())
    for attempt in attempts.order_by("created", "id"):
        by_run[attempt.run].append(attempt)
    finished: dict[str, list[SetResult]] = defaultdict(list)
    for run, step in sets:
        answers = runs.first_answers(by_run[run])
        if len(answers) >= runs.LENGTH:
            finished[step].append(SetResult(run, sum(attempt.correct for attempt in answers)))
    return finished


def course_of(learner: Learner) -> list[StepProgress]:
    """Every step in order, with the learner's best finished set of each."""
    finished = finished_sets(learner)
    return [
        StepProgress(
            step, number, max(finished.get(step.key, []), key=lambda result: result.right, default=None)
        )
        for number, step in enumerate(CourseStep.objects.all(), start=1)
    ]


def next_step(course: list[StepProgress]) -> StepProgress | None:
    """The first step not done yet, or None once the course is complete."""
    return next((progress for progress in course if not progress.done), None)


def is_playable(step: CourseStep) -> bool:
    """The trainer has the step's topic, and offers it at the step's difficulty under the default ruleset."""
    return offered(step.topic, step.difficulty)


def start_set(session, learner: Learner, step: CourseStep) -> dict:
    """Begin the step's set as a run of the trainer, and remember that it practises this step."""
    run = runs.start(
        session,
        topic=step.topic,
        difficulty=step.difficulty,
        ruleset=default_key(),
        mode="normal",
        style=STYLE,
    )
    CourseSet.objects.create(**learner.owner(), step=step.key, run=run["id"])
    return run


def step_of_run(learner: Learner, run: str) -> CourseStep | None:
    """The step a run of this learner practised, if it was a course set."""
    key = CourseSet.objects.filter(run=run, **learner.owner()).values_list("step", flat=True).first()
    return CourseStep.objects.filter(key=key).first() if key else None


def reading_pages(step: CourseStep) -> list[dict[str, str]]:
    """The reference pages a step sends its reader to, each with its address and name."""
    return [{"url": reverse(name), "name": str(PAGE_NAMES[name])} for name in step.pages]


@dataclass(frozen=True)
class SetOutcome:
    """What a finished (or abandoned) course set means for the course."""

    step: CourseStep
    passed: bool
    next_step: StepProgress | None  # the first step still to do, after this set


def outcome_of(learner: Learner, run: str, right: int, answered: int) -> SetOutcome | None:
    """The course's side of a session summary, when the session was a step's set."""
    step = step_of_run(learner, run)
    if step is None:
        return None
    passed = answered >= runs.LENGTH and right >= PASS_MARK
    return SetOutcome(step, passed, next_step(course_of(learner)))
