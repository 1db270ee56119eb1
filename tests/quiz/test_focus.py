"""The question page's focus: on the first typed field, never on a group of choices."""

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("url", "autofocused"),
    [
        ("/en/trainer/full/expert/ema/31/", 1),  # typed: the first field takes the focus
        ("/en/trainer/full/beginner/ema/31/?answers=choices", 0),  # choices: no radio looks picked
        ("/en/trainer/waits/expert/ema/5/", 0),  # tiles to tick
    ],
)
def test_only_a_typed_first_field_takes_the_focus(client, url, autofocused):
    assert client.get(url).content.decode().count(" autofocus") == autofocused
