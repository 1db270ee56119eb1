"""The log-in forms (the site's and the admin's) and what guards them beyond django-axes.

django-axes locks a name *from one address* after LOGIN_FAILURE_LIMIT failures (in the database), so a
stranger's wrong guesses never lock the owner out from elsewhere. What axes cannot do without locking
the owner too is stop guesses at one name from many addresses, or at many names from one address:
past LOGIN_FAILURE_LIMIT failures for a name (from any address, counted in the cache), that name
takes one more guess per LOGIN_NAME_SLOWDOWN_SECONDS from a browser it does not know; past
LOGIN_ADDRESS_FAILURE_LIMIT failures from an address (any names), that address waits out the cool-off. A browser the owner has logged in from carries a signed cookie naming
the account (the "device cookie" of OWASP's guidance): it is never slowed down, so the owner, the
admin's included, keeps logging in while an attack goes on.

The forms refuse a name longer than any account's with a form error before authenticating: axes
stores the name tried in a 255-character column, and PostgreSQL refuses longer ones.

When the cache is unavailable the per-name slowdown fails open (the attempt goes on, axes' lock by
name and address still holds, the failure is logged at most once a minute).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.core import signing
from django.core.cache import cache
from django.core.validators import MaxLengthValidator
from django.dispatch import receiver
from django.http import HttpRequest, HttpResponse

from accounts.lockout import too_many_attempts
from accounts.throttle import client_address, count
from site_project.cache_health import report_cache_failure

DEVICE_COOKIE = "known_device"
DEVICE_SALT = "accounts.login.device"
DEVICE_MAX_AGE = 365 * 24 * 3600
KEY_PREFIX = "accounts:login"


class BoundedNameMixin:
    """A name longer than the user model's field is a form error, and never reaches authenticate()."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        limit = get_user_model()._meta.get_field(get_user_model().USERNAME_FIELD).max_length or 150
        self.fields["username"].validators.append(MaxLengthValidator(limit))


class LoginForm(BoundedNameMixin, AuthenticationForm):
    """The site's log-in form."""


class AdminLoginForm(BoundedNameMixin, AdminAuthenticationForm):
    """The admin's log-in form."""


def _device_names(request: HttpRequest) -> list[str]:
    """The account names this browser has logged in as (its signed device cookie), newest last."""
    value = request.COOKIES.get(DEVICE_COOKIE)
    if not value:
        return []
    try:
        names = signing.loads(value, salt=DEVICE_SALT, max_age=DEVICE_MAX_AGE)
    except signing.BadSignature:
        return []
    return [name for name in names if isinstance(name, str)] if isinstance(names, list) else []


def is_known_device(request: HttpRequest, username: str) -> bool:
    """Whether this browser has logged in as `username` before."""
    return username.casefold() in _device_names(request)


def _key(kind: str, value: str) -> str:
    digest = hashlib.sha256(value.casefold().encode("utf-8", "surrogatepass")).hexdigest()[:32]
    return f"{KEY_PREFIX}:{kind}:{digest}"


def seconds_until_guess_allowed(request: HttpRequest, username: str) -> int:
    """0 when this attempt at `username` may go on, else the seconds to wait: an address past
    LOGIN_ADDRESS_FAILURE_LIMIT failures waits out the cool-off, a name past LOGIN_FAILURE_LIMIT takes
    one guess per LOGIN_NAME_SLOWDOWN_SECONDS. A browser the name logged in from is never held."""
    if not username or is_known_device(request, username):
        return 0
    try:
        if cache.get(_key("address", client_address(request)), 0) >= settings.LOGIN_ADDRESS_FAILURE_LIMIT:
            return int(settings.AXES_COOLOFF_TIME.total_seconds())
        if cache.get(_key("name", username), 0) < settings.AXES_FAILURE_LIMIT:
            return 0
        slowdown = settings.LOGIN_NAME_SLOWDOWN_SECONDS
        return 0 if cache.add(_key("slot", username), 1, timeout=slowdown) else slowdown
    except Exception as error:  # the cache is gone: fail open, axes still locks name and address
        report_cache_failure(error)
        return 0


@receiver(user_login_failed)
def count_failure(sender, credentials: dict, request: HttpRequest | None = None, **kwargs) -> None:
    """Count a wrong password for its name and its address, unless the browser is the name's own."""
    username = (credentials or {}).get("username") or ""
    if request is None or not username or is_known_device(request, username):
        return
    window = int(settings.AXES_COOLOFF_TIME.total_seconds())
    try:
        count(_key("name", username), window)
        count(_key("address", client_address(request)), window)
    except Exception as error:
        report_cache_failure(error)


@receiver(user_logged_in)
def remember_device(sender, request: HttpRequest | None, user, **kwargs) -> None:
    """Mark the request so that the log-in view's answer sets the device cookie for this account."""
    if request is not None:
        request.known_device_name = user.get_username().casefold()


def guarded_login(view: Callable) -> Callable:
    """Wrap a log-in view: the per-name slowdown before it, the device cookie after a success."""

    @wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method == "POST":
            username = request.POST.get("username", "")
            wait = seconds_until_guess_allowed(request, username)
            if wait:
                return too_many_attempts(request, wait)
        response = view(request, *args, **kwargs)
        name = getattr(request, "known_device_name", None)
        if name:
            names = [*[known for known in _device_names(request) if known != name], name][-5:]
            response.set_cookie(
                DEVICE_COOKIE,
                signing.dumps(names, salt=DEVICE_SALT),
                max_age=DEVICE_MAX_AGE,
                secure=settings.SESSION_COOKIE_SECURE,
                httponly=True,
                samesite="Lax",
            )
        return response

    return wrapper
