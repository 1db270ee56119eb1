"""The club's pages, under each language prefix."""

from django.urls import include, path

app_name = "club"

urlpatterns = [
    path("", include("club.keeper.urls")),
    path("", include("club.league.urls")),
    path("", include("club.tournaments.urls")),
]
