"""Headers: Permissions-Policy on every response (django-csp sends the Content-Security-Policy), and
the personal pages kept out of every cache.
"""

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.cache import never_cache

# A learner's own pages (progress, feedback, account): "Cache-Control: private, no-store" and the rest
# of never_cache's header, so neither a shared proxy nor the browser's history keeps a copy.
private_page = never_cache


class PermissionsPolicyMiddleware:
    """Switch off the browser features the site never uses (camera, geolocation, ...)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        return response
