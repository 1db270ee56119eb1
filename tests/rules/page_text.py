"""The text a reader sees on a page: what the vocabulary test reads.

Scripts, styles, code samples and text marked as another language (romaji and kanji carry lang="ja" or
lang="ja-Latn") are left out; title, alt, aria-label and placeholder attributes are read too, since a
screen reader or a tooltip says them.
"""

from html.parser import HTMLParser

SKIPPED = {"script", "style", "template", "code", "pre", "kbd", "samp"}
READ_ATTRIBUTES = {"title", "alt", "aria-label", "placeholder"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
BLOCKS = {"p", "li", "tr", "td", "th", "h1", "h2", "h3", "h4", "div", "dt", "dd", "option", "title", "label"}


class _Reader(HTMLParser):
    def __init__(self, language: str | None) -> None:
        super().__init__(convert_charrefs=True)
        self.language = language
        self.parts: list[str] = []
        self.stack: list[bool] = []  # one entry per open element: whether its text is skipped

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        foreign = (
            self.language is not None
            and bool(attributes.get("lang"))
            and not str(attributes["lang"]).startswith(self.language)
        )
        skipped = (bool(self.stack) and self.stack[-1]) or tag in SKIPPED or foreign
        if tag in BLOCKS:
            self.parts.append("\n")
        if not skipped:
            self.parts.extend(f"\n{value}\n" for name, value in attrs if name in READ_ATTRIBUTES and value)
        if tag not in VOID:
            self.stack.append(skipped)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag not in VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1]):
            self.parts.append(data)


def visible_text(html: str, language: str | None) -> str:
    """The page's text in `language`, one block per line; with `language` None, the text in every
    language (romaji and kanji included), as the reader sees the whole page."""
    reader = _Reader(language)
    reader.feed(html)
    return "".join(reader.parts)
