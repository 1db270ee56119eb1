"""The pass the site's own pages carry to the JSON API: a signed, short-lived token bound to an address.

The calculator page scores a hand through /api/v1/score and /api/v1/waits, about seven calls per hand
typed. Counted against the public limit (API_RATE_LIMIT per address), a dozen members behind one club
address were refused within a minute. So the page carries a token, signed with SECRET_KEY, that names
(a digest of) the address it was issued to and when; a call that sends it back in the X-Site-Token
header, from that address, before SITE_TOKEN_MAX_AGE has passed, counts against the site's own budget
(SITE_API_RATE_LIMIT per address, sized for a room of players) instead of the public one.

Copying the header gains an outsider little: it works only from the address it was issued to, only for
a few minutes, and never beyond the site's budget; a program without it keeps the public limit. The page
fetches a fresh token (calculator.views.site_token) before its own runs out.
"""

import hashlib

from django.conf import settings
from django.core import signing
from django.http import HttpRequest

from calculator.ratelimit import client_address

HEADER = "HTTP_X_SITE_TOKEN"
SALT = "calculator.site-token"
MAX_TOKEN_LENGTH = 200  # a real token is about 60 characters; anything longer is not read


def _address_digest(request: HttpRequest) -> str:
    """The address as the token names it: a digest, so a token in a log does not spell out an address."""
    return hashlib.sha256(client_address(request).encode()).hexdigest()[:16]


def issue(request: HttpRequest) -> str:
    """A fresh token for this client's address, valid for SITE_TOKEN_MAX_AGE seconds."""
    return signing.TimestampSigner(salt=SALT).sign(_address_digest(request))


def carries_site_token(request: HttpRequest) -> bool:
    """Whether the request sends a token this site issued to its address, still within its age."""
    token = request.META.get(HEADER, "")
    if not token or len(token) > MAX_TOKEN_LENGTH:
        return False
    try:
        named = signing.TimestampSigner(salt=SALT).unsign(token, max_age=settings.SITE_TOKEN_MAX_AGE)
    except signing.BadSignature:  # forged, garbled or expired (SignatureExpired is a BadSignature)
        return False
    return named == _address_digest(request)
