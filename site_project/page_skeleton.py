"""Pages rendered once per key and then served by filling their holes: a skeleton per process.

Most of a page is the same for everyone who asks for the same thing (a trainer question, a keeper's
table), but a few spots are one visitor's: the CSRF token, a form's signed token, the run's progress,
the account links with the user's name, the messages. Rendering the whole template for each request
cost most of such a page's CPU. Here the page is rendered once per key with those spots left as holes,
kept in a bounded per-process store (no network round trip, nothing pickled), and each request only
renders the holes, joined to the kept text by plain string concatenation.

Use::

    from site_project.page_skeleton import PageSkeletons

    PAGES = PageSkeletons(max_entries=1000)

    return PAGES.render(
        request, "quiz/question.html",
        shared=lambda: {...},                  # the same for every visitor with this key; built on a miss
        per_request={"run": run, ...},         # read only inside holes
        key=(content_version, release, spec),  # all the shared part depends on, or None: render as usual
    )

and in the template, around each spot that is one visitor's::

    {% load page_skeleton %}{% hole "run-progress" %}{% include "quiz/_run_progress.html" %}{% endhole %}

The store's own key adds the language and the full address (scheme, host, path and query: og:url and
the hreflang links are absolute), so `key` holds the rest: at least the content version and the
release (`rules.page_cache`), and every value outside a hole. The club's settings need no key of their
own: saving them changes the content version.

Why it cannot show one visitor's data to another: while the skeleton is built, `user`, `perms`,
`messages` and every `per_request` name are poisoned (reading them outside a hole raises, and the page
is then rendered as usual and not kept), and the CSRF token is a marker replaced by this request's
`get_token` (so the cookie is still set, and the page still goes out uncompressed). A hole is rendered
per request with only the `per_request` values, `request`, `user`, `perms`, `messages` and
`csrf_token`; a hole must not sit inside a `{% for %}` or read a `{% with %}` from outside it.

Rendered as usual, never kept: `key=None` (a form with errors, anything not covered),
`PAGE_CACHE_SECONDS=0` (the default while DEBUG is on, so an edited template shows at once). Outside a
skeleton's build, `{% hole %}` renders its content like any other tag.
"""

from __future__ import annotations

import logging
import re
import secrets
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass

from django.conf import settings
from django.contrib.messages.context_processors import messages as messages_context
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import Context, NodeList
from django.template.base import Template
from django.template.context_processors import csrf as csrf_context
from django.template.loader import get_template
from django.utils.translation import get_language

from site_project.kept_parts import KeptValues

logger = logging.getLogger(__name__)

BUILDER = "page_skeleton_builder"
# Markers are letters and digits, so escaping leaves them as they are, and carry a secret of the
# process, so no content can forge one.
_SECRET = secrets.token_hex(8)
_MARK = re.compile(f"skeleton{_SECRET}h(\\d+)e")
_CSRF_MARK = f"skeleton{_SECRET}csrf"
# What the standard context processors give that is one visitor's: poisoned while a skeleton is built.
PERSONAL = ("user", "perms", "messages")


class PersonalValueRead(RuntimeError):
    """A per-request value was read outside a hole while a skeleton was built."""


class _Poison:
    """Stands for a per-request value while a skeleton is built: any use raises (not an AttributeError,
    which templates would swallow)."""

    def __init__(self, name: str) -> None:
        self._name = name

    def _refuse(self, *_args: object, **_kwargs: object):
        raise PersonalValueRead(f"{self._name!r} was read outside a {{% hole %}}")

    __getattr__ = __getitem__ = __iter__ = __bool__ = __str__ = __len__ = __contains__ = __eq__ = _refuse
    __html__ = _refuse


class _Builder:
    """Collects the holes of a skeleton being built: each becomes a numbered marker in the text."""

    def __init__(self) -> None:
        self.holes: list[tuple[NodeList, Template]] = []

    def mark(self, nodelist: NodeList, template: Template) -> str:
        self.holes.append((nodelist, template))
        return f"skeleton{_SECRET}h{len(self.holes) - 1}e"


@dataclass(frozen=True)
class Skeleton:
    """A rendered page cut at its holes: text, hole, text, ..., text (`holes` None is the CSRF token)."""

    texts: tuple[str, ...]
    holes: tuple[tuple[NodeList, Template] | None, ...]
    status: int
    content_type: str

    @classmethod
    def cut(cls, content: str, builder: _Builder, status: int, content_type: str) -> Skeleton:
        texts: list[str] = []
        holes: list[tuple[NodeList, Template] | None] = []
        for index, text in enumerate(_MARK.split(content)):
            if index % 2:
                holes.append(builder.holes[int(text)])
                continue
            pieces = text.split(_CSRF_MARK)
            texts.append(pieces[0])
            for piece in pieces[1:]:
                holes.append(None)
                texts.append(piece)
        return cls(tuple(texts), tuple(holes), status, content_type)

    def fill(self, request: HttpRequest, per_request: Mapping[str, object]) -> HttpResponse:
        """The page for this request: each hole rendered with this request's values."""
        values = {
            "request": request,
            "user": getattr(request, "user", None),
            **csrf_context(request),
            **messages_context(request),
            **per_request,
        }
        context = Context(values, autoescape=True)
        out = [self.texts[0]]
        for hole, text in zip(self.holes, self.texts[1:], strict=True):
            if hole is None:
                out.append(str(values["csrf_token"]))
            else:
                nodelist, template = hole
                with context.render_context.push_state(template), context.bind_template(template):
                    out.append(nodelist.render(context))
            out.append(text)
        return HttpResponse("".join(out), content_type=self.content_type, status=self.status)


class PageSkeletons:
    """A bounded per-process store of skeletons (site_project.kept_parts.KeptValues: the least recently
    used dropped first)."""

    def __init__(self, max_entries: int = 1000) -> None:
        self._skeletons: KeptValues[Skeleton] = KeptValues(max_entries)

    def __len__(self) -> int:
        return len(self._skeletons)

    def forget_all(self) -> None:
        """Drop every skeleton of this process (tests; a content edit needs no call, its version does it)."""
        self._skeletons.forget_all()

    def render(
        self,
        request: HttpRequest,
        template_name: str,
        *,
        shared: Callable[[], Mapping[str, object]],
        per_request: Mapping[str, object],
        key: Hashable | None,
        status: int = 200,
    ) -> HttpResponse:
        """The page, from its skeleton when one is kept under `key` (built and kept when not)."""
        if key is None or settings.PAGE_CACHE_SECONDS <= 0:
            return render(request, template_name, {**shared(), **per_request}, status=status)
        full_key = (key, template_name, status, get_language(), request.build_absolute_uri())
        skeleton = self._skeletons.get(full_key)
        if skeleton is None:
            skeleton = self._build(request, template_name, shared(), per_request, status)
            if skeleton is None:
                return render(request, template_name, {**shared(), **per_request}, status=status)
            self._skeletons.put(full_key, skeleton)
        return skeleton.fill(request, per_request)

    @staticmethod
    def _build(
        request: HttpRequest,
        template_name: str,
        shared: Mapping[str, object],
        per_request: Mapping[str, object],
        status: int,
    ) -> Skeleton | None:
        builder = _Builder()
        poisoned = {name: _Poison(name) for name in (*PERSONAL, *per_request)}
        context = {**shared, **poisoned, "csrf_token": _CSRF_MARK, BUILDER: builder}
        try:
            content = get_template(template_name).render(context, request)
        except PersonalValueRead:
            logger.exception("%s reads a per-request value outside a hole: rendered each time", template_name)
            return None
        return Skeleton.cut(content, builder, status, "text/html; charset=utf-8")
