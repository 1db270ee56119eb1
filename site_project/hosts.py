"""A request for a host this site does not serve answers a small 400 page at once, without a traceback.

Django raises DisallowedHost from `request.get_host()` wherever it is first called (a middleware, then
the 400 page's own links, which turned it into a 500 with two tracebacks). Scanners send foreign Host
headers all day: this middleware, first of all, checks the host once and answers a page that reads no
host, no database and no cache, in the language of the path's prefix, with one log line. A load
balancer's health check must send a Host in ALLOWED_HOSTS (see the README).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.utils import translation
from django.utils.html import escape
from django.utils.translation import gettext

logger = logging.getLogger("django.security.DisallowedHost")

PAGE = (
    '<!DOCTYPE html><html lang="{language}"><head><meta charset="utf-8">'
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title></head>'
    "<body><h1>{title}</h1><p>{message}</p></body></html>"
)


def _path_language(path: str) -> str:
    prefix = path.lstrip("/").split("/", 1)[0]
    codes = {code for code, _name in settings.LANGUAGES}
    return prefix if prefix in codes else settings.LANGUAGE_CODE


class AllowedHostMiddleware:
    """Answer 400 to a Host outside ALLOWED_HOSTS before anything else reads it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            request.get_host()
        except DisallowedHost as error:
            logger.warning("%s", error)
            return self.refusal(request)
        return self.get_response(request)

    @staticmethod
    def refusal(request: HttpRequest) -> HttpResponse:
        """The 400 page, in the path's language, reading nothing of the request but its path."""
        language = _path_language(request.path_info)
        with translation.override(language):
            page = PAGE.format(
                language=language,
                title=escape(gettext("Bad request")),
                message=escape(
                    gettext(
                        "This request could not be understood. Check the address, or go back to the form and try again."
                    )
                ),
            )
        response = HttpResponseBadRequest(page, content_type="text/html; charset=utf-8")
        response["Cache-Control"] = "no-store"
        return response
