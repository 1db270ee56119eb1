"""Who may do what in the club, as named predicates checked here and nowhere else (pretalx's style).

An organiser is a member of the "Organisers" group (or anyone given its permissions): they record and
correct games. Members see the standings; where the club keeps them public, so does everyone.
"""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.auth.models import AnonymousUser, User

from club.current import current_club

ORGANISERS = "Organisers"
RECORD_GAMES = "club.add_game"
CORRECT_GAMES = "club.change_game"

Someone = User | AnonymousUser


def is_organiser(user: Someone) -> bool:
    """Records games."""
    return user.is_active and user.has_perm(RECORD_GAMES)


def can_correct_games(user: Someone) -> bool:
    """Corrects a recorded game (every earlier value is kept)."""
    return user.is_active and user.has_perm(CORRECT_GAMES)


def can_see_standings(user: Someone) -> bool:
    """Sees the standings, the games and the players' pages."""
    return current_club().standings_public or user.is_authenticated


def public_standings(version: Callable[[], str]) -> Callable[..., str | None]:
    """The page-cache version (rules.page_cache.cached_page_under) of a standings page: `version()`
    where the club's standings are public, for the page is then the same for every visitor, signed in
    or not (it shows no organiser's tool); None where they are kept to members, so that each member's
    page is rendered for them, the public gets the log-in page, and neither is kept."""

    def page_version(_request: object, *_args: object, **_kwargs: object) -> str | None:
        return version() if current_club().standings_public else None

    return page_version


RUN_TOURNAMENTS = "club.add_tournament"
CORRECT_SLIPS = "club.change_slip"


def can_run_tournaments(user: Someone) -> bool:
    """Creates a tournament, keeps its registration list, checks players in, draws the seating."""
    return user.is_active and user.has_perm(RUN_TOURNAMENTS)


def can_correct_slips(user: Someone) -> bool:
    """Corrects a recorded score slip (every earlier value is kept)."""
    return user.is_active and user.has_perm(CORRECT_SLIPS)


def can_enter_slips(user: Someone, holds_table_card: bool) -> bool:
    """Enters a table's score slip: a signed-in member, or a player holding the table card's address
    (guests at a tournament have no account)."""
    return holds_table_card or user.is_authenticated


def answers_for_seat(user: Someone, seat_account_id: int | None) -> bool:
    """Confirms or disputes a table's result for a seat: a member with an account answers signed in as
    that account and nobody else does; a guest's seat (no account) is answered from the guest's phone."""
    if seat_account_id is None:
        return True
    return user.is_active and user.pk == seat_account_id
