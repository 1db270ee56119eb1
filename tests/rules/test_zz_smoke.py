import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

def test_smoke(client: Client):
    for lang in ("en", "fr", "es"):
        for path in ["play/", "play/tiles-and-wall/", "play/winning/", "play/end-of-hand/", "play/calls/", "play/riichi/", "play/deal-and-turn/", "play/dealer-and-honba/", "play/end-of-game/", "play/penalties/",
                     "play/can-i-ron/?hand=234m567p2345s678s&tile=2s&discards=5s&ruleset=ema&seat_wind=E&round_wind=E",
                     "play/draw-payments/?dealer=0&tenpai=1&tenpai=2&honba=1&sticks=1&ruleset=tenhou"]:
            r = client.get(f"/{lang}/{path}")
            assert r.status_code == 200, (lang, path, r.status_code, r.content[:3000])
