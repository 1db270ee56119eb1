"""The translatable error sentences stay the scorer's English sentences, word for word, and read as
sentences a player understands in French and Spanish, plurals included.

gettext can only extract literal strings from Django-side code, so rules/phrases.py restates the
scorer's sentences; these tests catch the two drifting apart, and any internal token in a message.
"""

import re

import pytest
from django.utils import translation

from rules.phrases import ERROR_SENTENCES
from rules.scoring import ERROR_SENTENCES as ENGLISH
from tests.rules.test_page_vocabulary import banned_patterns

# Parameters that fill every sentence, with a number chosen per case to reach each plural form.
PARAMS = {
    "field": "hand",
    "text": "12x",
    "tiles": "777z",
    "kind": "pon",
    "count": 1,
    "expected": 14,
    "tile": "5p",
    "limit": 4,
    "waits": "36p",
    "shanten": 1,
    "name": "club",
    "choices": "ema, wrc",
    "rule": "kiriage",
    "length": 70,
    "value": 5,
    "min": 0,
    "max": 1000,
    "allowed": "true, false",
}
# Snake-case scorer tokens that must never reach a player (parameters like 5p or 777z are notation).
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b")


def test_every_sentence_of_the_scorer_is_translatable():
    assert set(ERROR_SENTENCES) == set(ENGLISH)


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_the_english_sentences_are_the_scorers(key):
    """Word for word the scorer's sentence, with the page's apostrophe."""
    with translation.override("en"):
        for count in (1, 2):
            params = {**PARAMS, "count": count, "shanten": count}
            template = ERROR_SENTENCES[key]
            english = ENGLISH[key]
            ours = str(template % params)
            if isinstance(english, tuple):
                expected = (english[0] if params[english[2]] == 1 else english[1]) % params
            else:
                expected = english % params
            # The scorer writes plain ASCII (the API and the command line); pages write the typographic ’.
            assert ours == expected.replace("'", "’")


@pytest.mark.parametrize("language", ["fr", "es"])
@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_the_translations_are_sentences_with_their_numbers_and_no_internal_token(key, language):
    for count in (1, 2, 5):
        params = {**PARAMS, "count": count, "shanten": count}
        with translation.override(language):
            text = str(ERROR_SENTENCES[key] % params)
        with translation.override("en"):
            english = str(ERROR_SENTENCES[key] % params)
        assert text != english
        assert not INTERNAL.search(text), text
        if "%(count)d" in str(ENGLISH[key]):
            assert str(count) in text


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_sentence_keeps_to_the_termbase(language):
    """The sentences reach the calculator's page: "a kan" or "robbing a kan" on an English page, where
    the set is a kong, is the variant the English termbase bans."""
    found = []
    for key in sorted(ENGLISH):
        for count in (1, 2):
            with translation.override(language):
                text = str(ERROR_SENTENCES[key] % {**PARAMS, "count": count, "shanten": count})
            found += [
                f"{key}: {m.group(0)!r}"
                for _, pattern in banned_patterns(language)
                for m in pattern.finditer(text)
            ]
    assert found == []


def test_plurals_follow_each_languages_rules():
    template = ERROR_SENTENCES["wrong_tile_count.hand"]
    with translation.override("fr"):  # French uses the singular for 0
        assert "0 tuile alors" in str(template % {"count": 0, "expected": 14})
        assert "2 tuiles alors" in str(template % {"count": 2, "expected": 14})
    with translation.override("es"):
        assert "1 ficha y" in str(template % {"count": 1, "expected": 14})
        assert "0 fichas y" in str(template % {"count": 0, "expected": 14})
