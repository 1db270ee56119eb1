"""The tile set drawn by code: every face a well-formed symbol with a Western index, and the sprite."""

import xml.etree.ElementTree as ET

import pytest

from rules import tileset

SVG = "{http://www.w3.org/2000/svg}"


def symbol(name: str, *, sideways: bool = False) -> ET.Element:
    """The tile's symbol, parsed inside an SVG root so that its namespace is known."""
    sprite = ET.fromstring(tileset.sprite([(name, sideways)]))
    found = sprite.find(f"{SVG}defs/{SVG}symbol")
    assert found is not None
    return found


def texts(element: ET.Element) -> list[str]:
    return [text.text or "" for text in element.iter(f"{SVG}text")]


def test_the_set_has_the_34_faces_the_three_red_fives_and_the_back():
    assert len(tileset.FACES) == 37
    assert set(tileset.RED_FIVES) == {"0m", "0p", "0s"}
    assert len(tileset.every_symbol()) == 37 * 2 + 1
    assert (tileset.BACK, False) in tileset.every_symbol()


@pytest.mark.parametrize("name", [*tileset.FACES, tileset.BACK])
def test_every_tile_is_a_symbol_of_3_by_4(name: str):
    element = symbol(name)
    assert (element.get("id"), element.get("viewBox")) == (f"tile-{name}", "0 0 60 80")


@pytest.mark.parametrize("name", tileset.FACES)
def test_every_sideways_tile_is_turned_a_quarter_and_keeps_its_face(name: str):
    element = symbol(name, sideways=True)
    assert (element.get("id"), element.get("viewBox")) == (f"tile-{name}-sideways", "0 0 80 60")
    assert "rotate(-90)" in ET.tostring(element, encoding="unicode")
    assert tileset.western_index(name) in texts(element)


@pytest.mark.parametrize("name", tileset.FACES)
def test_every_face_carries_its_western_index(name: str):
    assert tileset.western_index(name) in texts(symbol(name))


@pytest.mark.parametrize(
    ("name", "index"),
    [
        ("1m", "1m"),
        ("9p", "9p"),
        ("0s", "5s"),
        ("1z", "E"),
        ("4z", "N"),
        ("5z", "Wh"),
        ("6z", "G"),
        ("7z", "R"),
    ],
)
def test_the_index_reads_as_number_and_suit_or_an_honour_initial(name: str, index: str):
    assert tileset.western_index(name) == index


@pytest.mark.parametrize("language", ["fr", "es", "fr-ca"])
def test_an_honour_carries_the_initial_of_its_name_in_the_pages_language(language: str):
    """Ouest/Oeste, Blanc/Blanco, Vert/Verde: a French or Spanish reader never sees W, Wh or G."""
    initials = [tileset.western_index(name, language) for name in tileset.HONOURS]
    assert initials == ["E", "S", "O", "N", "B", "V", "R"]
    assert tileset.western_index("5p", language) == "5p"
    drawn = ET.fromstring(tileset.sprite([("5z", False), ("3z", True)], language=language))
    assert sorted(texts(drawn)) == ["B", "O", "西"]


def test_a_language_without_initials_of_its_own_gets_the_english_ones():
    assert tileset.western_index("5z", "de") == "Wh"


def test_characters_and_honours_use_cjk_glyphs_with_a_font_stack():
    assert texts(symbol("3m"))[:2] == ["三", "萬"]
    assert texts(symbol("1z"))[0] == "東"
    assert texts(symbol("7z"))[0] == "中"
    assert "Noto Sans CJK JP" in tileset.tile_symbol("6z")
    assert "Yu Mincho" in tileset.tile_symbol("6z")


def test_red_fives_are_drawn_in_red_only():
    for name in ("0p", "0s"):
        drawing = tileset.tile_drawing(name)
        assert tileset.RED in drawing
        assert tileset.BLUE not in drawing
        assert tileset.GREEN not in drawing
    assert tileset.tile_drawing("0p") != tileset.tile_drawing("5p")


def test_the_drawing_is_deterministic():
    assert tileset.sprite(tileset.every_symbol()) == tileset.sprite(reversed(tileset.every_symbol()))


def test_an_unknown_face_is_refused():
    with pytest.raises(ValueError, match="no tile face"):
        tileset.tile_symbol("8z")
    with pytest.raises(ValueError, match="upright"):
        tileset.tile_symbol("back", sideways=True)


def test_the_sprite_defines_its_gradients_once_and_every_symbol_uses_them():
    sprite = ET.fromstring(tileset.sprite(tileset.every_symbol()))
    gradients = [element.get("id") for element in sprite.iter(f"{SVG}linearGradient")]
    assert gradients == [tileset.FACE_FILL, tileset.BACK_FILL]
    for element in sprite.iter(f"{SVG}symbol"):
        fill = tileset.BACK_FILL if element.get("id") == "tile-back" else tileset.FACE_FILL
        assert f"url(#{fill})" in ET.tostring(element, encoding="unicode")


def test_a_red_fives_index_has_a_dot_beside_it_so_it_differs_by_more_than_hue():
    def dots(element: ET.Element) -> int:
        return sum(1 for circle in element.iter(f"{SVG}circle") if circle.get("r") == "2.4")

    assert dots(symbol("0m")) == 1
    assert dots(symbol("0m", sideways=True)) == 1
    assert dots(symbol("5m")) == 0


def test_a_sideways_tile_keeps_its_index_upright():
    element = symbol("3m", sideways=True)
    turned = element.find(f"{SVG}g[@transform]")
    assert turned is not None
    assert tileset.western_index("3m") not in texts(turned)
    assert tileset.western_index("3m") in [text.text for text in element.findall(f"{SVG}text")]
