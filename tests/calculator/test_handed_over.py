"""The calculator shows what each payer hands over with the honba apart, as the trainer does, and
names every yakuman of a hand where only one is paid."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

RON_WITH_HONBA = "hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m&seat_wind=S&honba=1"
TSUMO_WITH_HONBA = "hand=123m456p789s22z234s&win_tile=4s&riichi=on&tsumo=on&seat_wind=S&honba=2"
# tsuuiisou, daisangen and suuankou: under EMA one yakuman is paid.
ALL_HONOURS = "hand=111z22z555666777z&win_tile=1z&tsumo=on&seat_wind=S"


def summary_of(html: str) -> str:
    return re.search(r'<span class="summary-payment">([^<]*)</span>', html)[1]


@pytest.mark.parametrize(
    ("language", "summary"),
    [
        ("en", "Ron: 2,000 + 300 honba = 2,300"),
        ("fr", "Ron\u00a0: 2\u202f000 + 300 honba = 2\u202f300"),
        ("es", "Ron: 2.000 + 300 honba = 2.300"),
    ],
)
def test_the_summary_shows_the_honba_apart_from_the_table_value(client: Client, language, summary):
    html = client.get(f"/{language}/calculator/?{RON_WITH_HONBA}").content.decode()
    assert summary_of(html) == summary


def test_a_tsumo_shows_each_payers_honba():
    html = Client().get(f"/en/calculator/?{TSUMO_WITH_HONBA}").content.decode()
    assert summary_of(html) == "Tsumo: 500 + 200 honba = 700 / 1,000 + 200 honba = 1,200"
    rows = dict(
        re.findall(
            r'<tr data-payment="([a-z_]+)"><th scope="row">[^<]*</th><td class="number">([^<]*)</td>', html
        )
    )
    assert rows == {"tsumo_nondealer": "500 + 200 honba = 700", "tsumo_dealer": "1,000 + 200 honba = 1,200"}


def test_the_comparison_shows_the_honba_apart(client: Client):
    html = client.get(f"/en/calculator/compare/?{RON_WITH_HONBA}").content.decode()
    cells = re.findall(r'<tr data-row="payment:ron"[^>]*>.*?</tr>', html, re.S)[0]
    assert "Paid by the discarder" in cells
    assert "<td>2,000 + 300 honba = 2,300</td>" in cells


def test_every_yakuman_is_listed_with_the_unpaid_ones_marked(client: Client):
    html = client.get(f"/en/calculator/?{ALL_HONOURS}").content.decode()
    keys = re.findall(r'<tr data-yaku="([a-z_]+)"', html)
    assert sorted(keys) == ["daisangen", "suuankou", "tsuuiisou"]
    assert html.count("Yakuman, not paid") == 2


def test_the_comparison_names_every_yakuman_under_ema_and_wrc(client: Client):
    html = client.get(f"/en/calculator/compare/?{ALL_HONOURS}").content.decode()
    for key in ("daisangen", "suuankou", "tsuuiisou"):
        row = re.search(rf'<tr data-row="yaku:{key}"[^>]*>(.*?)</tr>', html, re.S)[1]
        cells = re.findall(r"<td>([^<]*)</td>", row)
        assert "–" not in cells, (key, cells)
