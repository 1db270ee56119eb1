"""What a page shows the same way to everyone, built once per process and reused: a bounded LRU store,
and the parts of the current content version, release and language.

Three ways of keeping a page's work, from the largest to the smallest:

- `site_project.page_skeleton.PageSkeletons`: a whole page, but for its holes (the CSRF token, a
  form's signed token, one visitor's messages). For a page that many visitors load as it is (a trainer
  question, a keeper's table, a score slip).
- `SharedParts.html` and its tag `{% shared "name" key %}` (site_project/templatetags/shared_parts.py):
  one fragment, under the key of all it depends on, when the page around it cannot be kept whole (a
  form with a visitor's errors, a feedback page's own working) or is built again often.
- `{% kept seconds "name" key %}` (club/templatetags/kept.py): a fragment in the shared cache (Redis),
  with an expiry, for what is costly to build and has a version of its own that every process reads
  alike (a season's standings, a tournament's ranking).

The first two live in the process (no network round trip, nothing pickled) and are keyed by the content
version (`rules.page_cache`: any edit of the reference, house rules and club settings included, retires
every part at once), the release (static file names) and the language. Nothing is kept with
`PAGE_CACHE_SECONDS=0` (the default while DEBUG is on, so an edited template shows at once), nor while
the cache that holds the content version cannot be reached: every part is then built.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, Self, TypeVar

from django.conf import settings
from django.utils.translation import get_language

from rules.page_cache import content_version, release
from site_project.cache_health import report_cache_failure

T = TypeVar("T")
V = TypeVar("V")


class KeptValues(Generic[V]):
    """A bounded per-process store, safe across threads; the least recently used value goes first."""

    def __init__(self, max_entries: int) -> None:
        self.max_entries = max_entries
        self._lock = threading.Lock()
        self._values: OrderedDict[Hashable, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._values)

    def get(self, key: Hashable) -> V | None:
        """The value kept under `key` (now the most recently used), or None."""
        with self._lock:
            value = self._values.get(key)
            if value is not None:
                self._values.move_to_end(key)
            return value

    def put(self, key: Hashable, value: V) -> None:
        """Keep `value` under `key`, dropping the least recently used beyond `max_entries`."""
        with self._lock:
            self._values[key] = value
            while len(self._values) > self.max_entries:
                self._values.popitem(last=False)

    def get_or_build(self, key: Hashable, build: Callable[[], V]) -> V:
        """The value under `key`, built and kept when missing. It is built outside the lock: two threads
        may build the same value, and both get an equal one."""
        value = self.get(key)
        if value is None:
            value = build()
            self.put(key, value)
        return value

    def forget_all(self) -> None:
        """Drop every value (tests; a content edit needs no call, its version does it)."""
        with self._lock:
            self._values.clear()


# About 3 parts per trainer question and language, and one per keeper or slip form: a tournament's few
# hundred questions and tables fit in a few MB.
PARTS: KeptValues[object] = KeptValues(max_entries=3000)


class SharedParts:
    """The parts of the current content version, release and language; read once per request."""

    def __init__(self, generation: tuple[str, str, str] | None) -> None:
        self.generation = generation

    @classmethod
    def current(cls) -> Self:
        """The parts for this request's language; none are kept while the cache is unreachable."""
        if settings.PAGE_CACHE_SECONDS <= 0:
            return cls(None)
        try:
            version = content_version()
        except Exception as error:  # the cache is a speed-up, never a dependency
            report_cache_failure(error)
            return cls(None)
        return cls((version, release(), get_language() or ""))

    def get(self, key: tuple[Hashable, ...], build: Callable[[], T]) -> T:
        """The part under `key` (all it depends on besides the generation), built when not kept."""
        if self.generation is None:
            return build()
        return PARTS.get_or_build((self.generation, *key), build)  # type: ignore[return-value]

    def html(self, name: str, key: Hashable, render: Callable[[], str]) -> str:
        """A rendered fragment of the page, `name` under `key` (what alone it depends on)."""
        return self.get(("html", name, key), render)
