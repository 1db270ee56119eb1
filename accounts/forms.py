"""Account forms: sign-up (name, email, password), and a password reset that mails an address sparingly."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import PasswordResetForm, SetPasswordMixin, UsernameField
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.utils.translation import gettext_lazy as _

from accounts import throttle
from accounts.mail import send_account_mail

HOUR = 3600


class SignUpForm(SetPasswordMixin, forms.Form):
    """A name, an email address and a password, checked only for what does not depend on other accounts.

    Not a ModelForm: a taken name or address must not show on the page (accounts/signup.py says so by
    mail instead), so nothing here looks at existing users. The password meets the configured
    validators, judged against the name and address given.
    """

    username = UsernameField(
        label=_("Username"),
        max_length=150,
        validators=[UnicodeUsernameValidator()],
        help_text=_("Up to 150 characters: letters, digits and @ . + - _ only."),
        widget=forms.TextInput(
            attrs={"autocomplete": "username", "autocapitalize": "none", "autofocus": True}
        ),
    )
    email = forms.EmailField(
        label=_("Email address"),
        max_length=254,
        help_text=_("We send a link to this address to finish signing up."),
        error_messages={"invalid": _("Enter a valid email address, such as name@example.org.")},
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )
    password1, password2 = SetPasswordMixin.create_password_fields()

    def clean_email(self) -> str:
        return get_user_model().objects.normalize_email(self.cleaned_data["email"])

    def clean(self) -> dict:
        cleaned = super().clean()
        self.validate_passwords()
        user = get_user_model()(username=cleaned.get("username", ""), email=cleaned.get("email", ""))
        self.validate_password_for_user(user)
        return cleaned


class ThrottledPasswordResetForm(PasswordResetForm):
    """Django's reset form, sending at most PASSWORD_RESET_EMAILS_PER_HOUR mails to one address.

    An address with no (active) account gets a mail too, saying so and linking to sign-up: the request
    then takes as long whichever address is given, and the page says the same as always ("if an
    account has this address..."), so neither tells which addresses have accounts. Past the limit
    nothing is sent. A mail server that fails is logged and gets the same page, never a server error.
    """

    # Named as on the sign-up form (Django's own label reads « Courriel » in French).
    email = forms.EmailField(
        label=_("Email address"),
        max_length=254,
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )

    def save(self, *args, request=None, **kwargs) -> None:
        email = self.cleaned_data["email"]
        if next(iter(self.get_users(email)), None) is not None:
            super().save(*args, request=request, **kwargs)
        elif not self._over_limit(email):
            send_account_mail(request, email, "no_account", {})

    def send_mail(self, subject_template_name, email_template_name, context, from_email, to_email, **kwargs):
        if self._over_limit(to_email):
            return
        context = {**context, "days": max(1, settings.PASSWORD_RESET_TIMEOUT // 86400)}
        super().send_mail(subject_template_name, email_template_name, context, from_email, to_email, **kwargs)

    @staticmethod
    def _over_limit(email: str) -> bool:
        limit = settings.PASSWORD_RESET_EMAILS_PER_HOUR
        try:
            return bool(throttle.seconds_until_allowed("reset-email", email.lower(), limit, HOUR))
        except throttle.ThrottleUnavailable:  # fail closed: no mail while the count cannot be kept
            return True


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
