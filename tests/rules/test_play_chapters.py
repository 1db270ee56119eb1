"""How to play: every chapter renders in the three languages, is reachable from the path, and shows the
per-ruleset facts the play engine holds, with their sources and the club's house rules."""

import html as html_module
import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from rules.loading import read_data
from rules.models import PlayChapter, PlaySection, Ruleset
from rules.play import PLAY_SOURCES, noten_payments, play_rules
from rules.play_pages import furiten_examples
from rules.play_phrases import play_value

pytestmark = pytest.mark.django_db

LANGUAGES = ("en", "fr", "es")
CHAPTERS = [entry["key"] for entry in read_data("play.toml")["chapter"]]


def cell_texts(html: str, row: str) -> list[str]:
    """The visible text of each cell of a per-ruleset row."""
    found = re.search(rf'<tr data-row="{row}">(.*?)</tr>', html, re.S)
    assert found, row
    cells = re.findall(r"<td[^>]*>(.*?)</td>", found.group(1), re.S)
    return [html_module.unescape(re.sub(r"<[^>]+>", "", cell)).strip() for cell in cells]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_path_lists_every_chapter_in_order_and_links_the_tools(client: Client, language: str):
    html = client.get(f"/{language}/play/").content.decode()
    assert re.findall(r'data-chapter="([^"]+)"', html) == CHAPTERS
    assert f'href="/{language}/play/can-i-ron/"' in html
    assert f'href="/{language}/play/draw-payments/"' in html


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", CHAPTERS)
def test_every_chapter_renders_in_every_language_with_its_own_title(client: Client, language: str, key: str):
    response = client.get(f"/{language}/play/{key}/")
    assert response.status_code == 200
    chapter = PlayChapter.objects.get(key=key)
    assert getattr(chapter, f"title_{language}") in response.content.decode()


def test_each_chapter_links_the_next_one_so_the_whole_path_can_be_walked(client: Client):
    seen, url = [], "/en/play/" + CHAPTERS[0] + "/"
    while url:
        html = client.get(url).content.decode()
        seen.append(url.split("/")[-2])
        found = re.search(r'<a rel="next" href="([^"]+)"', html)
        url = found.group(1) if found else ""
    assert seen == CHAPTERS


def test_an_unknown_chapter_is_a_404(client: Client):
    assert client.get("/en/play/nope/").status_code == 404


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_per_ruleset_value_is_the_play_engines_with_its_source(client: Client, language: str):
    rulesets = list(Ruleset.objects.all())
    with translation.override(language):
        for section in PlaySection.objects.select_related("chapter"):
            play_keys = [key for key in section.rules if key in PLAY_SOURCES["ema"]]
            if not play_keys:
                continue
            html = client.get(f"/{language}/play/{section.chapter.key}/").content.decode()
            for key in play_keys:
                cells = cell_texts(html, key)
                expected = [play_value(key, getattr(play_rules(r.base, r.overrides), key)) for r in rulesets]
                assert [cell.split("[")[0].replace("?", "").strip() for cell in cells] == expected, key
                for ruleset, cell in zip(rulesets, cells, strict=True):
                    source = PLAY_SOURCES[ruleset.base][key]
                    for letter in source.keys:
                        assert f"[{letter}]" in cell, (key, ruleset.key)
                    assert "[C]" not in cell
                    assert ("?" in cell) == source.unconfirmed, (key, ruleset.key)


def test_a_sourced_value_links_to_its_source_on_the_rulesets_page(client: Client):
    html = client.get("/en/play/riichi/").content.decode()
    assert 'href="/en/rulesets/#source-T">[T]</a>' in html


def test_a_club_house_rule_shows_its_value_marked_as_the_clubs(client: Client):
    Ruleset.objects.create(
        key="club",
        base="tenhou",
        overrides={"riichi_min_wall": 0},
        table_rules={"leftover_sticks": "lost"},
        name="Our club",
        short="s",
        description="d",
    )
    riichi = client.get("/en/play/riichi/").content.decode()
    assert cell_texts(riichi, "riichi_min_wall")[-1] == "0 tiles [C]"
    assert cell_texts(riichi, "riichi_needs_stick")[-1] == "yes [T]"
    assert 'href="/en/rulesets/#source-club">[C]</a>' in riichi
    end = client.get("/en/play/end-of-game/").content.decode()
    assert cell_texts(end, "leftover_sticks")[-1] == "lost [C]"


def test_the_noten_table_is_the_engines_split_for_one_two_and_three_tenpai_players(client: Client):
    html = client.get("/en/play/end-of-hand/").content.decode()
    for count in (1, 2, 3):
        deltas = noten_payments(tuple(range(count)))
        row = re.search(rf'<tr data-tenpai="{count}">(.*?)</tr>', html, re.S).group(1)
        assert re.findall(r"<td>([^<]+)</td>", row) == [f"{deltas[0]:,}", f"{-deltas[count]:,}"]


def test_the_noten_table_writes_numbers_as_each_language_does(client: Client):
    assert "<td>1\u202f500</td>" in client.get("/fr/play/end-of-hand/").content.decode()
    assert "<td>1.500</td>" in client.get("/es/play/end-of-hand/").content.decode()


def test_the_claim_table_follows_each_rulesets_multiple_ron_rule(client: Client):
    html = client.get("/en/play/calls/").content.decode()
    table = html.split('data-testid="claim-priority"')[1].split("</table>")[0]
    rows = re.findall(r"<tr><th scope=\"row\">.*?</tr>", table, re.S)
    double = [re.sub(r"<[^>]+>", "", c).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", rows[1], re.S)]
    keys = [r.key for r in Ruleset.objects.all()]
    assert double[keys.index("ema")].startswith("West, North all win")
    assert double[keys.index("wrc")].startswith("West wins")
    triple = re.findall(r"<td[^>]*>(.*?)</td>", rows[2], re.S)
    assert "sanchahou" in triple[keys.index("tenhou")]
    assert "sanchahou" not in triple[keys.index("ema")]


def test_the_furiten_examples_give_the_verdict_the_content_file_expects():
    section = PlaySection.objects.get(key="examples")
    worked = furiten_examples(section.examples, play_rules("ema"))
    assert [w.reason for w in worked] == [e["expect"] for e in section.examples]
    assert [list(w.furiten) for w in worked] == [e.get("furiten", []) for e in section.examples]
    assert {"permanent", "temporary", "riichi"} == {kind for w in worked for kind in w.furiten}


@pytest.mark.parametrize("term", ["furiten", "honba", "noten", "tenpai", "abortive-draw", "multiple-ron"])
def test_the_glossary_links_play_terms_to_their_chapter(client: Client, term: str):
    html = client.get("/fr/glossary/").content.decode()
    entry = html.split(f'id="{term}"')[1].split("</dd>")[0]
    chapter = next(c for c in PlayChapter.objects.all() if term in c.glossary_terms)
    assert f'href="/fr/play/{chapter.key}/"' in entry


def test_the_riichi_yaku_page_links_the_riichi_chapter(client: Client):
    html = client.get("/es/yaku/riichi/").content.decode()
    assert 'href="/es/play/riichi/"' in html


def test_the_home_page_links_the_path(client: Client):
    assert 'href="/en/play/"' in client.get("/en/").content.decode()


def test_the_sitemap_lists_the_path_every_chapter_and_both_tools(client: Client):
    xml = client.get("/sitemap.xml").content.decode()
    for path in ["play/", "play/can-i-ron/", "play/draw-payments/", *(f"play/{key}/" for key in CHAPTERS)]:
        for language in LANGUAGES:
            assert f"/{language}/{path}</loc>" in xml, path


def test_every_glossary_term_and_yaku_a_chapter_names_exists():
    from rules.models import GlossaryTerm, Yaku

    for chapter in PlayChapter.objects.all():
        assert set(chapter.glossary_terms) <= set(GlossaryTerm.objects.values_list("key", flat=True))
        assert set(chapter.yaku) <= set(Yaku.objects.values_list("key", flat=True))


def test_the_chapter_url_is_language_neutral():
    with translation.override("fr"):
        assert reverse("rules:play_chapter", args=["riichi"]) == "/fr/play/riichi/"
