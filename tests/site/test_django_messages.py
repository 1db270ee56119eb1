"""Django's own messages on a Spanish page say tú, as the rest of the site does (Django's Spanish
catalogue says usted): each message the project re-translates is still one Django uses, and the
project's translation is the one a visitor reads."""

import gettext
import re
from pathlib import Path

import django
import pytest
from django import forms
from django.contrib.auth.password_validation import MinimumLengthValidator
from django.core.exceptions import ValidationError
from django.utils import translation

from site_project.django_messages import MESSAGES
from tests.rules.test_page_vocabulary import problems

DJANGO = Path(django.__file__).resolve().parent
SPANISH_CATALOGUES = (
    DJANGO / "conf" / "locale" / "es" / "LC_MESSAGES" / "django.mo",
    DJANGO / "contrib" / "auth" / "locale" / "es" / "LC_MESSAGES" / "django.mo",
)


def django_spanish() -> dict:
    catalogue: dict = {}
    for path in SPANISH_CATALOGUES:
        with path.open("rb") as handle:
            catalogue.update(gettext.GNUTranslations(handle)._catalog)
    return catalogue


@pytest.mark.parametrize("message", MESSAGES)
def test_each_message_is_djangos_and_reads_as_the_site_does(message: str):
    django_says = django_spanish()
    assert message in django_says, "Django no longer uses this message: drop it or follow the change"
    with translation.override("es"):
        ours = translation.gettext(message)
    assert ours != django_says[message]
    assert problems(re.sub(r"%\(\w+\)[sd]", "12", ours), "es") == []


def test_the_plural_messages_reach_the_password_rules_and_the_length_error():
    with translation.override("es"):
        help_text = MinimumLengthValidator(12).get_help_text()
        with pytest.raises(ValidationError) as error:
            forms.CharField(max_length=3).clean("abcdef")
        length_error = error.value.messages  # lazy: read in the language it is shown in
    assert help_text == "Tu contraseña debe tener al menos 12 caracteres."
    assert length_error == ["Escribe como mucho 3 caracteres (has escrito 6)."]


def test_the_check_finds_djangos_usted():
    assert problems("Asegúrese de que este valor es menor. Su contraseña no puede...", "es") == [
        "'Asegúrese' (write 'tú')",
        "'Su contraseña' (write 'tú')",
    ]
