"""The committed French and Spanish catalogues are complete and match the code's strings.

A catalogue with an untranslated or fuzzy entry would show English (or a guess) to a reader, and
one that `makemessages` would change means a string was added or edited without its translation.
"""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted(ROOT.glob("locale/*/LC_MESSAGES/*.po"))
# The same arguments as `make catalogues`: the templates' and Python's strings, then the scripts'.
MAKEMESSAGES = [
    "makemessages",
    "-l",
    "fr",
    "-l",
    "es",
    "--no-location",
    "--no-obsolete",
    "--ignore=.venv",
    "--ignore=staticfiles",
    "--ignore=tests",
    "--ignore=bench",
]
MAKEMESSAGES_JS = [*MAKEMESSAGES[:1], "-d", "djangojs", *MAKEMESSAGES[1:], "--ignore=*/vendor/*"]


def test_french_and_spanish_catalogues_exist():
    languages = {path.parts[-3] for path in CATALOGUES}
    assert {"fr", "es"} <= languages


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda path: "/".join(path.parts[-3:]))
def test_catalogue_has_no_untranslated_or_fuzzy_entry(catalogue: Path):
    untranslated, fuzzy = incomplete_entries(catalogue.read_text())
    assert not untranslated, f"{catalogue} has untranslated entries: {untranslated[:10]}"
    assert not fuzzy, f"{catalogue} has fuzzy entries: {fuzzy[:10]}"


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda path: "/".join(path.parts[-3:]))
def test_catalogue_passes_msgfmt_checks(catalogue: Path):
    msgfmt = shutil.which("msgfmt")
    require(msgfmt is not None, "GNU gettext's msgfmt is not installed")
    result = subprocess.run(
        [msgfmt, "--check", "-o", "/dev/null", str(catalogue)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def incomplete_entries(text: str) -> tuple[list[str], list[str]]:
    """The msgids without a translation and those flagged fuzzy (the header excepted)."""
    untranslated, fuzzy = [], []
    for block in text.strip().split("\n\n"):
        lines = [line for line in block.splitlines() if not line.startswith("#~")]
        msgid = joined(lines, "msgid ")
        if not msgid:
            continue
        if any(line.startswith("#,") and "fuzzy" in line for line in lines):
            fuzzy.append(msgid)
        translations = [joined(lines, prefix) for prefix in ("msgstr ", "msgstr[0] ", "msgstr[1] ")]
        if not any(translations) or ("msgid_plural" in block and not all(translations[1:])):
            untranslated.append(msgid)
    return untranslated, fuzzy


def joined(lines: list[str], keyword: str) -> str:
    """The string of a keyword (msgid, msgstr...) with its continuation lines joined."""
    for index, line in enumerate(lines):
        if line.startswith(keyword):
            parts = [line[len(keyword) :]]
            for following in lines[index + 1 :]:
                if not following.startswith('"'):
                    break
                parts.append(following)
            return "".join(part.strip()[1:-1] for part in parts)
    return ""


def test_makemessages_would_not_change_a_catalogue(tmp_path: Path):
    require(shutil.which("xgettext") is not None, "GNU gettext's xgettext is not installed")
    copy = tmp_path / "project"
    shutil.copytree(
        ROOT,
        copy,
        ignore=shutil.ignore_patterns(
            ".venv", ".git", "staticfiles", "__pycache__", "*.sqlite3", "node_modules", ".hypothesis"
        ),
    )
    for arguments in (MAKEMESSAGES, MAKEMESSAGES_JS):
        subprocess.run(
            [sys.executable, "manage.py", *arguments], cwd=copy, check=True, capture_output=True, text=True
        )
    for catalogue in CATALOGUES:
        regenerated = copy / catalogue.relative_to(ROOT)
        assert strip_dates(regenerated.read_text()) == strip_dates(catalogue.read_text()), (
            f"{catalogue.relative_to(ROOT)} is stale: run `make catalogues` and translate the new entries"
        )


def strip_dates(text: str) -> str:
    """Drop the header lines makemessages rewrites on every run."""
    return re.sub(r'^"POT-Creation-Date: .*\\n"$', "", text, flags=re.MULTILINE)
