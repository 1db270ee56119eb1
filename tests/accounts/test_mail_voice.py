"""Every mail the site sends reads as the site does, in each language: tú in Spanish, vous in French,
the termbase's terms, and a subject that says what the mail is.

Each mail is sent through the page that sends it (sign-up, password reset) and read from Django's outbox.
Django's own Spanish reset mail says usted ("su contraseña", "haga clic") and its subject says the password
has already been reset; the site writes its own.
"""

import re

import pytest
from django.conf import settings
from django.core import mail

from tests.accounts.helpers import PASSWORD, sign_up
from tests.rules.test_page_vocabulary import banned_patterns

pytestmark = pytest.mark.django_db

MEMBER, MEMBER_EMAIL = "kaede", "kaede@example.org"
SITE = settings.SITE_NAME

# What the reader is called in each language: the site says tú in Spanish and vous in French.
VOICE = {
    "en": (re.compile(r"\byou\b", re.I), None),
    "fr": (
        re.compile(r"\b(?:vous|votre|vos)\b", re.I),
        re.compile(r"\b(?:tu|toi|ton|ta|tes|te|t’)\b|\w+(?:-toi)\b", re.I),
    ),
    "es": (
        re.compile(r"\b(?:tú|tu|tus|te)\b", re.I),
        re.compile(
            r"\busted(?:es)?\b|\bsu(?:s)? (?:contraseña|cuenta|nombre|dirección|correo)\b|\bhaga clic\b"
            r"|\bvaya\b|\bescoja\b|\bha (?:recibido|solicitado|olvidado)\b|\bpor favor\b",
            re.I,
        ),
    ),
}

SUBJECTS = {
    "activate": {
        "en": f"Finish signing up to {SITE}",
        "fr": f"Finalisez votre inscription sur {SITE}",
        "es": f"Termina tu registro en {SITE}",
    },
    "already_registered": {
        "en": f"You already have an account on {SITE}",
        "fr": f"Vous avez déjà un compte sur {SITE}",
        "es": f"Ya tienes una cuenta en {SITE}",
    },
    "name_taken": {
        "en": f"Your sign-up to {SITE}: that name is taken",
        "fr": f"Votre inscription sur {SITE}\u00a0: ce nom est déjà pris",
        "es": f"Tu registro en {SITE}: ese nombre ya está en uso",
    },
    "no_account": {
        "en": f"Password reset on {SITE}: no account has this address",
        "fr": f"Mot de passe oublié sur {SITE}\u00a0: aucun compte n’a cette adresse",
        "es": f"Restablecer contraseña en {SITE}: ninguna cuenta usa esta dirección",
    },
    "password_reset": {
        "en": f"Choose a new password on {SITE}",
        "fr": f"Choisissez un nouveau mot de passe sur {SITE}",
        "es": f"Elige una contraseña nueva en {SITE}",
    },
}
# A reset mail is sent before anything changed: its subject never says the password was reset.
ALREADY_DONE = re.compile(r"has been reset|was reset|réinitialisé|restablecida|cambiada", re.I)


def send(client, django_user_model, kind: str, language: str):
    """Do what makes the site send the mail `kind`, in `language`; return the one mail sent."""
    django_user_model.objects.create_user(MEMBER, email=MEMBER_EMAIL, password=PASSWORD)
    if kind == "activate":
        sign_up(client, "newcomer", "newcomer@example.org", language)
    elif kind == "already_registered":
        sign_up(client, "newcomer", MEMBER_EMAIL, language)
    elif kind == "name_taken":
        sign_up(client, MEMBER, "newcomer@example.org", language)
    else:
        address = MEMBER_EMAIL if kind == "password_reset" else "nobody@example.org"
        client.post(f"/{language}/accounts/password_reset/", {"email": address})
    assert len(mail.outbox) == 1
    return mail.outbox[0]


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("kind", list(SUBJECTS))
def test_each_mail_speaks_as_the_site_does(client, django_user_model, kind, language):
    message = send(client, django_user_model, kind, language)
    assert message.subject == SUBJECTS[kind][language]
    assert not ALREADY_DONE.search(message.subject)
    text = f"{message.subject}\n{message.body}"
    addressed, wrong_voice = VOICE[language]
    assert addressed.search(message.body)
    assert not (wrong_voice and wrong_voice.findall(text))
    assert [
        match.group(0) for _, pattern in banned_patterns(language) for match in pattern.finditer(text)
    ] == []
    assert f"/{language}/accounts/" in message.body
    assert SITE in message.body


def test_the_reset_mail_links_to_a_new_password_and_says_how_long_it_lasts(
    client, django_user_model, settings
):
    settings.PASSWORD_RESET_TIMEOUT = 2 * 86400
    message = send(client, django_user_model, "password_reset", "es")
    assert re.search(r"https?://testserver/es/accounts/reset/[\w-]+/[\w-]+/", message.body)
    assert "Hola kaede:" in message.body
    assert "durante 2 días" in message.body
