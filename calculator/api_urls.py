"""The public JSON API, outside the language prefix: /api/v1/..."""

from django.urls import path

from calculator import api

urlpatterns = [
    path("score", api.score, name="api_score"),
    path("waits", api.waits, name="api_waits"),
    path("can-ron", api.can_ron_view, name="api_can_ron"),
    path("draw-payments", api.draw_payments_view, name="api_draw_payments"),
    path("rulesets", api.rulesets, name="api_rulesets"),
    path("scoring-table", api.scoring_table, name="api_scoring_table"),
    path("openapi.json", api.openapi, name="api_openapi"),
]
