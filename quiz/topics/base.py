"""The one interface every topic of the trainer implements, so that adding a topic is adding a module.

A topic is one kind of question ("count the fu", "may you ron this tile?"). It makes its questions from a
seed, says which parts a learner answers, builds the form fields of those parts, grades them, lays out
the feedback, and names the skills each part tests. Everything else (URLs, signed tokens, sessions of
ten, attempts, spaced repetition, the progress page, "practise my weak spots") is shared and reads the
topic through this interface alone.

To add a topic:

1. Write `quiz/topics/<key>.py` with a subclass of `Topic` and one instance of it named `TOPIC`::

       class Furiten(Topic):
           key = "furiten"                      # URL slug and stored key: snake_case, at most 16 characters
           name = _("Furiten")                  # gettext_lazy: shown in the session form, titles, progress
           help = _("May you win on this tile?")  # one line under the name in the session form
           colour = "#a04000"                   # its line on the progress chart (readable light and dark)
           skills = {"furiten_own_discard": _("furiten by your own discard")}  # the skills it drills best
           shown_template = "quiz/_furiten_shown.html"
           working_template = "quiz/_furiten_working.html"

           def generate(self, spec, rng, house, score): ...   # -> Question, drawn from `rng` only
           def parts(self, question): return ["may_ron"]
           def fields(self, question, yaku_names, choices): return {"may_ron": forms.TypedChoiceField(...)}
           def grade_part(self, question, part, answers): return answers.get(part) == question.answer[part]
           def mark(self, question, part, right, answers, yaku_names): return PartMark(...)
           def skills_by_part(self, question): return {"may_ron": ["furiten_own_discard"]}
           def working(self, question, answers, yaku_names): return ...  # what working_template shows

2. Register it: add the module's `TOPIC` to the tuple in `quiz/topics/__init__.py` (the order there is
   the order of the session form and the progress page).
3. Write its templates, its French and Spanish strings, and its tests. Nothing else changes: the topic
   appears in the session form, the question and feedback pages, the summary, the progress page and its
   chart, and "practise my weak spots" draws its skills.

The rules the shared code relies on:
- `generate` must take every random choice from `rng` (seeded by the spec), so that the same spec gives
  the same question on every server and for every later look at the feedback. It returns a
  `quiz.generator.Question`: `request` is what the question shows, `answer` the right answer; both are
  stored as JSON with the attempt (so the feedback of an old attempt stays true), so keep them plain
  dicts of str, int, bool and lists. `theme` names how the question was drawn (for figures and skills).
  `house` is (base ruleset key, overrides): a club's house rules are a named ruleset plus overrides.
  `score` is the scorer's door (`rules.scoring.score_request`), passed in so a caller can count or stub
  it; a topic that scores no hand ignores it. Raise nothing for a seed: draw again from `rng` instead.
- A part is a key of the answer ("han", "may_ron"). `parts` lists those the question asks, in the order
  of the form; `fields` builds one form field per part (or several: the typed payment is one field per
  payer, grouped under one legend by `legends`), keyed as `grade_part` reads them from `answers` (the
  form's cleaned data after `clean_answers`). With `choices`, numeric answers are offered as four radio
  buttons to tap (`offers_choices` says whether the page shows the typed/tapped switch). Grade by keys
  and numbers, never by displayed text.
- The question page includes `question_template` (by default the drawing of `shown_template` and the
  shared answer form, which lays out any Django field: radio buttons as tiles of choices, check boxes,
  number fields); the feedback page shows each part's `mark`, then `shown_template` again and
  `working_template`, which receives `working` (what `working` returned). Both pages receive
  `question`, `topic` and what `context` returns; `stylesheets` are added to both pages' heads.
- `figures` describes a batch for `manage.py quiz_sample --topic <key> --stats` (by default the share of
  each theme); `quiz_sample` without `--stats` prints the questions themselves as JSON Lines.
- `skills_by_part` maps each part to the skills it tests on this question; a skill is right when every
  part testing it is right, and its Leitner box moves. The skills a topic lists in `skills` (with their
  names, shown on the progress page) are the ones "practise my weak spots" drills with this topic: list
  a skill in exactly one topic.
- `difficulties` and `rulesets` say what the topic offers (by default every difficulty and every base
  ruleset); the session form refuses any other pairing with a message, and such a URL is a 404.
- Strings shown to a learner go through gettext (lazy at module level), in the three languages.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar

from quiz.generator import DIFFICULTIES

if TYPE_CHECKING:
    from django import forms
    from django.utils.functional import Promise

    from quiz.feedback import PartMark
    from quiz.generator import Question, QuestionSpec

House = tuple[str, dict]  # (base ruleset key, overrides of its parameters)
Score = Callable[[dict], dict]  # the scorer's door: a contract request in, a response out


class Topic(ABC):
    """One kind of question: how it is made, asked, graded and explained (see the module's docstring)."""

    key: ClassVar[str]
    name: ClassVar[Promise]
    help: ClassVar[Promise]
    colour: ClassVar[str]
    difficulties: ClassVar[tuple[str, ...]] = DIFFICULTIES
    rulesets: ClassVar[frozenset[str] | None] = None  # base ruleset keys offered; None: every one
    skills: ClassVar[Mapping[str, Promise]] = {}  # the skills this topic drills best, with their names
    question_template: ClassVar[str] = "quiz/_question_and_form.html"
    shown_template: ClassVar[str]
    working_template: ClassVar[str]
    stylesheets: ClassVar[tuple[str, ...]] = ()  # static paths, added to the question and feedback pages
    # `quiz_sample --stats` prints the figures of each difficulty in turn rather than of the one asked.
    figures_by_difficulty: ClassVar[bool] = False

    def offers(self, difficulty: str, base: str) -> bool:
        """Whether the topic has questions at this difficulty under this base ruleset."""
        return difficulty in self.difficulties and (self.rulesets is None or base in self.rulesets)

    @abstractmethod
    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        """The question of `spec`, every random choice drawn from `rng`."""

    @abstractmethod
    def parts(self, question: Question) -> list[str]:
        """The parts the learner answers for this question, in the order of the form."""

    @abstractmethod
    def fields(self, question: Question, yaku_names: dict[str, str], choices: bool) -> dict[str, forms.Field]:
        """The form fields of the parts, by field name; `choices`: numbers as four choices to tap."""

    def legends(self, question: Question) -> dict[str, str]:
        """Fields laid out together under one legend (field name -> legend); the others stand alone."""
        return {}

    def offers_choices(self, question: Question) -> bool:
        """Whether the page offers to switch between typing the numbers and tapping one of four."""
        return False

    def clean_answers(self, question: Question, answers: dict) -> dict:
        """The form's cleaned data (without the token) as `grade_part` reads it, JSON-ready."""
        return answers

    @abstractmethod
    def grade_part(self, question: Question, part: str, answers: dict) -> bool:
        """Whether one part of the answers is right."""

    def grade(self, question: Question, answers: dict) -> dict[str, bool]:
        """Right or wrong for each part."""
        return {part: self.grade_part(question, part, answers) for part in self.parts(question)}

    @abstractmethod
    def mark(
        self, question: Question, part: str, right: bool, answers: dict, yaku_names: dict[str, str]
    ) -> PartMark:
        """One graded part for the feedback: its label, the learner's answer and the right one."""

    def marks(
        self, question: Question, answers: dict, marks: dict[str, bool], yaku_names: dict[str, str]
    ) -> list[PartMark]:
        """Each graded part, in the order graded."""
        return [self.mark(question, part, right, answers, yaku_names) for part, right in marks.items()]

    @abstractmethod
    def skills_by_part(self, question: Question) -> dict[str, list[str]]:
        """For each part, the skills it tests on this question."""

    @abstractmethod
    def working(self, question: Question, answers: dict, yaku_names: dict[str, str]) -> object:
        """The worked answer that `working_template` lays out on the feedback page."""

    def context(self, question: Question) -> dict[str, object]:
        """What the question and feedback pages show of this question beyond the shared context."""
        return {}

    def figures(self, questions: list[Question]) -> Mapping[str, object]:
        """What a batch of this topic's questions looks like, for `quiz_sample --stats` (by default the
        share of each theme): the figures a reviewer checks the generator against."""
        themes = Counter(question.theme for question in questions)
        total = len(questions) or 1
        return {
            "questions": len(questions),
            **{theme: round(count / total, 3) for theme, count in sorted(themes.items())},
        }
