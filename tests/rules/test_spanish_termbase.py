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
        ("Paga cada no-dealer 500.", "'no-dealer' (write 'oya / ko')"),
        ("Asiento: Este dealer.", "'dealer' (write 'oya / ko')"),
        ("Un kan abierto del jugador de enfrente.", "'kan abierto' (write 'kan por descarte')"),
        ("La kan dora de un kan expuesto o añadido.", "'kan expuesto o añadido' (write 'kan por descarte')"),
        ("Simple en las demás reglas.", "'las demás reglas' (write 'reglamento')"),
        ("En las reglas EMA 2016 (las de por defecto).", "'las de por defecto' (write 'reglamento')"),
        ("Algunas reglas de casa antiguas.", "'reglas de casa' (write 'reglas de la casa')"),
        ("La mano sigue en 1-shanten.", "'1-shanten' (write 'a N shanten')"),
        ("Aún no está en tenpai (shanten 2).", "'shanten 2' (write 'a N shanten')"),
        ("Dos parejas de secuencias idénticas.", "'parejas' (write 'par')"),
        ("Teniendo ya las trece clases.", "'las trece clases' (write 'tipo')"),
        ("Declaras tenpai y apuestas 1.000 puntos.", "'apuestas' (write 'palito de riichi')"),
        ("Par de viento doble.", "'viento doble' (write 'doble viento')"),
        ("Mano de 5 han, ganada por un ko con ron.", "'con ron' (write 'por ron, por tsumo')"),
        (
            "Este reglamento no juega esta mano anulada: cuatro vientos.",
            "'no juega esta mano anulada' (write 'el reglamento contempla')",
        ),
        ("Solo donde el reglamento lo juega.", "'el reglamento lo juega' (write 'el reglamento contempla')"),
        ("Un mangan inverso pagado en la mesa.", "'mangan inverso' (write 'un mangan pagado a los demás')"),
        ("Tanyao (todo simples)", "'todo simples' (write 'Tanyao (solo simples)"),
        ("Sanshoku doukou (trío triple)", "'trío triple' (write 'Tanyao (solo simples)"),
        ("Ittsu (secuencia pura)", "'secuencia pura' (write 'Tanyao (solo simples)"),
        ("Open riichi (riichi abierto)", "'Open riichi' (write 'Tanyao (solo simples)"),
        ("Indica si los trece huérfanos pueden robar.", "'los trece huérfanos' (write 'kokushi"),
        (
            "Las nueve puertas puras y los cuatro grandes vientos.",
            "'Las nueve puertas puras' (write 'kokushi",
        ),
        ("Es el chuuren puro.", "'chuuren puro' (write 'kokushi"),
        ("Le faltan 5 fichas para estar lista.", "'estar lista' (write 'tenpai')"),
    ],
)
def test_a_variant_the_read_through_found_is_refused(text: str, found: str):
    assert any(problem.startswith(found) for problem in problems(text, "es"))


def test_the_house_vocabulary_passes():
    text = (
        "Confírmalo antes de jugar: un grupo llamado, siete pares, el viento de la ronda, la mitad "
        "de la mesa, el oya y los tres ko, dos iipeikou, un kan por descarte, este reglamento, la mano a "
        "2\u00a0shanten, Kokushi musou (trece huérfanos), Tanyao (solo simples) y 150 caracteres."
    )
    assert problems(text, "es") == []
