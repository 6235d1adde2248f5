"""Exact searches of small tenants with vectors of another size than the default 384 (hash embedder).

    .venv/bin/python bench/vector_sizes.py --dimensions 1536

Loads `--memories` over `--tenants` tenants of the same size (10,000 each by default), written one at a time in
turns as a shared table fills (bench/latency.py's loader, `--write-block 1`), into a data directory of that
size's own (`.data/bench-vectors-<dimensions>`, migrated with EMBEDDING_DIMENSIONS set). A tenant of that size
is ranked exactly (search/sql.py). Prints what the vectors' covering B-tree carries at this size (the vectors up
to 816 dimensions, memories/models.py) and the TOAST table's size, then the statement's execution time from
`EXPLAIN ANALYZE` for unique queries, of a tenant (`small`) and of a user in it (`small+user`), p50 and p95,
after `--warmup` others, in two phases:

1. `inline`: as stored, each vector in its row (migration 0016, `toast_tuple_target = 8160`);
2. `toast`: the table as PostgreSQL sets it by default, every vector written again, so that a row over 2 kB
   keeps its vector in the TOAST table (from about 990 dimensions on), then the table rewritten (VACUUM FULL),
   its rows packed as if they had been written so. The setting is put back at the end; the next run loads the
   data again.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
from pathlib import Path

from common import ROOT, django_setup, host_speed, report
from latency import load, queries
from search_cases import _arguments


def _measure(phase: str, args) -> None:
    from django.db import connection

    from search.sql import explain_hybrid_search

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_relation_size(reltoastrelid), pg_relation_size(oid) FROM pg_class "
            "WHERE oid = 'memories_memoryembedding'::regclass"
        )
        toast, heap = cursor.fetchone()
    report(f"{phase}_vectors_heap_mb", heap / 2**20, "MB")
    report(f"{phase}_vectors_toast_mb", toast / 2**20, "MB")
    texts = queries(random.Random(6), args.warmup + args.queries)
    for case in ("small", "small+user"):
        times = []
        for i, text in enumerate(texts):
            arguments = _arguments(case, i, text, 50, small_tenants=args.tenants)
            assert arguments["exact"], "a tenant this small is ranked exactly"
            plan = explain_hybrid_search(**arguments, as_json=True)
            if i >= args.warmup:
                times.append(plan["Execution Time"])
        times.sort()
        detail = f"{args.dimensions} dimensions, n={len(times)} unique queries after {args.warmup} others"
        report(f"{phase}_statement_{case}_p50", statistics.median(times), "ms", detail)
        report(f"{phase}_statement_{case}_p95", times[max(0, int(len(times) * 0.95) - 1)], "ms", detail)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dimensions", type=int, default=1536)
    parser.add_argument("--memories", type=int, default=30_000)
    parser.add_argument("--tenants", type=int, default=3)
    parser.add_argument("--queries", type=int, default=200, help="measured queries per case and phase")
    parser.add_argument("--warmup", type=int, default=50, help="unmeasured queries per case and phase first")
    parser.add_argument("--data-dir", type=Path, help="default: .data/bench-vectors-<dimensions>")
    args = parser.parse_args()
    os.environ["EMBEDDING_DIMENSIONS"] = str(args.dimensions)
    django_setup(args.data_dir or ROOT / ".data" / f"bench-vectors-{args.dimensions}")
    from django.db import connection

    from memories.models import covering_carries_vectors

    host_speed()
    load(args.memories, args.tenants, 0, write_block=1)
    carries = covering_carries_vectors(args.dimensions)
    report("covering_index_carries_vectors", int(carries), "", f"{args.dimensions} dimensions")
    _measure("inline", args)
    try:  # the table's setting as migrated, even if this phase fails: the next run's `inline` depends on it
        with connection.cursor() as cursor:
            cursor.execute("ALTER TABLE memories_memoryembedding RESET (toast_tuple_target)")
            cursor.execute("UPDATE memories_memoryembedding SET embedding = embedding")
            cursor.execute("VACUUM FULL ANALYZE memories_memoryembedding")  # the rows packed, as if written so
        _measure("toast", args)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("ALTER TABLE memories_memoryembedding SET (toast_tuple_target = 8160)")


if __name__ == "__main__":
    main()
