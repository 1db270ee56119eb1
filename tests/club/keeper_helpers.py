"""Helpers of the score keeper's tests: a table, and the POST data of a hand as its form sends it."""

import uuid
from collections import Counter

from club.keeper.models import TableGame
from rules.loading import load_rulesets
from rules.models import Ruleset

NAMES = ("Ana", "Luis", "Marta", "Jordi")


def make_table(ruleset: str = "ema", **names: str) -> TableGame:
    if not Ruleset.objects.filter(key=ruleset).exists():  # a transactional test flushed them
        load_rulesets(Counter())
    seats = dict(zip(("east", "south", "west", "north"), NAMES, strict=True)) | names
    return TableGame.objects.create(ruleset=Ruleset.objects.get(key=ruleset), **seats)


def hand_data(kind: str, number: int, key: uuid.UUID | None = None, **fields: object) -> dict[str, object]:
    """The form's fields, prefixed by the kind as the page names them."""
    data: dict[str, object] = {
        "kind": kind,
        f"{kind}-key": str(key or uuid.uuid4()),
        f"{kind}-number": number,
    }
    for name, value in fields.items():
        data[f"{kind}-{name}"] = value
    return data
