"""Fixtures of the club's tests: a signed-in superuser, and a tiny PNG logo."""

import base64

import pytest
from django.test import Client

# A 1x1 transparent PNG.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


@pytest.fixture
def admin_client_logged_in(django_user_model) -> Client:
    user = django_user_model.objects.create_superuser("boss", "boss@example.org", "a-long-passphrase-9")
    client = Client()
    client.force_login(user)
    return client
