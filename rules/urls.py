"""Reference pages, under each language prefix."""

from django.urls import path

from rules import views

app_name = "rules"

urlpatterns = [
    path("", views.home, name="home"),
    path("tiles/", views.tiles, name="tiles"),
]
