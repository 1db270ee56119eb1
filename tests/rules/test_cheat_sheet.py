"""The printable cheat sheet: the yaku with the romaji players say at the table."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("language", "name"), [("en", "All Simples"), ("fr", "Tout Ordinaire")])
def test_each_yaku_carries_the_romaji_players_say_at_the_table(client, language, name):
    html = client.get(f"/{language}/cheat-sheet/").content.decode()
    assert f'<span>{name} <span class="romaji" lang="ja-Latn">Tanyao</span></span>' in html
    assert '<li data-yaku="riichi"><span>Riichi</span>' in html  # a name that is its romaji, once
