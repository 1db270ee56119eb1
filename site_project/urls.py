"""Root URLs: language-prefixed pages, and the language-neutral endpoints outside the prefix."""

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path, re_path

from accounts.login import guarded_login
from calculator.api import not_found as api_not_found
from club.views import logo as club_logo
from rules.tile_sprite import tile_sprite
from site_project.language import set_language
from site_project.views import healthz

handler500 = "site_project.errors.server_error"

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("i18n/setlang/", set_language, name="set_language"),
    path("admin/login/", guarded_login(admin.site.login)),  # the per-name slowdown, as on the site's
    path("admin/", admin.site.urls),
    path("club/logo/<str:digest>", club_logo, name="club_logo"),
    path("sitemap.xml", include("rules.sitemap_urls")),
    path("tiles/<str:language>-<str:version>.svg", tile_sprite, name="tile_sprite"),
    path("api/v1/", include("calculator.api_urls")),
    re_path(r"^api/(?P<path>.*)$", api_not_found),  # any other API path: a JSON 404, not the HTML page
]

urlpatterns += i18n_patterns(
    path("", include("rules.urls")),
    path("calculator/", include("calculator.urls")),
    path("", include("quiz.urls")),
    path("accounts/", include("accounts.urls")),
    path("club/", include("club.urls")),
)
