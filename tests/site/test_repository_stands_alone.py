"""A clone of the repository is all a club or a contributor has: no committed file reads or names a
folder beside it (the sibling `shared` folder of the project's build machine) or that machine's paths."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"\.\./shared|/work/|parents\[\d\]\.parent|parents\[3\]")


def test_no_committed_file_reaches_outside_the_repository():
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    offenders = []
    for name in tracked.splitlines():
        path = ROOT / name
        if name == "tests/site/test_repository_stands_alone.py" or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        offenders += [f"{name}: {match.group(0)}" for match in OUTSIDE.finditer(text)]
    assert offenders == []


def test_the_scoring_tables_figures_are_test_data():
    from tests.data import SCORING_TABLE_CSV

    header = SCORING_TABLE_CSV.read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("fu,han,dealer_ron")
