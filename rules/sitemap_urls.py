"""The sitemap, outside the language prefix (included at /sitemap.xml by the root URLs)."""

from django.contrib.sitemaps.views import sitemap
from django.urls import path

from rules.sitemaps import SITEMAPS

urlpatterns = [path("", sitemap, {"sitemaps": SITEMAPS}, name="sitemap")]
