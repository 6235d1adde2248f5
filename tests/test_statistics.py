"""The planner's statistics after a tenant grows (memories/maintenance.py, docs/search.md "Fresh statistics")."""

from __future__ import annotations

import threading
import time

import psycopg
import pytest
from django.db import connection

from memories import maintenance, sql
from tests.conftest import in_threads, make_client

committed = pytest.mark.django_db(transaction=True)  # the refresh runs when the write commits


def analyses(table: str = "memories_memory") -> int:
    """ANALYZE runs on the table that were not autovacuum's."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT analyze_count FROM pg_stat_user_tables WHERE relname = %s", [table])
        return cursor.fetchone()[0]


def statistics_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "memoryos-statistics"]


def batch(account, count: int) -> None:
    rows = [{"content": f"note {i} about the harbour"} for i in range(count)]
    response = account.client.post("/v1/memories/batch", {"memories": rows}, format="json")
    assert response.status_code == 201, response.content


@pytest.mark.parametrize(
    ("before", "after", "stale"),
    [
        (0, 999, False),
        (999, 1000, True),
        (1000, 1999, False),
        (1999, 2000, True),
        (2500, 3999, False),
        (0, 5000, True),
        (7999, 8000, True),
        (8000, 7000, False),  # deletes never ask
    ],
)
def test_a_tenant_is_new_to_the_statistics_at_each_doubling_from_1000(before, after, stale):
    assert maintenance.statistics_stale(before, after) is stale


@committed
def test_a_write_that_doubles_a_tenant_has_the_tables_analysed_at_once(make_account, monkeypatch):
    """Not when autovacuum next analyses the table, after a tenth of it changed: a tenant that imported its
    memories would be planned as the tenant of almost none until then."""
    monkeypatch.setattr(maintenance, "STATISTICS_MIN_MEMORIES", 4)
    account = make_account()
    start = analyses()
    batch(account, 3)  # under the first doubling
    assert not statistics_threads() and analyses() == start
    batch(account, 2)  # 5: past 4
    deadline = time.monotonic() + 30
    while analyses() == start and time.monotonic() < deadline:
        time.sleep(0.1)
    assert analyses() == start + 1
    for thread in statistics_threads():  # its connection closed before the test's flush
        thread.join(30)
    batch(account, 2)  # 7: not past 8
    assert not statistics_threads() and analyses() == start + 1


@committed
def test_batches_of_one_tenant_side_by_side_each_see_the_count_at_their_turn(make_account, monkeypatch):
    """Each write is judged from the tenant's count after its own reservation, read under the tenant row's lock,
    not from the count its request started with: batches sent at once all started from 0, and their sum passed
    a doubling that none of them saw."""
    grown, lock = [], threading.Lock()

    def record(tenant_id, *, before: int, after: int) -> None:
        with lock:
            grown.append((before, after))

    monkeypatch.setattr(maintenance, "tenant_grown", record)
    account, threads = make_account(), 4
    start = threading.Barrier(threads)

    def send(n: int) -> None:
        client = make_client(account.secret)
        start.wait()
        rows = [{"content": f"note {n}.{i} about the harbour"} for i in range(2)]
        assert client.post("/v1/memories/batch", {"memories": rows}, format="json").status_code == 201

    in_threads(threads, send)
    assert sorted(grown) == [(0, 2), (2, 4), (4, 6), (6, 8)]


@committed
def test_an_analysis_skips_a_table_whose_lock_is_taken():
    """ANALYZE's lock conflicts with autovacuum's and with a tenant index build (CREATE INDEX CONCURRENTLY,
    minutes long, which waits for older transactions to end: an ANALYZE waiting for its lock would deadlock
    with it). The refresh analyses the other table and returns at once."""
    params = {**connection.get_connection_params(), "autocommit": False}
    params.pop("cursor_factory", None)
    start = analyses()
    with psycopg.connect(**params) as other:
        other.execute("LOCK TABLE memories_memory IN SHARE UPDATE EXCLUSIVE MODE")
        began = time.monotonic()
        sql.analyze_memories()
        assert time.monotonic() - began < 10
        assert analyses() == start and analyses("memories_memoryembedding") > 0
        other.rollback()
    sql.analyze_memories()
    assert analyses() == start + 1


@pytest.mark.django_db
def test_autovacuum_visits_the_vectors_table_after_every_1000_new_rows():
    """Not after 2% of the table (migration 0013): on PostgreSQL 15-17 that was 24,000 rows at 1.2M memories, and
    a tenant's new vectors were fetched from the heap on each of its exact searches until then (migration 0019)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT reloptions FROM pg_class WHERE relname = 'memories_memoryembedding'")
        options = set(cursor.fetchone()[0])
    assert {"autovacuum_vacuum_insert_threshold=1000", "autovacuum_vacuum_insert_scale_factor=0"} <= options
