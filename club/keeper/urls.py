"""The score keeper's pages, under each language prefix."""

from django.urls import path

from club.keeper import views

urlpatterns = [
    path("table/", views.new_table, name="new_table"),
    path("table/<uuid:game_id>/", views.table, name="table"),
    path("table/<uuid:game_id>/hand/", views.send_hand, name="send_hand"),
    path("table/<uuid:game_id>/undo/", views.undo, name="undo"),
]
