"""`{% capture name %}...{% endcapture %}`: render a part of a template once and use it twice.

base.html captures the page's title and description (blocks its pages fill) so that the same words
go in `<title>`, the description and the Open Graph tags a chat app reads to preview a shared link
("link to this hand", "link to this question"): a block may appear only once in a template.
"""

import re

from django import template
from django.template.base import Parser, Token
from django.template.context import Context
from django.utils.safestring import SafeString

register = template.Library()

# Runs of ASCII whitespace only: a French title keeps the no-break space before its "?" or ":".
SPACES = re.compile(r"[ \t\n\r\f\v]+")


class CaptureNode(template.Node):
    """Renders its content into the context variable `name` (already escaped), and outputs nothing."""

    def __init__(self, nodelist: template.NodeList, name: str) -> None:
        self.nodelist = nodelist
        self.name = name

    def render(self, context: Context) -> str:
        context[self.name] = SafeString(SPACES.sub(" ", self.nodelist.render(context)).strip(" "))
        return ""


@register.tag
def capture(parser: Parser, token: Token) -> CaptureNode:
    """`{% capture page_title %}{% block title %}{% endblock %}{% endcapture %}`, then `{{ page_title }}`."""
    bits = token.split_contents()
    if len(bits) != 2 or not bits[1].isidentifier():
        raise template.TemplateSyntaxError("capture takes one variable name: {% capture name %}")
    nodelist = parser.parse(("endcapture",))
    parser.delete_first_token()
    return CaptureNode(nodelist, bits[1])
