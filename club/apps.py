"""The club app: the club's own settings, its members, games, seasons and standings."""

from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save
from django.utils.translation import gettext_lazy as _


class ClubConfig(AppConfig):
    """Registers the club app."""

    name = "club"
    verbose_name = _("Club")

    def ready(self) -> None:
        """A change to the club's settings shows at once: it retires every cached page (the name, the logo
        and the default ruleset are on all of them); a change to the league's games retires the kept
        standings; a change to a tournament's registrations or slips retires its kept ranking."""
        from club.current import forget_club
        from club.models import Club
        from rules.page_cache import bump_content_version

        for name, signal in (("save", post_save), ("delete", post_delete)):
            signal.connect(forget_club, sender=Club, dispatch_uid=f"club-settings-{name}")
            signal.connect(bump_content_version, sender=Club, dispatch_uid=f"club-pages-{name}")
        # A recorded, corrected or deleted game, a renamed player or a changed season retires the kept
        # standings.
        from club.league.models import Game, GameSeat, Player, Season
        from club.league.version import mark_league_changed

        for model in (Game, GameSeat, Player, Season):
            for name, signal in (("save", post_save), ("delete", post_delete)):
                signal.connect(
                    mark_league_changed, sender=model, dispatch_uid=f"league-{model.__name__}-{name}"
                )
        # A recorded or corrected slip, a registration added, removed or checked out, a renamed
        # tournament or player retires the kept ranking (checking in or out is a bulk update, which
        # marks the change itself: club.tournaments.views.check_in).
        from club.tournaments.models import Entry, Slip, SlipLine, Tournament
        from club.tournaments.version import mark_tournaments_changed

        for model in (Tournament, Entry, Slip, SlipLine, Player):
            for name, signal in (("save", post_save), ("delete", post_delete)):
                signal.connect(
                    mark_tournaments_changed,
                    sender=model,
                    dispatch_uid=f"tournaments-{model.__name__}-{name}",
                )
