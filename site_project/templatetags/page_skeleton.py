"""`{% hole "name" %}...{% endhole %}`: a spot of a page that is one visitor's (site_project.page_skeleton).

While a skeleton is built the content is left out and marked, then rendered for each request with that
request's values; at any other time it renders like any other content.
"""

from django import template
from django.template.base import Parser, Token

from site_project.page_skeleton import BUILDER

register = template.Library()


class HoleNode(template.Node):
    def __init__(self, nodelist: template.NodeList) -> None:
        self.nodelist = nodelist

    def render(self, context: template.Context) -> str:
        builder = context.get(BUILDER)
        if builder is None:
            return self.nodelist.render(context)
        return builder.mark(self.nodelist, context.template)


@register.tag("hole")
def hole(parser: Parser, token: Token) -> HoleNode:
    """Parse `{% hole "name" %}` up to `{% endhole %}` (the name is for the reader: what the hole holds)."""
    if len(token.split_contents()) != 2:
        raise template.TemplateSyntaxError("{% hole %} takes a name")
    nodelist = parser.parse(("endhole",))
    parser.delete_first_token()
    return HoleNode(nodelist)
