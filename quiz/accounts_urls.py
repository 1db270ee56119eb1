"""Accounts under `accounts/`: Django's log in, log out and password reset views, and sign-up.

Not namespaced, because Django's auth views reverse their own names ("password_reset_done", ...).
"""

from django.urls import include, path

from quiz.accounts import signup

urlpatterns = [
    path("signup/", signup, name="signup"),
    path("", include("django.contrib.auth.urls")),
]
