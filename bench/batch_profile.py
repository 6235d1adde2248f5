"""Where a batch create spends its time: `POST /v1/memories/batch` run in-process (Django's test client, no HTTP
and no other process on the cores), timed, then profiled. One stream, the hash embedder, one tenant.

    .venv/bin/python bench/batch_profile.py [--batches 8] [--batch-size 500]

`batch_request_ms` is the mean time of a request, unprofiled. The `share_*` lines split a profiled run's time
by the function it was spent under: the serializer's validation, the embedder, the row writes (the ORM's
`bulk_create`, or the COPY of `memoryos.rows.RowWriter`), psycopg's waits for PostgreSQL's answers (most of
PostgreSQL's own time; the profile inflates the Python around them), and the response: the memories
serialized, then encoded.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import time
from pathlib import Path

from common import ROOT, bench_tenant, django_setup, report
from synth import memories

# (figure, module path ending, function name): a profile's cumulative time under these functions.
PARTS = (
    ("validation", "rest_framework/serializers.py", "is_valid"),
    ("embedding", "memories/embeddings/hashing.py", "embed"),
    ("row_writes_orm", "django/db/models/query.py", "bulk_create"),
    ("row_writes_copy", "memoryos/rows.py", "insert"),
    ("response_serialization", "rest_framework/serializers.py", "data"),
    ("response_rendering", "rest_framework/response.py", "rendered_content"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--batches", type=int, default=8, help="batches timed, and as many profiled")
    parser.add_argument("--batch-size", type=int, default=500)
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-profile")
    args = parser.parse_args()

    django_setup(args.data_dir)
    from django.test import Client

    client = Client(HTTP_AUTHORIZATION=f"Bearer {bench_tenant('bench-batch-profile')}")
    items = memories(args.batch_size * (2 * args.batches + 4))
    batches = [items[i : i + args.batch_size] for i in range(0, len(items), args.batch_size)]

    def send(batch) -> None:
        response = client.post("/v1/memories/batch", json.dumps({"memories": batch}), content_type="application/json")
        assert response.status_code == 201, response.content[:500]

    for batch in batches[:4]:  # warm-up: connections, prepared statements, imports
        send(batch)
    started = time.perf_counter()
    for batch in batches[4 : 4 + args.batches]:
        send(batch)
    elapsed = time.perf_counter() - started
    report(
        "batch_request_ms",
        elapsed / args.batches * 1000,
        "ms",
        f"{args.batches} batches of {args.batch_size}, in-process, unprofiled; "
        f"{args.batches * args.batch_size / elapsed:.0f} memories/s in one stream",
    )

    profile = cProfile.Profile()
    profile.enable()
    for batch in batches[4 + args.batches :]:
        send(batch)
    profile.disable()
    stats = pstats.Stats(profile).stats  # {(file, line, function): (calls, primitive, tottime, cumtime, callers)}
    total = sum(tottime for _, _, tottime, _, _ in stats.values())

    def spent(path: str, function: str, column: int) -> float:
        return sum(
            entry[column] for (file, _, name), entry in stats.items() if name == function and file.endswith(path)
        )

    for name, path, function in PARTS:
        report(f"share_{name}", spent(path, function, 3) / total * 100, "%", f"under {path}:{function}, profiled")
    report(
        "share_postgres_wait",
        spent("psycopg/connection.py", "wait", 2) / total * 100,
        "%",
        "psycopg waiting on PostgreSQL's socket, profiled",
    )


if __name__ == "__main__":
    main()
