"""Spanish: a period groups thousands (12.000, and 1.000 too), as Spanish mahjong rule books write points."""

THOUSAND_SEPARATOR = "."
