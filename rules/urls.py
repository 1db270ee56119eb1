"""Reference pages, under each language prefix. Slugs are language-neutral (DESIGN.md, "URLs")."""

from django.urls import path

from rules import views

app_name = "rules"

urlpatterns = [
    path("", views.home, name="home"),
    path("tiles/", views.tiles, name="tiles"),
    path("yaku/", views.yaku_list, name="yaku_list"),
    path("yaku/<slug:key>/", views.yaku_detail, name="yaku_detail"),
    path("glossary/", views.glossary, name="glossary"),
    path("scoring-table/", views.scoring_table, name="scoring_table"),
    path("fu/", views.fu, name="fu"),
    path("rulesets/", views.rulesets, name="rulesets"),
    path("results/", views.results, name="results"),
    path("cheat-sheet/", views.cheat_sheet, name="cheat_sheet"),
]
