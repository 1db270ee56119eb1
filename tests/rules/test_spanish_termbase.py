"""The Spanish termbase catches what the native read-through found on Spanish pages (vosotros
imperatives, Django's usted, "grupo cantado", "siete parejas", "viento de ronda"), and lets the
house vocabulary through."""

import pytest

from tests.rules.test_page_vocabulary import problems


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Acordadlo antes de jugar.", "'Acordadlo' (write 'tú')"),
        ("Algunas mesas dan solo 1; acordad el valor antes de empezar.", "'acordad' (write 'tú')"),
        ("Comprobad la espera y elegid.", "'Comprobad' (write 'tú')"),
        ("Para verificar, introduzca la misma contraseña.", "'introduzca' (write 'tú')"),
        ("Cada grupo cantado cuenta por tres.", "'grupo cantado' (write 'grupo llamado')"),
        ("Siete parejas frente a grupos.", "'Siete parejas' (write 'siete pares')"),
        ("Un trío del viento de ronda.", "'viento de ronda' (write 'viento de la ronda')"),
        ("150 carácteres como máximo.", "'carácteres' (write 'caracteres')"),
    ],
)
def test_a_variant_the_read_through_found_is_refused(text: str, found: str):
    assert found in problems(text, "es")


def test_the_house_vocabulary_passes():
    text = (
        "Confírmalo antes de jugar: un grupo llamado, siete pares, el viento de la ronda, la mitad "
        "de la mesa, la verdad del dealer, dos parejas de secuencias idénticas y 150 caracteres."
    )
    assert problems(text, "es") == []
