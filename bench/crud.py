"""CRUD benchmark: batch-create and create throughput (hash embedder), then GET and list latency with N
memories in one tenant. Runs a real server (gunicorn, as `make run`) on the embedded PostgreSQL.

    .venv/bin/python bench/crud.py --memories 100000 [--own-index] [--idempotency-keys]

Without `--own-index`, the tenant starts with no HNSW index, as every tenant of up to 20,000 memories
is; the batch that takes it past 20,000 starts its index build (memories/maintenance.py), and the later
batches go into that graph. After the load the bench runs `tenant_indexes_sync`, as beat would, and
reports how long it took (0 when there was nothing left to build). `--own-index` gives the tenant its
own indexes before the load, as a large tenant has (HNSW, and a GIN index of its lexemes): every new memory
goes into them, as into a large tenant's. `--idempotency-keys` sends each write with an `Idempotency-Key` of its
own, as the SDKs do (docs/api.md): the server then claims the key and stores the response in the write's
transaction.
"""

from __future__ import annotations

import argparse
import random
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
from common import ROOT, bench_tenant, django_setup, latency_lines, report, server
from synth import memories


def timed(client: httpx.Client, method: str, url: str, **kwargs) -> tuple[httpx.Response, float]:
    started = time.perf_counter()
    response = client.request(method, url, **kwargs)
    return response, (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=100_000, help="memories loaded into the tenant")
    parser.add_argument("--batch-size", type=int, default=500)
    parser.add_argument("--concurrency", type=int, default=4, help="client threads for the write phases")
    parser.add_argument("--creates", type=int, default=2000, help="single POST /v1/memories calls")
    parser.add_argument("--reads", type=int, default=1000, help="sequential GETs and lists each")
    parser.add_argument(
        "--own-index",
        action="store_true",
        help="give the tenant its own indexes (HNSW, full text) before the load, as a tenant over 20,000 memories has",
    )
    parser.add_argument(
        "--idempotency-keys", action="store_true", help="send every write with a new Idempotency-Key, as the SDKs do"
    )
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench")
    args = parser.parse_args()

    django_setup(args.data_dir)
    from memories.maintenance import TENANT_INDEX_KINDS, tenant_indexes_sync
    from tenants.models import Tenant

    key = bench_tenant("bench-crud")
    tenant_indexes_sync()  # as beat would: drops the index of a previous run's tenant
    if args.own_index:
        for kind in TENANT_INDEX_KINDS:
            kind.build(Tenant.objects.get(slug="bench-crud").pk)
    headers = {"Authorization": f"Bearer {key}"}

    with server(args.data_dir) as url:
        limits = httpx.Limits(max_connections=args.concurrency * 2)
        with httpx.Client(base_url=f"{url}/v1", headers=headers, timeout=120, limits=limits) as client:
            items = memories(args.memories)
            batches = [items[i : i + args.batch_size] for i in range(0, len(items), args.batch_size)]
            ids: list[str] = []

            def write_headers() -> dict[str, str]:
                return {"Idempotency-Key": f"bench-{uuid.uuid4()}"} if args.idempotency_keys else {}

            def send_batch(batch):
                response = client.post("/memories/batch", json={"memories": batch}, headers=write_headers())
                response.raise_for_status()
                return [m["id"] for m in response.json()["data"]]

            started = time.perf_counter()
            with ThreadPoolExecutor(args.concurrency) as pool:
                for batch_ids in pool.map(send_batch, batches):
                    ids.extend(batch_ids)
            elapsed = time.perf_counter() - started
            report(
                "batch_create_throughput",
                len(ids) / elapsed,
                "memories/s",
                f"{len(ids)} memories in batches of {args.batch_size}, {args.concurrency} client threads, "
                f"{elapsed:.1f} s"
                + (", into the tenant's own indexes (HNSW, full text)" if args.own_index else ", none at first")
                + (", each with an Idempotency-Key" if args.idempotency_keys else ""),
            )
            if not args.own_index:  # what beat does next, if the writes' own trigger left anything
                built = tenant_indexes_sync()
                report("tenant_index_build", built.seconds, "s", f"CONCURRENTLY, for {len(built.created)} tenant(s)")

            singles = memories(args.creates, seed=11)
            create_ms: list[float] = []

            def send_one(item):
                response, ms = timed(client, "POST", "/memories", json=item, headers=write_headers())
                response.raise_for_status()
                create_ms.append(ms)

            started = time.perf_counter()
            with ThreadPoolExecutor(args.concurrency) as pool:
                list(pool.map(send_one, singles))
            elapsed = time.perf_counter() - started
            report(
                "create_throughput",
                len(singles) / elapsed,
                "requests/s",
                f"{len(singles)} single creates, {args.concurrency} client threads"
                + (", each with an Idempotency-Key" if args.idempotency_keys else ""),
            )
            latency_lines("create_latency", create_ms, f"{args.concurrency} concurrent clients")

            # What autovacuum would do after a bulk load; without it the first reads measure vacuum, not us.
            from django.db import connection

            with connection.cursor() as cursor:
                cursor.execute("VACUUM ANALYZE memories_memory")

            rng = random.Random(3)
            get_ms = []
            for _ in range(args.reads):
                response, ms = timed(client, "GET", f"/memories/{rng.choice(ids)}")
                response.raise_for_status()
                get_ms.append(ms)
            latency_lines("get_latency", get_ms, f"{len(ids) + len(singles)} memories in the tenant, sequential")

            queries = {
                "list_latency": {},
                "list_offset500_latency": {"offset": 500},
                "list_user_latency": {"user_id": "user-42"},
                "list_tier_latency": {"tier": "long"},
                "list_tag_by_importance_latency": {"tags": "work", "ordering": "-importance_score"},
            }
            for name, params in queries.items():
                list_ms = []
                for _ in range(args.reads // len(queries)):
                    response, ms = timed(client, "GET", "/memories", params=params)
                    response.raise_for_status()
                    list_ms.append(ms)
                latency_lines(name, list_ms, f"limit 50, params {params}, sequential")


if __name__ == "__main__":
    main()
