"""The tile sprite as a file of its own: every tile symbol of one language, cached by the browser.

Each tile on a page is `<use href="/tiles/fr-<version>.svg#tile-5p">`. Drawn inline, the symbols made
a trainer question 50-80 KB, and a page with a CSRF token goes out uncompressed (BREACH, see
`site_project.middleware`); as a file, the sprite is fetched once per language and version, then
comes from the browser's cache on every page. The version is a digest of the file's content, so a
changed tile set is a new address and the old one may be cached for a year.
"""

from functools import lru_cache
from hashlib import sha256

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import get_language
from django.views.decorators.http import require_GET

from rules.tileset import every_symbol, sprite

YEAR = 365 * 24 * 3600
LANGUAGES = {code for code, _name in settings.LANGUAGES}


@lru_cache(maxsize=len(LANGUAGES))
def sprite_document(language: str) -> tuple[str, str]:
    """The whole sprite of `language` as a standalone SVG document, and its version."""
    document = sprite(every_symbol(), language=language)
    return document, sha256(document.encode()).hexdigest()[:12]


def sprite_url(language: str | None = None) -> str:
    """The address of the sprite of `language` (the active one by default)."""
    language = language if language in LANGUAGES else get_language()
    if language not in LANGUAGES:
        language = settings.LANGUAGE_CODE
    return reverse("tile_sprite", kwargs={"language": language, "version": sprite_document(language)[1]})


@require_GET
def tile_sprite(request: HttpRequest, language: str, version: str) -> HttpResponse:
    """The sprite file. Its own version is cached for a year; an old version's address still answers
    (a page cached elsewhere keeps its tiles), but only for a minute."""
    if language not in LANGUAGES:
        raise Http404
    document, current = sprite_document(language)
    response = HttpResponse(document, content_type="image/svg+xml; charset=utf-8")
    lifetime = YEAR if version == current else 60
    response["Cache-Control"] = f"public, max-age={lifetime}" + (", immutable" if version == current else "")
    return response
