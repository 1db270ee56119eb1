"""Sign-up and its activation link, the throttle on account forms, downloading one's progress and
deleting one's account.

Sign-up answers every valid form with the same redirect and page (accounts/signup.py decides which
mail goes); the activation link logs in, which adopts the browser's anonymous progress.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.auth import get_user_model, login, logout
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.text import slugify
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_http_methods

from accounts import throttle
from accounts.activation import LinkExpired, LinkInvalid, LinkUsed, read_token
from accounts.forms import DeleteAccountForm, SignUpForm
from accounts.lockout import too_many_attempts, unavailable
from accounts.signup import register
from quiz.export import progress_export
from quiz.learners import adopt, learner_of
from quiz.models import Attempt, SkillBox
from site_project.headers import private_page

HOUR = 3600


def throttled(scope: str) -> Callable:
    """Limit a form's POSTs per client address (ACCOUNT_FORMS_PER_HOUR) before the form is even read.

    Every POST counts, accepted or refused, so the limit also bounds how fast anyone can probe which
    user names are taken on the sign-up form. Without the cache the form is not read: a 503 page.
    """

    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
            if request.method == "POST":
                address = throttle.client_address(request)
                try:
                    wait = throttle.seconds_until_allowed(
                        scope, address, settings.ACCOUNT_FORMS_PER_HOUR, HOUR
                    )
                except throttle.ThrottleUnavailable:
                    return unavailable(request)
                if wait:
                    return too_many_attempts(request, wait)
            return view(request, *args, **kwargs)

        return wrapper

    return decorate


SENT_TO = "accounts_signup_sent_to"


def _safe_next(request: HttpRequest, target: str) -> str:
    """`target` when it stays on this site, else the progress page."""
    if target and url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
        return target
    return "quiz:progress"


@private_page
@throttled("signup")
@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    """The sign-up form; a valid one always goes to the same "check your email" page."""
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        register(request, data["username"], data["email"], data["password1"], request.POST.get("next", ""))
        request.session[SENT_TO] = data["email"]
        return redirect("signup_sent")
    status = 400 if request.method == "POST" else 200
    next_url = request.POST.get("next", "") if request.method == "POST" else request.GET.get("next", "")
    return render(request, "registration/signup.html", {"form": form, "next": next_url}, status=status)


@private_page
@require_GET
def signup_sent(request: HttpRequest) -> HttpResponse:
    """Where every valid sign-up lands, whatever mail it sent: the address and how long the link lasts."""
    email = request.session.get(SENT_TO)
    if not email:
        return redirect("signup")
    context = {"email": email, "hours": settings.SIGNUP_LINK_HOURS}
    return render(request, "registration/signup_sent.html", context)


@private_page
@require_http_methods(["GET", "POST"])
def activate(request: HttpRequest, token: str) -> HttpResponse:
    """The emailed link: a button to finish (GET), which activates and logs in (POST).

    GET only shows the button: mail scanners that open links must not spend a single-use link. A bad,
    used or expired link gets a page saying which, in the page's language, with what to do next.
    """
    try:
        activation = read_token(token)
    except (LinkExpired, LinkUsed, LinkInvalid) as error:
        problem = {LinkExpired: "expired", LinkUsed: "used", LinkInvalid: "invalid"}[type(error)]
        context = {"problem": problem, "hours": settings.SIGNUP_LINK_HOURS}
        return render(request, "registration/activation_failed.html", context, status=400)
    user = activation.user
    if request.method == "GET":
        return render(request, "registration/activate.html", {"username": user.get_username()})
    pending = get_user_model().objects.filter(pk=user.pk, is_active=False, last_login__isnull=True)
    updated = pending.update(is_active=True)
    if not updated:  # a second click that raced the first
        context = {"problem": "used", "hours": settings.SIGNUP_LINK_HOURS}
        return render(request, "registration/activation_failed.html", context, status=400)
    user.is_active = True
    if activation.anonymous_id:
        adopt(activation.anonymous_id, user.pk)  # the sign-up browser's progress, wherever the link opens
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    request.session.pop(SENT_TO, None)
    return redirect(_safe_next(request, activation.next))


@private_page
@require_GET
def export(request: HttpRequest) -> HttpResponse:
    """The learner's progress (an account's, or this browser's) as a JSON file to download."""
    username = request.user.get_username() if request.user.is_authenticated else ""
    data = progress_export(learner_of(request, create=False), username)
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False, "indent": 1})
    # Translators: the name of the downloaded progress file, before its date; ASCII letters and hyphens only.
    stem = slugify(gettext("riichi-progress")) or "riichi-progress"
    filename = f"{stem}-{timezone.localdate().isoformat()}.json"
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
