"""What every database connection gets when it opens, a faster loader for `timestamptz` values; and how the
statements that run on every request are prepared (`fetch_prepared`).

Django loads each `timestamptz` through `BaseTzLoader`, a subclass of psycopg's pure-Python loader (psycopg's C
loader cannot be subclassed). A search hit has five of them, and in a profile of cache misses that loader was
one of the largest parts of the worker's time (docs/architecture.md, "A request").
`UtcTimestampLoader` parses the UTC text PostgreSQL sends on Django's connections (Django sets the session's
TimeZone to UTC) with `datetime.fromisoformat`, in C, and gives the same value as Django's loader:
`datetime.UTC`, the same instant. Anything else (another offset, BC, years past 9999, infinity) goes to
Django's loader, which then answers, or fails, as before. tests/test_db.py compares the two.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Sequence
from datetime import UTC, datetime

import psycopg
from django.db import DEFAULT_DB_ALIAS, connections
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


_PLACEHOLDER = re.compile(r"%(.)", re.DOTALL)


@functools.lru_cache(maxsize=128)
def numbered(sql: str) -> str:
    """`sql` with PostgreSQL's own placeholders: each `%s` in turn `$1`, `$2`, ..., and `%%` a `%`.

    psycopg converts `%s` itself, but caches the conversion only for statements up to 4,096 bytes: the ranking
    statement (about 6 KB) was split again on every search. The texts that come here are few (fetch_prepared's,
    the same on every request), so they are converted once per process."""
    numbers = itertools.count(1)

    def replace(match: re.Match) -> str:
        if match.group(1) == "%":
            return "%"
        if match.group(1) != "s":
            raise ValueError(f"only %s and %% placeholders are supported, not {match.group(0)!r}")
        return f"${next(numbers)}"

    return _PLACEHOLDER.sub(replace, sql)


def fetch_prepared(sql: str, params: Sequence = ()) -> list[tuple]:
    """Run `sql` as a prepared statement of this thread's connection and return its rows.

    Django's cursors bind parameters on the client, so PostgreSQL parses and plans every statement on every
    run. A statement whose text is the same on every request (authentication's, the rate-limit count, the
    cache generations, the ranking statement of most searches) is planned on its first runs on a connection
    and then only bound and executed (docs/architecture.md, "Prepared statements"). Its parameters are bound
    on the server, so its text must cast any whose type PostgreSQL cannot infer. With DB_PREPARED_STATEMENTS
    off (a pooler that cannot keep named statements), psycopg binds on the server without preparing.

    As a Django cursor would: the connection's health check and opening, a broken transaction refused,
    errors wrapped as `django.db` errors, and the statement logged where Django logs queries (`connection.queries`,
    `CaptureQueriesContext`). `connection.execute_wrapper` hooks do not see it."""
    db = connections[DEFAULT_DB_ALIAS]  # once: each attribute of the `connection` proxy looks the thread's up again
    db.close_if_health_check_failed()
    db.ensure_connection()
    db.validate_thread_sharing()
    db.validate_no_broken_transaction()
    with db.wrap_database_errors, psycopg.RawCursor(db.connection) as cursor:
        if db.queries_logged:
            with db.make_debug_cursor(cursor).debug_sql(sql, params):
                cursor.execute(numbered(sql), params, prepare=True)
        else:
            cursor.execute(numbered(sql), params, prepare=True)
        return cursor.fetchall()
