"""Reference pages: thin views that read content and render."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def home(request: HttpRequest) -> HttpResponse:
    """The front page: what the site offers."""
    return render(request, "rules/home.html")


def tiles(request: HttpRequest) -> HttpResponse:
    """Every tile of the set with its name: how to read the tiles before reading the rules."""
    return render(request, "rules/tiles.html")
