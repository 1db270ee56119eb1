"""Accounts under `accounts/`: Django's log in, log out and password reset views, and sign-up.

Not namespaced, because Django's auth views reverse their own names ("password_reset_done", ...).
The log-in page and the reset email get the club's name: without django.contrib.sites, Django would
name the site after the request's host.
"""

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.urls import include, path

from quiz.accounts import signup

CLUB = {"site_name": settings.SITE_NAME}

urlpatterns = [
    path("signup/", signup, name="signup"),
    path("login/", auth_views.LoginView.as_view(extra_context=CLUB), name="login"),
    path(
        "password_reset/",
        auth_views.PasswordResetView.as_view(extra_email_context=CLUB),
        name="password_reset",
    ),
    path("", include("django.contrib.auth.urls")),
]
