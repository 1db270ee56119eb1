"""Calculator pages, under each language prefix."""

from django.urls import path

from calculator import views

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("compare/", views.compare, name="compare"),
    path("api/", views.api_documentation, name="api"),
]
