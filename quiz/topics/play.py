"""What the five rules-of-play topics share behind the topic interface: each pairs a pure module of
`quiz.play_questions` (situations drawn from the seed, answered and graded by the play engine) with its
words in `quiz.play_words` (the question, the form and the feedback in the page's language). A topic
module says only its key, names, colour, skills and those two modules."""

from __future__ import annotations

import random
from types import ModuleType
from typing import ClassVar

from django import forms

from quiz.feedback import PartMark
from quiz.generator import Question, QuestionSpec
from quiz.play_words.common import Explanation
from quiz.topics.base import House, Score, Topic


class PlayTopic(Topic):
    """A rules-of-play topic: its questions and words modules do the work."""

    questions: ClassVar[ModuleType]
    words: ClassVar[ModuleType]
    question_template = "quiz/_play_question.html"
    shown_template = "quiz/_play_shown.html"
    working_template = "quiz/_play_working.html"
    stylesheets = ("quiz/play.css",)
    numbers: ClassVar[bool] = False  # whether some part is a number, typed or one of four choices

    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        drill = self.questions.generate(rng, spec.difficulty, *house)
        return Question(spec, drill.request, drill.answer, drill.theme)

    def parts(self, question: Question) -> list[str]:
        return self.questions.parts(question.request)

    def fields(self, question: Question, yaku_names: dict[str, str], choices: bool) -> dict[str, forms.Field]:
        return self.words.fields(question.request, question.answer, question.spec.id, choices)

    def offers_choices(self, question: Question) -> bool:
        return self.numbers

    def clean_answers(self, question: Question, answers: dict) -> dict:
        answers_of = getattr(self.words, "answers_of", None)
        return answers_of(answers) if answers_of else answers

    def grade_part(self, question: Question, part: str, answers: dict) -> bool:
        return self.questions.grade(question.request, question.answer, answers)[part]

    def mark(
        self, question: Question, part: str, right: bool, answers: dict, yaku_names: dict[str, str]
    ) -> PartMark:
        label = str(self.words.PARTS[part])
        given = self.words.value_text(part, answers.get(part))
        return PartMark(part, label, right, given, self.words.value_text(part, question.answer[part]))

    def skills_by_part(self, question: Question) -> dict[str, list[str]]:
        return self.questions.skills(question.request, question.answer, question.theme)

    def working(self, question: Question, answers: dict, yaku_names: dict[str, str]) -> Explanation:
        return self.words.explain(question.request, question.answer, answers)

    def context(self, question: Question) -> dict[str, object]:
        request = question.request
        return {
            "play_prompt": self.words.prompt(request),
            "play_rows": self.words.rows(request),
            "play_hand": self.words.hand(request) if hasattr(self.words, "hand") else None,
        }
