"""`manage.py score '<json>'` or `manage.py score -` (JSON Lines on stdin): the scorer from a shell."""

from __future__ import annotations

import json
import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.scoring import score_request


def _score_line(line: str) -> dict[str, Any]:
    """One response for one JSON text; text that is not JSON is a bad request like any other."""
    try:
        request = json.loads(line)
    except ValueError:
        request = None
    return score_request(request)


class Command(BaseCommand):
    """Print the scoring contract's response for each request; exit status 2 if any was an error."""

    help = "Score a hand given as a JSON request, or JSON Lines on stdin with '-'."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("request", help="a JSON request, or '-' to read one request per line on stdin")

    def handle(self, *args: object, **options: Any) -> None:
        source = options["request"]
        lines = sys.stdin if source == "-" else [source]
        failed = False
        for line in lines:
            if source == "-" and not line.strip():
                continue
            response = _score_line(line)
            failed |= "error" in response
            self.stdout.write(json.dumps(response, ensure_ascii=False))
        if failed:
            raise CommandError("at least one request could not be scored", returncode=2)
