"""Tile efficiency: a hand after the draw, early or mid-game; the learner taps the tile they would discard.
The positions and their discard tables are `quiz.efficiency`'s; the pages' words `quiz.efficiency_display`'s."""

from __future__ import annotations

import random
from collections.abc import Mapping

from django import forms
from django.utils.translation import gettext_lazy as _

from quiz import phrases
from quiz.efficiency import efficiency_figures, efficiency_question, efficiency_skills, hand_tiles, is_best
from quiz.efficiency_display import EfficiencyFeedback, discard_mark, feedback_view, question_view
from quiz.feedback import PartMark
from quiz.generator import Question, QuestionSpec
from quiz.topics.base import House, Score, Topic


class TileEfficiency(Topic):
    key = "efficiency"
    name = _("Tile efficiency")
    help = _("A hand after the draw, early or mid-game: tap the tile you would discard.")
    colour = "#17a589"
    skills = {
        "efficiency_basics": _("keeping the tiles that improve the hand"),
        "efficiency_close": _("close discard choices"),
        "efficiency_seven_pairs": _("seven pairs against sets and a pair"),
        "efficiency_visible": _("counting the tiles already in sight"),
        "efficiency_tenpai": _("choosing the wait of a ready hand"),
    }
    question_template = "quiz/_efficiency_question.html"
    shown_template = "quiz/_efficiency_hand.html"
    working_template = "quiz/_efficiency_feedback.html"
    stylesheets = ("quiz/efficiency.css", "rules/css/discard_table.css")
    figures_by_difficulty = True  # its figures compare the difficulties

    def generate(self, spec: QuestionSpec, rng: random.Random, house: House, score: Score) -> Question:
        drill = efficiency_question(rng, spec.difficulty, *house)
        return Question(spec, drill.request, drill.answer, drill.theme)

    def parts(self, question: Question) -> list[str]:
        return ["discard"]

    def fields(self, question: Question, yaku_names: dict[str, str], choices: bool) -> dict[str, forms.Field]:
        return {
            "discard": forms.ChoiceField(
                label=phrases.PARTS["discard"],
                choices=[(tile, tile) for tile in dict.fromkeys(hand_tiles(question.request))],
                error_messages={"required": phrases.TAP_A_TILE, "invalid_choice": phrases.TAP_A_TILE},
            )
        }

    def grade_part(self, question: Question, part: str, answers: dict) -> bool:
        return is_best(question.answer, answers.get("discard", ""))

    def mark(
        self, question: Question, part: str, right: bool, answers: dict, yaku_names: dict[str, str]
    ) -> PartMark:
        given, expected = discard_mark(question.answer, answers.get("discard", ""))
        return PartMark(part, str(phrases.PARTS[part]), right, given, expected)

    def skills_by_part(self, question: Question) -> dict[str, list[str]]:
        return {"discard": efficiency_skills(question.answer, question.theme)}

    def working(self, question: Question, answers: dict, yaku_names: dict[str, str]) -> EfficiencyFeedback:
        """The verdict and the table of every discard."""
        return feedback_view(question, answers)

    def context(self, question: Question) -> dict[str, object]:
        return {"efficiency": question_view(question.request)}

    def figures(self, questions: list[Question]) -> Mapping[str, object]:
        return efficiency_figures(questions)


TOPIC = TileEfficiency()
