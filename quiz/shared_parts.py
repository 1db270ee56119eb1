"""What a trainer page shows about its question, built once per process and reused for every learner.

A question is seeded: its URL always gives the same question, and what the page shows of it (the
question itself, its presentation, the yaku names of the language, the HTML of its drawing and of its
empty answer fields) is the same for every learner. Building it was most of a page's cost, so it is kept
here, in a small per-process LRU (no network round trip, nothing pickled), keyed by the content version
(`rules.page_cache`: any edit of the reference, house rules included, retires every part at once), the
release (static file names, the club's settings) and the language.

Never kept: anything of one learner. The CSRF token, the form's signed token, the run, the marks, the
working of an answer and a form with errors are rendered per request, around the shared parts.
Nothing is kept with `PAGE_CACHE_SECONDS=0` (the default while DEBUG is on, so an edited template shows at
once), nor while the cache that holds the content version cannot be reached: every part is then built.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TypeVar

from django.conf import settings
from django.utils.translation import get_language

from quiz.display import presentation
from quiz.generator import Question, QuestionSpec
from quiz.rulesets import question_for
from quiz.yaku_names import YakuNames, yaku_names
from rules.page_cache import content_version, release
from site_project.cache_health import report_cache_failure
from site_project.page_skeleton import PageSkeletons

T = TypeVar("T")
# About 3 parts per question and language: a tournament's few hundred questions fit in a few MB.
MAX_ENTRIES = 3000

_lock = threading.Lock()
_store: OrderedDict[Hashable, object] = OrderedDict()
# The question and feedback pages whole, but for their holes (site_project.page_skeleton): about 12 KB
# each, so a few hundred questions and reloaded feedback pages in about 10 MB per process.
PAGES = PageSkeletons(max_entries=800)


def _kept(key: Hashable, build: Callable[[], T]) -> T:
    with _lock:
        if key in _store:
            _store.move_to_end(key)
            return _store[key]  # type: ignore[return-value]
    value = build()  # outside the lock: two threads may build the same part, both get the same value
    with _lock:
        _store[key] = value
        while len(_store) > MAX_ENTRIES:
            _store.popitem(last=False)
    return value


def forget_all() -> None:
    """Drop every kept part and page of this process (tests; a content edit needs no call, its version
    does it)."""
    with _lock:
        _store.clear()
    PAGES.forget_all()


def question_digest(question: Question) -> str:
    """A digest of what a question shows: a stored attempt's question (as it was asked) and a freshly
    generated one share parts only when they are the same question."""
    shown = [question.spec.id, question.request, question.answer, question.theme, question.table_only]
    return hashlib.sha256(json.dumps(shown, sort_keys=True, default=str).encode()).hexdigest()[:32]


class SharedParts:
    """The parts of the current content version, release and language; read once per request."""

    def __init__(self, generation: tuple[str, str, str] | None) -> None:
        self.generation = generation

    @classmethod
    def current(cls) -> SharedParts:
        """The parts for this request's language; none are kept while the cache is unreachable."""
        if settings.PAGE_CACHE_SECONDS <= 0:
            return cls(None)
        try:
            version = content_version()
        except Exception as error:  # the cache is a speed-up, never a dependency
            report_cache_failure(error)
            return cls(None)
        return cls((version, release(), get_language() or ""))

    def _get(self, key: tuple, build: Callable[[], T]) -> T:
        if self.generation is None:
            return build()
        return _kept((self.generation, *key), build)

    def question(self, spec: QuestionSpec) -> Question:
        """The question of a spec (LookupError as `question_for`; a failure is not kept)."""
        return self._get(("question", spec), lambda: question_for(spec))

    def names(self) -> YakuNames:
        """The yaku names of the language."""
        return self._get(("names",), yaku_names)

    def presentation(self, question: Question, digest: str) -> dict[str, object]:
        """`quiz.display.presentation` of the question whose `question_digest` is `digest` (a copy: the
        caller may add to it)."""
        return dict(self._get(("presentation", digest), lambda: presentation(question)))

    def html(self, name: str, key: Hashable, render: Callable[[], str]) -> str:
        """A rendered fragment of the page, `name` under `key` (what alone it depends on)."""
        return self._get(("html", name, key), render)
