"""Names written one way: the romaji house form in the data, kanji as the WRC 2015 yaku list writes them,
page titles that never name a thing twice, and the search still finding every spelling a player types.
The crawl of every page in every language (test_page_vocabulary.py) applies the checks of page_names.py;
these tests show the checks find what they must and hold the data to the same rules."""

import re
import tomllib
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation

from rules.models import Yaku
from rules.yaku_search import matches
from tests.rules.page_names import name_problems, repeated_in_title, romaji_variants, typewriter_apostrophes

ROOT = Path(__file__).resolve().parents[2]
HOUSE_ROMAJI = re.compile(r"[A-Z]?[a-z]+(?:[ -][a-z]+)*")
# The kanji of the WRC 2015 yaku list (annex A-1 of the rules, the project's source document 001).
WRC_KANJI = {
    "riichi": "立直", "ippatsu": "一発", "double_riichi": "ダブル立直", "menzen_tsumo": "門前清自摸",
    "pinfu": "平和", "iipeikou": "一盃口", "tanyao": "断么九", "chankan": "搶槓", "rinshan": "嶺上開花",
    "haitei": "海底摸月", "houtei": "川底撈魚", "chiitoitsu": "七対子", "ittsu": "一気通貫",
    "sanshoku": "三色同順", "chanta": "全帯ヤオ", "toitoi": "対々和", "sanshoku_doukou": "三色同刻",
    "sanankou": "三暗刻", "sankantsu": "三槓子", "honroutou": "混老頭", "shousangen": "小三元",
    "ryanpeikou": "二盃口", "honitsu": "混一色", "junchan": "純全帯", "renhou": "人和", "chinitsu": "清一色",
    "tenhou": "天和", "chiihou": "地和", "kokushi": "国士無双", "chuuren": "九蓮宝燈", "suuankou": "四暗刻",
    "suukantsu": "四槓子", "ryuuiisou": "緑一色", "chinroutou": "清老頭", "tsuuiisou": "字一色",
    "daisangen": "大三元", "shousuushii": "小四喜", "daisuushii": "大四喜",
}  # fmt: skip
# Where the site writes another form than that list, the form it writes and why.
KANJI_DIFFERENCES = {
    "menzen_tsumo": ("門前清自摸和", "the full name; the WRC list drops its final 和"),
    "houtei": ("河底撈魚", "the usual Japanese spelling; the WRC list writes 川 (river) for 河"),
    "chanta": ("混全帯么九", "the full name; the WRC list abbreviates it"),
    "junchan": ("純全帯么九", "the full name; the WRC list abbreviates it"),
}


def data(name: str) -> dict:
    with (ROOT / "rules" / "data" / f"{name}.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_every_romaji_in_the_data_keeps_to_the_house_form():
    """Long vowels spelled as the kana (ou, uu, ii), no macrons, no apostrophes, no colons or brackets."""
    names = [entry["romaji"] for entry in data("yaku")["yaku"]]
    names += [entry["romaji"] for entry in data("glossary")["term"] if entry.get("romaji")]
    names += [entry["romaji"] for entry in data("limits")["limit"]]
    assert [name for name in names if not HOUSE_ROMAJI.fullmatch(name)] == []


def test_kanji_match_the_wrc_2015_yaku_list():
    wrong = [
        f"{entry['key']}: {entry['kanji']} (WRC 2015: {WRC_KANJI[entry['key']]})"
        for entry in data("yaku")["yaku"]
        if entry["key"] in WRC_KANJI
        and entry["kanji"] != KANJI_DIFFERENCES.get(entry["key"], (WRC_KANJI[entry["key"]],))[0]
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tan'yao and tan’yao", ["romaji \"Tan'yao\" (write 'tanyao')", "romaji 'tan’yao' (write 'tanyao')"]),
        (
            "Sūankō, suanko, Suuankou",
            ["romaji 'Sūankō' (write 'suuankou')", "romaji 'suanko' (write 'suuankou')"],
        ),
        ("Chīhō after the Tenhou site", ["romaji 'Chīhō' (write 'chiihou')"]),
        ("Tanyao, honitsu, chiitoitsu and the player’s pung", []),
    ],
)
def test_romaji_off_the_house_form_is_found(text, expected):
    assert romaji_variants(text) == expected


def test_typewriter_apostrophes_are_found_and_curly_ones_pass():
    assert len(typewriter_apostrophes("the dealer's wind, the players' sticks")) == 2
    assert typewriter_apostrophes("the dealer’s wind, l’attente") == []


@pytest.mark.parametrize(
    ("title", "repeated"),
    [
        ("Kazoe yakuman (yakuman contado) (Kazoe yakuman)", True),
        ("Sūankō (Suuankou) · Riichi Reference", True),
        ("Counted Yakuman (Kazoe yakuman) · Riichi Reference", False),
        ("Riichi · Riichi Reference", False),
        ("Scoring table: EMA 2016 · Riichi Reference", False),
    ],
)
def test_a_title_naming_a_thing_twice_is_found(title, repeated):
    assert bool(repeated_in_title(title)) is repeated


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_yaku_page_names_its_yaku_once_in_house_romaji(client: Client, language: str):
    """The yaku pages alone, quickly: title, heading and Japanese line (the crawl reads every page)."""
    report = []
    for yaku in Yaku.objects.all():
        with translation.override(language):
            html = client.get(f"/{language}/yaku/{yaku.key}/").content.decode()
            shown = f'<span lang="ja-Latn">{yaku.romaji}</span>' in html
            assert shown or yaku.romaji.lower() == yaku.name.lower()
        report += [f"{yaku.key}: {problem}" for problem in name_problems(html, "")]
    assert report == []


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "key"),
    [
        ("tanyao", "tanyao"),
        ("Tan'yao", "tanyao"),
        ("tan’yao", "tanyao"),
        ("sūankō", "suuankou"),
        ("suanko", "suuankou"),
        ("Yakuhai: haku", "yakuhai_haku"),
        ("chiho", "chiihou"),
        ("断么九", "tanyao"),
    ],
)
def test_search_finds_every_spelling_a_player_types(query: str, key: str):
    assert matches(Yaku.objects.get(key=key), query)
