"""Infrastructure endpoints that belong to no app."""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from site_project import health


@never_cache
@require_GET
def healthz(request: HttpRequest) -> JsonResponse:
    """Tell a load balancer whether this process can serve: 200 when every part is ok, else 503."""
    healthy, parts = health.report()
    return JsonResponse({"status": "ok" if healthy else "error", **parts}, status=200 if healthy else 503)
