"""The main navigation: the four sections, with the one the visitor is in marked."""

from django.http import HttpRequest
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

# (URL name, label, URL-name prefix that marks the section as current)
SECTIONS = [
    ("rules:yaku_list", _("Reference"), "rules:"),
    ("quiz:index", _("Trainer"), "quiz:"),
    ("calculator:index", _("Calculator"), "calculator:"),
    ("club:league_index", _("Club"), "club:"),
]


def navigation(request: HttpRequest) -> dict[str, object]:
    """Navigation entries with their URL in the current language and whether the visitor is there."""
    match = getattr(request, "resolver_match", None)
    current = f"{match.namespace}:{match.url_name}" if match and match.namespace else ""
    entries = []
    for url_name, label, prefix in SECTIONS:
        is_current = current.startswith(prefix) and current != "rules:home"
        entries.append({"url": reverse(url_name), "label": label, "current": is_current})
    return {"navigation": entries}
