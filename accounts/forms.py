"""Account forms: sign-up with an optional email, and a password reset that mails an address sparingly."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib.auth.forms import PasswordResetForm, UserCreationForm
from django.utils.translation import gettext_lazy as _

from accounts import throttle

HOUR = 3600


class SignUpForm(UserCreationForm):
    """Django's user creation form plus an optional email address, the only way to reset a password."""

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")
        help_texts = {"email": _("Optional: needed to reset a forgotten password.")}


class ThrottledPasswordResetForm(PasswordResetForm):
    """Django's reset form, sending at most PASSWORD_RESET_EMAILS_PER_HOUR mails to one address.

    Past the limit nothing is sent and the page says the same as always ("if an account has this
    address..."), so the answer tells nothing about which addresses have accounts. A mail server that
    fails is logged by Django (django.contrib.auth) and gets the same page, never a server error.
    """

    def send_mail(self, subject_template_name, email_template_name, context, from_email, to_email, **kwargs):
        limit = settings.PASSWORD_RESET_EMAILS_PER_HOUR
        if throttle.seconds_until_allowed("reset-email", to_email.lower(), limit, HOUR):
            return
        super().send_mail(subject_template_name, email_template_name, context, from_email, to_email, **kwargs)


class DeleteAccountForm(forms.Form):
    """Deleting an account asks for its password: a session left open is not enough."""

    password = forms.CharField(
        label=_("Your password"),
        strip=False,
        widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
    )

    def __init__(self, user, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_password(self) -> str:
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError(_("This is not your password."), code="password_incorrect")
        return password
