"""The reference pages, rendered once and then served from the cache, with an ETag for a browser's 304.

A reference page is the same for every visitor of a language, so it is kept whole (compressed) in
Django's cache under the page's address, its language and the content version. The version changes
whenever the content does: `load_reference`, and any save or delete of a reference row (the admin,
house rules) bump it, which orphans every stored page at once; stale entries then age out.

Only what is safe to show to anyone is stored: a GET or HEAD without a query string (searches and
forms are rendered each time, and cannot fill the cache), answered 200, setting no cookie, whose
rendering read nothing of the visitor (no session, so no user and no messages, and no CSRF token).
A page that fails one of these is served as rendered and kept nowhere.

The proxy in front may keep the page too, for PROXY_CACHE_SECONDS (the X-Accel-Expires header, which
nginx reads and does not pass on): for those few seconds it answers without asking, so a crowd on a
tournament day costs the app one request per page and language every few seconds.

A page made from other data than the reference content (the club's standings and rankings) is kept
with `cached_page_under(version)`: `version(request, *args, **kwargs)` names that data's current version,
which joins the key (a recorded result changes it, so the next request renders the page again), or is
None when the page must not come from the cache at all (standings kept to members: every member's page
is rendered for them and kept nowhere).

With `PAGE_CACHE_SECONDS=0` (the default while DEBUG is on) pages are rendered every time. The cache is
a speed-up, never a dependency: when it cannot be reached the page is rendered as if it were empty.
"""

from __future__ import annotations

import gzip
import hashlib
import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from django.conf import settings
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.utils.cache import get_conditional_response, patch_cache_control, patch_vary_headers
from django.utils.translation import get_language

from site_project.cache_health import report_cache_failure

logger = logging.getLogger(__name__)

VERSION_KEY = "rules:content-version"
PAGE_KEY_PREFIX = "rules:page"
ACCEPTS_GZIP = re.compile(r"\bgzip\b")

View = Callable[..., HttpResponseBase]
PageVersion = Callable[..., str | None]


def content_version() -> str:
    """The current version of the reference content, shared by every process that shares the cache."""
    version = cache.get(VERSION_KEY)
    if version is None:
        cache.add(VERSION_KEY, uuid.uuid4().hex, timeout=None)
        version = cache.get(VERSION_KEY)
    return str(version)


def bump_content_version(**_signal_arguments: object) -> None:
    """Mark the content as changed: every page stored so far stops being served.

    Connected to the save and delete signals of the reference models, and called by `load_reference`,
    whose bulk updates send no signals.
    """
    try:
        cache.set(VERSION_KEY, uuid.uuid4().hex, timeout=None)
    except Exception as error:  # the next read starts a fresh version anyway once the cache is back
        report_cache_failure(error)


def release() -> str:
    """What shapes every page besides the content: the club's settings and the static files' names."""
    manifest = getattr(staticfiles_storage, "manifest_hash", "")
    return f"{settings.SITE_NAME}|{settings.DEFAULT_RULESET}|{manifest}"


def page_key(request: HttpRequest, data_version: str = "") -> str:
    """The cache key of a page: content version, release, the version of the data it shows besides the
    content (`cached_page_under`), language and full address (host included, since the page names its
    alternates by absolute URL)."""
    address = f"{release()}|{data_version}|{get_language()}|{request.build_absolute_uri()}"
    digest = hashlib.sha256(address.encode()).hexdigest()
    return f"{PAGE_KEY_PREFIX}:{content_version()}:{digest}"


@dataclass(frozen=True)
class StoredPage:
    """A rendered page as kept in the cache: its body compressed once, its type and its ETag."""

    compressed: bytes
    content_type: str
    etag: str

    @classmethod
    def of(cls, response: HttpResponse) -> StoredPage:
        """Keep a rendered response; the ETag is a digest of its content."""
        content = response.content
        etag = f'"{hashlib.sha256(content).hexdigest()[:32]}"'
        return cls(gzip.compress(content, mtime=0), response["Content-Type"], etag)

    def response(self, request: HttpRequest) -> HttpResponseBase:
        """The page for this request: 304 when the browser has it, compressed when it accepts gzip."""
        not_modified = get_conditional_response(request, etag=self.etag)
        if not_modified is None:
            if ACCEPTS_GZIP.search(request.META.get("HTTP_ACCEPT_ENCODING", "")):
                response = HttpResponse(self.compressed, content_type=self.content_type)
                response["Content-Encoding"] = "gzip"
            else:
                response = HttpResponse(gzip.decompress(self.compressed), content_type=self.content_type)
            response["Content-Length"] = str(len(response.content))
        else:
            response = not_modified
        response["ETag"] = self.etag
        patch_vary_headers(response, ["Accept-Encoding"])
        # Any cache may keep the page, but must ask again each time: a changed page shows at once;
        # only the site's own proxy may answer for a few seconds without asking. (nginx before 1.23
        # reads these two headers in order, and gives up at "no-cache" unless its own comes first.)
        if settings.PROXY_CACHE_SECONDS > 0:
            response["X-Accel-Expires"] = str(settings.PROXY_CACHE_SECONDS)
        patch_cache_control(response, public=True, no_cache=True)
        return response


def storable(request: HttpRequest, response: HttpResponseBase) -> bool:
    """Whether a rendered response may be shown to every visitor."""
    session = getattr(request, "session", None)
    return (
        isinstance(response, HttpResponse)
        and response.status_code == 200
        and not response.cookies
        and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
        and not (session is not None and session.accessed)
    )


def cached_page(view: View) -> View:
    """Serve a reference view from the cache; see the module's docstring for what is stored."""
    return _kept(view, None)


def cached_page_under(version: PageVersion) -> Callable[[View], View]:
    """Serve a view from the cache under the version of the data it shows (None: render it each time,
    keep nothing); see the module's docstring."""

    def decorator(view: View) -> View:
        return _kept(view, version)

    return decorator


def _kept(view: View, version: PageVersion | None) -> View:
    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponseBase:
        if settings.PAGE_CACHE_SECONDS <= 0 or request.method not in ("GET", "HEAD") or request.GET:
            return view(request, *args, **kwargs)
        try:
            data_version = "" if version is None else version(request, *args, **kwargs)
            key = None if data_version is None else page_key(request, data_version)
            stored = None if key is None else cache.get(key)
        except Exception as error:  # a cache that is down costs speed, never the page
            report_cache_failure(error)
            return view(request, *args, **kwargs)
        if key is None:
            return view(request, *args, **kwargs)
        if stored is None:
            response = view(request, *args, **kwargs)
            if not storable(request, response):
                return response
            stored = StoredPage.of(response)
            try:
                cache.set(key, stored, settings.PAGE_CACHE_SECONDS)
            except Exception as error:
                report_cache_failure(error)
        return stored.response(request)

    return wrapper
