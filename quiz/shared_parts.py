"""What a trainer page shows about its question, built once per process and reused for every learner.

A question is seeded: its URL always gives the same question, and what the page shows of it (the
question itself, its presentation, the yaku names of the language, the HTML of its drawing and of its
empty answer fields) is the same for every learner. Building it was most of a page's cost, so it is kept
in the process's store of shared parts (site_project.kept_parts, which says how they are keyed and when
nothing is kept).

Never kept: anything of one learner. The CSRF token, the form's signed token, the run, the marks, the
working of an answer and a form with errors are rendered per request, around the shared parts.
"""

from __future__ import annotations

import hashlib
import json

from quiz.display import presentation
from quiz.generator import Question, QuestionSpec
from quiz.rulesets import question_for
from quiz.yaku_names import YakuNames, yaku_names
from site_project.kept_parts import PARTS, SharedParts
from site_project.page_skeleton import PageSkeletons

# The question and feedback pages whole, but for their holes (site_project.page_skeleton): about 12 KB
# each, so a few hundred questions and reloaded feedback pages in about 10 MB per process.
PAGES = PageSkeletons(max_entries=800)


def forget_all() -> None:
    """Drop every kept part and trainer page of this process (tests; a content edit needs no call, its
    version does it)."""
    PARTS.forget_all()
    PAGES.forget_all()


def question_digest(question: Question) -> str:
    """A digest of what a question shows: a stored attempt's question (as it was asked) and a freshly
    generated one share parts only when they are the same question."""
    shown = [question.spec.id, question.request, question.answer, question.theme, question.table_only]
    return hashlib.sha256(json.dumps(shown, sort_keys=True, default=str).encode()).hexdigest()[:32]


class TrainerParts(SharedParts):
    """The shared parts, and the trainer's own: the question, its presentation, the yaku names."""

    def question(self, spec: QuestionSpec) -> Question:
        """The question of a spec (LookupError as `question_for`; a failure is not kept)."""
        return self.get(("question", spec), lambda: question_for(spec))

    def names(self) -> YakuNames:
        """The yaku names of the language."""
        return self.get(("names",), yaku_names)

    def presentation(self, question: Question, digest: str) -> dict[str, object]:
        """`quiz.display.presentation` of the question whose `question_digest` is `digest` (a copy: the
        caller may add to it)."""
        return dict(self.get(("presentation", digest), lambda: presentation(question)))
