"""The translatable error templates stay the scorer's English templates, word for word.

gettext can only extract literal strings from Django-side code, so rules/phrases.py restates the
scorer's templates; this test catches the two drifting apart.
"""

from django.utils import translation

from rules.phrases import ERROR_TEMPLATES, error_templates
from rules.scoring import ERROR_MESSAGES


def test_every_error_code_has_a_translatable_template():
    assert set(ERROR_TEMPLATES) == set(ERROR_MESSAGES)


def test_the_english_templates_are_the_scorers():
    with translation.override("en"):
        assert dict(error_templates()) == ERROR_MESSAGES


def test_the_french_templates_keep_every_placeholder():
    with translation.override("fr"):
        french = error_templates()
    for code, english in ERROR_MESSAGES.items():
        assert french[code] != english
        placeholders = {part.split("}")[0] for part in english.split("{")[1:]}
        assert all("{" + name + "}" in french[code] for name in placeholders), code
