"""A club on a tournament day, in the load test's database: the pages its phones reload, measured by
`make loadtest` beside the trainer's.

Builds, in the database of DATABASE_URL (run before the app starts, so no process holds the club's old
settings): public standings, a league season of 24 players and 60 games, a score keeper's table, and a
tournament of 48 players over 4 rounds, seated, with its first 2 rounds' slips recorded. Prints, as JSON,
the address of each page measured (the slip of a table of round 3, as its table card opens it).

    DATABASE_URL=sqlite:///... python -m bench.club_day
"""

from __future__ import annotations

import datetime
import json
import os
import random
import uuid


def build() -> dict[str, str]:
    """The club's data, and {target name: path} of the pages measured."""
    from django.conf import settings
    from django.contrib.auth.models import AnonymousUser

    from club.keeper.models import TableGame
    from club.league.models import Player, Season
    from club.league.recording import SeatLine, record_game
    from club.models import Club
    from club.tournaments.cards import card_token
    from club.tournaments.drawing import draw_seating
    from club.tournaments.models import Entry, Tournament
    from club.tournaments.slips import SlipEntry, record_slip
    from rules.models import Ruleset

    day = datetime.date(2026, 12, 5)
    ema = Ruleset.objects.get(key="ema")
    club = Club.objects.first() or Club(name=settings.SITE_NAME)
    club.standings_public = True
    club.save()
    season = Season.objects.create(name="Hiver", starts_on=day, ends_on=day, ruleset=ema, minimum_games=1)
    rng = random.Random(22)
    roster = [Player.objects.get_or_create(name=f"Joueur {n:02d}")[0] for n in range(1, 49)]
    for _ in range(60):
        table = rng.sample(roster[:24], 4)
        points = rng.choice(((42000, 31000, 27000, 20000), (35000, 30000, 29000, 26000)))
        record_game(day, ema, [SeatLine(player, score) for player, score in zip(table, points, strict=True)])
    keeper = TableGame.objects.create(ruleset=ema, east="Ana", south="Luis", west="Marta", north="Jordi")
    tournament = Tournament.objects.create(
        name="Open d'hiver", starts_on=day, ends_on=day, ruleset=ema, rounds=4, fill="byes"
    )
    for player in roster:
        Entry.objects.create(tournament=tournament, player=player, checked_in=True, country="FRA")
    draw_seating(tournament.pk)
    tournament.refresh_from_db()
    for number in (1, 2):
        for table in range(1, 13):
            lines = [SlipEntry(points) for points in (42000, 31000, 27000, 20000)]
            record_slip(tournament, number, table, uuid.uuid4(), lines, 0, AnonymousUser())
    slip = f"/en/club/tournaments/{tournament.pk}/rounds/3/tables/1/"
    return {
        "league standings": f"/en/club/seasons/{season.pk}/",
        "keeper table": f"/en/club/table/{keeper.pk}/",
        "tournament ranking": f"/en/club/tournaments/{tournament.pk}/ranking/",
        "score slip": f"{slip}?card={card_token(tournament, 3, 1)}",
    }


def main() -> None:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
    django.setup()
    print(json.dumps(build()))


if __name__ == "__main__":
    main()
