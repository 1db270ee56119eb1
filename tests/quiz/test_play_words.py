"""The rules-of-play topics in words: every sentence in the page's language, tiles named in words, the
ruleset's source beside a rule that differs, and the chapter that explains it."""

import importlib
import random
import re

import pytest
from django.utils import translation

from quiz.play_questions import PLAY_TOPICS
from tests.rules.test_page_vocabulary import FRENCH_SPACE, banned_patterns

NOTATION = re.compile(r"\b\d+[mpsz]\b")
RULESETS = ("ema", "wrc", "tenhou", "mahjongsoul", "mleague")


def _texts(topic: str, seed: int, difficulty: str, ruleset: str, overrides=None) -> tuple[list[str], object]:
    words = importlib.import_module(f"quiz.play_words.{topic}")
    drill = PLAY_TOPICS[topic].generate(random.Random(seed), difficulty, ruleset, overrides or {})
    explanation = words.explain(drill.request, drill.answer, {})
    texts = [words.prompt(drill.request), explanation.verdict, *(line.text for line in explanation.lines)]
    texts += [row.label for row in words.rows(drill.request)] + [
        row.text for row in words.rows(drill.request)
    ]
    for part in PLAY_TOPICS[topic].parts(drill.request):
        texts.append(words.value_text(part, drill.answer[part]))
    return texts, explanation


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("topic", list(PLAY_TOPICS))
def test_every_sentence_is_in_the_termbases_words_with_tiles_named(language, topic):
    with translation.override(language):
        for seed in range(12):
            for difficulty in ("beginner", "expert"):
                texts, explanation = _texts(topic, seed, difficulty, RULESETS[seed % len(RULESETS)])
                for text in texts:
                    assert not NOTATION.search(text), text
                    for term, pattern in banned_patterns(language):
                        assert not pattern.search(text), (term, text)
                    if language == "fr":
                        assert not FRENCH_SPACE.search(text), text
                assert explanation.chapter_url.startswith(f"/{language}/play/")


def test_a_rule_that_differs_cites_the_rulesets_source_or_the_club():
    with translation.override("en"):
        _, tenhou = _texts("riichi", 3, "intermediate", "tenhou")
        _, house = _texts("riichi", 3, "intermediate", "tenhou", {"riichi_needs_stick": False})
    stick = next(line for line in tenhou.lines if "1,000 points" in line.text)
    assert stick.sources == (("T", "T"),)
    club = next(line for line in house.lines if "1,000 points" in line.text)
    assert club.sources == (("club", "C"),)
    assert "without holding" in club.text


def test_the_furiten_feedback_names_the_discarded_wait_in_words():
    with translation.override("fr"):
        for seed in range(60):
            texts, explanation = _texts("furiten", seed, "intermediate", "ema")
            if explanation.verdict.startswith("Non") and "permanent" in " ".join(texts):
                assert any(" de cercles" in t or " de bambous" in t or " de caractères" in t for t in texts)
                assert explanation.chapter_url == "/fr/play/winning/#furiten"
                return
    pytest.fail("no permanent furiten among the seeds")
