"""Which rulesets the trainer offers: the reference's rulesets (the scorer's five and any club house
rules an admin added), and the site's default among them.

Before the reference content is loaded (a fresh database, most tests) the scorer's named rulesets stand
in, and the default is the `DEFAULT_RULESET` setting.
"""

from __future__ import annotations

from django.conf import settings

from quiz.generator import Question, QuestionSpec, generate
from rules.models import Ruleset
from rules.scoring import RULESETS

# Proper names of the scorer's rulesets, the same in every language (used before the content is loaded).
NAMES = {
    "ema": "EMA 2016",
    "wrc": "WRC 2015",
    "tenhou": "Tenhou",
    "mahjongsoul": "Mahjong Soul",
    "mleague": "M-League",
}


def house_rules(key: str) -> tuple[str, dict] | None:
    """(base ruleset, overrides) of a ruleset key, or None for a key nobody knows."""
    row = Ruleset.objects.filter(key=key).values_list("base", "overrides").first()
    if row is not None:
        return row[0], dict(row[1] or {})
    return (key, {}) if key in RULESETS else None


def choices() -> list[tuple[str, str]]:
    """Every ruleset a learner may pick, named in the page's language."""
    rows = list(Ruleset.objects.values_list("key", "name"))
    return rows or [(key, NAMES.get(key, key)) for key in RULESETS]


def name_of(key: str) -> str:
    """A ruleset's name in the page's language."""
    name = Ruleset.objects.filter(key=key).values_list("name", flat=True).first()
    return name or NAMES.get(key, key)


def default_key() -> str:
    """The site's default: the admin's choice, else the `DEFAULT_RULESET` setting."""
    return (
        Ruleset.objects.filter(is_default=True).values_list("key", flat=True).first()
        or settings.DEFAULT_RULESET
    )


def question_for(spec: QuestionSpec) -> Question:
    """The question of a spec under its ruleset, house rules included; LookupError for an unknown key or
    a question its topic does not offer (`NoSuchQuestion`)."""
    house = house_rules(spec.ruleset_name)
    if house is None:
        raise LookupError(spec.ruleset_name)
    return generate(spec, house=house)
