"""Final totals as players type them in English, French and Spanish, read by one parser."""

import pytest

from rules.point_input import PointsSyntaxError, parse_points

NBSP, NNBSP = "\u00a0", "\u202f"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # English: comma groups
        ("45,000", 45000),
        ("-12,300", -12300),
        ("1,234,500", 1234500),
        # French: space, no-break space or narrow no-break space groups, typographic minus
        ("45 000", 45000),
        (f"45{NBSP}000", 45000),
        (f"45{NNBSP}000", 45000),
        ("−12 300", -12300),
        (f"− 8{NNBSP}000", -8000),
        # Spanish: period groups
        ("45.000", 45000),
        ("-12.300", -12300),
        ("1.234.500", 1234500),
        # every language: plain digits, a plus sign, surrounding spaces, zero
        ("45000", 45000),
        ("+45000", 45000),
        ("  45000 ", 45000),
        ("0", 0),
        ("-300", -300),
    ],
)
def test_it_reads_a_total_as_each_language_writes_it(text: str, expected: int):
    assert parse_points(text) == expected


@pytest.mark.parametrize(
    "text",
    ["", "abc", "45,5", "45.0000", "4,50,00", "45,000.00", "45 000,5", "45,000 000", "--300", "12-3", "1e5"],
)
def test_it_refuses_what_is_not_a_whole_number_of_points(text: str):
    with pytest.raises(PointsSyntaxError):
        parse_points(text)
