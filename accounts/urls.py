"""Accounts under `accounts/`: Django's log in, log out and password reset views, and sign-up.

Not namespaced, because Django's auth views reverse their own names ("password_reset_done", ...).
The log-in page and the reset email get the club's name: without django.contrib.sites, Django would
name the site after the request's host. The reset email is the site's own (account_email/password_reset),
written in the site's voice like every other mail: Django's own Spanish template says usted. Log-in failures are throttled by django-axes (its backend and
middleware); sign-up and reset requests by the `throttled` decorator.
"""

from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.utils.functional import lazy
from django.views.generic import TemplateView

from accounts.forms import ThrottledPasswordResetForm
from accounts.login import LoginForm, guarded_login
from accounts.views import activate, delete_account, export, signup, signup_sent, throttled
from club.current import club_name
from site_project.headers import private_page

CLUB = {"site_name": lazy(club_name, str)()}

urlpatterns = [
    path("signup/", signup, name="signup"),
    path("signup/sent/", signup_sent, name="signup_sent"),
    path("activate/<str:token>/", activate, name="activate"),
    path("export/", export, name="export"),
    path("delete/", delete_account, name="delete_account"),
    path(
        "delete/done/",
        TemplateView.as_view(template_name="registration/account_deleted.html"),
        name="account_deleted",
    ),
    path(
        "login/",
        guarded_login(auth_views.LoginView.as_view(extra_context=CLUB, authentication_form=LoginForm)),
        name="login",
    ),
    path(
        "password_reset/",
        throttled("password-reset")(
            auth_views.PasswordResetView.as_view(
                extra_email_context=CLUB,
                form_class=ThrottledPasswordResetForm,
                email_template_name="registration/account_email/password_reset.txt",
                subject_template_name="registration/account_email/password_reset_subject.txt",
            )
        ),
        name="password_reset",
    ),
    path(
        "password_change/",
        private_page(auth_views.PasswordChangeView.as_view()),
        name="password_change",
    ),
    path("", include("django.contrib.auth.urls")),
]
