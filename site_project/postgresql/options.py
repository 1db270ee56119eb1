"""libpq's connection options for the site's PostgreSQL, read by settings.py (so: nothing from Django)."""

from __future__ import annotations


def connection_options(connect_timeout: int, statement_timeout: int, tcp_timeout: int) -> dict[str, object]:
    """Timeouts on connecting, on a statement (the server's), and on an established connection whose
    packets go unacknowledged (TCP keepalives and tcp_user_timeout: a partition without a reset)."""
    return {
        "connect_timeout": connect_timeout,
        "options": f"-c statement_timeout={statement_timeout * 1000}",
        "keepalives": 1,
        "keepalives_idle": max(1, tcp_timeout // 2),
        "keepalives_interval": max(1, tcp_timeout // 10),
        "keepalives_count": 5,
        "tcp_user_timeout": tcp_timeout * 1000,
    }
