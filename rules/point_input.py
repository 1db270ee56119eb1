"""Reading a final point total as players type it, in any of the site's languages.

People write 45,000 (English), 45 000 (French, often with a no-break space), 45.000 (Spanish) or
45000, and a negative total with a hyphen or a typographic minus. A total is whole points, so a
separator is always a thousands separator: it must be followed by exactly three digits. That makes
the reading the same in every language, and "45,5" (a decimal, not points) is refused rather than
misread.
"""

import re

MINUS_SIGNS = "-\u2212\u2012\u2013"
GROUP_SEPARATORS = ",. '\u00a0\u202f\u2009\u2019"
POINTS_PATTERN = re.compile(
    rf"^(?P<sign>[+{re.escape(MINUS_SIGNS)}]?)\s*(?P<digits>\d{{1,3}}(?:(?P<separator>[{re.escape(GROUP_SEPARATORS)}])\d{{3}}"
    rf"(?:(?P=separator)\d{{3}})*)?|\d+)$"
)


class PointsSyntaxError(ValueError):
    """The text is not a whole number of points in any way the site's languages write one."""


def parse_points(text: str) -> int:
    """The whole number of points `text` writes, thousands separators and sign included.

    >>> [parse_points(text) for text in ("45,000", "45 000", "45.000", "45000", "-12,300", "−8 000")]
    [45000, 45000, 45000, 45000, -12300, -8000]
    >>> parse_points("45,5")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    PointsSyntaxError: 45,5
    """
    match = POINTS_PATTERN.match(text.strip())
    if match is None:
        raise PointsSyntaxError(text)
    value = int(re.sub(r"\D", "", match["digits"]))
    return -value if match["sign"] and match["sign"] != "+" else value
