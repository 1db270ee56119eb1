"""Delete the sign-ups nobody finished: pending accounts whose activation link has expired.

Sign-up already purges them before each decision, so no name stays blocked; run this daily (cron or a
systemd timer) so an abandoned sign-up's address does not stay in the database either.
"""

from django.core.management.base import BaseCommand

from accounts.pending import purge_expired


class Command(BaseCommand):
    help = "Delete pending accounts whose activation link (SIGNUP_LINK_HOURS) has expired."

    def handle(self, *args, **options) -> None:
        deleted = purge_expired()
        self.stdout.write(f"{deleted} expired pending account(s) deleted.")
