"""Pending accounts: signed up, not yet activated from the emailed link.

A pending account is an inactive user that never logged in. It reserves its name for
SIGNUP_LINK_HOURS (so two people cannot both be promised one name) and cannot log in: Django's
ModelBackend refuses inactive users with the same message as a wrong password. Past that time its link
has expired and the account goes: `purge_expired` runs before every sign-up decision (so a name or an
address is never blocked by a sign-up nobody finished) and from the `purge_pending_accounts` command.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db.models import Q, QuerySet
from django.utils import timezone

PENDING = Q(is_active=False, last_login__isnull=True)


def link_seconds() -> int:
    """How long an activation link, and the account waiting for it, lives."""
    return settings.SIGNUP_LINK_HOURS * 3600


def pending_accounts() -> QuerySet:
    """Every account still waiting for its activation link."""
    return get_user_model().objects.filter(PENDING)


def purge_expired() -> int:
    """Delete the pending accounts whose link has expired; returns how many went."""
    cutoff = timezone.now() - timedelta(seconds=link_seconds())
    _, per_model = pending_accounts().filter(date_joined__lt=cutoff).delete()
    return per_model.get(get_user_model()._meta.label, 0)
