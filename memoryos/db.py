"""What every database connection gets when it opens: a faster loader for `timestamptz` values.

Django loads each `timestamptz` through `BaseTzLoader`, a subclass of psycopg's pure-Python loader (psycopg's C
loader cannot be subclassed). A search hit has five of them, and in a profile of cache misses that loader was
one of the largest parts of the worker's time (docs/architecture.md, "A request").
`UtcTimestampLoader` parses the UTC text PostgreSQL sends on Django's connections (Django sets the session's
TimeZone to UTC) with `datetime.fromisoformat`, in C, and gives the same value as Django's loader:
`datetime.UTC`, the same instant. Anything else (another offset, BC, years past 9999, infinity) goes to
Django's loader, which then answers, or fails, as before. tests/test_db.py compares the two.
"""

from __future__ import annotations

from datetime import UTC, datetime

from django.db.backends.postgresql.psycopg_any import BaseTzLoader


class UtcTimestampLoader(BaseTzLoader):
    # Django keeps a connection's loader when its `timezone` is the connection's own (UTC, with USE_TZ).
    timezone = UTC

    def load(self, data):
        text = bytes(data)
        if text.endswith(b"+00"):
            try:
                return datetime.fromisoformat(text.decode())
            except ValueError:
                pass
        return super().load(data)


def connection_setup(sender, connection, **kwargs) -> None:
    """`connection_created` receiver: register the loader on a new PostgreSQL connection."""
    if connection.vendor == "postgresql" and connection.timezone is UTC:
        connection.connection.adapters.register_loader("timestamptz", UtcTimestampLoader)
