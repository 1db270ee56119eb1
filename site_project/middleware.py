"""Compression of the pages Django renders (whitenoise compresses the static files itself).

BREACH recovers a secret from a compressed response that also reflects what an attacker sent, by
watching its length. The public pages hold no secret: the language switcher posts without a CSRF
token (see `site_project.language`), so a reference page, the calculator or a search result carries
nothing to steal and is compressed. A page whose form needs a CSRF token (the trainer's answers, the
account pages) is sent uncompressed: those are small, and its token never meets a compressor.
"""

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.middleware.gzip import GZipMiddleware


class CompressionMiddleware(GZipMiddleware):
    """Django's GZip (with its Heal-the-BREACH padding) for HTML pages without a CSRF token.

    Pages and the tile sprite (rules.tile_sprite); not the API: its answers are a few hundred bytes of JSON, which gzip hardly shrinks.
    """

    def process_response(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        """Compress a page, unless it hands out a CSRF token (its cookie is set on every use)."""
        if not response.get("Content-Type", "").startswith(("text/html", "image/svg+xml")):
            return response
        if settings.CSRF_COOKIE_NAME in response.cookies:
            return response
        return super().process_response(request, response)
