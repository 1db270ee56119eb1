"""A season's standings page for a big club: `python -m bench.bench_standings [--players 200] [--games 10000]
[--requests 30] [--database-url URL]`.

The setup (not timed) builds a fresh database: the schema, the rulesets, `--players` players and
`--games` games in one season, each game four distinct players with points that add up and the places
and hanchan scores the scorer's results code gives them, as a recorded score sheet has them. The timed
region is one request for the season's page, end to end through Django's test client (URL routing,
middleware, the session of a signed-in member, the aggregate query, the template of every line), repeated
`--requests` times after one warm-up request, twice: with the league changed before each request (the
page aggregates the season again) and with no change (the page serves the table it keeps until the next
change, club.league.version). Then, the same way and with the league changed before each request, the
page of one player (their games of the season and its charts) and the club's league page (its seasons and
latest games). The report gives the median, the 95th percentile and the slowest, by the
wall clock and in CPU time, and the number of SQL queries per page. The goal is at most 100 ms of server time per page.
SQLite in a temporary file by default; `--database-url postgres://...` runs it on PostgreSQL (the
database named there is dropped and created). Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import datetime
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GOAL_MS = 100.0


def _configure(database_url: str | None, folder: str) -> None:
    """Point Django at the bench's own database before it is imported."""
    os.environ["DATABASE_URL"] = database_url or f"sqlite:///{folder}/bench_standings.sqlite3"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
    os.environ.setdefault("DEBUG", "true")
    os.environ["PAGE_CACHE_SECONDS"] = "0"
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    import django

    django.setup()


def _fresh_schema() -> None:
    from django.core.management import call_command
    from django.db import connection

    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    call_command("migrate", verbosity=0, interactive=False)


def build_season(players: int, games: int, seed: int) -> int:
    """The season's data, bulk-inserted; returns the season's id."""
    from collections import Counter

    from club.league.models import Game, GameSeat, Player, Season
    from rules.loading import load_rulesets
    from rules.models import Ruleset
    from rules.scoring import hanchan_scores

    load_rulesets(Counter())
    ruleset = Ruleset.objects.get(key="ema")
    rules = ruleset.result_rules()
    rng = random.Random(seed)
    first_day = datetime.date(2026, 1, 1)
    season = Season.objects.create(
        name="Bench",
        starts_on=first_day,
        ends_on=datetime.date(2026, 12, 31),
        ruleset=ruleset,
        minimum_games=5,
    )
    roster = Player.objects.bulk_create([Player(name=f"Player {number:03d}") for number in range(players)])
    rows = Game.objects.bulk_create(
        [
            Game(played_on=first_day + datetime.timedelta(days=rng.randrange(365)), ruleset=ruleset)
            for _ in range(games)
        ],
        batch_size=1000,
    )
    if rows[0].pk is None:  # a backend that does not return ids: read them back in order
        rows = list(Game.objects.order_by("id"))
    seats = []
    for game in rows:
        table = rng.sample(roster, 4)
        cuts = sorted(rng.randrange(0, 120_001, 100) for _ in range(3))
        points = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 120_000 - cuts[2]]
        for placing, player, seat_points in zip(hanchan_scores(points, rules), table, points, strict=True):
            seats.append(
                GameSeat(
                    game=game,
                    seat=placing.seat,
                    player=player,
                    points=seat_points,
                    place=placing.place,
                    score=placing.score,
                )
            )
    GameSeat.objects.bulk_create(seats, batch_size=2000)
    return season.pk


def time_page(url: str, requests: int, changed: bool) -> tuple[list[float], list[float], int, int]:
    """(wall-clock and CPU milliseconds per request, SQL queries per page, lines on the page), for a
    signed-in member. `changed`: the league changes before each request (untimed), so every page
    aggregates the season again; otherwise the page serves the table it keeps. CPU time is the process's
    own (the app and, for SQLite, the database engine in it): on a shared machine it is what the page
    costs, where the wall clock also counts the waits for a core."""
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client

    from club.league.version import mark_league_changed

    member, _new = get_user_model().objects.get_or_create(username="bench-member")
    client = Client(HTTP_HOST="localhost")
    client.force_login(member)
    warm = client.get(url)
    assert warm.status_code == 200, warm.status_code
    lines = warm.content.decode().count("<tr data-player=")
    queries: list[str] = []

    def count(execute, sql, params, many, context):  # type: ignore[no-untyped-def]
        queries.append(sql)
        return execute(sql, params, many, context)

    if changed:
        mark_league_changed()
    with connection.execute_wrapper(count):
        client.get(url)
    timings, cpu = [], []
    for _ in range(requests):
        if changed:
            mark_league_changed()
        start, start_cpu = time.perf_counter(), time.process_time()
        response = client.get(url)
        timings.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        assert response.status_code == 200
    return timings, cpu, len(queries), lines


def _summary(milliseconds: list[float]) -> str:
    ordered = sorted(milliseconds)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, slowest {ordered[-1]:.1f} ms"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database-url", default=None, help="default: SQLite in a temporary file")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        _configure(args.database_url, folder)
        from django.db import connection

        build_start = time.perf_counter()
        _fresh_schema()
        season_id = build_season(args.players, args.games, args.seed)
        built = time.perf_counter() - build_start
        from club.league.models import Player

        busiest = Player.objects.order_by("-id").first()
        assert busiest is not None
        pages = {
            "standings after a change (aggregated again)": (f"/en/club/seasons/{season_id}/", True),
            "standings kept (no change since)": (f"/en/club/seasons/{season_id}/", False),
            f"a player's page ({busiest.seats.count()} games, charts)": (
                f"/en/club/players/{busiest.pk}/",
                True,
            ),
            "the club's games and seasons (latest games)": ("/en/club/", True),
        }
        series = {what: time_page(url, args.requests, changed) for what, (url, changed) in pages.items()}
        connection.close()
    print(
        f"Standings page, {args.players} players, {args.games} games ({4 * args.games} seats), "
        f"{connection.vendor}, setup {built:.1f} s (not timed)"
    )
    for what, (timings, cpu, queries, lines) in series.items():
        print(
            f"  {what}: {args.requests} requests, {queries} SQL queries per page"
            + (f", {lines} player lines" if lines else "")
        )
        print(f"    wall clock: {_summary(timings)}")
        print(f"    CPU time:   {_summary(cpu)}   (goal: {GOAL_MS:.0f} ms of server time)")


if __name__ == "__main__":
    main()
