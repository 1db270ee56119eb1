"""The site's own tile set, drawn as SVG from code, the way python-chess draws its board.

Every tile is drawn on a 60 x 80 grid (the 3:4 of a real tile): an ivory face over the coloured back
layer, whose edge shows at the bottom as the tile's thickness. The art sits in the upper 60 units; a
small Western index ("5p", "E", "Wh") sits in the band under it, so a tile still reads where the CJK
fonts of the characters and honours are missing. A suited tile's index is its notation; an honour's is the
initial of its name in the page's language (White is "Wh" in English, "B" for Blanc and Blanco). A sideways variant (80 x 60) draws the same face
turned a quarter left, for called tiles, keeping the thickness at the bottom as on the table.

A page draws each tile it shows once, as a `<symbol>` of an inline sprite (`sprite`), and every tile
on it is a `<use>` of that symbol (the `tiles` template tags): one request for the page however many
tiles it shows, and nothing for a CDN or another origin to break. The output depends on nothing but
this code.

>>> western_index("0p"), western_index("2z"), western_index("5z"), western_index("5z", "fr")
('5p', 'S', 'Wh', 'B')
"""

from __future__ import annotations

import math
from collections.abc import Iterable

WIDTH, HEIGHT = 60, 80
SUITED = tuple(f"{number}{suit}" for suit in "mps" for number in range(1, 10))
HONOURS = tuple(f"{number}z" for number in range(1, 8))
RED_FIVES = ("0m", "0p", "0s")
FACES = SUITED + HONOURS + RED_FIVES
BACK = "back"

# Colours of the set: printed inks on an ivory face, and an amber back layer.
IVORY_TOP, IVORY_BOTTOM = "#fffdf6", "#efe6cf"
BACK_LIGHT, BACK_DARK = "#efae45", "#d98c1c"
OUTLINE = "#5e4a2a"
INK = "#1b1a17"
RED = "#c7252b"
GREEN = "#14744a"
BLUE = "#1f4f96"
INDEX_INK = "#4b463c"
DARKER = {GREEN: "#0b4d30", BLUE: "#123669", RED: "#8c161b"}

CJK_FONTS = "'Noto Serif CJK JP', 'Noto Sans CJK JP', 'Hiragino Mincho ProN', 'Yu Mincho', serif"
INDEX_FONTS = "'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif"

NUMERALS = "一二三四五六七八九"
HONOUR_GLYPHS = {1: "東", 2: "南", 3: "西", 4: "北", 6: "發", 7: "中"}
# The initial of each honour's name, per language: East, South, West, North, White, Green, Red.
HONOUR_INDEX = {
    "en": {1: "E", 2: "S", 3: "W", 4: "N", 5: "Wh", 6: "G", 7: "R"},
    "fr": {
        1: "E",
        2: "S",
        3: "O",
        4: "N",
        5: "B",
        6: "V",
        7: "R",
    },  # Est, Sud, Ouest, Nord, Blanc, Vert, Rouge
    "es": {
        1: "E",
        2: "S",
        3: "O",
        4: "N",
        5: "B",
        6: "V",
        7: "R",
    },  # Este, Sur, Oeste, Norte, Blanco, Verde, Rojo
}
DEFAULT_LANGUAGE = "en"

# The art box: the part of the face above the index band.
ART_TOP, ART_BOTTOM = 5.0, 60.0
ART_MIDDLE = (ART_TOP + ART_BOTTOM) / 2
FACE_BOTTOM = 74.0


def _num(value: float) -> str:
    """A coordinate written short and always the same way, so the output is byte-for-byte stable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _element(tag: str, content: str | None = None, /, **attributes: object) -> str:
    """One SVG element; `stroke_width` becomes `stroke-width`, floats are written by `_num`."""
    parts = [tag]
    for name, value in attributes.items():
        text = _num(value) if isinstance(value, float) else str(value)
        parts.append(f'{name.rstrip("_").replace("_", "-")}="{text}"')
    opening = " ".join(parts)
    return f"<{opening}/>" if content is None else f"<{opening}>{content}</{tag}>"


def _group(children: Iterable[str], **attributes: object) -> str:
    return _element("g", "".join(children), **attributes)


def western_index(name: str, language: str = DEFAULT_LANGUAGE) -> str:
    """The small corner index of a face: the number and suit letter, or the initial of an honour's
    name in `language` (English for a language the set has no initials for)."""
    number, suit = int(name[0]), name[1]
    if suit == "z":
        initials = HONOUR_INDEX.get(language.split("-")[0].lower(), HONOUR_INDEX[DEFAULT_LANGUAGE])
        return initials[number]
    return f"{number or 5}{suit}"


# Circles (pin) ------------------------------------------------------------------------------------


def _dot(x: float, y: float, r: float, colour: str) -> str:
    """A circle pip: a coloured ring around a coloured disc with an ivory eye.

    Few, bold rings: finer ones melt into a blur on a tile 32 pixels wide.
    """
    rings = [
        _element("circle", cx=x, cy=y, r=r, fill=colour),
        _element("circle", cx=x, cy=y, r=r * 0.76, fill=IVORY_TOP),
        _element("circle", cx=x, cy=y, r=r * 0.55, fill=colour),
        _element("circle", cx=x, cy=y, r=r * 0.22, fill=IVORY_TOP),
    ]
    return "".join(rings)


def _big_circle() -> str:
    """The one of circles: a large rosette, green rim, a ring of blue beads, a red flower inside."""
    x, y = 30.0, ART_MIDDLE
    parts = [
        _element("circle", cx=x, cy=y, r=24.0, fill=GREEN),
        _element("circle", cx=x, cy=y, r=21.6, fill=IVORY_TOP),
    ]
    for step in range(16):
        angle = math.tau * step / 16
        colour = BLUE if step % 2 else GREEN
        parts.append(
            _element(
                "circle", cx=x + 18.4 * math.cos(angle), cy=y + 18.4 * math.sin(angle), r=2.3, fill=colour
            )
        )
    parts += [
        _element("circle", cx=x, cy=y, r=14.6, fill=RED),
        _element("circle", cx=x, cy=y, r=12.4, fill=IVORY_TOP),
    ]
    for step in range(8):
        angle = 360 * step / 8
        parts.append(
            _element(
                "ellipse",
                cx=x,
                cy=y - 7.6,
                rx=2.6,
                ry=4.2,
                fill=GREEN,
                transform=f"rotate({_num(angle)} {_num(x)} {_num(y)})",
            )
        )
    parts += [
        _element("circle", cx=x, cy=y, r=4.6, fill=RED),
        _element("circle", cx=x, cy=y, r=2.6, fill=IVORY_TOP),
        _element("circle", cx=x, cy=y, r=1.3, fill=RED),
    ]
    return "".join(parts)


# (x, y, radius, colour) of every pip, in the traditional layouts.
PIN_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(30, 18.5, 10.5, GREEN), (30, 46.5, 10.5, BLUE)],
    3: [(15, 13.5, 8.6, BLUE), (30, 32.5, 8.6, RED), (45, 51.5, 8.6, GREEN)],
    4: [(18.5, 19, 9.6, BLUE), (41.5, 19, 9.6, GREEN), (18.5, 46, 9.6, GREEN), (41.5, 46, 9.6, BLUE)],
    5: [
        (16.5, 15, 8.3, BLUE),
        (43.5, 15, 8.3, GREEN),
        (30, 32.5, 8.3, RED),
        (16.5, 50, 8.3, GREEN),
        (43.5, 50, 8.3, BLUE),
    ],
    6: [(19, 12.5, 7.6, GREEN), (41, 12.5, 7.6, GREEN)]
    + [(x, y, 7.6, RED) for y in (35, 51.5) for x in (19, 41)],
    7: [(15, 10.5, 6.4, GREEN), (30, 16.5, 6.4, GREEN), (45, 22.5, 6.4, GREEN)]
    + [(x, y, 7.0, RED) for y in (38.5, 53) for x in (19, 41)],
    8: [(x, y, 6.6, BLUE) for y in (11.5, 25.5, 39.5, 53.5) for x in (19.5, 40.5)],
    9: [(x, y, 7.0, colour) for y, colour in ((14, BLUE), (32.5, RED), (51, GREEN)) for x in (14, 30, 46)],
}


def _circles(number: int, red: bool) -> str:
    if number == 1:
        return _big_circle()
    return "".join(_dot(x, y, r, RED if red else colour) for x, y, r, colour in PIN_LAYOUTS[number])


# Bamboo (sou) -------------------------------------------------------------------------------------


def _stick(x: float, y: float, length: float, colour: str, angle: float = 0.0, width: float = 7.4) -> str:
    """A bamboo stick: a cane with darker nodes at its ends and middle, lit down its length."""
    top, half = y - length / 2, width / 2
    node = DARKER[colour]
    gap = 2.2
    parts = [
        _element("rect", x=x - half, y=top, width=width, height=length, rx=2.2, fill=colour),
        _element(
            "path",
            d=f"M{_num(x - 0.9)} {_num(top + gap + 1)}V{_num(y - gap)}"
            f"M{_num(x - 0.9)} {_num(y + gap)}V{_num(top + length - gap - 1)}",
            stroke=IVORY_TOP,
            stroke_width=1.4,
            stroke_linecap="round",
            opacity="0.7",
        ),
    ]
    for centre in (top + 1.1, y, top + length - 1.1):
        parts.append(
            _element(
                "rect", x=x - half - 0.8, y=centre - 1.1, width=width + 1.6, height=2.2, rx=1.1, fill=node
            )
        )
    transform = {"transform": f"rotate({_num(angle)} {_num(x)} {_num(y)})"} if angle else {}
    return _group(parts, **transform)


def _bird() -> str:
    """The one of bamboo: a small bird (the sparrow of the old sets) standing on a bamboo twig."""
    parts = [
        # the tail, three feathers fanned up behind the bird
        _element("path", d="M33 40 C43 34 49 22 50 9 C45 19 39 28 31 35Z", fill=BLUE),
        _element("path", d="M33 41 C45 38 53 30 55 20 C48 28 41 33 32 37Z", fill=GREEN),
        _element("path", d="M32 39 C39 30 42 18 40 6 C37 17 33 26 29 33Z", fill=RED),
        # the body and wing
        _element(
            "path",
            d="M14 28 C14 20 21 17 27 21 C35 26 38 36 33 44 C28 51 17 50 14 43 C12 38 13 33 14 28Z",
            fill=GREEN,
        ),
        _element("path", d="M22 31 C28 30 33 35 32 42 C27 40 23 37 22 31Z", fill=BLUE),
        _element("path", d="M16 36 C17 42 21 46 26 46 C22 44 19 40 18 35Z", fill=IVORY_TOP, opacity="0.8"),
        # head, crest, eye and beak
        _element("circle", cx=18.0, cy=18.5, r=6.2, fill=GREEN),
        _element("path", d="M15 13 C14 9 16 7 18 6 C18 9 19 11 20 13Z", fill=RED),
        _element("path", d="M12.6 17 L6 19.2 L12.4 21Z", fill=RED),
        _element("circle", cx=17.0, cy=17.2, r=1.9, fill=IVORY_TOP),
        _element("circle", cx=16.7, cy=17.2, r=1.0, fill=INK),
        # legs on a twig
        _element(
            "path", d="M21 48 L20 54 M27 48 L28 54", stroke=RED, stroke_width=1.6, stroke_linecap="round"
        ),
        _element("rect", x=10.0, y=54.0, width=38.0, height=3.2, rx=1.6, fill=GREEN),
    ]
    return "".join(parts)


def _sou_layout(number: int) -> list[tuple[float, float, float, str, float]]:
    """(x, y, length, colour, angle) of every stick, in the traditional layouts."""
    top, bottom = 18.5, 46.5
    long, short = 25.0, 17.5
    three_rows = (13.0, 32.5, 52.0)
    if number == 2:
        return [(30, top, long, GREEN, 0), (30, bottom, long, GREEN, 0)]
    if number == 3:
        return [(30, top, long, BLUE, 0), (19, bottom, long, GREEN, 0), (41, bottom, long, GREEN, 0)]
    if number == 4:
        colours = ((19, top, GREEN), (41, top, BLUE), (19, bottom, BLUE), (41, bottom, GREEN))
        return [(x, y, long, colour, 0) for x, y, colour in colours]
    if number == 5:
        colours = ((14, top, GREEN), (46, top, BLUE), (14, bottom, BLUE), (46, bottom, GREEN))
        return [(x, y, long, colour, 0) for x, y, colour in colours] + [(30, 32.5, long, RED, 0)]
    if number == 6:
        return [(x, y, long, GREEN, 0) for y in (top, bottom) for x in (15, 30, 45)]
    if number == 7:
        return [(30, three_rows[0], short, RED, 0)] + [
            (x, y, short, GREEN, 0) for y in three_rows[1:] for x in (15, 30, 45)
        ]
    if number == 8:
        # Outer sticks upright; the inner pairs lean together, an arch over a cup (M over W).
        return [
            stick
            for y, lean in ((top, 22), (bottom, -22))
            for stick in (
                (11, y, long, GREEN, 0),
                (24, y, long, BLUE, lean),
                (36, y, long, BLUE, -lean),
                (49, y, long, GREEN, 0),
            )
        ]
    return [(x, y, short, RED if x == 30 else GREEN, 0) for y in three_rows for x in (15, 30, 45)]


def _bamboo(number: int, red: bool) -> str:
    if number == 1:
        return _bird()
    width = 8.6 if number <= 5 else 7.4  # few sticks: thicker canes, as in the old sets
    return "".join(
        _stick(x, y, length, RED if red else colour, angle, width)
        for x, y, length, colour, angle in _sou_layout(number)
    )


# Characters and honours ---------------------------------------------------------------------------


def _glyph(text: str, x: float, y: float, size: float, colour: str, weight: int = 700) -> str:
    """A CJK glyph centred on (x, y)."""
    return _element(
        "text",
        text,
        x=x,
        y=y,
        fill=colour,
        font_family=CJK_FONTS,
        font_size=size,
        font_weight=weight,
        text_anchor="middle",
        dominant_baseline="central",
    )


def _characters(number: int, red: bool) -> str:
    numeral_colour = RED if red else INK
    return _glyph(NUMERALS[number - 1], 30.0, 19.0, 25.0, numeral_colour) + _glyph(
        "萬", 30.0, 45.0, 29.0, RED
    )


def _white_dragon() -> str:
    """The white dragon: an empty face inside a blue double frame."""
    return _element(
        "rect", x=13.0, y=10.0, width=34.0, height=45.0, rx=2.5, fill="none", stroke=BLUE, stroke_width=3.6
    ) + _element(
        "rect", x=18.5, y=15.5, width=23.0, height=34.0, rx=1.0, fill="none", stroke=BLUE, stroke_width=1.2
    )


def _honour(number: int) -> str:
    if number == 5:
        return _white_dragon()
    colour = {6: GREEN, 7: RED}.get(number, INK)
    return _glyph(HONOUR_GLYPHS[number], 30.0, ART_MIDDLE, 40.0, colour)


# The tile body ------------------------------------------------------------------------------------


def _art(name: str) -> str:
    number, suit = int(name[0]), name[1]
    red = number == 0
    number = number or 5
    if suit == "m":
        return _characters(number, red)
    if suit == "p":
        return _circles(number, red)
    if suit == "s":
        return _bamboo(number, red)
    return _honour(number)


def _index(
    name: str, language: str, x: float = 30.0, y: float = 71.0, size: float = 12.5, *, sideways: bool = False
) -> str:
    """The Western index; a red five's is red and gets a red dot, so it differs by more than hue."""
    red = name.startswith("0")
    beside = red and not sideways
    text = _element(
        "text",
        western_index(name, language),
        x=x + 5 if beside else x,
        y=y,
        fill=RED if red else INDEX_INK,
        font_family=INDEX_FONTS,
        font_size=size,
        font_weight=700,
        text_anchor="end" if beside else "middle",
    )
    if not red:
        return text
    dot_x, dot_y = (x, y - size - 3.5) if sideways else (x + 10, y - size * 0.36)
    return text + _element("circle", cx=dot_x, cy=dot_y, r=2.4, fill=RED)


# Ids of the two gradients the faces and the back are filled with, shared by every symbol of a page.
FACE_FILL, BACK_FILL = "tile-face-fill", "tile-back-fill"


def _gradients() -> str:
    """The ivory face and amber back gradients, defined once per sprite."""
    return "".join(
        _element(
            "linearGradient",
            _element("stop", offset="0", stop_color=top) + _element("stop", offset="1", stop_color=bottom),
            id=gradient_id,
            x1="0",
            y1="0",
            x2="0",
            y2="1",
        )
        for gradient_id, top, bottom in (
            (FACE_FILL, IVORY_TOP, IVORY_BOTTOM),
            (BACK_FILL, BACK_LIGHT, BACK_DARK),
        )
    )


def _body(width: float, height: float, top_fill: str, edge_fill: str, edge: float) -> str:
    """A tile seen from the player's seat: its top surface, and the edge of the lower layer under it."""
    inner_w, inner_h = width - 1.5, height - 1.5
    return "".join(
        [
            _element("rect", x=0.75, y=0.75, width=inner_w, height=inner_h, rx=6.0, fill=edge_fill),
            _element("rect", x=0.75, y=0.75, width=inner_w, height=inner_h - edge, rx=6.0, fill=top_fill),
            _element(
                "path",
                d=f"M3 {_num(inner_h - edge + 0.75)}H{_num(width - 3)}",
                stroke=OUTLINE,
                stroke_width=0.5,
                opacity="0.35",
            ),
            _element(
                "rect",
                x=0.75,
                y=0.75,
                width=inner_w,
                height=inner_h,
                rx=6.0,
                fill="none",
                stroke=OUTLINE,
                stroke_width=1.2,
            ),
        ]
    )


SymbolKey = tuple[str, bool]  # (face in mpsz or "back", sideways)


def symbol_id(name: str, *, sideways: bool = False) -> str:
    """The id a page's `<use href="#...">` points at: `tile-5p`, `tile-5p-sideways`, `tile-back`.

    >>> symbol_id("0s"), symbol_id("7z", sideways=True), symbol_id(BACK)
    ('tile-0s', 'tile-7z-sideways', 'tile-back')
    """
    return f"tile-{name}-sideways" if sideways else f"tile-{name}"


def tile_drawing(name: str, *, sideways: bool = False, language: str = DEFAULT_LANGUAGE) -> str:
    """The shapes of one tile on its own grid (60 x 80 upright, 80 x 60 sideways), without gradients.

    Sideways tiles are the called tiles of open sets, turned a quarter left; `language` picks the
    honours' initials.
    """
    if name == BACK:
        if sideways:
            raise ValueError("the back is only drawn upright")
        edge = HEIGHT - FACE_BOTTOM
        return _body(WIDTH, HEIGHT, f"url(#{BACK_FILL})", IVORY_BOTTOM, edge)
    if name not in FACES:
        raise ValueError(f"no tile face {name!r}")
    edge = HEIGHT - FACE_BOTTOM
    if not sideways:
        return (
            _body(WIDTH, HEIGHT, f"url(#{FACE_FILL})", BACK_DARK, edge) + _art(name) + _index(name, language)
        )
    # Lying sideways, the art turns a quarter left about its centre and shrinks a little to fit the
    # lower face, leaving the right end for the index, which stays upright so it still reads.
    scale = 0.92
    art_x, art_y = 6 + (ART_BOTTOM - ART_TOP) * scale / 2, (WIDTH - edge) / 2 + 0.75
    transform = (
        f"translate({_num(art_x)} {_num(art_y)}) scale({_num(scale)}) rotate(-90) "
        f"translate({_num(-WIDTH / 2)} {_num(-ART_MIDDLE)})"
    )
    body = _body(HEIGHT, WIDTH, f"url(#{FACE_FILL})", BACK_DARK, edge)
    art = _group([_art(name)], transform=transform)
    return body + art + _index(name, language, x=70.0, y=50.0, size=11.0, sideways=True)


def tile_symbol(name: str, *, sideways: bool = False, language: str = DEFAULT_LANGUAGE) -> str:
    """One tile as an SVG `<symbol>`, drawn by every `<use>` of its id.

    >>> tile_symbol("5p")[:51]
    '<symbol id="tile-5p" viewBox="0 0 60 80"><rect x="0'
    >>> tile_symbol("5p", sideways=True)[:60]
    '<symbol id="tile-5p-sideways" viewBox="0 0 80 60"><rect x="0'
    """
    width, height = (HEIGHT, WIDTH) if sideways else (WIDTH, HEIGHT)
    return _element(
        "symbol",
        tile_drawing(name, sideways=sideways, language=language),
        id=symbol_id(name, sideways=sideways),
        viewBox=f"0 0 {width} {height}",
    )


def every_symbol() -> list[SymbolKey]:
    """Every symbol of the set: the upright faces, the sideways faces and the back."""
    return [(name, False) for name in FACES] + [(name, True) for name in FACES] + [(BACK, False)]


def sprite(keys: Iterable[SymbolKey], *, language: str = DEFAULT_LANGUAGE, **attributes: object) -> str:
    """An `<svg>` holding the gradients and one `<symbol>` per key, in a stable order: the tiles of a
    page are then drawn once each, however often the page shows them, with the honours' initials of
    `language`, the page's.

    >>> sprite([("1m", False)], class_="tile-sprite")[:75]
    '<svg xmlns="http://www.w3.org/2000/svg" class="tile-sprite"><defs><linearGr'
    """
    symbols = "".join(
        tile_symbol(name, sideways=sideways, language=language) for name, sideways in sorted(set(keys))
    )
    return _element(
        "svg", _element("defs", _gradients() + symbols), xmlns="http://www.w3.org/2000/svg", **attributes
    )
