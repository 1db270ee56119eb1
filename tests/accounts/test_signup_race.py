"""Sign-ups of one address at the same instant leave one pending account, not one each.

Each sign-up replaces the address's earlier pending account, then creates its own. Two at once would
both find nothing to replace and both create one, and both links would then activate: two accounts
sharing one address. Runs on SQLite and PostgreSQL, with real concurrent transactions.
"""

import threading

import pytest
from django.contrib.auth.hashers import make_password
from django.db import connection

from accounts import signup

pytestmark = pytest.mark.django_db(transaction=True)
SIGN_UPS = 8


def test_simultaneous_sign_ups_of_one_address_leave_one_pending_account(django_user_model):
    password_hash = make_password("a long enough password")
    start = threading.Barrier(SIGN_UPS)
    failures: list[BaseException] = []

    def sign_up(number: int) -> None:
        try:
            start.wait()
            signup._create_pending(f"twin{number}", "Twin@example.org", password_hash)
        except BaseException as error:  # reported by the assertion below
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=sign_up, args=(number,)) for number in range(SIGN_UPS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert django_user_model.objects.filter(email__iexact="twin@example.org").count() == 1
