"""The league's pages, under each language prefix."""

from django.urls import path

from club.league import views

urlpatterns = [
    path("", views.index, name="league_index"),
    path("seasons/<int:season_id>/", views.season, name="season"),
    path("players/<int:player_id>/", views.player, name="player"),
    path("seasons/<int:season_id>/standings.csv", views.season_csv, name="season_csv"),
    path("games/new/", views.new_game, name="new_game"),
    path("games.csv", views.games_export, name="games_csv"),
    path("games/import/", views.import_csv, name="import_games"),
    path("games/<int:game_id>/correct/", views.correct, name="correct_game"),
]
