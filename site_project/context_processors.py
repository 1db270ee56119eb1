"""Template context shared by every page: the club's settings and the language alternates."""

from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest
from django.urls import get_urlconf, translate_url
from django.utils.translation import get_language

from club.current import current_club


@lru_cache(maxsize=4096)
def _alternates(
    path: str, current: str, languages: tuple[tuple[str, str], ...], _urlconf: str
) -> tuple[tuple[dict[str, object], ...], str]:
    """This page's address in each language, and in the default one. Resolving and reversing an address
    three times was a tenth of a trainer page's cost; it depends only on the address, the language and
    the URL configuration, so each process works it out once per address (a bounded number of them)."""
    alternates = tuple(
        {"code": code, "name": name, "path": translate_url(path, code), "current": code == current}
        for code, name in languages
    )
    return alternates, translate_url(path, settings.LANGUAGE_CODE)


def site(request: HttpRequest) -> dict[str, object]:
    """The club (name, logo) and, for the language switcher and hreflang links, this page in each language."""
    club = current_club()
    languages = tuple((code, str(name)) for code, name in settings.LANGUAGES)
    urlconf = get_urlconf() or settings.ROOT_URLCONF
    alternates, default_path = _alternates(request.get_full_path(), get_language(), languages, urlconf)
    return {
        "club": club,
        "site_name": club.name,
        "language_alternates": alternates,
        "default_language_path": default_path,
    }
