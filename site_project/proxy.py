"""The client's address behind the proxy: REMOTE_ADDR becomes the proxy's X-Real-IP, from a trusted
proxy only.

Behind nginx every request comes from 127.0.0.1; without this, the log-in throttle and the API's rate
limit would count every visitor as one. The header is believed only when the request comes from an
address in TRUSTED_PROXIES (the loopback by default: a proxy on the same machine), so a client that
reaches the app directly cannot pick its own address.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse


class ClientAddressMiddleware:
    """Put the proxy's X-Real-IP into REMOTE_ADDR when the peer is a trusted proxy."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.trusted = {ipaddress.ip_address(address) for address in settings.TRUSTED_PROXIES}

    def __call__(self, request: HttpRequest) -> HttpResponse:
        real = request.META.get("HTTP_X_REAL_IP", "").strip()
        if real and self._is_trusted(request.META.get("REMOTE_ADDR", "")) and _is_address(real):
            request.META["REMOTE_ADDR"] = real
        return self.get_response(request)

    def _is_trusted(self, peer: str) -> bool:
        return _is_address(peer) and ipaddress.ip_address(peer) in self.trusted


def _is_address(value: str) -> bool:
    try:
        ipaddress.ip_address(value)
    except ValueError:
        return False
    return True
