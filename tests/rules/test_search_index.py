"""The search engine on its own (rules/search_index.py): how text is folded, how words meet, how documents
are ranked and what line of them is shown. No database: documents are built here."""

from rules.folding import folded
from rules.search_index import (
    MAX_QUERY_CHARACTERS,
    Document,
    SearchIndex,
    clean_query,
    snippet,
    whole,
    words,
)

FURITEN_TERM = Document(
    kind="term",
    url="/fr/glossary/#furiten",
    title="Furiten",
    text="Un joueur furiten ne peut pas gagner sur écart.",
    forms=("furiten", "振聴"),
    aliases=("フリテン",),
    rank=30_000,
)
FURITEN_SECTION = Document(
    kind="section",
    url="/fr/play/winning/#furiten",
    title="Le furiten",
    text="Vous ne pouvez pas gagner sur écart tant que vous êtes furiten.",
    context="Gagner",
    forms=("furiten", "振聴"),
    rank=10_000,
)
RESERVE = Document(
    kind="term", url="/fr/glossary/#open-hand", title="Main ouverte", text="Les yaku réservés."
)
RULESETS = Document(kind="page", url="/es/rulesets/", title="Reglamentos comparados", text="EMA y WRC.")
CHII = Document(
    kind="term", url="/en/glossary/#chii", title="Chi", forms=("chii", "チー"), aliases=("chow",), rank=30_001
)
CHANKAN = Document(
    kind="yaku",
    url="/fr/yaku/chankan/",
    title="Voler un Kong",
    forms=("Chankan",),
    aliases=("kan",),
    rank=20_000,
)
KAN_TERM = Document(
    kind="term", url="/fr/glossary/#kan", title="Kong (annonce)", forms=("kan", "カン"), rank=30_002
)
CHIITOITSU = Document(kind="yaku", url="/en/yaku/chiitoitsu/", title="Seven Pairs", forms=("Chiitoitsu",))
INDEX = SearchIndex.of(
    [FURITEN_TERM, FURITEN_SECTION, RESERVE, RULESETS, CHII, CHANKAN, KAN_TERM, CHIITOITSU]
)


def urls(query: str) -> list[str]:
    return [hit.document.url for hit in INDEX.search(query)]


def test_words_lose_case_accents_punctuation_and_turn_hiragana_into_katakana():
    assert words("Réserve, RIICHI: l’écart") == ["reserve", "riichi", "l", "ecart"]
    assert words("ふりてん") == ["フリテン"]
    assert words("ＦＵＲＩＴＥＮ") == ["furiten"]


def test_a_no_break_hyphen_splits_words_as_an_ascii_hyphen_does():
    """French writes « non‑donneur » with U+2011 (NFKD makes it U+2010, no letter): what a player types
    with the keyboard's hyphen, or without one, meets it."""
    assert words("non\u2011donneur") == words("non-donneur") == ["non", "donneur"]
    assert whole("Non\u2011donneur (ko)") == whole("non-donneur ko") == whole("nondonneur ko")
    assert folded("Non\u2011donneur") == folded("non-donneur") == "nondonneur"


def test_case_and_accents_do_not_matter():
    assert urls("reglamento") == ["/es/rulesets/"]
    assert urls("REGLAMENTOS") == ["/es/rulesets/"]
    assert urls("reserve") == ["/fr/glossary/#open-hand"]


def test_the_japanese_forms_find_the_term_in_kanji_katakana_or_hiragana():
    for query in ("振聴", "フリテン", "ふりてん"):
        assert "/fr/glossary/#furiten" in urls(query)
    assert urls("チー") == ["/en/glossary/#chii"]


def test_a_long_vowel_written_short_meets_the_romaji():
    assert urls("chi")[0] == "/en/glossary/#chii"
    assert urls("chii")[0] == "/en/glossary/#chii"


def test_a_word_is_found_from_its_first_letters():
    assert urls("furi")[:2] == ["/fr/glossary/#furiten", "/fr/play/winning/#furiten"]


def test_the_whole_title_comes_before_a_title_that_holds_the_word():
    hits = INDEX.search("furiten")
    assert [hit.document.url for hit in hits[:2]] == ["/fr/glossary/#furiten", "/fr/play/winning/#furiten"]
    assert hits[0].score > hits[1].score


def test_the_own_romaji_comes_before_an_alias():
    assert urls("kan")[:2] == ["/fr/glossary/#kan", "/fr/yaku/chankan/"]


def test_the_documents_holding_every_word_are_the_only_ones_kept():
    assert set(urls("furiten gagner")) == {"/fr/glossary/#furiten", "/fr/play/winning/#furiten"}


def test_when_none_holds_every_word_those_holding_the_most_are_kept():
    assert set(urls("furiten zanzibar")) == {"/fr/glossary/#furiten", "/fr/play/winning/#furiten"}
    assert urls("zanzibar quagga") == []


def test_a_word_of_two_letters_is_not_looked_for_inside_other_words():
    assert "/en/yaku/chiitoitsu/" not in urls("to")
    assert "/en/yaku/chiitoitsu/" in urls("toitsu")


def test_an_empty_or_absurd_query_finds_nothing_and_never_fails():
    assert INDEX.search("") == []
    assert INDEX.search("!!! ??? \x00") == []
    assert INDEX.search("furiten " * 2000)[0].document.url == "/fr/glossary/#furiten"


def test_a_query_is_cleaned_of_control_characters_and_cut_to_its_limit():
    assert clean_query("  fu\x00riten\t\n") == ("fu riten", False)
    long_query, shortened = clean_query("furiten " * 2000)
    assert shortened
    assert len(long_query) <= MAX_QUERY_CHARACTERS


def test_the_snippet_is_one_line_around_the_first_word_met():
    text = "Premier paragraphe sans rapport avec la question, assez long pour être coupé.\n\n" * 3
    text += "Vous êtes furiten : la victoire sur pioche reste permise."
    line = snippet(text, ["furiten"])
    assert line.match == "furiten"
    assert line.before.startswith("…")
    assert "\n" not in line.text
    assert len(line.text) <= 130


def test_the_snippet_of_a_text_without_the_word_is_its_start():
    line = snippet("Les yaku réservés aux mains cachées.", ["kong"])
    assert (line.before, line.match) == ("Les yaku réservés aux mains cachées.", "")


def test_a_word_searched_again_finds_the_same_documents():
    first = INDEX.search("furiten gagner")
    assert INDEX.search("furiten gagner") == first
    assert [hit.document for hit in INDEX.search("gagner furiten")] == [hit.document for hit in first]
