"""Reference pages, under each language prefix. Slugs are language-neutral (DESIGN.md, "URLs")."""

from django.urls import path

from rules import play_views, search_views, views

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
    path("play/", play_views.play_index, name="play"),
    path("play/can-i-ron/", play_views.can_i_ron, name="can_i_ron"),
    path("play/draw-payments/", play_views.draw_calculator, name="draw_payments"),
    path("play/<slug:key>/", play_views.play_chapter, name="play_chapter"),
    path("search/", search_views.search_page, name="search"),
    path("search/box.json", search_views.search_box, name="search_box"),
]
