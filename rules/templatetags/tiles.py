"""Template tags that draw tiles and hands from mpsz notation, with the tile set of `rules.tileset`.

    {% load tiles %}
    {% tiles "123m456p" %}                 a row of tiles (size="small|medium|large", label="Wait")
    {% hand question.request %}            a scoring-contract request dict (not Django's `request`)
    {% hand hand="234m567p23455s" win_tile="5s" melds="pon:777z:1 ankan:1111m" dora_indicators="3m" %}
    {% meld "pon:777z:1" %}                one called or kan set on its own
    {% tile_faces "123456789m" as faces %} the faces with their names, for reference grids
    {% tile_back as back %}                the back, likewise
    {% tile_image face "label" %}          one such face (no label: decorative, hidden from readers)

Every tile is an inline `<svg role="img">` whose `aria-label` is the tile's name in the page's
language, drawn by a `<use>` of its symbol in the sprite file of the page's language (rules.tile_sprite),
which the browser fetches once and caches. Each row is a `role="group"` whose `aria-label`
reads all of it ("Hand: ..."), so a screen reader hears the hand once as a sentence and can still
walk it tile by tile.

Called tiles lie sideways, as at the table. Which one: for a chi, the tile taken is always from the
left player and is laid sideways first, the other two after it in order; `called` (default 0) says
which of the written tiles it was. For a pon or kan, `called` is where the sideways tile stands, which tells who fed it: 0 (the default)
from the left player, 1 from across, the last position from the right player. An added kan
(shouminkan) is its pon with the fourth tile laid sideways on top of the called one; a concealed kan
(ankan) shows two backs around the two middle tiles.

Bad notation in the data never breaks a page: the tag draws a visible, translated error instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from django import template
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from rules.scoring import NotationError, Tile, parse_tiles, sort_tiles
from rules.tile_sprite import sprite_url
from rules.tileset import BACK, HEIGHT, WIDTH, symbol_id

register = template.Library()

SIZES = ("small", "medium", "large")
MELD_SIZES = {"chi": 3, "pon": 3, "kan": 4, "ankan": 4, "shouminkan": 4}


class DrawError(ValueError):
    """Data the tags cannot draw; the page shows `value` in a translated error instead."""

    def __init__(self, value: object) -> None:
        super().__init__(value)
        self.value = value


# Names ------------------------------------------------------------------------------------------
# Looked up when a tag renders, so they come out in the language of the page.

SUITED_NAMES: dict[str, Callable[[], str]] = {
    "m": lambda: _("%(number)s of characters"),
    "p": lambda: _("%(number)s of circles"),
    "s": lambda: _("%(number)s of bamboo"),
}
RED_FIVE_NAMES: dict[str, Callable[[], str]] = {
    "m": lambda: _("red 5 of characters"),
    "p": lambda: _("red 5 of circles"),
    "s": lambda: _("red 5 of bamboo"),
}
HONOUR_NAMES: dict[int, Callable[[], str]] = {
    1: lambda: _("East wind"),
    2: lambda: _("South wind"),
    3: lambda: _("West wind"),
    4: lambda: _("North wind"),
    5: lambda: _("White dragon"),
    6: lambda: _("Green dragon"),
    7: lambda: _("Red dragon"),
}
MELD_NAMES: dict[str, Callable[[], str]] = {
    "chi": lambda: pgettext("meld", "chi"),
    "pon": lambda: pgettext("meld", "pon"),
    "kan": lambda: pgettext("meld", "open kong"),
    "ankan": lambda: pgettext("meld", "concealed kong"),
    "shouminkan": lambda: pgettext("meld", "added kong"),
}


def tile_name(tile: Tile) -> str:
    """The tile's name in the active language, e.g. "red 5 of circles" or "East wind"."""
    if tile.suit == "z":
        return HONOUR_NAMES[tile.number]()
    if tile.red:
        return RED_FIVE_NAMES[tile.suit]()
    return SUITED_NAMES[tile.suit]() % {"number": tile.number}


def back_name() -> str:
    """What a screen reader says for a tile lying face down."""
    return _("face-down tile")


def _names(tiles: Sequence[Tile]) -> str:
    return ", ".join(tile_name(tile) for tile in tiles)


def _labelled(label: str, tiles: Sequence[Tile]) -> str:
    # Translators: what a screen reader says for a row of tiles: its name, then the tiles' names.
    return _("%(label)s: %(tiles)s") % {"label": label, "tiles": _names(tiles)}


# Images -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TileFace:
    """A face of the set as a reference page lists it: notation, name and symbol."""

    code: str
    name: str


def _face(tile: Tile) -> TileFace:
    return TileFace(tile.mpsz(), tile_name(tile))


def _drawn(code: str, label: str, *, sideways: bool = False, classes: str = "tile") -> SafeString:
    """One tile: an inline SVG using the symbol for `code` in the cached sprite file of the page's language."""
    width, height = (HEIGHT, WIDTH) if sideways else (WIDTH, HEIGHT)
    spoken = format_html('role="img" aria-label="{}"', label) if label else SafeString('aria-hidden="true"')
    return format_html(
        '<svg class="{}" {} viewBox="0 0 {} {}" width="{}" height="{}"><use href="{}#{}"/></svg>',
        classes,
        spoken,
        width,
        height,
        width,
        height,
        sprite_url(),
        symbol_id(code, sideways=sideways),
    )


def _img(tile: Tile | None, *, sideways: bool = False, extra_class: str = "") -> SafeString:
    """One tile; `None` is a face-down tile."""
    if tile is None:
        return _drawn(BACK, back_name(), classes=f"tile tile--back {extra_class}".strip())
    classes = "tile tile--sideways" if sideways else "tile"
    return _drawn(tile.mpsz(), tile_name(tile), sideways=sideways, classes=f"{classes} {extra_class}".strip())


def _imgs(tiles: Sequence[Tile]) -> SafeString:
    return format_html_join("", "{}", ((_img(tile),) for tile in tiles))


def _error(value: object) -> SafeString:
    # Translators: shown in a page where a hand's data is broken; value is the text that is wrong.
    message = _("Tiles cannot be drawn: “%(value)s” is not valid.") % {"value": value}
    return format_html('<span class="tiles-error">{}</span>', message)


def _size_class(size: str) -> str:
    if size not in SIZES:
        raise template.TemplateSyntaxError(f"tile size must be one of {', '.join(SIZES)}, not {size!r}")
    return f"tiles--{size}"


def _parse(text: object) -> list[Tile]:
    if text is None or text == "":
        return []
    if not isinstance(text, str):
        raise DrawError(text)
    try:
        return parse_tiles(text)
    except NotationError as error:
        raise DrawError(text) from error


# {% tiles %} ------------------------------------------------------------------------------------


@register.simple_tag
def tiles(notation: str, size: str = "medium", label: str = "") -> SafeString:
    """A plain row of tiles in the order written: `{% tiles "123m456p" size="small" %}`.

    `label` names the row for screen readers ("Wait", "Discards"); it defaults to "Tiles".
    """
    size_class = _size_class(size)
    try:
        row = _parse(notation)
    except DrawError as error:
        return _error(error.value)
    aria = _labelled(label or _("Tiles"), row)
    return format_html(
        '<span class="tiles {}" role="group" aria-label="{}">{}</span>', size_class, aria, _imgs(row)
    )


# {% hand %} -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Meld:
    """A called or kan set as drawn: its kind, its tiles as written, and the called position."""

    kind: str
    tiles: tuple[Tile, ...]
    called: int = 0

    @classmethod
    def from_request(cls, meld: object) -> Meld:
        """A meld of the contract (`{"kind": "pon", "tiles": "777z"}`, optional `called`) or the short
        text form `"pon:777z"` / `"pon:777z:1"`."""
        if isinstance(meld, str):
            kind, _colon, rest = meld.partition(":")
            text, _colon, called = rest.partition(":")
            try:
                return cls.from_request({"kind": kind, "tiles": text, "called": called or 0})
            except DrawError as error:
                raise DrawError(meld) from error
        if not isinstance(meld, Mapping):
            raise DrawError(meld)
        kind, text = meld.get("kind"), meld.get("tiles")
        if kind not in MELD_SIZES:
            raise DrawError(kind)
        tiles = tuple(_parse(text))
        if len(tiles) != MELD_SIZES[kind]:
            raise DrawError(text)
        called = meld.get("called", 0)
        last = 3 if kind == "kan" else 2
        if not str(called).isdigit() or int(called) > last:
            raise DrawError(called)
        return cls(kind, tiles, int(called))

    def label(self) -> str:
        """The meld as a screen reader hears it: "pon: Red dragon, Red dragon, Red dragon"."""
        return _labelled(MELD_NAMES[self.kind](), self.tiles)

    def html(self) -> SafeString:
        """The meld's tiles laid out as at the table."""
        tiles = list(self.tiles)
        if self.kind == "ankan":
            parts = [_img(None), _img(tiles[1]), _img(tiles[2]), _img(None)]
        elif self.kind == "chi":
            taken = tiles.pop(self.called)
            parts = [_img(taken, sideways=True), *(_img(tile) for tile in sort_tiles(tiles))]
        elif self.kind == "shouminkan":
            added = tiles.pop()
            stack = format_html(
                '<span class="tile-stack">{}{}</span>',
                _img(added, sideways=True, extra_class="tile--added"),
                _img(tiles[self.called], sideways=True),
            )
            parts = [stack if index == self.called else _img(tile) for index, tile in enumerate(tiles)]
        else:
            parts = [_img(tile, sideways=index == self.called) for index, tile in enumerate(tiles)]
        return format_html(
            '<span class="tile-meld tile-meld--{}">{}</span>',
            self.kind,
            format_html_join("", "{}", ((part,) for part in parts)),
        )


def _without(tiles: list[Tile], win: Tile | None) -> list[Tile]:
    """The tiles without one copy of the winning tile: the same one if there, else one of its kind
    (a plain five for a red winning five, or the reverse)."""
    if win is None:
        return tiles
    same = win if win in tiles else next((tile for tile in tiles if tile.kind == win.kind), None)
    if same is None:
        return tiles
    rest = list(tiles)
    rest.remove(same)
    return rest


def _indicators(text: object, caption: str) -> SafeString:
    row = _parse(text)
    if not row:
        return SafeString("")
    aria = _labelled(caption, row)
    return format_html(
        '<div class="tile-indicators" role="group" aria-label="{}">'
        '<span class="tile-indicators__caption" aria-hidden="true">{}</span>'
        '<span class="tile-run">{}</span></div>',
        aria,
        caption,
        _imgs(row),
    )


def _draw_hand(request: Mapping[str, object], size_class: str) -> SafeString:
    win_tiles = _parse(request.get("win_tile"))
    if len(win_tiles) > 1:
        raise DrawError(request.get("win_tile"))
    win = win_tiles[0] if win_tiles else None
    concealed = sort_tiles(_without(_parse(request.get("hand")), win))
    melds_value = request.get("melds") or []
    if isinstance(melds_value, str):
        melds_value = melds_value.split()
    if not isinstance(melds_value, Sequence):
        raise DrawError(melds_value)
    melds = [Meld.from_request(meld) for meld in melds_value]

    parts = [format_html('<span class="tile-run tile-run--concealed">{}</span>', _imgs(concealed))]
    labels = [_names(concealed)]
    if win is not None:
        parts.append(
            format_html(
                '<span class="tile-win">{}<span class="tile-win__marker" aria-hidden="true">▲</span>'
                '<span class="visually-hidden">{}</span></span>',
                _img(win, extra_class="tile--win"),
                _("winning tile"),
            )
        )
        labels.append(_("winning tile: %(tile)s") % {"tile": tile_name(win)})
    parts += [meld.html() for meld in melds]
    labels += [meld.label() for meld in melds]

    # Translators: separates the parts of a hand read aloud (French puts a narrow no-break space before it).
    separator = pgettext("list separator", "; ")
    aria = _("Hand: %(tiles)s") % {"tiles": separator.join(label for label in labels if label)}
    return format_html(
        '<div class="tile-hand {}"><div class="tile-hand__tiles" role="group" aria-label="{}">{}</div>{}{}</div>',
        size_class,
        aria,
        format_html_join("", "{}", ((part,) for part in parts)),
        _indicators(request.get("dora_indicators"), _("Dora indicators")),
        _indicators(request.get("ura_indicators"), _("Ura-dora indicators")),
    )


@register.simple_tag
def hand(request: Mapping[str, object] | None = None, size: str = "medium", **fields: object) -> SafeString:
    """A whole hand from a scoring-contract request: `{% hand question.request %}`.

    Fields may also be given (or overridden) one by one, with melds in the short text form:
    `{% hand hand="234m567p23455s" win_tile="5s" melds="pon:777z" dora_indicators="3m" %}`.
    The concealed tiles are sorted; the winning tile stands apart, raised and outlined; the melds
    follow, then the dora (and ura-dora) indicators in their own captioned group.
    """
    size_class = _size_class(size)
    if request is not None and not isinstance(request, Mapping):
        return _error(request)
    try:
        return _draw_hand({**(request or {}), **fields}, size_class)
    except DrawError as error:
        return _error(error.value)


@register.simple_tag
def meld(meld: object, size: str = "medium") -> SafeString:
    """One called or kan set on its own: `{% meld "pon:777z:1" %}` or a contract meld dict."""
    size_class = _size_class(size)
    try:
        drawn = Meld.from_request(meld)
    except DrawError as error:
        return _error(error.value)
    return format_html(
        '<span class="tiles {}" role="group" aria-label="{}">{}</span>',
        size_class,
        drawn.label(),
        drawn.html(),
    )


@register.simple_tag
def meld_label(meld: object) -> str:
    """A meld as a screen reader says it ("pon: red dragon, red dragon, red dragon"), never its notation,
    even when it is not a whole meld yet ("pon:77z" is read as its kind and the tiles it has)."""
    try:
        return Meld.from_request(meld).label()
    except DrawError:
        kind, _colon, rest = str(meld).partition(":")
        name = MELD_NAMES[kind]() if kind in MELD_NAMES else _("meld")
        try:
            tiles = _parse(rest.partition(":")[0])
        except DrawError:
            tiles = []
        return _labelled(name, tiles) if tiles else name


# Reference grids --------------------------------------------------------------------------------


@register.simple_tag
def tile_faces(notation: str) -> list[TileFace]:
    """The faces written in `notation` with their names, for a reference page to lay out itself.

    The notation is the template's own, not data, so a typo fails loudly instead of drawing an error.
    """
    return [_face(tile) for tile in parse_tiles(notation)]


@register.simple_tag
def tile_back() -> TileFace:
    """The back of the tiles, as a `TileFace` for reference grids."""
    return TileFace(BACK, back_name())


@register.simple_tag
def tile_image(face: TileFace, label: str = "") -> SafeString:
    """One face from `tile_faces` or `tile_back`: `{% tile_image face face.name %}`.

    Without a label the tile is decorative (a caption beside it names it) and hidden from screen readers.
    """
    return _drawn(face.code, label)
