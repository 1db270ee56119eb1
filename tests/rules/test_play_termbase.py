"""The termbases hold the words of the rules of play (issue 20): each language's page crawl refuses the
variants of furiten, noten, the noten payments, honba, the abortive draw and multiple ron."""

import pytest

from tests.rules.test_page_vocabulary import problems


@pytest.mark.parametrize(
    ("language", "text", "found"),
    [
        ("fr", "Il est fouriten depuis le tour dernier.", "'fouriten' (write 'furiten')"),
        ("fr", "Les pénalités noten sont payées.", "'pénalités noten' (write 'paiements noten')"),
        ("fr", "Une main annulée rejoue.", "'main annulée' (write 'donne annulée')"),
        ("fr", "Un multi-ron sur le même écart.", "'multi-ron' (write 'ron multiple')"),
        ("fr", "Il fait faillite à la dernière donne.", "'fait faillite' (write 'passe sous zéro')"),
        ("es", "Las multas noten se pagan.", "'multas noten' (write 'pagos noten')"),
        ("es", "Un empate exhaustivo sin ganador.", "'empate exhaustivo' (write 'empate por agotamiento')"),
        ("es", "Cuenta los palitos de repetición.", "'palitos de repetición' (write 'honba')"),
        ("es", "Un doble victoria con el mismo descarte.", "'doble victoria' (write 'ron múltiple')"),
        ("en", "The tenpai payments are made.", "'tenpai payments' (write 'noten payments')"),
        ("en", "An aborted draw replays the hand.", "'aborted draw' (write 'abortive draw')"),
    ],
)
def test_a_variant_of_a_rules_of_play_word_is_refused(language: str, text: str, found: str):
    assert found in problems(text, language)


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Vous êtes furiten, les paiements noten de la donne nulle, un honba, une donne annulée."),
        ("es", "Estás en furiten; los pagos noten del empate por agotamiento; un honba; una mano anulada."),
        ("en", "You are furiten; the noten payments of an exhaustive draw; an abortive draw; multiple ron."),
    ],
)
def test_the_house_words_of_the_rules_of_play_pass(language: str, text: str):
    assert problems(text, language) == []
