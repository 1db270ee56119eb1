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


def page_key(request: HttpRequest) -> str:
    """The cache key of a page: content version, release, language and full address (host included,
    since the page names its alternates by absolute URL)."""
    address = f"{release()}|{get_language()}|{request.build_absolute_uri()}"
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

    @wraps(view)
    def wrapper(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponseBase:
        if settings.PAGE_CACHE_SECONDS <= 0 or request.method not in ("GET", "HEAD") or request.GET:
            return view(request, *args, **kwargs)
        try:
            key = page_key(request)
            stored = cache.get(key)
        except Exception as error:  # a cache that is down costs speed, never the page
            report_cache_failure(error)
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
