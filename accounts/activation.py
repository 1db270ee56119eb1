"""The activation link's token: signed, expiring after SIGNUP_LINK_HOURS, good for one use.

Signed with the site's key (django.core.signing) and checked with a max_age; it carries the pending
account, a digest of the account's state (its password hash, last log-in and active flag, which all
change on activation, so a used link is refused), and what the sign-up browser asked to keep: its
anonymous trainer progress (the link may be opened on another device) and the page to land on.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.core import signing
from django.utils.crypto import constant_time_compare, salted_hmac

from accounts.pending import link_seconds

SALT = "accounts.activation"


class LinkExpired(Exception):
    """The link is older than SIGNUP_LINK_HOURS."""


class LinkInvalid(Exception):
    """The link was altered, cut short, or belongs to no pending account any more."""


class LinkUsed(Exception):
    """The account behind the link is already active."""


@dataclass(frozen=True, slots=True)
class Activation:
    """What a valid link opens: the pending account and what the sign-up browser wanted kept."""

    user: object
    anonymous_id: str
    next: str


def _state(user) -> str:
    """A digest of what activation changes: a used (or superseded) link stops matching it."""
    value = f"{user.pk}|{user.password}|{user.last_login}|{user.is_active}"
    return salted_hmac(SALT, value).hexdigest()[:24]


def make_token(user, anonymous_id: str, next_url: str) -> str:
    """The token for `user`'s activation link."""
    payload = {"u": user.pk, "s": _state(user), "a": anonymous_id, "n": next_url}
    return signing.dumps(payload, salt=SALT, compress=True)


def read_token(token: str) -> Activation:
    """The activation a token opens; raises LinkExpired, LinkUsed or LinkInvalid."""
    try:
        payload = signing.loads(token, salt=SALT, max_age=link_seconds())
    except signing.SignatureExpired as error:
        raise LinkExpired from error
    except (signing.BadSignature, ValueError) as error:
        raise LinkInvalid from error
    if not isinstance(payload, dict) or not isinstance(payload.get("u"), int):
        raise LinkInvalid
    user = get_user_model().objects.filter(pk=payload["u"]).first()
    if user is None:
        raise LinkInvalid
    if user.is_active or user.last_login is not None:
        raise LinkUsed
    if not constant_time_compare(_state(user), str(payload.get("s", ""))):
        raise LinkInvalid
    return Activation(user, str(payload.get("a", "")), str(payload.get("n", "")))
