"""How text is reduced before two strings are compared: the yaku list's filter and the site's search read
it, so that what a player types meets the names whatever the accents, case, long vowels or kana."""

import unicodedata

# Hiragana (U+3041..U+3096) sit 0x60 below the katakana of the same sound: "ふりてん" meets "フリテン".
HIRAGANA = range(0x3041, 0x3097)
KATAKANA_OFFSET = 0x60


def folded(text: str) -> str:
    """Text reduced for matching: case, accents, macrons and punctuation removed.

    >>> folded("Tan'yao"), folded("Iipeikō"), folded("Tout Caché Tiré")
    ('tanyao', 'iipeiko', 'toutcachetire')
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char) and char.isalnum())


def short_vowels(text: str) -> str:
    """Folded romaji with long vowels made short, so "suuankou", "sūankō" and "suanko" meet.
    rules/static/rules/js/yaku_filter.js does the same in the browser.

    >>> short_vowels(folded("Sūankō")), short_vowels("suuankou"), short_vowels("tsuuiisou")
    ('suanko', 'suanko', 'tsuiso')
    """
    for long, short in (("ou", "o"), ("uu", "u"), ("oo", "o"), ("ii", "i"), ("aa", "a")):
        text = text.replace(long, short)
    return text


def katakana(text: str) -> str:
    """Hiragana written as katakana, the script players use for furiten, riichi or pon.

    >>> katakana("ふりてん"), katakana("リーチ")
    ('フリテン', 'リーチ')
    """
    return "".join(chr(ord(char) + KATAKANA_OFFSET) if ord(char) in HIRAGANA else char for char in text)
