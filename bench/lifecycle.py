"""Lifecycle jobs at scale: each job's wall time over N memories (SPEC §12: ≤ 30 s at 1M).

    .venv/bin/python bench/lifecycle.py --memories 1000000 --tenants 100 --big 200000

Loads the memories with COPY (as bench/latency.py; creation spread over 60 days, access counts 0–11, 1% of
them repeating the memory before them for consolidation to merge, the big tenant's own HNSW index built by
`tenant_indexes_sync`, as beat would), then runs decay,
promote, prune and consolidate once each over every tenant — the first runs, which change the most — and then
each again (the steady state: decay and consolidate have nothing new to do). One line per run: seconds, with
how many memories it changed and in how many batches, and how many of its row updates were HOT (in place: no
index, HNSW included, touched), and how much WAL it wrote and how many checkpoints fell in it (a checkpoint
makes the next change of every page log the whole page). Before the runs, the host's reference and the average
size of a memory row and of its vector's row (a table of its own).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from common import ROOT, django_setup, host_speed, report
from latency import load


def _updates() -> tuple[int, int]:
    """(updates, HOT updates) of the memories table so far, with this backend's pending counts flushed."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_force_next_flush()")
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE relname = 'memories_memory'")
        return cursor.fetchone()


def _wal() -> tuple[str, int]:
    """(the WAL position, checkpoints so far). PostgreSQL 17 moved the checkpoint counts to their own view."""
    from django.db import connection

    checkpoints = (
        "SELECT num_timed + num_requested FROM pg_stat_checkpointer"
        if connection.pg_version >= 170000
        else "SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter"
    )
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT pg_current_wal_lsn()::text, ({checkpoints})")  # noqa: S608 (constant text)
        return cursor.fetchone()


def _wal_megabytes(before: str, after: str) -> float:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_wal_lsn_diff(%s::pg_lsn, %s::pg_lsn)", [after, before])
        return float(cursor.fetchone()[0]) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--memories", type=int, default=100_000)
    parser.add_argument("--tenants", type=int, default=100)
    parser.add_argument("--big", type=int, default=None, help="size of the one big tenant (default memories/5)")
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument(
        "--duplicates", type=float, default=0.01, help="share of memories that repeat the previous one (default 1%%)"
    )
    args = parser.parse_args()
    big = args.big if args.big is not None else args.memories // 5
    django_setup(args.data_dir or ROOT / ".data" / f"bench-lifecycle-{args.memories}")
    from django.db import connection

    from memories import lifecycle
    from memories.maintenance import tenant_indexes_sync

    load(args.memories, args.tenants, big, prefix="life", aged=True, duplicates=args.duplicates)
    tenant_indexes_sync()
    host_speed()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT (SELECT avg(pg_column_size(m.*)) FROM memories_memory m TABLESAMPLE SYSTEM (1)), "
            "(SELECT avg(pg_column_size(e.*)) FROM memories_memoryembedding e TABLESAMPLE SYSTEM (1))"
        )
        row, vector = cursor.fetchone()
    report("row_bytes", float(row), "bytes", f"memory row; its vector row {float(vector):.0f} bytes; 1% samples")
    for round_name in ("", "_again"):
        for job in lifecycle.JOBS:
            updates, hot = _updates()
            lsn, checkpoints = _wal()
            result = lifecycle.run(job)
            after_updates, after_hot = _updates()
            after_lsn, after_checkpoints = _wal()
            report(
                f"lifecycle_{job}{round_name}_hot_updates",
                after_hot - hot,
                "rows",
                f"of {after_updates - updates} row updates",
            )
            report(
                f"lifecycle_{job}{round_name}",
                result.seconds,
                "s",
                f"{args.memories} memories, {result.changed} changed in {len(result.by_tenant)} tenants, "
                f"{result.batches} batches",
            )
            report(
                f"lifecycle_{job}{round_name}_wal",
                _wal_megabytes(lsn, after_lsn),
                "MB",
                f"{after_checkpoints - checkpoints} checkpoints during it; with autovacuum's beside it",
            )


if __name__ == "__main__":
    main()
