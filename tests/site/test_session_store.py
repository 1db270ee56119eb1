"""The session engine reads a session in one SQL statement and keeps Django's meaning of a session:
a missing or expired row is an empty session with no key, a saved one comes back whole."""

from datetime import timedelta
from unittest import mock

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from site_project.session_store import SessionStore


def _saved(data: dict) -> str:
    store = SessionStore()
    store.update(data)
    store.create()
    return store.session_key


def test_the_site_uses_this_store():
    assert settings.SESSION_ENGINE == "site_project.session_store"


@pytest.mark.django_db
def test_a_saved_session_loads_whole_in_one_statement_without_the_orm():
    key = _saved({"quiz_learner": "a" * 32, "count": 3})
    orm_read = mock.patch.object(Session.objects, "get", side_effect=AssertionError("read by the ORM"))
    with orm_read, CaptureQueriesContext(connection) as queries:
        store = SessionStore(key)
        assert store["quiz_learner"] == "a" * 32
        assert store["count"] == 3
    assert len(queries) == 1
    assert store.session_key == key


@pytest.mark.django_db
def test_an_expired_session_is_empty_and_loses_its_key():
    key = _saved({"quiz_learner": "b" * 32})
    Session.objects.filter(session_key=key).update(expire_date=timezone.now() - timedelta(seconds=1))
    store = SessionStore(key)
    assert store.load() == {}
    assert store.session_key is None


@pytest.mark.django_db
def test_an_unknown_key_is_an_empty_session_and_a_new_key_on_save():
    store = SessionStore("x" * 32)
    assert dict(store.items()) == {}
    store["answer"] = 1
    store.save()
    assert store.session_key != "x" * 32
    assert SessionStore(store.session_key)["answer"] == 1


@pytest.mark.django_db
def test_a_tampered_row_is_an_empty_session():
    key = _saved({"quiz_learner": "c" * 32})
    Session.objects.filter(session_key=key).update(session_data="not-signed")
    assert SessionStore(key).load() == {}
