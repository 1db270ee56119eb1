"""Test data kept in the repository (see README.md here), so a clone tests on its own."""

from pathlib import Path

# WRC 2015 annex table A-2, which the wrc ruleset reproduces.
SCORING_TABLE_CSV = Path(__file__).resolve().parent / "scoring_table.csv"
