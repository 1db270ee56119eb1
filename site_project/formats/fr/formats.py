"""French: a narrow no-break space groups thousands (12 000), never split from its digits."""

THOUSAND_SEPARATOR = "\u202f"
