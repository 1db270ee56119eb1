"""Games imported from CSV: a dry run reports every bad row with its line, and nothing is imported
until every row is good; the export's own file imports back."""

import datetime

import pytest
from django.contrib.auth.models import Group
from django.core.files.uploadedfile import SimpleUploadedFile

from club.league.importing import import_games
from club.league.models import Game, Player
from club.league.recording import SeatLine, record_game
from rules.models import Ruleset

pytestmark = pytest.mark.django_db

HEADER = "game,date,ruleset,leftover_sticks,seat,player,points,penalty\n"
GOOD = (
    "1,2026-11-05,ema,1,east,Aiko,52300,0\n"
    "1,2026-11-05,ema,1,south,Bruno,33100,0\n"
    "1,2026-11-05,ema,1,west,Carmen,24900,0\n"
    "1,2026-11-05,ema,1,north,Denis,8700,20\n"
)


@pytest.fixture(autouse=True)
def players():
    return [Player.objects.create(name=name) for name in ("Aiko", "Bruno", "Carmen", "Denis")]


def test_a_dry_run_of_a_good_file_imports_nothing_and_says_what_it_would():
    report = import_games(HEADER + GOOD, dry_run=True)
    assert report.problems == []
    assert report.games == 1
    assert not Game.objects.exists()


def test_a_good_file_imports_its_games_with_their_scores():
    report = import_games(HEADER + GOOD, dry_run=False)
    assert report.saved
    game = Game.objects.get()
    assert [str(seat.score) for seat in game.seats.order_by("seat")] == ["38.3", "8.1", "-10.1", "-56.3"]


def test_every_bad_row_is_reported_and_nothing_is_imported():
    bad = (
        GOOD
        + "2,2026-13-01,ema,0,east,Aiko,30000,0\n"
        + "3,2026-11-06,nope,0,east,Zoe,30000,0\n"
        + "4,2026-11-06,ema,0,east,Aiko,40000,0\n"
        + "4,2026-11-06,ema,0,south,Bruno,30000,0\n"
        + "4,2026-11-06,ema,0,west,Carmen,30000,0\n"
        + "4,2026-11-06,ema,0,north,Denis,30000,0\n"
    )
    report = import_games(HEADER + bad, dry_run=False)
    lines = [line for line, _message in report.problems]
    messages = " ".join(message for _line, message in report.problems)
    assert 6 in lines  # the impossible date
    assert 7 in lines  # unknown rules and player
    assert "There are no rules “nope”" in messages
    assert "No player is named “Zoe”" in messages
    assert "the points are off by +10000" in messages
    assert not Game.objects.exists()


def test_the_games_export_imports_back(client):
    ema = Ruleset.objects.get(key="ema")
    players = list(Player.objects.order_by("name"))
    record_game(
        datetime.date(2026, 11, 5),
        ema,
        [SeatLine(p, x) for p, x in zip(players, [40000, 30000, 30000, 20000], strict=True)],
    )
    exported = client.get("/en/club/games.csv").content.decode()
    Game.objects.all().delete()
    report = import_games(exported, dry_run=False)
    assert report.problems == []
    assert Game.objects.count() == 1


def test_an_organiser_uploads_a_file_and_reads_the_report_in_french(client, django_user_model):
    user = django_user_model.objects.create_user("orga", "orga@example.org", "a-long-passphrase-9")
    user.groups.add(Group.objects.get(name="Organisers"))
    client.force_login(user)
    upload = SimpleUploadedFile("games.csv", (HEADER + GOOD.replace("8700", "9700")).encode())
    html = client.post("/fr/club/games/import/", {"file": upload, "dry_run": "on"}).content.decode()
    assert "rien n’a été importé" in html
    assert not Game.objects.exists()
