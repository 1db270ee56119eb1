"""The club's pages that sit outside the language prefix: its logo."""

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from club.current import current_club

A_YEAR = 365 * 24 * 3600


@require_safe
def logo(request: HttpRequest, digest: str) -> HttpResponse:
    """The club's logo; its address names its digest, so a browser may keep it for a year."""
    club = current_club()
    if not club.logo or digest != club.logo_digest:
        raise Http404("No such logo.")
    response = HttpResponse(bytes(club.logo), content_type=club.logo_type)
    response["Cache-Control"] = f"public, max-age={A_YEAR}, immutable"
    response["X-Content-Type-Options"] = "nosniff"
    return response
