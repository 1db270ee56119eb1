"""The pieces of a feedback page that every topic uses: a graded part's mark (what the learner gave
beside what was right), the differences of two lists, and the note on yakuman a ruleset does not pay.
Each topic lays out its own working (`quiz.topics`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from quiz import rulesets
from quiz.generator import Question
from quiz.grading import every_yaku
from rules.templatetags.reference import points


@dataclass(frozen=True)
class PartMark:
    """One answered part: what the learner gave and what was right."""

    key: str
    label: str
    right: bool
    given: str
    expected: str
    note: str = ""  # what the right answer needs said beside it (the yakuman that are not paid)
    missed: str = ""  # of a list (yaku, waits): the right items the learner left out
    extra: str = ""  # ... and those the learner gave that are not in the answer


def shown(value: object) -> str:
    """An answer as the marks table shows it: a dash for none, a list joined, a number localized."""
    if value is None or value == "":
        return "—"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "—"
    return points(value) if isinstance(value, int) else str(value)


def differences(expected: list[str], given: list[str], name: Callable[[str], str]) -> tuple[str, str]:
    """What the learner missed and what they added, each as "You missed: Menzen tsumo" ("" when none):
    the full right list beside theirs left them to find the difference themselves."""
    missed = [name(item) for item in expected if item not in given]
    extra = [name(item) for item in dict.fromkeys(given) if item not in expected]
    return (
        _("You missed: %(items)s") % {"items": ", ".join(missed)} if missed else "",
        _("Extra: %(items)s") % {"items": ", ".join(extra)} if extra else "",
    )


def unpaid_yakuman_note(question: Question) -> str:
    """ "Three yakuman; under EMA 2016 only one is paid." for a hand with more yakuman than its rules
    pay (yakuman that do not stack); empty for any other hand."""
    count = len(every_yaku(question.answer))
    if count <= len(question.answer["yaku"]):
        return ""
    rules = rulesets.name_of(question.spec.ruleset_name)
    return ngettext(
        "%(count)d yakuman; under %(rules)s only one is paid.",
        "%(count)d yakuman; under %(rules)s only one is paid.",
        count,
    ) % {"count": count, "rules": rules}
