"""The answer form of a question, shaped by its topic: han, fu, the payment in the right shape, the
total with counters, the yaku to tick, or the winning tiles to pick. Plus the form that starts a session.

Numbers are typed as text with a numeric keyboard, so "8 000" or "8.000" (how French and Spanish
readers write thousands) are read as 8000; anything else gets Django's translated messages.
"""

from __future__ import annotations

import random

from django import forms
from django.forms.widgets import ChoiceWidget
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from quiz import phrases, rulesets
from quiz.choices import fu_choices, han_choices, payment_choices, total_choices
from quiz.efficiency import hand_tiles
from quiz.feedback import yakuman_name
from quiz.generator import DIFFICULTIES, INTERMEDIATE_YAKU, TOPICS, Question
from quiz.grading import PAYMENT_KEYS, every_yaku, parts_of, payment_fields
from quiz.realism import NOT_HAND_YAKU, STANDARD_YAKU
from site_project.numbers import WholeNumberField, format_number

ALL_TILES = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
YAKU_CHOICES_SHOWN = 10


def _number(label, max_value: int, required: bool = True, min_value: int = 0) -> WholeNumberField:
    return WholeNumberField(label=label, min_value=min_value, max_value=max_value, required=required)


def yaku_choices(question: Question, names: dict[str, str]) -> list[tuple[str, str]]:
    """The yaku present and plausible distractors, the same for every showing of the question."""
    present = every_yaku(question.answer)
    pool = [k for k in STANDARD_YAKU if k not in present and k not in NOT_HAND_YAKU and k != "kazoe_yakuman"]
    if question.spec.difficulty != "expert":
        pool = [k for k in pool if k in INTERMEDIATE_YAKU]
    rng = random.Random(f"yaku-choices:{question.spec.id}")
    shown = set(present) | set(rng.sample(pool, max(0, min(len(pool), YAKU_CHOICES_SHOWN - len(present)))))
    return [(key, names.get(key, key)) for key in STANDARD_YAKU if key in shown]


class AnswerForm(forms.Form):
    """The fields a question's topic asks for; the signed token rides along as a hidden field.

    With `choices`, every numeric part is four radio buttons (see `quiz.choices`), so a phone user
    answers with taps; the answers come out keyed exactly as typed ones, and are graded the same way.
    The han of a yakuman hand is always a choice: it is named (yakuman, double yakuman), not counted.
    """

    token = forms.CharField(widget=forms.HiddenInput, max_length=2000)

    def __init__(
        self, question: Question, yaku_names: dict[str, str], *args, choices: bool = False, **kwargs
    ) -> None:
        super().__init__(*args, **kwargs)
        self.question = question
        self.choices = choices
        # Whether a number is asked, so the page offers to switch between typing and choosing.
        self.asks_numbers = any(part in CHOICES or part == "payment" for part in parts_of(question))
        honba = bool(question.request.get("honba")) and not question.request.get("nagashi_mangan")
        # The payment convention, said where the payment is asked (see `quiz.grading`).
        self.payment_legend = phrases.PARTS["payment_honba" if honba else "payment"]
        for part in parts_of(question):
            if part == "han" and question.answer.get("yakuman"):
                self.fields["han"] = _choice(phrases.PARTS["han"], han_choices(question), yakuman_name)
            elif part in ("han", "fu", "total") and choices:
                self.fields[part] = _choice(phrases.PARTS[part], CHOICES[part](question), format_number)
            elif part == "han":
                self.fields["han"] = _number(phrases.PARTS["han"], 999, min_value=1)
            elif part == "fu":
                self.fields["fu"] = _number(phrases.PARTS["fu"], 999)
            elif part == "payment" and choices:
                self.fields["payment"] = forms.ChoiceField(
                    label=self.payment_legend,
                    choices=[
                        ("-".join(map(str, value)), " / ".join(format_number(v) for v in value))
                        for value in sorted(payment_choices(question))
                    ],
                    widget=forms.RadioSelect,
                    help_text=" / ".join(
                        str(phrases.PAYMENT_FIELDS[key]) for key in payment_fields(question)
                    ),
                )
            elif part == "payment":
                for key in payment_fields(question):
                    self.fields[key] = _number(phrases.PAYMENT_FIELDS[key], 10_000_000)
            elif part == "total":
                self.fields["total"] = _number(phrases.PARTS["total"], 10_000_000)
            elif part == "yaku":
                self.fields["yaku"] = forms.MultipleChoiceField(
                    label=phrases.PARTS["yaku"],
                    choices=yaku_choices(question, yaku_names),
                    widget=forms.CheckboxSelectMultiple,
                )
            elif part == "waits":
                self.fields["waits"] = forms.MultipleChoiceField(
                    label=phrases.PARTS["waits"],
                    choices=[(tile, tile) for tile in ALL_TILES],
                    widget=forms.CheckboxSelectMultiple,
                )
            elif part == "discard":
                self.fields["discard"] = forms.ChoiceField(
                    label=phrases.PARTS["discard"],
                    choices=[(tile, tile) for tile in dict.fromkeys(hand_tiles(question.request))],
                    error_messages={"required": phrases.TAP_A_TILE, "invalid_choice": phrases.TAP_A_TILE},
                )
        if "total" in self.fields:
            self.fields["total"].help_text = _("The payments plus the riichi sticks on the table.")
        # The first typed field takes the focus; a group of choices does not (autofocus would go on each
        # radio, and the first one's focus ring looks as if it were already picked).
        first = next((name for name in self.fields if name != "token"), None)
        if first is not None and not isinstance(self.fields[first].widget, ChoiceWidget):
            self.fields[first].widget.attrs["autofocus"] = True

    def groups(self) -> list[tuple[str, list]]:
        """The visible fields as the page lays them out: the typed payment fields together under the
        payment legend, every other field on its own (legend "")."""
        groups: list[tuple[str, list]] = []
        for field in self.visible_fields():
            if field.name in PAYMENT_KEYS:
                if not groups or groups[-1][0] != self.payment_legend:
                    groups.append((self.payment_legend, []))
                groups[-1][1].append(field)
            else:
                groups.append(("", [field]))
        return groups

    def answers(self) -> dict:
        """The cleaned answers, JSON-ready, keyed as the grading expects (a payment choice is split
        back into its fields)."""
        answers = {name: value for name, value in self.cleaned_data.items() if name != "token"}
        if "payment" in answers:
            amounts = map(int, answers.pop("payment").split("-"))
            answers.update(zip(payment_fields(self.question), amounts, strict=True))
        return answers


CHOICES = {"han": han_choices, "fu": fu_choices, "total": total_choices}


def _choice(label, values: list[int], name) -> forms.TypedChoiceField:
    """Four radio buttons whose values are the numbers themselves."""
    return forms.TypedChoiceField(
        label=label,
        choices=[(value, name(value)) for value in sorted(values)],
        coerce=int,
        widget=forms.RadioSelect,
    )


class StartForm(forms.Form):
    """A session of ten: topic, difficulty, ruleset and mode."""

    topic = forms.ChoiceField(
        label=_("Topic"),
        choices=[(t, phrases.TOPICS[t]) for t in TOPICS],
        widget=forms.RadioSelect,
        initial="full",
    )
    difficulty = forms.ChoiceField(
        label=_("Difficulty"),
        choices=[(d, phrases.DIFFICULTIES[d]) for d in DIFFICULTIES],
        widget=forms.RadioSelect,
        initial="beginner",
    )
    ruleset = forms.ChoiceField(label=_("Ruleset"))
    mode = forms.ChoiceField(
        label=_("Mode"), choices=list(phrases.MODES.items()), widget=forms.RadioSelect, initial="normal"
    )
    # Optional so that the one-button forms of the progress and summary pages start a session too.
    style = forms.ChoiceField(
        label=_("Answers"),
        choices=list(phrases.STYLES.items()),
        widget=forms.RadioSelect,
        initial="typed",
        required=False,
    )
    timed = forms.BooleanField(label=_("Time each question"), required=False)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = rulesets.choices()
        self.fields["ruleset"].initial = rulesets.default_key()
        # Labels built per request, in the visitor's language, each with a line on what it means.
        self.fields["topic"].choices = [
            (t, _described(phrases.TOPICS[t], phrases.TOPIC_HELP[t])) for t in TOPICS
        ]
        self.fields["difficulty"].choices = [
            (d, _described(phrases.DIFFICULTIES[d], phrases.DIFFICULTY_HELP[d])) for d in DIFFICULTIES
        ]

    def clean_style(self) -> str:
        return self.cleaned_data["style"] or "typed"


def _described(name, description) -> str:
    return format_html('{} <small class="hint">{}</small>', name, description)
