"""`{% shared "name" key %}...{% endshared %}`: a fragment of a page rendered once per key and process.

The view puts `shared_parts` (site_project.kept_parts.SharedParts, which says when to use this rather
than a page skeleton or `{% kept %}`) in the context and gives each fragment the key of all it depends
on; with no key (None: a form with errors, a learner's own answers) the fragment is rendered as any
other, so only what is the same for every visitor is ever reused.
"""

from django import template
from django.template.base import Parser, Token

register = template.Library()


class SharedNode(template.Node):
    def __init__(self, nodelist: template.NodeList, name, key) -> None:
        self.nodelist, self.name, self.key = nodelist, name, key

    def render(self, context: template.Context) -> str:
        parts, key = context.get("shared_parts"), self.key.resolve(context)
        if parts is None or key is None:
            return self.nodelist.render(context)
        return parts.html(self.name.resolve(context), key, lambda: self.nodelist.render(context))


@register.tag("shared")
def shared(parser: Parser, token: Token) -> SharedNode:
    """Parse `{% shared "name" key %}` up to `{% endshared %}`."""
    bits = token.split_contents()
    if len(bits) != 3:
        raise template.TemplateSyntaxError("{% shared %} takes a name and a key")
    nodelist = parser.parse(("endshared",))
    parser.delete_first_token()
    return SharedNode(nodelist, parser.compile_filter(bits[1]), parser.compile_filter(bits[2]))
