"""The tile template tags: names, sideways called tiles, kans, the winning tile, indicators, errors."""

import re

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.test import Client
from django.utils import translation

from rules.scoring.tiles import Tile
from rules.templatetags import tiles as tiles_module
from rules.tileset import FACES


def render(source: str, **context: object) -> str:
    return Template("{% load tiles %}" + source).render(Context(context))


def local(html: str) -> str:
    """`html` with each tile's sprite address left out (`href="#tile-5p"`), to compare whole tags."""
    return re.sub(r'href="/tiles/[a-z]+-[0-9a-f]+\.svg#', 'href="#', html)


def alts(html: str) -> list[str]:
    """What a screen reader says for each tile (the tiles' own labels, not the rows')."""
    return re.findall(r'<svg class="tile[^"]*" role="img" aria-label="([^"]*)"', html)


def srcs(html: str) -> list[str]:
    """The symbol each tile draws, without the "tile-" prefix: "5p", "7s-sideways", "back"."""
    return re.findall(r'<use href="/tiles/[a-z]+-[0-9a-f]+\.svg#tile-([^"]*)"/>', html)


def aria_labels(html: str) -> list[str]:
    """The labels of the rows (groups), each read as one sentence."""
    return re.findall(r'role="group" aria-label="([^"]*)"', html)


# {% tiles %}


def test_tiles_draws_a_row_with_a_named_image_per_tile():
    html = render('{% tiles "12m0p7z" %}')
    assert srcs(html) == ["1m", "2m", "0p", "7z"]
    assert alts(html) == ["1 of characters", "2 of characters", "red 5 of circles", "Red dragon"]
    assert 'role="group"' in html
    assert aria_labels(html) == ["Tiles: 1 of characters, 2 of characters, red 5 of circles, Red dragon"]
    assert 'class="tiles tiles--medium"' in html


def test_tiles_takes_a_size_and_a_label():
    html = render('{% tiles "19s" size="small" label="Wait" %}')
    assert 'class="tiles tiles--small"' in html
    assert aria_labels(html) == ["Wait: 1 of bamboo, 9 of bamboo"]


def test_an_unknown_size_is_a_template_error_for_the_author():
    with pytest.raises(TemplateSyntaxError, match="small, medium, large"):
        render('{% tiles "1m" size="huge" %}')


@pytest.mark.parametrize("notation", ["12x", "8z", "0z", "123", ""])
def test_bad_notation_shows_an_error_instead_of_breaking_the_page(notation: str):
    html = render("{% tiles notation %}", notation=notation)
    if notation:
        assert '<span class="tiles-error">' in html
        assert f"“{notation}” is not valid" in html
        assert "<svg" not in html
    else:
        assert "tiles-error" not in html


def test_the_error_escapes_what_it_quotes():
    html = render("{% tiles notation %}", notation='<b>"1m"</b>')
    assert "<b>" not in html
    assert "&lt;b&gt;" in html


def test_every_honour_and_the_back_have_names():
    html = render('{% tiles "1234567z" %}')
    assert alts(html) == [
        "East wind",
        "South wind",
        "West wind",
        "North wind",
        "White dragon",
        "Green dragon",
        "Red dragon",
    ]
    assert tiles_module.back_name() == "face-down tile"


# {% hand %}

REQUEST = {
    "hand": "55p345m",
    "win_tile": "5p",
    "melds": [
        {"kind": "chi", "tiles": "678s", "called": 1},
        {"kind": "pon", "tiles": "777z"},
        {"kind": "ankan", "tiles": "1111p"},
    ],
    "dora_indicators": "4m",
    "tsumo": False,
}


def test_hand_sorts_the_concealed_tiles_and_sets_the_winning_tile_apart():
    html = render("{% hand request %}", request=REQUEST)
    concealed = re.search(r'<span class="tile-run tile-run--concealed">(.*?)</span>', html).group(1)
    assert srcs(concealed) == ["3m", "4m", "5m", "5p"]
    win = re.search(r'<span class="tile-win">(.*?)</span></span>', html).group(1)
    assert 'class="tile tile--win"' in win
    assert srcs(win) == ["5p"]
    assert '<span class="visually-hidden">winning tile' in win
    assert 'aria-hidden="true">▲</span>' in win


def test_hand_reads_as_one_sentence_to_a_screen_reader():
    label = aria_labels(render("{% hand request %}", request=REQUEST))[0]
    assert label == (
        "Hand: 3 of characters, 4 of characters, 5 of characters, 5 of circles; winning tile: 5 of circles; "
        "chi: 6 of bamboo, 7 of bamboo, 8 of bamboo; pon: Red dragon, Red dragon, Red dragon; "
        "concealed kong: 1 of circles, 1 of circles, 1 of circles, 1 of circles"
    )


def test_a_chi_lays_the_taken_tile_sideways_first():
    html = render("{% hand request %}", request=REQUEST)
    chi = re.search(r'<span class="tile-meld tile-meld--chi">(.*?)</span>', html).group(1)
    assert srcs(chi) == ["7s-sideways", "6s", "8s"]
    assert chi.count("tile--sideways") == 1
    assert 'class="tile tile--sideways" role="img" aria-label="7 of bamboo" viewBox="0 0 80 60"' in chi


def test_a_pon_lays_the_called_tile_sideways_where_it_came_from():
    from_left = render('{% meld "pon:555p" %}')
    from_across = render('{% meld "pon:555p:1" %}')
    from_right = render("{% meld meld %}", meld={"kind": "pon", "tiles": "555p", "called": 2})
    assert srcs(from_left) == ["5p-sideways", "5p", "5p"]
    assert srcs(from_across) == ["5p", "5p-sideways", "5p"]
    assert srcs(from_right) == ["5p", "5p", "5p-sideways"]
    assert 'width="80" height="60"' in from_left


def test_an_open_kan_has_one_sideways_tile():
    html = render('{% meld "kan:9999s:3" %}')
    assert srcs(html) == ["9s", "9s", "9s", "9s-sideways"]
    assert aria_labels(html) == ["open kong: 9 of bamboo, 9 of bamboo, 9 of bamboo, 9 of bamboo"]


def test_a_concealed_kan_shows_two_backs_around_two_faces():
    html = render('{% meld "ankan:5055m" %}')
    assert srcs(html) == ["back", "0m", "5m", "back"]
    assert alts(html) == ["face-down tile", "red 5 of characters", "5 of characters", "face-down tile"]
    assert "tile--sideways" not in html


def test_an_added_kan_stacks_the_added_tile_on_the_called_one():
    html = render('{% meld "shouminkan:2222z:1" %}')
    stack = re.search(r'<span class="tile-stack">(.*?)</span>', html).group(1)
    assert srcs(stack) == ["2z-sideways", "2z-sideways"]
    assert "tile--added" in stack
    assert srcs(html) == ["2z", "2z-sideways", "2z-sideways", "2z"]


def test_dora_and_ura_indicators_are_captioned_groups_of_their_own():
    html = render("{% hand request %}", request={**REQUEST, "ura_indicators": "9s"})
    assert re.search(
        r'<div class="tile-indicators" role="group" aria-label="Dora indicators: 4 of characters">'
        r'<span class="tile-indicators__caption" aria-hidden="true">Dora indicators</span>',
        html,
    )
    assert 'aria-label="Ura-dora indicators: 9 of bamboo"' in html
    assert "Ura-dora" not in render("{% hand request %}", request=REQUEST)


def test_hand_takes_fields_and_short_melds_from_the_template():
    html = render('{% hand hand="234m567p23455s" win_tile="5s" melds="pon:777z:2" size="large" %}')
    assert 'class="tile-hand tiles--large"' in html
    assert srcs(html)[-3:] == ["7z", "7z", "7z-sideways"]
    assert len(re.findall(r"<svg class=\"tile", html)) == 11 + 3


def test_a_red_winning_five_is_taken_from_the_hand_not_the_plain_one():
    html = render('{% hand hand="55m0m" win_tile="0m" %}')
    concealed = re.search(r'<span class="tile-run tile-run--concealed">(.*?)</span>', html).group(1)
    assert srcs(concealed) == ["5m", "5m"]
    assert (
        'aria-label="red 5 of characters" viewBox="0 0 60 80" width="60" height="80"><use href="#tile-0m"/>'
        in local(html)
    )


def test_a_hand_without_a_winning_tile_draws_its_tiles_only():
    html = render('{% hand hand="1112345678999m" %}')
    assert "tile--win" not in html
    assert len(srcs(html)) == 13


@pytest.mark.parametrize(
    ("request_", "shown"),
    [
        ({"hand": "123x"}, "123x"),
        ({"hand": "123m", "win_tile": "12m"}, "12m"),
        ({"hand": "123m", "melds": [{"kind": "chow", "tiles": "123p"}]}, "chow"),
        ({"hand": "123m", "melds": [{"kind": "pon", "tiles": "77z"}]}, "77z"),
        ({"hand": "123m", "melds": [{"kind": "pon", "tiles": "777z", "called": 3}]}, "3"),
        ({"hand": "123m", "melds": ["pon"]}, "pon"),
        ({"hand": "123m", "dora_indicators": "5"}, "5"),
        ({"hand": 123}, "123"),
    ],
)
def test_a_hand_that_cannot_be_drawn_shows_an_error(request_: dict, shown: str):
    html = render("{% hand request %}", request=request_)
    assert html.startswith('<span class="tiles-error">')
    assert f"“{shown}” is not valid" in html


def test_hand_refuses_what_is_not_a_request():
    assert "tiles-error" in render("{% hand request %}", request="234m")


def test_tile_faces_and_back_give_reference_pages_names_and_images():
    html = render(
        '{% tile_faces "1m0p" as faces %}{% tile_back as back %}'
        "{% for f in faces %}{{ f.code }}={{ f.name }}:{% tile_image f f.name %};{% endfor %}"
        "{{ back.name }}:{% tile_image back %}"
    )
    assert local(html) == (
        '1m=1 of characters:<svg class="tile" role="img" aria-label="1 of characters" viewBox="0 0 60 80" '
        'width="60" height="80"><use href="#tile-1m"/></svg>;'
        '0p=red 5 of circles:<svg class="tile" role="img" aria-label="red 5 of circles" viewBox="0 0 60 80" '
        'width="60" height="80"><use href="#tile-0p"/></svg>;'
        'face-down tile:<svg class="tile" aria-hidden="true" viewBox="0 0 60 80" width="60" height="80">'
        '<use href="#tile-back"/></svg>'
    )


# The sprite file


def symbols(html: str) -> list[str]:
    return re.findall(r'<symbol id="([^"]*)"', html)


def sprite_of(html: str) -> str:
    """The one sprite address the tiles of `html` use."""
    (address,) = set(re.findall(r'<use href="([^"#]+)#', html))
    return address


def test_a_tile_draws_a_symbol_of_the_sprite_file_of_the_pages_language_and_no_page_carries_one():
    with translation.override("fr"):
        html = render('{% tiles "1m1m0p" %}{% meld "pon:777z" %}')
    assert re.fullmatch(r"/tiles/fr-[0-9a-f]{12}\.svg", sprite_of(html))
    assert "<symbol" not in html


@pytest.mark.django_db
@pytest.mark.parametrize(("language", "initials"), [("en", ">W<"), ("fr", ">O<"), ("es", ">O<")])
def test_the_sprite_file_holds_every_symbol_with_the_honours_initials_of_its_language(
    client: Client, language: str, initials: str
):
    with translation.override(language):
        address = sprite_of(render('{% tiles "3z" %}'))
    response = client.get(address)
    document = response.content.decode()
    assert response["Content-Type"].startswith("image/svg+xml")
    assert response["Cache-Control"] == "public, max-age=31536000, immutable"
    assert document.startswith('<svg xmlns="http://www.w3.org/2000/svg">')
    assert len(symbols(document)) == 37 * 2 + 1
    assert initials in document
    assert (">W<" in document) == (language == "en")


@pytest.mark.django_db
def test_an_old_sprite_address_still_draws_but_is_cached_briefly_and_an_unknown_language_is_not_found(
    client: Client,
):
    old = client.get("/tiles/en-000000000000.svg")
    assert old.status_code == 200
    assert old["Cache-Control"] == "public, max-age=60"
    assert client.get("/tiles/xx-000000000000.svg").status_code == 404


# Language


def test_names_go_through_gettext_at_render_time(monkeypatch):
    monkeypatch.setattr(tiles_module, "_", lambda message: f"[{message}]")
    html = render('{% tiles "3m0p1z" %}')
    assert alts(html) == ["[3 of characters]", "[red 5 of circles]", "[East wind]"]
    assert aria_labels(html) == ["[[Tiles]: [3 of characters], [red 5 of circles], [East wind]]"]


def test_names_follow_the_active_language():
    with translation.override("fr"):
        expected = translation.gettext("East wind")
        html = render('{% tiles "1z" %}')
    assert alts(html) == [expected]
    assert tiles_module.tile_name(Tile.from_mpsz("1z")) == "East wind"


# The reference page


@pytest.mark.django_db
def test_the_tiles_page_shows_every_face_the_back_and_a_sample_hand(client: Client):
    response = client.get("/en/tiles/")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<title>The tiles" in html
    assert set(FACES) | {"back"} <= set(srcs(html))
    assert "Red 5 of circles" in html
    assert 'class="tile-hand tiles--large"' in html
    assert "tile--win" in html
    assert "tile--sideways" in html
    assert 'class="tile-indicators"' in html
    assert "tiles-error" not in html


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["fr", "es"])
def test_the_tiles_page_answers_in_each_language(client: Client, language: str):
    response = client.get(f"/{language}/tiles/")
    assert response.status_code == 200
    assert f'<html lang="{language}">' in response.content.decode()
