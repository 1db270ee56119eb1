"""The language switcher's endpoint: Django's `set_language`, checked by origin instead of a token.

With a CSRF token in its forms, every page would carry a per-visitor secret: it could neither be
cached for everyone nor compressed safely (BREACH). The switch only sets a preference cookie, so a
forged one could at worst change a visitor's language; browsers send `Origin` with every form post,
and a post whose origin is another site is refused, which stops even that.
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST
from django.views.i18n import set_language as django_set_language


def same_origin(request: HttpRequest) -> bool:
    """True when the post comes from this site (or from a client that sends no Origin, like curl)."""
    origin = request.META.get("HTTP_ORIGIN")
    if not origin:
        return True
    if origin in settings.CSRF_TRUSTED_ORIGINS:
        return True
    return urlsplit(origin).netloc == request.get_host() and (urlsplit(origin).scheme == request.scheme)


@csrf_exempt
@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """Remember the visitor's language and go to the page they were on, in that language."""
    if not same_origin(request):
        return HttpResponseForbidden()
    return django_set_language(request)
