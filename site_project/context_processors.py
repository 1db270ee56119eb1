"""Template context shared by every page: the club's name and the language alternates."""

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language


def site(request: HttpRequest) -> dict[str, object]:
    """The site name and, for the language switcher and hreflang links, this page in each language."""
    current = get_language()
    path = request.get_full_path()
    alternates = [
        {"code": code, "name": name, "path": translate_url(path, code), "current": code == current}
        for code, name in settings.LANGUAGES
    ]
    return {
        "site_name": settings.SITE_NAME,
        "language_alternates": alternates,
        "default_language_path": translate_url(path, settings.LANGUAGE_CODE),
    }
