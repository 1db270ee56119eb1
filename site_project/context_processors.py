"""Template context shared by every page: the club's settings and the language alternates."""

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language

from club.current import current_club


def site(request: HttpRequest) -> dict[str, object]:
    """The club (name, logo) and, for the language switcher and hreflang links, this page in each language."""
    club = current_club()
    current = get_language()
    path = request.get_full_path()
    alternates = [
        {"code": code, "name": name, "path": translate_url(path, code), "current": code == current}
        for code, name in settings.LANGUAGES
    ]
    return {
        "club": club,
        "site_name": club.name,
        "language_alternates": alternates,
        "default_language_path": translate_url(path, settings.LANGUAGE_CODE),
    }
