"""Calculator pages, under each language prefix."""

from django.urls import path
from django.views.i18n import JavaScriptCatalog

from calculator import views

app_name = "calculator"

urlpatterns = [
    path("", views.index, name="index"),
    path("compare/", views.compare, name="compare"),
    path("api/", views.api_documentation, name="api"),
    path("site-token", views.site_token_renewal, name="site_token"),
    # The page script's own sentences (djangojs catalogue), in the language of the URL.
    path("catalog.js", JavaScriptCatalog.as_view(packages=["calculator"]), name="script_catalog"),
]
