"""The trainer's template filter: points written as the page's language writes numbers."""

from django import template

from quiz.feedback import points as points_text

register = template.Library()


@register.filter
def points(value: int) -> str:
    """8000 as 8,000 (English), 8 000 (French) or 8.000 (Spanish)."""
    return points_text(value)
