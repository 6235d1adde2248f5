"""memoryos/db.py: every connection loads `timestamptz` through UtcTimestampLoader, which gives what Django's own
loader gives, value for value, and fails where it fails."""

from datetime import UTC

import pytest
from django.conf import settings
from django.db import DataError, connection, transaction
from django.db.backends.postgresql.psycopg_any import register_tzloader
from psycopg.postgres import types
from psycopg.pq import Format

from memories.models import CacheGeneration
from memoryos.db import UtcTimestampLoader, fetch_prepared, numbered
from memoryos.embedded import SETTINGS as EMBEDDED_SETTINGS
from tenants.models import ApiKey, RateLimitCounter

TIMESTAMPTZ = types["timestamptz"].oid

# PostgreSQL's own text for each: microseconds in full, in part or none; the first and last years Python has.
TIMESTAMPS = [
    "2026-11-23 08:36:00.123456+00",
    "2026-11-23 08:36:00+00",
    "2026-11-23 08:36:00.5+00",
    "2024-02-29 23:59:59.000001+00",
    "1969-12-31 23:59:59.999+00",
    "0001-01-01 00:00:00+00",
    "9999-12-31 23:59:59.999999+00",
]


def _load(literal: str, *, djangos: bool, time_zone: str = "UTC"):
    """`literal` as timestamptz, read through the connection's loader or through Django's, in a session
    whose TimeZone is `time_zone`."""
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT set_config('TimeZone', %s, true)", [time_zone])
        if djangos:
            register_tzloader(connection.timezone, cursor.cursor)
        cursor.execute("SELECT %s::timestamptz", [literal])
        return cursor.fetchone()[0]


def test_every_connection_loads_timestamps_with_the_fast_loader(db):
    fresh = connection.copy()  # a new connection: connection_created registers the loader on it
    try:
        fresh.ensure_connection()
        assert fresh.connection.adapters.get_loader(TIMESTAMPTZ, Format.TEXT) is UtcTimestampLoader
        with fresh.cursor() as cursor:  # Django keeps it for its cursors: its time zone is the connection's
            cursor.execute("SELECT now()")
            assert cursor.fetchone()[0].tzinfo is UTC
            assert cursor.cursor.adapters.get_loader(TIMESTAMPTZ, Format.TEXT) is UtcTimestampLoader
    finally:
        fresh.close()


@pytest.mark.django_db
@pytest.mark.parametrize("literal", TIMESTAMPS)
def test_a_timestamp_loads_as_djangos_loader_loads_it(literal):
    ours, djangos = _load(literal, djangos=False), _load(literal, djangos=True)
    assert ours == djangos
    assert ours.tzinfo is djangos.tzinfo is UTC


@pytest.mark.django_db
def test_text_in_another_time_zone_goes_to_djangos_loader():
    # Django sets its sessions to UTC; a session in another zone gets Django's answer, whatever it is.
    ours = _load("2024-02-29 23:59:59.25+00", djangos=False, time_zone="Asia/Kolkata")
    assert ours == _load("2024-02-29 23:59:59.25+00", djangos=True, time_zone="Asia/Kolkata")


@pytest.mark.django_db
@pytest.mark.parametrize("literal", ["infinity", "-infinity", "0044-03-15 12:00:00+00 BC", "10000-01-01 00:00:00+00"])
def test_a_timestamp_python_cannot_hold_fails_as_before(literal):
    for djangos in (True, False):
        with pytest.raises(DataError):
            _load(literal, djangos=djangos)


def _prepared_runs() -> list[tuple[str, int]]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement, generic_plans + custom_plans FROM pg_prepared_statements")
        return cursor.fetchall()


def test_the_statements_every_request_runs_are_prepared_once_per_connection(account, settings):
    """Authentication's lookup, the rate-limit count and the cache generations run as prepared statements of the
    connection (memoryos/db.py, `fetch_prepared`): three searches run each of them three times more, as one
    statement that PostgreSQL holds prepared, not as statements parsed and planned apart."""
    settings.SHARED_COUNTERS_IN_DATABASE = True
    settings.RATELIMIT_ENABLE = True
    assert account.client.post("/v1/search", {"query": "espresso"}, format="json").status_code == 200
    before = _prepared_runs()
    for query in ("coffee", "tea", "cocoa"):
        assert account.client.post("/v1/search", {"query": query}, format="json").status_code == 200
    after = _prepared_runs()
    for model in (ApiKey, RateLimitCounter, CacheGeneration):
        table = f" {model._meta.db_table} "
        assert [n for text, n in after if table in text] == [n + 3 for text, n in before if table in text] != [], model


def test_a_prepared_statement_is_sent_with_postgresqls_own_placeholders():
    """fetch_prepared converts `%s` to `$1, $2, ...` itself, once per text (psycopg re-splits every statement over
    4,096 bytes on each run, the ranking statement among them); `%%` is a literal `%`."""
    assert numbered("SELECT %s, %s LIKE '%%a' || %s") == "SELECT $1, $2 LIKE '%a' || $3"
    assert numbered("SELECT 1") == "SELECT 1"
    with pytest.raises(ValueError, match="%d"):
        numbered("SELECT %d")


@pytest.mark.django_db
def test_a_long_statement_runs_prepared_with_its_parameters_in_order():
    padding = " ".join(f"{i} AS c{i}," for i in range(1000))  # past psycopg's 4,096-byte conversion cache
    sql = f"SELECT {padding} %s::text || %s::text AS joined, 'x' LIKE '%%' AS any"
    assert len(sql) > 4096
    rows = fetch_prepared(sql, ["a", "b"])
    assert rows[0][-2:] == ("ab", True)
    assert fetch_prepared(sql, ["c", "d"])[0][-2:] == ("cd", True)


@pytest.mark.skipif(bool(settings.DATABASE_URL), reason="the embedded server's configuration; DATABASE_URL is yours")
def test_the_embedded_server_runs_with_the_settings_memoryos_writes(db):
    """memoryos/embedded.py writes its settings into a file that postgresql.conf includes. A server started without
    them (the include lost, a value PostgreSQL rejects) would run on defaults sized for a small shared host, e.g.
    1 GB of WAL between checkpoints, with which the lifecycle jobs over 1M memories mostly waited on WAL.
    shared_buffers is left out: it follows MEMORYOS_PG_SHARED_BUFFERS of the process that started the server."""
    with connection.cursor() as cursor:
        for name, value in EMBEDDED_SETTINGS.items():
            if name == "shared_buffers":
                continue
            cursor.execute("SELECT current_setting(%s)", [name])
            assert cursor.fetchone()[0] == value, name
