"""Sign-up (then log straight in, which adopts the anonymous progress), the throttle on account forms,
downloading one's progress and deleting one's account."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth import login, logout
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_http_methods

from accounts import throttle
from accounts.forms import DeleteAccountForm, SignUpForm
from accounts.lockout import too_many_attempts
from quiz.export import progress_export
from quiz.learners import learner_of
from quiz.models import Attempt, SkillBox
from site_project.headers import private_page

HOUR = 3600


def throttled(scope: str) -> Callable:
    """Limit a form's POSTs per client address (ACCOUNT_FORMS_PER_HOUR) before the form is even read.

    Every POST counts, accepted or refused, so the limit also bounds how fast anyone can probe which
    user names are taken on the sign-up form.
    """

    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method == "POST":
                address = throttle.client_address(request)
                wait = throttle.seconds_until_allowed(scope, address, settings.ACCOUNT_FORMS_PER_HOUR, HOUR)
                if wait:
                    return too_many_attempts(request, wait)
            return view(request, *args, **kwargs)

        return wrapper

    return decorate


@private_page
@throttled("signup")
@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        target = request.POST.get("next", "")
        if not url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
            target = "quiz:progress"
        return redirect(target)
    status = 400 if request.method == "POST" else 200
    return render(
        request,
        "registration/signup.html",
        {"form": form, "next": request.GET.get("next", "")},
        status=status,
    )


@private_page
@require_GET
def export(request: HttpRequest) -> HttpResponse:
    """The learner's progress (an account's, or this browser's) as a JSON file to download."""
    username = request.user.get_username() if request.user.is_authenticated else ""
    data = progress_export(learner_of(request, create=False), username)
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False, "indent": 1})
    filename = f"riichi-progress-{timezone.localdate().isoformat()}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@private_page
@login_required
@throttled("delete-account")
@require_http_methods(["GET", "POST"])
def delete_account(request: HttpRequest) -> HttpResponse:
    """Delete the account with every attempt and box it holds, after the password is given again."""
    form = DeleteAccountForm(request.user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = request.user
        with transaction.atomic():
            Attempt.objects.filter(user=user).delete()
            SkillBox.objects.filter(user=user).delete()
            user.delete()
        logout(request)
        return redirect("account_deleted")
    status = 400 if request.method == "POST" else 200
    counts = {"attempts": Attempt.objects.filter(user=request.user).count()}
    return render(request, "registration/delete_account.html", {"form": form, **counts}, status=status)
