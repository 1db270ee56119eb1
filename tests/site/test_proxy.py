"""Behind the proxy the app sees the client's address, and only a trusted proxy can say what it is."""

import pytest
from django.test import Client

from accounts import throttle


@pytest.fixture
def seen_address(monkeypatch):
    seen = []
    real = throttle.client_address
    monkeypatch.setattr(throttle, "client_address", lambda request: seen.append(real(request)) or seen[-1])
    return seen


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("peer", "header", "expected"),
    [
        ("127.0.0.1", "203.0.113.7", "203.0.113.7"),  # nginx on the same machine
        ("198.51.100.2", "203.0.113.7", "198.51.100.2"),  # a client reaching the app directly
        ("127.0.0.1", "not-an-address", "127.0.0.1"),
    ],
)
def test_the_real_address_is_believed_from_a_trusted_proxy_only(seen_address, peer, header, expected):
    Client().post("/en/accounts/signup/", {}, REMOTE_ADDR=peer, HTTP_X_REAL_IP=header)
    assert seen_address == [expected]
