"""The rulesets a visitor can pick in the calculator: the one place that knows where they come from.

A club's rulesets (rules.models.Ruleset: a base ruleset plus overrides, one of them the site default)
when the reference content is loaded; otherwise the scorer's named rulesets, with
settings.DEFAULT_RULESET as the default.
"""

from dataclasses import dataclass, replace

from django.conf import settings

from calculator.phrases import RULESET_NAMES, phrase
from rules.models import Ruleset
from rules.scoring import RULESETS


@dataclass(frozen=True)
class RulesetChoice:
    """A ruleset as the calculator offers it: its key, its name and the request fields that select it."""

    key: str
    name: str
    request_fields: dict[str, object]
    is_default: bool = False


def available_rulesets() -> list[RulesetChoice]:
    """Every ruleset the calculator offers, in display order, exactly one of them the default."""
    choices = [
        RulesetChoice(row.key, row.name, row.as_request_fields(), row.is_default)
        for row in Ruleset.objects.order_by("position", "key")
    ]
    if not choices:
        choices = [
            RulesetChoice(key, phrase(RULESET_NAMES, key), {"ruleset": key}, key == settings.DEFAULT_RULESET)
            for key in RULESETS
        ]
    if not any(choice.is_default for choice in choices):
        fallback = next((c for c in choices if c.key == settings.DEFAULT_RULESET), choices[0])
        choices = [replace(choice, is_default=choice is fallback) for choice in choices]
    return choices


def default_choice(choices: list[RulesetChoice]) -> RulesetChoice:
    """The choice marked as the site default."""
    return next(choice for choice in choices if choice.is_default)


def house_rules(choices: list[RulesetChoice]) -> list[RulesetChoice]:
    """The club's own rulesets: the choices that are not one of the scorer's named rulesets."""
    return [choice for choice in choices if choice.key not in RULESETS]


def with_house_rules(request: object) -> object:
    """A scoring request whose `ruleset` names a club's house rules, rewritten to the base ruleset and
    its overrides (the request's own `rules` win); any other request unchanged, for the scorer to judge."""
    if not isinstance(request, dict) or not isinstance(request.get("ruleset"), str):
        return request
    if request["ruleset"] in RULESETS:
        return request
    choice = next(
        (choice for choice in house_rules(available_rulesets()) if choice.key == request["ruleset"]), None
    )
    own_rules = request.get("rules", {})
    if choice is None or not isinstance(own_rules, dict):
        return request
    base_rules = choice.request_fields.get("rules", {})
    return {**request, **choice.request_fields, "rules": {**base_rules, **own_rules}}  # type: ignore[dict-item]
