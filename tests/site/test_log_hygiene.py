"""The app's log during an outage and around secret links: one traceback a minute for a database
outage (the others counted), and no activation or reset token in any line."""

import json
import logging

import pytest
from django.db import OperationalError
from django.db.backends.utils import CursorWrapper
from django.test import Client
from pythonjsonlogger.json import JsonFormatter

from site_project import request_log
from site_project.request_log import DatabaseOutages

pytestmark = pytest.mark.django_db
TOKEN = "MQ.Zx9-SECRET-token"


def console_lines(records) -> list[str]:
    console = next(h for h in logging.getLogger().handlers if isinstance(h.formatter, JsonFormatter))
    return [console.format(record) for record in records if console.filter(record)]


def test_a_database_outage_logs_one_traceback_a_minute_and_counts_the_rest(monkeypatch, caplog):
    def refuse(self, *args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(CursorWrapper, "execute", refuse)
    browser = Client(raise_request_exception=False)
    with caplog.at_level(logging.ERROR):
        statuses = {browser.get("/en/yaku/").status_code for _ in range(20)}
    assert statuses == {503}
    failures = [record for record in caplog.records if record.exc_info]
    assert len(failures) == 20
    outages = DatabaseOutages()
    assert sum(outages.filter(record) for record in failures) == 1
    monkeypatch.setattr(request_log, "OUTAGE_LOG_INTERVAL_SECONDS", 0)
    assert outages.filter(failures[0])
    assert failures[0].database_failures_not_logged == 19


def test_the_outage_filter_is_on_the_console():
    console = next(h for h in logging.getLogger().handlers if isinstance(h.formatter, JsonFormatter))
    assert any(isinstance(item, DatabaseOutages) for item in console.filters)


@pytest.mark.parametrize("path", [f"/en/accounts/activate/{TOKEN}/", f"/fr/accounts/reset/MQ/{TOKEN}/"])
def test_no_secret_link_reaches_the_log(path, caplog):
    with caplog.at_level(logging.INFO):
        Client(raise_request_exception=False).get(path)
        Client(raise_request_exception=False).post(path)
    lines = console_lines(caplog.records)
    assert not [line for line in lines if "SECRET" in line]
    if "/activate/" in path:  # a refused activation link is logged (400), as far as the view's name
        assert any(json.loads(line)["path"] == "/en/accounts/activate/[redacted]" for line in lines)
