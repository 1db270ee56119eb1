"""What the calculator says in words: the payer of a robbed kong, and a meld read out by its tiles'
names, never by its notation (the Spanish read-through found "Paga quien descartó" after a chankan and
"Quitar el grupo pon:777z" for a screen reader)."""

import re

import pytest
from django.test import Client
from django.utils import translation

from calculator.presentation import script_phrases

pytestmark = pytest.mark.django_db

CHANKAN = (
    "hand=123m789m456p678s33s&win_tile=7s&riichi=on&chankan=on&seat_wind=S&round_wind=E&dora_indicators=1z"
)
WITH_MELDS = "hand=234m567p23455s&win_tile=5s&melds=pon%3A777z+ankan%3A1111s&seat_wind=S&dora_indicators=3m"


@pytest.mark.parametrize(
    ("language", "payer", "discarder"),
    [
        ("en", "Paid by the player whose kong was robbed", "Paid by the discarder"),
        ("fr", "Payé par le joueur dont le kong a été volé", "Payé par le joueur qui a écarté"),
        ("es", "Paga quien añadió la ficha al kan", "Paga quien descartó"),
    ],
)
def test_a_robbed_kong_names_the_player_who_added_the_tile(client: Client, language, payer, discarder):
    html = client.get(f"/{language}/calculator/?{CHANKAN}").content.decode()
    assert 'data-yaku="chankan"' in html
    assert payment_row(html) == payer
    assert payment_row(
        client.get(f"/{language}/calculator/?{CHANKAN.replace('&chankan=on', '')}").content.decode()
    ) == (discarder)


def payment_row(html: str) -> str:
    """The label of the result's ron payment line."""
    return re.search(r'<tr data-payment="ron"><th scope="row">([^<]*)</th>', html).group(1)


def test_the_script_gets_the_robbed_kong_payer_and_the_meld_names():
    with translation.override("es"):
        phrases = script_phrases()
    assert phrases["chankan_payer"] == {"ron": "Paga quien añadió la ficha al kan"}
    assert phrases["melds"]["ankan"] == "kan cerrado"
    assert phrases["melds"]["kan"] == "kan por descarte"


@pytest.mark.parametrize(
    ("language", "spoken"),
    [
        ("en", "Take back the meld pon: Red dragon, Red dragon, Red dragon"),
        ("fr", "Retirer le groupe pon\u00a0: Dragon rouge, Dragon rouge, Dragon rouge"),
        ("es", "Quitar el grupo pon: dragón rojo, dragón rojo, dragón rojo"),
    ],
)
def test_a_meld_button_is_read_out_by_its_tiles_names(client: Client, language, spoken):
    html = client.get(f"/{language}/calculator/?{WITH_MELDS}").content.decode()
    assert f'aria-label="{spoken}"' in html
    labels = re.findall(r'aria-label="([^"]*)"', html)
    assert [label for label in labels if re.search(r"\d[mpsz]\b", label)] == []


@pytest.mark.parametrize("language", ["en", "fr", "es"])
@pytest.mark.parametrize("melds", ["pon:77z", "chi:6789s", "chi:678s+pon:55x"])
def test_a_meld_that_is_not_whole_yet_is_read_out_in_words_too(client: Client, language, melds):
    """A meld typed half-way ("pon:77z") is still said by its kind and tiles, never as its notation."""
    html = client.get(f"/{language}/calculator/?hand=234m88s456s&win_tile=6s&melds={melds}").content.decode()
    labels = re.findall(r'aria-label="([^"]*)"', html)
    assert [label for label in labels if re.search(r"\d[mpsz]\b|\w:\S", label)] == []
