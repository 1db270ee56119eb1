"""What the topics on a scored winning hand share (full score, han, fu, payment, spot the yaku): the parts
han, fu, payment, total and yaku, each with its form field, its grading, its mark and its skills, and the
feedback that lays out the scorer's answer step by step (`rules.explain`).

A topic on a scored hand subclasses `ScoredHandTopic`, says which of these parts it asks and draws its
hand with `quiz.hands.HandBuilder`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from django import forms
from django.utils.translation import gettext_lazy as _

from quiz import phrases
from quiz.choices import fu_choices, han_choices, payment_choices, total_choices
from quiz.feedback import PartMark, differences, shown, unpaid_yakuman_note
from quiz.generator import Question, QuestionSpec
from quiz.grading import (
    PAYMENT_KEYS,
    asks_fu,
    asks_total,
    every_yaku,
    handed_over,
    payment_fields,
)
from quiz.hands import INTERMEDIATE_YAKU, HandBuilder
from quiz.realism import NOT_HAND_YAKU, STANDARD_YAKU, coverage, figures
from quiz.skills import fu_skills, han_skills, payment_skills
from quiz.topics.base import House, Score, Topic
from rules.explain import Explanation, explain, yakuman_name
from rules.templatetags.reference import points
from site_project.numbers import WholeNumberField, format_number

YAKU_CHOICES_SHOWN = 10
CHOICES = {"han": han_choices, "fu": fu_choices, "total": total_choices}


def yaku_choices(question: Question, names: dict[str, str]) -> list[tuple[str, str]]:
    """The yaku present and plausible distractors, the same for every showing of the question."""
    present = every_yaku(question.answer)
    pool = [k for k in STANDARD_YAKU if k not in present and k not in NOT_HAND_YAKU and k != "kazoe_yakuman"]
    if question.spec.difficulty != "expert":
        pool = [k for k in pool if k in INTERMEDIATE_YAKU]
    rng = random.Random(f"yaku-choices:{question.spec.id}")
    shown_keys = set(present) | set(
        rng.sample(pool, max(0, min(len(pool), YAKU_CHOICES_SHOWN - len(present))))
    )
    return [(key, names.get(key, key)) for key in STANDARD_YAKU if key in shown_keys]


def _number(label, max_value: int, min_value: int = 0) -> WholeNumberField:
    return WholeNumberField(label=label, min_value=min_value, max_value=max_value)


def _choice(label, values: list[int], name) -> forms.TypedChoiceField:
    """Four radio buttons whose values are the numbers themselves."""
    return forms.TypedChoiceField(
        label=label,
        choices=[(value, name(value)) for value in sorted(values)],
        coerce=int,
        widget=forms.RadioSelect,
    )


def _payment_legend(question: Question):
    """The payment convention, said where the payment is asked (see `quiz.grading`)."""
    honba = bool(question.request.get("honba")) and not question.request.get("nagashi_mangan")
    return phrases.PARTS["payment_honba" if honba else "payment"]


class ScoredHandTopic(Topic):
    """A topic whose question is a winning hand (or its han and fu alone) and whose answer is the
    scorer's response. Subclasses give `parts` (a choice among han, fu, payment, total and yaku) and
    `generate`.

    Numbers are typed as text with a numeric keyboard, so "8 000" or "8.000" (how French and Spanish
    readers write thousands) are read as 8000; anything else gets Django's translated messages. With
    `choices`, every numeric part is four radio buttons (see `quiz.choices`), answered with taps and
    graded as typed ones. The han of a yakuman hand is always a choice: it is named, not counted.
    """

    shown_template = "quiz/_hand.html"
    working_template = "quiz/_scored_working.html"

    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        """The first hand of the stream that fits the difficulty and `suits` the topic."""
        builder = HandBuilder(rng, spec.difficulty, *house)
        for theme, request, answer in builder.hands(score):
            if self.suits(answer):
                return Question(spec, request, answer, theme)
        raise RuntimeError(f"no question found for {spec}")

    def suits(self, answer: dict) -> bool:
        """Whether a scored hand that fits the difficulty makes a question of this topic."""
        return True

    def fields(self, question: Question, yaku_names: dict[str, str], choices: bool) -> dict[str, forms.Field]:
        fields: dict[str, forms.Field] = {}
        for part in self.parts(question):
            if part == "han" and question.answer.get("yakuman"):
                fields["han"] = _choice(phrases.PARTS["han"], han_choices(question), yakuman_name)
            elif part in CHOICES and choices:
                fields[part] = _choice(phrases.PARTS[part], CHOICES[part](question), format_number)
            elif part == "han":
                fields["han"] = _number(phrases.PARTS["han"], 999, min_value=1)
            elif part == "fu":
                fields["fu"] = _number(phrases.PARTS["fu"], 999)
            elif part == "payment" and choices:
                fields["payment"] = forms.ChoiceField(
                    label=_payment_legend(question),
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
                    fields[key] = _number(phrases.PAYMENT_FIELDS[key], 10_000_000)
            elif part == "total":
                fields["total"] = _number(phrases.PARTS["total"], 10_000_000)
            elif part == "yaku":
                fields["yaku"] = forms.MultipleChoiceField(
                    label=phrases.PARTS["yaku"],
                    choices=yaku_choices(question, yaku_names),
                    widget=forms.CheckboxSelectMultiple,
                )
        if "total" in fields:
            fields["total"].help_text = _("The payments plus the riichi sticks on the table.")
        return fields

    def legends(self, question: Question) -> dict[str, str]:
        """The typed payment fields stand together under the payment convention."""
        legend = _payment_legend(question)
        return dict.fromkeys(PAYMENT_KEYS, legend)

    def offers_choices(self, question: Question) -> bool:
        return any(part in CHOICES or part == "payment" for part in self.parts(question))

    def clean_answers(self, question: Question, answers: dict) -> dict:
        """A payment choice is split back into its fields."""
        if "payment" in answers:
            amounts = map(int, answers.pop("payment").split("-"))
            answers.update(zip(payment_fields(question), amounts, strict=True))
        return answers

    def grade_part(self, question: Question, part: str, answers: dict) -> bool:
        answer = question.answer
        if part == "payment":
            return all(answers.get(key) == value for key, value in handed_over(question).items())
        if part == "yaku":
            return set(answers.get("yaku", ())) == set(every_yaku(answer))
        return answers.get(part) == answer[part]

    def mark(
        self, question: Question, part: str, right: bool, answers: dict, yaku_names: dict[str, str]
    ) -> PartMark:
        answer = question.answer
        missed = extra = ""
        if part == "payment":
            handed = handed_over(question)
            given = " / ".join(shown(answers.get(k)) for k in handed)
            expected = " / ".join(points(value) for value in handed.values())
        elif part == "han" and answer.get("yakuman"):
            given = shown(answers.get("han") and yakuman_name(answers["han"]))
            expected = yakuman_name(answer["han"])
        elif part == "yaku":
            given = shown([yaku_names.get(k, k) for k in answers.get("yaku", [])])
            expected = shown([yaku_names.get(key, key) for key in every_yaku(answer)])
            missed, extra = differences(
                every_yaku(answer), answers.get("yaku", []), lambda key: yaku_names.get(key, key)
            )
        else:
            given, expected = shown(answers.get(part)), shown(answer[part])
        honba = part == "payment" and handed_over(question) != answer["payment"]
        note = unpaid_yakuman_note(question) if part in ("yaku", "han") else ""
        label = str(phrases.PARTS["payment_honba" if honba else part])
        return PartMark(part, label, right, given, expected, note, missed, extra)

    def skills_by_part(self, question: Question) -> dict[str, list[str]]:
        request, answer = question.request, question.answer
        counters = request.get("honba", 0) or request.get("riichi_sticks", 0)
        return {
            "han": han_skills(request, answer),
            "yaku": han_skills(request, answer),
            "fu": fu_skills(request, answer),
            "payment": payment_skills(answer),
            "total": ["pay_counters"] if counters else [],
        }

    def working(self, question: Question, answers: dict, yaku_names: dict[str, str]) -> Explanation:
        """The scorer's answer laid out step by step (whether the fu are asked is `asks_fu`)."""
        return explain(question.request, yaku_names, response=question.answer)

    def context(self, question: Question) -> dict[str, object]:
        return {"table_prompt": "", "fu_asked": asks_fu(question)}

    def figures(self, questions: list[Question]) -> Mapping[str, object]:
        """How much the hands look like real games, and the standard yaku the batch shows."""
        covered, missing = coverage(questions)
        return {
            **figures(questions),
            "yaku_coverage": f"{len(covered)}/{len(covered) + len(missing)}",
            "missing": " ".join(missing) or "-",
        }


def money_parts(question: Question) -> list[str]:
    """The payment, and the total received where riichi sticks lie on the table."""
    return ["payment", *(["total"] if asks_total(question) else [])]
