"""Email-confirmed sign-up that answers the same whether a name or an address has an account.

Every valid sign-up gets the same page and one mail to the address given; only the mail differs:
- a new name and address: an inactive (pending) account and its activation link;
- an address that already has an account: the mail names it and links to log in and reset;
- a name already taken (or reserved by someone else's pending sign-up): the mail says so and links
  back to sign-up.
The password is hashed in every case, so the answer takes as long whichever mail goes. A second sign-up
from the same address replaces its pending account (a lost mail, a changed mind). Mails to one address
are limited per hour (SIGNUP_EMAILS_PER_HOUR): past it, nothing is done and the page is the same.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.template.loader import render_to_string
from django.urls import reverse

from accounts import throttle
from accounts.activation import make_token
from accounts.pending import PENDING, pending_accounts, purge_expired
from quiz.learners import SESSION_KEY

logger = logging.getLogger(__name__)
HOUR = 3600


def register(request: HttpRequest, username: str, email: str, password: str, next_url: str) -> None:
    """Act on a valid sign-up: create a pending account or explain by mail why not."""
    password_hash = make_password(password)
    if throttle.seconds_until_allowed("signup-email", email.lower(), settings.SIGNUP_EMAILS_PER_HOUR, HOUR):
        return
    purge_expired()
    users = get_user_model().objects
    registered = users.filter(email__iexact=email).exclude(PENDING).first()
    if registered is not None:
        _mail(request, email, "already_registered", {"username": registered.get_username()})
        return
    user = _create_pending(username, email, password_hash)
    if user is None:
        _mail(request, email, "name_taken", {"username": username})
        return
    anonymous_id = request.session.get(SESSION_KEY, "")
    token = make_token(user, anonymous_id, next_url)
    link = request.build_absolute_uri(reverse("activate", args=[token]))
    _mail(request, email, "activate", {"username": username, "link": link})


def _create_pending(username: str, email: str, password_hash: str):
    """The new pending account, replacing this address's earlier one; None when the name is taken."""
    users = get_user_model().objects
    try:
        with transaction.atomic():
            pending_accounts().filter(email__iexact=email).delete()
            if users.filter(username__iexact=username).exists():
                return None
            return users.create(username=username, email=email, password=password_hash, is_active=False)
    except IntegrityError:  # another sign-up took the name a moment ago
        return None


def _mail(request: HttpRequest, email: str, kind: str, context: dict[str, str]) -> None:
    """Send one sign-up mail in the page's language; a failing mail server is logged, never shown."""
    context = {
        **context,
        "email": email,
        "site_name": settings.SITE_NAME,
        "hours": settings.SIGNUP_LINK_HOURS,
        "signup_url": request.build_absolute_uri(reverse("signup")),
        "login_url": request.build_absolute_uri(reverse("login")),
        "reset_url": request.build_absolute_uri(reverse("password_reset")),
    }
    subject = render_to_string(f"registration/signup_email/{kind}_subject.txt", context)
    body = render_to_string(f"registration/signup_email/{kind}.txt", context)
    try:
        send_mail(" ".join(subject.split()), body, None, [email])
    except Exception:
        logger.exception("Failed to send the sign-up email (%s)", kind)
