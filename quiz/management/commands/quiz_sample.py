"""`manage.py quiz_sample`: generated questions as JSON Lines, so a batch can be checked outside the site."""

from __future__ import annotations

import json
from collections.abc import Mapping

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import DatabaseError

from quiz.generator import DIFFICULTIES, QuestionSpec, generate
from quiz.rulesets import default_key, house_rules
from quiz.topics import TOPICS
from rules.scoring import RULESETS


class Command(BaseCommand):
    help = (
        'Print generated questions, one JSON object a line: {"id", "topic", "request", "answer"}; '
        "with --stats, print the realism figures of the batch instead."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--n", type=int, default=10, help="how many questions")
        parser.add_argument("--topic", choices=list(TOPICS), default="full")
        parser.add_argument("--difficulty", choices=DIFFICULTIES, default="intermediate")
        parser.add_argument(
            "--ruleset", default="", help="ema, wrc, tenhou, mahjongsoul, mleague or a house ruleset"
        )
        parser.add_argument("--seed", type=int, default=1, help="seed of the first question (then +1 each)")
        parser.add_argument(
            "--stats",
            action="store_true",
            help="print the figures of the batch (its topic's `figures`), not the questions",
        )

    def handle(
        self, *args, n: int, topic: str, difficulty: str, ruleset: str, seed: int, stats: bool, **options
    ):
        try:
            ruleset = ruleset or default_key()
            house = house_rules(ruleset)
        except DatabaseError:
            # No migrated database (a bare checkout): the scorer's named rulesets still work.
            ruleset = ruleset or settings.DEFAULT_RULESET
            house = (ruleset, {}) if ruleset in RULESETS else None
        if house is None:
            raise CommandError(f"unknown ruleset {ruleset!r}")
        if n < 0:
            raise CommandError("--n must be 0 or more")
        specs = (QuestionSpec(seed + i, topic, difficulty, ruleset) for i in range(n))
        if not stats:
            for spec in specs:
                self.stdout.write(json.dumps(generate(spec, house=house).as_sample(), ensure_ascii=False))
            return
        chosen = TOPICS[topic]
        if chosen.figures_by_difficulty:  # each difficulty gets its own batch
            for level in chosen.difficulties:
                batch = [
                    generate(QuestionSpec(seed + i, topic, level, ruleset), house=house) for i in range(n)
                ]
                self.stdout.write(level)
                self._write(chosen.figures(batch))
            return
        self._write(chosen.figures([generate(spec, house=house) for spec in specs]))

    def _write(self, figures: Mapping[str, object]) -> None:
        for name, value in figures.items():
            self.stdout.write(f"{name:>18}  {value}")
