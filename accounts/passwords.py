"""Password rules beyond Django's: a common password with digits or symbols around it is still common.

Django's CommonPasswordValidator checks the whole password against its list of 20,000, so
`alice12345` passes although `alice` is on the list and attackers try names followed by digits first.
"""

from __future__ import annotations

import re

from django.contrib.auth.password_validation import CommonPasswordValidator
from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _

DECORATION = re.compile(r"^[\W\d_]+|[\W\d_]+$")


class CommonPasswordVariantValidator(CommonPasswordValidator):
    """Reject a common password wrapped in digits or symbols (`alice12345`, `!!dragon2024`)."""

    def validate(self, password: str, user=None) -> None:
        core = DECORATION.sub("", password.lower().strip())
        if core and core != password.lower().strip() and core in self.passwords:
            raise ValidationError(
                _("This password is a common word with digits or symbols added; choose a less common one."),
                code="password_too_common",
            )

    def get_help_text(self) -> str:
        return _("Your password can’t be a common word with digits or symbols added.")
