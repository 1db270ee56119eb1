"""The site's search on the real reference content: what a player finds in each language, the results
page without JavaScript, the JSON the header's box reads, and the index kept per content version."""

import tomllib
from html import unescape

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from rules.models import GlossaryTerm, PlayChapter, PlaySection, Yaku
from rules.page_cache import bump_content_version
from rules.site_search import ALIASES_FILE, KINDS, PAGES, site_index

pytestmark = pytest.mark.django_db


def box(client: Client, language: str, query: str) -> dict:
    response = client.get(f"/{language}/search/box.json", {"q": query})
    assert response.status_code == 200
    return response.json()


def first_urls(client: Client, language: str, query: str, count: int = 3) -> list[str]:
    return [result["url"] for result in box(client, language, query)["results"][:count]]


@pytest.mark.parametrize(
    ("language", "query", "expected"),
    [
        ("fr", "furiten", "/fr/play/winning/#furiten"),
        ("fr", "furiten", "/fr/glossary/#furiten"),
        ("es", "honba", "/es/play/dealer-and-honba/#honba"),
        ("es", "honba", "/es/glossary/#honba"),
        ("en", "振聴", "/en/play/winning/#furiten"),
        ("en", "フリテン", "/en/glossary/#furiten"),
        ("fr", "本場", "/fr/glossary/#honba"),
        ("es", "reglamento", "/es/rulesets/"),
        ("en", "reach", "/en/yaku/riichi/"),
        ("fr", "reach", "/fr/glossary/#riichi"),
        ("en", "chi", "/en/glossary/#chii"),
        ("es", "chii", "/es/glossary/#chii"),
        ("es", "kong", "/es/glossary/#kan"),
        ("fr", "kan", "/fr/glossary/#kan"),
        ("en", "tanyao", "/en/yaku/tanyao/"),
        ("fr", "tout cache tire", "/fr/yaku/menzen_tsumo/"),
        ("es", "tabla de puntuacion", "/es/scoring-table/"),
        ("en", "calculator", "/en/calculator/"),
        ("fr", "puis-je gagner sur cet écart", "/fr/play/can-i-ron/"),
        ("fr", "puis-je faire ron", "/fr/play/can-i-ron/"),
        ("en", "tiles", "/en/tiles/"),
        ("fr", "non-donneur", "/fr/glossary/#ko"),
        ("fr", "non\u2011donneur", "/fr/glossary/#ko"),
        ("fr", "nondonneur", "/fr/glossary/#ko"),
    ],
)
def test_a_player_finds_it_among_the_first_results(client: Client, language: str, query: str, expected: str):
    assert expected in first_urls(client, language, query)


def test_accents_and_case_do_not_matter(client: Client):
    assert first_urls(client, "es", "REGLAMENTÓ", 1) == ["/es/rulesets/"]
    found = box(client, "fr", "reserve")["results"]
    assert found
    assert all("réserv" in result["snippet"]["match"].lower() for result in found[:3])


def test_a_french_compound_typed_with_an_ascii_hyphen_finds_its_no_break_hyphen(client: Client):
    """The reference content writes « non‑donneur » with U+2011; a keyboard gives U+002D: the box finds
    the prose that holds the word and marks it."""
    found = box(client, "fr", "mangan non-donneur")["results"]
    assert "/fr/glossary/#ko" in [result["url"] for result in found[:3]]
    assert any(
        "non\u2011donneur"
        in result["snippet"]["before"] + result["snippet"]["match"] + result["snippet"]["after"]
        for result in found
    )


def test_each_result_says_its_kind_and_a_line_in_the_page_language(client: Client):
    answer = box(client, "fr", "furiten")
    section = next(result for result in answer["results"] if result["url"] == "/fr/play/winning/#furiten")
    assert section["kind_label"] == "Section"
    assert section["title"] == "Le furiten"
    assert section["context"].startswith("Gagner")
    assert section["snippet"]["match"].lower() == "furiten"
    assert "écart" in section["snippet"]["before"] + section["snippet"]["after"]
    assert answer["status"].endswith("résultats")


def test_every_kind_has_a_label_in_each_language(client: Client):
    labels = {result["kind"]: result["kind_label"] for result in box(client, "es", "tsumo")["results"]}
    labels |= {result["kind"]: result["kind_label"] for result in box(client, "es", "calculadora")["results"]}
    assert labels["yaku"] == "Yaku"
    assert labels["term"] == "Glosario"
    assert labels["tool"] == "Herramienta"
    assert set(KINDS) == {"chapter", "section", "yaku", "term", "page", "tool"}


def test_every_page_of_the_registry_can_be_found_by_its_title(client: Client):
    for page in PAGES:
        assert page.kind in KINDS
        found = site_index("en").search(str(page.title))
        assert found
        assert found[0].document.title == str(page.title)


def test_the_results_page_works_without_javascript(client: Client):
    response = client.get("/fr/search/", {"q": "furiten"})
    html = unescape(response.content.decode())
    assert response.status_code == 200
    assert 'href="/fr/play/winning/#furiten"' in html
    assert "pour «\u00a0furiten\u00a0»" in html
    assert '<span class="search-kind">Section</span>' in html
    assert "<mark>furiten</mark>" in html
    assert 'name="robots" content="noindex"' in html


def test_an_empty_query_gives_the_box_and_what_to_look_for(client: Client):
    response = client.get("/es/search/")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'data-testid="search-hint"' in html
    assert 'data-testid="search-results"' not in html


@pytest.mark.parametrize(
    "query",
    [
        "x" * 10_000,
        "\x00\x01\x1f\x7f",
        "%%%",
        "<script>alert(1)</script>",
        "ｆｕｒｉｔｅｎ",
        "\u200b\ufeff",
        "a b c d e f g h i j k",
    ],
)
def test_an_absurd_query_gives_a_polite_page_and_never_a_500(client: Client, query: str):
    page = client.get("/en/search/", {"q": query})
    assert page.status_code == 200
    assert "<script>alert" not in page.content.decode()
    assert client.get("/en/search/box.json", {"q": query}).status_code == 200


def test_a_very_long_query_is_cut_and_the_page_says_so(client: Client):
    html = client.get("/fr/search/", {"q": "furiten " * 1250}).content.decode()
    assert 'data-testid="search-shortened"' in html
    assert "100 premiers caractères" in html
    assert 'href="/fr/glossary/#furiten"' in html


def test_a_query_that_finds_nothing_says_so_in_the_page_language(client: Client):
    html = client.get("/es/search/", {"q": "zzqqxx"}).content.decode()
    assert 'data-testid="search-empty"' in html
    assert "Nada en el sitio coincide" in html
    assert box(client, "es", "zzqqxx") == {
        "query": "zzqqxx",
        "status": "0 resultados",
        "results": [],
        "more": False,
    }


def test_every_page_has_the_search_box_in_its_header(client: Client):
    for url in ("/en/", "/fr/yaku/pinfu/", "/es/glossary/", "/fr/calculator/", "/es/trainer/"):
        html = client.get(url).content.decode()
        assert 'role="search"' in html
        assert f'action="/{url.split("/")[1]}/search/"' in html
        assert 'for="site-search-query"' in html


def test_the_index_is_built_once_per_content_version():
    first = site_index("fr")
    with CaptureQueriesContext(connection) as queries:
        assert site_index("fr") is first
        site_index("fr").search("furiten")
    assert len(queries) == 0
    bump_content_version()
    assert site_index("fr") is not first


def test_a_changed_term_is_found_after_the_save(client: Client):
    assert not box(client, "en", "zanzibar")["results"]
    term = GlossaryTerm.objects.get(key="honba")
    term.definition_en = f"{term.definition_en} Zanzibar."
    term.save()
    assert first_urls(client, "en", "zanzibar", 1) == ["/en/glossary/#honba"]


def test_the_empty_page_is_cached_and_a_query_never(client: Client, settings, django_assert_num_queries):
    settings.PAGE_CACHE_SECONDS = 600
    client.get("/fr/search/")
    with django_assert_num_queries(0):
        assert client.get("/fr/search/").status_code == 200
    assert "ETag" not in client.get("/fr/search/", {"q": "furiten"})


def test_every_alias_names_a_glossary_term():
    with ALIASES_FILE.open("rb") as handle:
        aliases = tomllib.load(handle)
    keys = set(GlossaryTerm.objects.values_list("key", flat=True))
    assert set(aliases) <= keys
    assert all(isinstance(forms, list) and forms for forms in aliases.values())


def test_a_yaku_is_found_by_its_name_in_every_language(client: Client):
    yaku = Yaku.objects.get(key="chiitoitsu")
    for language in ("en", "fr", "es"):
        name = getattr(yaku, f"name_{language}")
        assert f"/{language}/yaku/chiitoitsu/" in first_urls(client, language, name, 1)


def test_the_index_holds_every_yaku_term_chapter_section_and_page():
    kinds = [document.kind for document in site_index("es").documents]
    assert kinds.count("yaku") == Yaku.objects.count()
    assert kinds.count("term") == GlossaryTerm.objects.count()
    assert kinds.count("chapter") == PlayChapter.objects.count()
    assert kinds.count("section") == PlaySection.objects.count()
    assert kinds.count("page") + kinds.count("tool") == len(PAGES)


def test_a_section_answers_to_the_spellings_of_its_glossary_term():
    sections = [hit.document for hit in site_index("es").search("フリテン") if hit.document.kind == "section"]
    assert [section.url for section in sections] == ["/es/play/winning/#furiten"]
