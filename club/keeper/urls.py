"""The score keeper's pages, under each language prefix."""

from django.urls import path
from django.views.i18n import JavaScriptCatalog

from club.keeper import views

urlpatterns = [
    path("table/", views.new_table, name="new_table"),
    path("tables/", views.tables, name="tables"),
    path("table/<uuid:game_id>/send/", views.send_final, name="send_final"),
    path("table/<uuid:game_id>/confirm/", views.confirm_final, name="confirm_final"),
    path("table/<uuid:game_id>/answer/", views.answer_result, name="answer_result"),
    path("table/<uuid:game_id>/", views.table, name="table"),
    path("table/<uuid:game_id>/hand/", views.send_hand, name="send_hand"),
    path("table/<uuid:game_id>/undo/", views.undo, name="undo"),
    # Served from the table's own address, so it may keep that page for a reload offline.
    path("table/<uuid:game_id>/worker.js", views.worker, name="worker"),
    # The page script's own sentences (djangojs catalogue), in the language of the URL.
    path("keeper-catalog.js", JavaScriptCatalog.as_view(packages=["club"]), name="script_catalog"),
]
