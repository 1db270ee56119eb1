"""`{% kept seconds "name" key... %}…{% endkept %}`: Django's `{% cache %}` fragment, but a speed-up
and never a dependency, as every other use of the cache on the site: when the cache cannot be reached
the fragment is rendered as if it had never been kept (Django's tag lets the error through, a 500)."""

from __future__ import annotations

from django import template
from django.core.cache import cache
from django.core.cache.utils import make_template_fragment_key
from django.template.base import FilterExpression, NodeList, Parser, Token

from site_project.cache_health import report_cache_failure

register = template.Library()


class KeptNode(template.Node):
    """A fragment kept in the default cache for `seconds`, under its name and the values of its keys."""

    def __init__(
        self, nodelist: NodeList, seconds: FilterExpression, name: str, keys: list[FilterExpression]
    ) -> None:
        self.nodelist = nodelist
        self.seconds = seconds
        self.name = name
        self.keys = keys

    def render(self, context: template.Context) -> str:
        """The kept fragment, or the fragment rendered now (and kept, when the cache answers)."""
        key = make_template_fragment_key(self.name, [value.resolve(context) for value in self.keys])
        try:
            value = cache.get(key)
        except Exception as error:
            report_cache_failure(error)
            return self.nodelist.render(context)
        if value is None:
            value = self.nodelist.render(context)
            try:
                cache.set(key, value, int(self.seconds.resolve(context)))
            except Exception as error:
                report_cache_failure(error)
        return value


@register.tag
def kept(parser: Parser, token: Token) -> KeptNode:
    """Parse `{% kept seconds "name" key... %}` up to `{% endkept %}`."""
    bits = token.split_contents()
    if len(bits) < 3:
        raise template.TemplateSyntaxError("'kept' takes a number of seconds, a name and the keys.")
    nodelist = parser.parse(("endkept",))
    parser.delete_first_token()
    return KeptNode(
        nodelist,
        parser.compile_filter(bits[1]),
        bits[2].strip("\"'"),
        [parser.compile_filter(bit) for bit in bits[3:]],
    )
