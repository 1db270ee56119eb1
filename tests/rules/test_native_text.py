"""What the native read-throughs of 2026-12-01 found beyond a page's prose (issue 21), checked so that the
next one finds none of it: a tile code in a French or Spanish sentence, an English initial on a tile drawn
on a French or Spanish page, and a variant the termbase bans in the strings the scripts render or in a mail
the site sends."""

import re
import sys
import tomllib
from pathlib import Path

import pytest
from django.template.loader import get_template
from django.test import Client
from django.utils import translation

from tests.rules.page_text import visible_text
from tests.rules.test_page_vocabulary import page_urls, problems, trainer_pages

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
# A tile written in notation (5s, 24s, 123m) standing in running text; notation shown as notation is
# marked <code> (the tiles page), and "pon:777z" in a help text is a notation token, not a sentence.
TILE_CODE = re.compile(r"(?<![\w:/.=<-])[0-9]+[mpsz](?![\w-])")
# English writes the plural of a number with an s ("only 1s and 9s", "a pair of 5s"): a lone digit and s is
# a number in English, a tile code in French and Spanish.
ENGLISH_PLURAL = re.compile(r"(?<![\w:/.=<-])[0-9]s(?![\w-])")
DRAWINGS = re.compile(r"<svg\b.*?</svg>", re.S)
ERROR_HANDS = (
    "?hand=123m456p789s23488s&win_tile=5s&ruleset=ema",
    "?hand=123m456p789s22344s&win_tile=3s&ruleset=ema",
    "?hand=11111m456p789s111z&win_tile=1z&ruleset=ema",
)
# Hands the calculator analyses rather than scores: 13 tiles ready (its waits and what each pays), 13 tiles
# not ready (the draws that help), 14 tiles that are no win (what each discard leaves), a thirteen-orphans
# wait, and a hand with called sets.
ANALYSED_HANDS = (
    "?hand=123m456p789s1155z&ruleset=ema",
    "?hand=1112345678999m&ruleset=tenhou",
    "?hand=1357m2468p1357s1z&ruleset=ema",
    "?hand=123m456p789s11257z&ruleset=ema",
    "?hand=19m19p19s1234567z&ruleset=wrc",
    "?hand=23m456p1155z&melds=pon:777z&ruleset=mahjongsoul",
)
# The initials each language writes on the honours, East to Red (not read from rules.tileset, so that
# a wrong table there fails here).
INITIALS = {"en": "E S W N Wh G R", "fr": "E S O N B V R", "es": "E S O N B V R"}
# What a screen reader or a tooltip says (aria-label, title, alt) names tiles in words even where a meld
# is meant: "chi:678s" there is notation read aloud, so the colon is no excuse.
SPOKEN = re.compile(r'\b(?:aria-label|title|alt)="([^"]*)"')
SPOKEN_CODE = re.compile(r"(?<![\w/.=-])[0-9]+[mpsz](?![\w-])")
CALCULATOR_MELDS = (
    "?hand=234m88s456s&win_tile=6s&melds=chi%3A678s+ankan%3A1111p",
    "?hand=234m88s456s&win_tile=6s&melds=pon%3A77z",
    "?hand=234m88s456s&win_tile=6s&melds=chii%3A6789s+kakan%3A5555p",
)
HONOUR_SYMBOL = re.compile(r'<symbol id="tile-([1-7])z(?:-sideways)?"[^>]*>(.*?)</symbol>', re.S)


def tile_codes(html: str, language: str) -> list[str]:
    """The sentences of a page that write a tile in notation."""
    text = visible_text(DRAWINGS.sub("", html), language)
    if language == "en":
        text = ENGLISH_PLURAL.sub("", text)
    return [line.strip() for line in text.splitlines() if TILE_CODE.search(line)]


def spoken_codes(html: str) -> list[str]:
    """The aria-label, title and alt texts of a page that say a tile in notation."""
    return [said for said in SPOKEN.findall(html) if SPOKEN_CODE.search(said)]


def honour_initials(html: str) -> dict[str, str]:
    """The index letters the page's sprite draws on each honour: its last text, under the art."""
    return {
        number: re.findall(r"<text[^>]*>([^<]*)</text>", body)[-1]
        for number, body in HONOUR_SYMBOL.findall(html)
    }


def test_the_tile_code_check_finds_a_code_in_a_sentence_and_not_in_code():
    assert tile_codes("<p>Il y a 5 exemplaires du 3m dans la main.</p>", "fr") != []
    assert tile_codes("<p>On écrit <code>5p</code> ; pon:777z chi:123m.</p>", "fr") == []
    assert tile_codes("<p>Main<svg><text>5s</text></svg></p>", "fr") == []
    assert tile_codes("<p>Only 1s and 9s, such as 123s.</p>", "en") != []
    assert tile_codes("<p>Only 1s, 9s and a pair of 5s.</p>", "en") == []


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_no_sentence_writes_a_tile_in_notation(client: Client, language: str):
    pages = {url: client.get(url).content.decode() for url in page_urls(language)}
    pages.update(trainer_pages(client, language))
    calculator = f"/{language}/calculator/"
    pages.update(
        {
            calculator + query: client.get(calculator + query).content.decode()
            for query in (*ERROR_HANDS, *ANALYSED_HANDS)
        }
    )
    report = [f"{url}: {line}" for url, html in pages.items() for line in tile_codes(html, language)]
    assert report == [], f"{len(report)} sentences:\n" + "\n".join(report)


def test_the_spoken_code_check_finds_a_meld_in_notation():
    assert spoken_codes('<button aria-label="Retirer le groupe chi:678s">') == ["Retirer le groupe chi:678s"]
    assert spoken_codes('<a title="pon : 7 de bambous" href="/fr/?hand=123m">') == []


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_no_label_or_tooltip_says_a_tile_in_notation(client: Client, language: str):
    pages = {url: client.get(url).content.decode() for url in page_urls(language)}
    calculator = f"/{language}/calculator/"
    pages.update(
        {
            calculator + query: client.get(calculator + query).content.decode()
            for query in ERROR_HANDS + CALCULATOR_MELDS
        }
    )
    report = [f"{url}: {said}" for url, html in pages.items() for said in spoken_codes(html)]
    assert report == [], f"{len(report)} labels:\n" + "\n".join(report)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_honour_drawn_carries_the_initial_of_its_name_in_the_pages_language(
    client: Client, language: str
):
    html = client.get(f"/{language}/tiles/").content.decode()
    (sprite,) = set(re.findall(r'<use href="([^"#]+)#', html))  # the page's tiles draw from one file
    drawn = honour_initials(client.get(sprite).content.decode())
    assert sorted(drawn) == list("1234567")
    assert " ".join(drawn[number] for number in "1234567") == INITIALS[language]


def test_the_initials_check_would_see_an_english_letter():
    english = '<symbol id="tile-3z" viewBox="0 0 60 80"><text>西</text><text>W</text></symbol>'
    assert honour_initials(english) == {"3": "W"}


def catalogue_strings(language: str, domain: str) -> list[str]:
    """Every translated string of a catalogue, msgstr by msgstr, continuation lines joined."""
    text = (ROOT / "locale" / language / "LC_MESSAGES" / f"{domain}.po").read_text()
    strings = []
    for entry in text.split("\n\n"):
        parts = re.findall(r'^msgstr(?:\[\d\])? ((?:".*"\n?)+)', entry + "\n", re.M)
        for part in parts:
            strings.append("".join(re.findall(r'"(.*)"', part)).replace('\\"', '"').replace("\\n", "\n"))
    return [string for string in strings if string]


@pytest.mark.parametrize("language", ["fr", "es"])
def test_the_strings_the_scripts_render_keep_to_the_termbase(language: str):
    """The calculator's script redraws the result: its strings must say what the server says (fu is
    « minipoints » in French)."""
    report = [
        f"{string!r}: {problem}"
        for string in catalogue_strings(language, "djangojs")
        for problem in problems(visible_text(string, language), language)
        if not problem.startswith("identifier")
    ]
    assert report == []


def test_the_script_check_would_see_fu_in_french():
    assert problems("Minipoints, arrondis\u202f; Fu", "fr") == ["'Fu' (write 'minipoints')"]


# A placeholder (%(rounds)s, %(dealer)s, %d) is a name for the code, not a word the reader sees.
PLACEHOLDER = re.compile(r"%(?:\([a-z_]+\))?[sd]")


def server_string_problems(language: str) -> list[str]:
    return [
        f"{string!r}: {problem}"
        for string in catalogue_strings(language, "django")
        for problem in problems(visible_text(PLACEHOLDER.sub("", string), language), language)
        if not problem.startswith("identifier")
    ]


def test_every_spanish_server_string_keeps_to_the_termbase():
    """The crawl reads the pages it can reach with the reference content; a string shown only with data
    (a tournament's draw report, a keeper's table, a club's import) is read here, in the catalogue."""
    assert server_string_problems("es") == []


def test_the_server_string_check_sees_a_banned_word_and_not_a_placeholder(tmp_path, monkeypatch):
    catalogue = tmp_path / "locale" / "es" / "LC_MESSAGES"
    catalogue.mkdir(parents=True)
    (catalogue / "django.po").write_text(
        'msgid "a"\nmsgstr "%(pairs)s parejas de jugadores coinciden en %(rounds)s."\n\n'
        'msgid "b"\nmsgstr "%(dealer)s reparte la mano siguiente."\n'
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert server_string_problems("es") == [
        "'%(pairs)s parejas de jugadores coinciden en %(rounds)s.': 'parejas' (write 'par')"
    ]


# Every mail the site sends, the password reset included, is one of its own templates here.
MAILS = sorted(
    f"registration/account_email/{path.name}"
    for path in (ROOT / "templates/registration/account_email").glob("*.txt")
)


@pytest.mark.parametrize(
    ("language", "template"),
    [(language, template) for language in ("fr", "es") for template in MAILS],
)
def test_every_mail_keeps_to_the_termbase(language: str, template: str):
    context = {
        "username": "Aiko",
        "site_name": "Riichi",
        "hours": 48,
        "days": 3,
        "link": "https://testserver/",
        "domain": "testserver",
        "protocol": "https",
        "uid": "MQ",
        "token": "set-token",
    }
    with translation.override(language):
        text = get_template(template).render(context)
    assert problems(text, language) == []


@pytest.mark.parametrize("domain", ["django", "djangojs"])
def test_no_french_string_can_end_a_line_on_non(domain: str):
    """« non-donneur » in a narrow table column broke into « non- » and « donneur » on a phone: the
    French catalogue writes a « non‑ » compound with a no-break hyphen (U+2011)."""
    assert [string for string in catalogue_strings("fr", domain) if re.search(r"\bnon-\w", string)] == []


def french_reference_texts() -> dict[str, str]:
    """Every French text of the reference content (rules/data/*.toml, the fields ending in _fr), by where
    it stands: what the pages, the search snippets and the trainer show of it."""
    found: dict[str, str] = {}

    def walk(value: object, place: str) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                if key.endswith("_fr") and isinstance(inner, str):
                    found[f"{place}.{key}"] = inner
                else:
                    walk(inner, f"{place}.{key}")
        elif isinstance(value, list):
            for number, inner in enumerate(value):
                walk(inner, f"{place}[{number}]")

    for path in sorted((ROOT / "rules" / "data").glob("*.toml")):
        walk(tomllib.loads(path.read_text()), path.name)
    return found


def test_no_french_reference_text_can_end_a_line_on_non():
    """The same « non‑ » compound in the reference content: glossary, limits, yaku, rulesets and play
    chapters write it with U+2011, as locale/termbase/fr.toml prescribes."""
    texts = french_reference_texts()
    assert any("non\u2011donneur" in text for text in texts.values())
    assert [place for place, text in texts.items() if re.search(r"\bnon-\w", text, re.IGNORECASE)] == []


# French sets a no-break space before : ; ! ? and » and after «; a catalogue string with a plain space
# there, or none at all, shows on pages the crawl does not reach (the score keeper, the club's import).
FRENCH_PLAIN_SPACE = re.compile(r"(?<=\S) (?=[:;!?»](?:\s|$|<))|(?<=«) ")
FRENCH_NO_SPACE = re.compile(r"(?<=[\w»)])[;:!?](?=\s|$)")


def french_spacing(string: str) -> list[str]:
    """The places of a French string that set a plain space, or no space, before a high sign."""
    plain = [
        f"plain space at {string[max(0, m.start() - 20) : m.end() + 2]!r}"
        for m in FRENCH_PLAIN_SPACE.finditer(string)
    ]
    glued = [
        f"no space at {string[max(0, m.start() - 20) : m.end() + 1]!r}"
        for m in FRENCH_NO_SPACE.finditer(string)
    ]
    return plain + glued


@pytest.mark.parametrize("domain", ["django", "djangojs"])
def test_every_french_string_sets_a_no_break_space_before_a_high_sign(domain: str):
    assert [
        problem
        for string in catalogue_strings("fr", domain)
        if "Project-Id-Version" not in string
        for problem in french_spacing(string)
    ] == []


def test_the_spacing_check_sees_a_plain_space_and_a_glued_sign():
    assert len(french_spacing("Pas encore de saison : un organisateur « ouvre » la saison")) == 3
    assert len(french_spacing("Codes: voilà; fini")) == 2
    assert french_spacing("Règles\u00a0: aucune\u202f; «\u00a0oui\u00a0» voilà\u202f!") == []


# French elides « de » and « que » before a vowel (« l’écart d’Ouest »), which a placeholder for a seat
# or a player cannot do: « Sud gagne sur l’écart de Ouest » and « Changer le signe du total de Est » came
# out of such strings. A French string puts a seat or a player where no elision is needed.
ELIDED_BEFORE_NAME = re.compile(r"\b(?:de|que|le|la|du)\s%\((?:seat|discarder|winner|player|dealer)\)s")


def elision_risks(string: str) -> list[str]:
    return [match.group(0) for match in ELIDED_BEFORE_NAME.finditer(string)]


@pytest.mark.parametrize("domain", ["django", "djangojs"])
def test_no_french_string_puts_de_before_a_seat_or_a_player(domain: str):
    assert [string for string in catalogue_strings("fr", domain) if elision_risks(string)] == []


def test_the_elision_check_sees_de_before_a_seat():
    assert elision_risks("Changer le signe du total de %(seat)s") == ["de %(seat)s"]
    assert elision_risks("%(seat)s\u00a0: changer le signe du total") == []
