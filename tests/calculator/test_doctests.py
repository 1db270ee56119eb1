"""The examples in the calculator's docstrings run (the app folder is outside pytest's testpaths)."""

import doctest

import pytest

from calculator import forms, phrases


@pytest.mark.parametrize("module", [forms, phrases])
def test_the_docstring_examples_hold(module):
    failures, _tried = doctest.testmod(module)
    assert failures == 0
