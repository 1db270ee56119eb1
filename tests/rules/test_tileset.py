"""The tile set drawn by code: every face, well-formed SVG, a Western index, and committed files in step."""

import io
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from rules import tileset
from rules.management.commands.draw_tiles import TILES_DIR

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return [element.text or "" for element in ET.fromstring(svg).iter(f"{SVG}text")]


def test_the_set_has_the_34_faces_the_three_red_fives_and_the_back():
    assert len(tileset.FACES) == 37
    assert set(tileset.RED_FIVES) == {"0m", "0p", "0s"}
    assert len(tileset.tile_files()) == 37 * 2 + 1
    assert "back.svg" in tileset.tile_files()


@pytest.mark.parametrize("name", [*tileset.FACES, tileset.BACK])
def test_every_tile_is_a_well_formed_svg_document_of_3_by_4(name: str):
    root = ET.fromstring(tileset.draw_tile(name))
    assert root.tag == f"{SVG}svg"
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("60", "80", "0 0 60 80")


@pytest.mark.parametrize("name", tileset.FACES)
def test_every_sideways_tile_is_turned_a_quarter_and_keeps_its_face(name: str):
    svg = tileset.draw_tile(name, sideways=True)
    root = ET.fromstring(svg)
    assert (root.get("width"), root.get("height")) == ("80", "60")
    assert "rotate(-90)" in svg
    assert tileset.western_index(name) in texts(svg)


@pytest.mark.parametrize("name", tileset.FACES)
def test_every_face_carries_its_western_index(name: str):
    assert tileset.western_index(name) in texts(tileset.draw_tile(name))


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


def test_characters_and_honours_use_cjk_glyphs_with_a_font_stack():
    assert texts(tileset.draw_tile("3m"))[:2] == ["三", "萬"]
    assert texts(tileset.draw_tile("1z"))[0] == "東"
    assert texts(tileset.draw_tile("7z"))[0] == "中"
    assert "Noto Sans CJK JP" in tileset.draw_tile("6z")
    assert "Yu Mincho" in tileset.draw_tile("6z")


def test_red_fives_are_drawn_in_red_only():
    for name in ("0p", "0s"):
        svg = tileset.draw_tile(name)
        assert tileset.RED in svg
        assert tileset.BLUE not in svg
        assert tileset.GREEN not in svg
    assert tileset.draw_tile("0p") != tileset.draw_tile("5p")


def test_the_drawing_is_deterministic():
    assert tileset.tile_files() == tileset.tile_files()


def test_an_unknown_face_is_refused():
    with pytest.raises(ValueError, match="no tile face"):
        tileset.draw_tile("8z")
    with pytest.raises(ValueError, match="upright"):
        tileset.draw_tile("back", sideways=True)


def test_the_committed_files_are_what_the_code_draws():
    drawn = tileset.tile_files()
    committed = {str(path.relative_to(TILES_DIR)): path for path in TILES_DIR.rglob("*.svg")}
    assert sorted(committed) == sorted(drawn), "run `manage.py draw_tiles` and commit the files"
    stale = [name for name, svg in drawn.items() if committed[name].read_text(encoding="utf-8") != svg]
    assert not stale, f"stale tile files {stale}: run `manage.py draw_tiles` and commit them"


def test_draw_tiles_writes_the_set_and_its_check_catches_drift(tmp_path: Path):
    call_command("draw_tiles", output=tmp_path, stdout=io.StringIO())
    call_command("draw_tiles", output=tmp_path, check=True, stdout=io.StringIO())
    (tmp_path / "5p.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "9z.svg").write_text("<svg/>", encoding="utf-8")
    with pytest.raises(CommandError, match=r"5p\.svg, 9z\.svg"):
        call_command("draw_tiles", output=tmp_path, check=True)
    call_command("draw_tiles", output=tmp_path, stdout=io.StringIO())
    assert not (tmp_path / "9z.svg").exists()
    assert (tmp_path / "5p.svg").read_text(encoding="utf-8") == tileset.draw_tile("5p")


def test_a_red_fives_index_has_a_dot_beside_it_so_it_differs_by_more_than_hue():
    def dots(svg: str) -> int:
        return sum(1 for circle in ET.fromstring(svg).iter(f"{SVG}circle") if circle.get("r") == "2.4")

    assert dots(tileset.draw_tile("0m")) == 1
    assert dots(tileset.draw_tile("0m", sideways=True)) == 1
    assert dots(tileset.draw_tile("5m")) == 0


def test_a_sideways_tile_keeps_its_index_upright():
    root = ET.fromstring(tileset.draw_tile("3m", sideways=True))
    turned = root.find(f"{SVG}g[@transform]")
    assert turned is not None
    assert tileset.western_index("3m") not in [element.text for element in turned.iter(f"{SVG}text")]
    assert tileset.western_index("3m") in [element.text for element in root.findall(f"{SVG}text")]
