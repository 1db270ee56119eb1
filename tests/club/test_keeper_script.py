"""What the page script relies on: JSON answers for its queue (recorded, again, refused), the service
worker served from the table's own address, its words in the djangojs catalogue, and posts that never
count against the public API's rate limit."""

import uuid

import pytest

from club.keeper.models import KeptHand
from tests.club.keeper_helpers import hand_data, make_table

pytestmark = pytest.mark.django_db
JSON = {"HTTP_ACCEPT": "application/json"}


def test_the_queue_hears_recorded_then_again_for_a_resend(client):
    game = make_table("ema")
    data = hand_data("draw", 1, uuid.uuid4(), tenpai=[1])
    first = client.post(f"/en/club/table/{game.pk}/hand/", data, **JSON)
    again = client.post(f"/en/club/table/{game.pk}/hand/", data, **JSON)
    assert (first.status_code, first.json()["status"]) == (200, "recorded")
    assert (again.status_code, again.json()["status"]) == (200, "again")
    assert KeptHand.objects.count() == 1


def test_a_refused_entry_is_told_why_in_the_pages_language(client):
    game = make_table("ema")
    data = hand_data("draw", 1, uuid.uuid4(), tenpai=[], riichi=[2])
    answer = client.post(f"/es/club/table/{game.pk}/hand/", data, **JSON)
    assert answer.status_code == 409
    assert answer.json() == {
        "status": "refused",
        "message": "Un jugador en riichi está tenpai en el empate (si no, es chombo): márcalo como tenpai.",
    }


def test_the_keepers_posts_do_not_count_against_the_api_rate_limit(client, settings):
    settings.API_RATE_LIMIT = 1
    game = make_table("ema")
    for number in range(1, 6):
        answer = client.post(f"/en/club/table/{game.pk}/hand/", hand_data("draw", number, tenpai=[]), **JSON)
        assert answer.status_code == 200
    assert KeptHand.objects.count() == 5
    assert client.post("/api/v1/score", {}, content_type="application/json").status_code != 429
    assert client.post("/api/v1/score", {}, content_type="application/json").status_code == 429


def test_the_service_worker_is_served_from_the_tables_address(client):
    game = make_table("ema")
    worker = client.get(f"/en/club/table/{game.pk}/worker.js")
    assert worker.status_code == 200
    assert worker["Content-Type"].startswith("text/javascript")
    assert b"caches.match" in worker.content
    page = client.get(f"/en/club/table/{game.pk}/").content.decode()
    assert f'data-worker="/en/club/table/{game.pk}/worker.js"' in page


def test_the_scripts_words_come_from_the_catalogue(client):
    catalogue = client.get("/fr/club/keeper-catalog.js").content.decode()
    assert "Pas de connexion" in catalogue
