"""Django's own messages that a visitor reads on this site, given the site's voice.

Form errors, the log-in error and the password rules come from Django's catalogues, and Django's
Spanish catalogue addresses the reader as usted ("Asegúrese", "Su contraseña", "introduzca"; it even
writes "carácteres") where every page of this site says tú. Naming the messages here puts them in
the project's catalogues (locale/), which Django reads before its own, so the Spanish pages speak
with one voice; French and English keep Django's wording. tests/site/test_django_messages.py checks
that each message is still one Django uses, and the vocabulary crawl reads the pages they appear on.
"""

from django.utils.translation import gettext_noop, ngettext_lazy

MESSAGES = (
    # django.core.validators and django.forms: the trainer's, the calculator's and the accounts' fields
    gettext_noop("Enter a valid value."),
    gettext_noop("Enter a valid email address."),
    gettext_noop("Enter a whole number."),
    gettext_noop("Enter a number."),
    gettext_noop("Ensure this value is less than or equal to %(limit_value)s."),
    gettext_noop("Ensure this value is greater than or equal to %(limit_value)s."),
    gettext_noop("Select a valid choice. %(value)s is not one of the available choices."),
    # django.contrib.auth: log-in, sign-up, password change
    gettext_noop(
        "Please enter a correct %(username)s and password. Note that both fields may be case-sensitive."
    ),
    gettext_noop("Enter the same password as before, for verification."),
    gettext_noop("Your old password was entered incorrectly. Please enter it again."),
    gettext_noop("Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only."),
    gettext_noop(
        "Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters."
    ),
    gettext_noop("Your password can’t be too similar to your other personal information."),
    gettext_noop("Your password can’t be a commonly used password."),
    gettext_noop("Your password can’t be entirely numeric."),
)

PLURAL_MESSAGES = (
    ngettext_lazy(
        "Ensure this value has at most %(limit_value)d character (it has %(show_value)d).",
        "Ensure this value has at most %(limit_value)d characters (it has %(show_value)d).",
        "limit_value",
    ),
    ngettext_lazy(
        "Your password must contain at least %(min_length)d character.",
        "Your password must contain at least %(min_length)d characters.",
        "min_length",
    ),
)
