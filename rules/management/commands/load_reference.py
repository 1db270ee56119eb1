"""`manage.py load_reference`: load rules/data/ into the database (idempotent)."""

from django.core.management.base import BaseCommand

from rules.loading import load_reference


class Command(BaseCommand):
    """Load the reference content; `make run` calls it on every start."""

    help = "Load the yaku, glossary, limits and rulesets of rules/data/ and compute the payment tables."

    def handle(self, *args: object, **options: object) -> None:
        tally = load_reference()
        if not tally:
            self.stdout.write("Reference data already up to date.")
            return
        for what, count in sorted(tally.items()):
            self.stdout.write(f"{what}: {count}")
