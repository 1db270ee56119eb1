"""Email-confirmed sign-up that answers the same whether a name or an address has an account.

Every valid sign-up gets the same page and one mail to the address given; only the mail differs:
- a new name and address: an inactive (pending) account and its activation link;
- an address that already has an account: the mail names it and links to log in and reset;
- a name already taken (or reserved by someone else's pending sign-up): the mail says so and links
  back to sign-up.
The password is hashed in every case, so the answer takes as long whichever mail goes. A second sign-up
from the same address replaces its pending account (a lost mail, a changed mind), even one made at the
same instant. Mails to one address are limited per hour (SIGNUP_EMAILS_PER_HOUR): past it, nothing is
done and the page is the same.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, connection, transaction
from django.http import HttpRequest
from django.urls import reverse

from accounts import throttle
from accounts.activation import make_token
from accounts.mail import send_account_mail
from accounts.pending import PENDING, pending_accounts, purge_expired
from quiz.learners import SESSION_KEY

HOUR = 3600


def register(request: HttpRequest, username: str, email: str, password: str, next_url: str) -> None:
    """Act on a valid sign-up: create a pending account or explain by mail why not."""
    password_hash = make_password(password)
    try:
        if throttle.seconds_until_allowed(
            "signup-email", email.lower(), settings.SIGNUP_EMAILS_PER_HOUR, HOUR
        ):
            return
    except throttle.ThrottleUnavailable:  # fail closed: no mail while the count cannot be kept
        return
    purge_expired()
    users = get_user_model().objects
    registered = users.filter(email__iexact=email).exclude(PENDING).first()
    if registered is not None:
        send_account_mail(request, email, "already_registered", {"username": registered.get_username()})
        return
    user = _create_pending(username, email, password_hash)
    if user is None:
        send_account_mail(request, email, "name_taken", {"username": username})
        return
    anonymous_id = request.session.get(SESSION_KEY, "")
    token = make_token(user, anonymous_id, next_url)
    link = request.build_absolute_uri(reverse("activate", args=[token]))
    send_account_mail(request, email, "activate", {"username": username, "link": link})


def _create_pending(username: str, email: str, password_hash: str):
    """The new pending account, replacing this address's earlier one; None when the name is taken."""
    users = get_user_model().objects
    try:
        with transaction.atomic():
            _lock_address(email)
            pending_accounts().filter(email__iexact=email).delete()
            if users.filter(username__iexact=username).exists():
                return None
            return users.create(username=username, email=email, password=password_hash, is_active=False)
    except IntegrityError:  # another sign-up took the name a moment ago
        return None


def _lock_address(email: str) -> None:
    """Hold the sign-ups of one address in turn until the transaction ends. Two at once would both find
    no pending account to replace and both create one, and both links would then activate. PostgreSQL
    takes an advisory lock on the address; SQLite's transactions already write one at a time
    (IMMEDIATE, see settings)."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", [email.lower()])
