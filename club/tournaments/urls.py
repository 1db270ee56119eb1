"""The tournament pages, under each language prefix."""

from django.urls import path

from club.tournaments import views

urlpatterns = [
    path("tournaments/", views.index, name="tournaments"),
    path("tournaments/new/", views.new, name="new_tournament"),
    path("tournaments/<int:tournament_id>/", views.detail, name="tournament"),
    path("tournaments/<int:tournament_id>/settings/", views.edit, name="edit_tournament"),
    path("tournaments/<int:tournament_id>/entries/", views.add_entry, name="add_entry"),
    path(
        "tournaments/<int:tournament_id>/entries/<int:entry_id>/remove/",
        views.remove_entry,
        name="remove_entry",
    ),
    path("tournaments/<int:tournament_id>/check-in/", views.check_in, name="check_in"),
    path("tournaments/<int:tournament_id>/draw/", views.draw, name="draw"),
    path("tournaments/<int:tournament_id>/timer/", views.timer, name="round_timer"),
    path("tournaments/<int:tournament_id>/rounds/<int:number>/", views.seating, name="seating"),
    path("tournaments/<int:tournament_id>/rounds/<int:number>/cards/", views.cards, name="table_cards"),
    path("tournaments/<int:tournament_id>/rounds/<int:number>/tables/<int:table>/", views.slip, name="slip"),
    path("tournaments/<int:tournament_id>/slips/<int:slip_id>/correct/", views.correct, name="correct_slip"),
    path("tournaments/<int:tournament_id>/ranking/", views.standings, name="tournament_ranking"),
    path("tournaments/<int:tournament_id>/ema-results.csv", views.ema_csv, name="ema_results"),
    path("tournaments/<int:tournament_id>/slips.csv", views.slips_export, name="slips_csv"),
]
