"""Write the tile set drawn by `rules.tileset` to the static files the pages load.

The SVG files are committed, so the site serves them without running this; run it after changing
the drawing code (a test fails while the committed files differ from what the code draws).
"""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.tileset import tile_files

TILES_DIR = Path(__file__).resolve().parents[2] / "static" / "rules" / "tiles"


class Command(BaseCommand):
    help = "Draw the tile set into rules/static/rules/tiles/ (or, with --check, report files that differ)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--check", action="store_true", help="write nothing; fail if a file is missing, stale or extra"
        )
        parser.add_argument(
            "--output", type=Path, default=TILES_DIR, help="folder to write (default: %(default)s)"
        )

    def handle(self, *args: object, check: bool, output: Path, **options: object) -> None:
        files = tile_files()
        stale = [name for name, svg in files.items() if not _same(output / name, svg)]
        extra = sorted(
            str(path.relative_to(output))
            for path in output.rglob("*.svg")
            if str(path.relative_to(output)) not in files
        )
        if check:
            if stale or extra:
                raise CommandError(f"tile files out of date: {', '.join(stale + extra)}; run draw_tiles")
            self.stdout.write(f"{len(files)} tile files up to date")
            return
        for name in stale:
            path = output / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(files[name], encoding="utf-8")
        for name in extra:
            (output / name).unlink()
        self.stdout.write(f"{len(stale)} written, {len(extra)} removed, {len(files)} tile files in {output}")


def _same(path: Path, svg: str) -> bool:
    return path.is_file() and path.read_text(encoding="utf-8") == svg
