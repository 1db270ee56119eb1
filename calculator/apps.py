"""The calculator: score any hand in the browser, and the public JSON API over the same scorer."""

from django.apps import AppConfig


class CalculatorConfig(AppConfig):
    name = "calculator"
    verbose_name = "Calculator"
