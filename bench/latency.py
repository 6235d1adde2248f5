"""Search and context latency at scale: N memories over many tenants plus one big tenant (hash embedder).

    .venv/bin/python bench/latency.py --memories 1000000 --tenants 100 --big 200000

The data is loaded straight into PostgreSQL with COPY (the same rows the API writes, embedded by the hash
embedder; loading 1.2M memories through HTTP would measure ingestion, not search), the tenants' writes
interleaved, one memory at a time in a seeded random order, as a shared table fills in production
(`--write-block N`: N at a time; `--write-block 0`: each tenant's rows together, as this benchmark loaded
them before session 22), then the tables are
analysed, as autovacuum would, and the big tenant gets its own HNSW index, as Celery beat's hourly
`tenant_indexes` would give it (the small tenants are searched exactly, without one). Queries go through
a real gunicorn server (as `make run` starts it): unique query texts, so the result cache never answers;
half to the big tenant, half to the small ones, half filtered by user_id. Reported: server-side time
(`retrieval_time_ms` plus the in-process hash embedding's `embedding_time_ms`) and end-to-end latency
for /v1/search and /v1/context (sequential), then search throughput under concurrency (bench/load.mjs,
a Node client on the same cores) with the CPU each request cost the server, PostgreSQL and the client,
then end-to-end search latency at steady rates below saturation (`--rates`, 50 and 100 requests/s),
then searches and contexts again while memories arrive through the API (`--prefill` before, `--write-rate`
beside them; `--writes-only`: this part alone, about two minutes). Last, the same for requests that the
result cache answers (100 queries, repeated): the cost of the request around the ranking statement
(`--cached-only`: this part alone, about a minute). The server runs without Redis, as `make run` does, or
with one (`--redis`), as production does.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import subprocess
import tempfile
import threading
import time
import uuid
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

import httpx
from common import (
    ROOT,
    bench_plan,
    cpu_seconds,
    django_setup,
    host_speed,
    latency_lines,
    percentile,
    report,
    server,
)
from synth import OBJECTS, SUBJECTS, VERBS, memories, memory

COLUMNS = (
    "id",
    "tenant_id",
    "user_id",
    "content",
    "content_type",
    "tier",
    "memory_nature",
    "importance_score",
    "relevance_score",
    "access_count",
    "metadata",
    "tags",
    "entities",
    "pinned",
    "occurred_at",
    "content_hash",
    "embedding_model",
    "created_at",
    "updated_at",
)


def _tenant_items(n: int, size: int, ages: random.Random, duplicates: float):
    """Tenant number n's memories, in order: the same contents, users and tiers in every layout (with
    `duplicates`, which memories repeat the one before them follows the shared `ages` draws, and so the layout)."""
    for start in range(0, size, 20_000):
        items = memories(min(20_000, size - start), seed=n * 1_000_003 + start, users=100)
        for i in range(1, len(items)):
            if ages.random() < duplicates:
                items[i] = {**items[i], "content": items[i - 1]["content"], "user_id": items[i - 1]["user_id"]}
        yield from items


def _write_order(sizes: list[int], block: int) -> list[tuple[int, int]]:
    """(tenant number, rows) in the order they are written: blocks of `block` rows in a seeded shuffle, or with
    0 each tenant whole."""
    if not block:
        return [(n, size) for n, size in enumerate(sizes)]
    blocks = [(n, min(block, size - start)) for n, size in enumerate(sizes) for start in range(0, size, block)]
    random.Random(13).shuffle(blocks)
    return blocks


def layout_name(write_block: int) -> str:
    return f"tenants interleaved by {write_block}" if write_block else "each tenant's rows together"


def load(
    total: int,
    tenants: int,
    big: int,
    *,
    prefix: str = "lat",
    aged: bool = False,
    duplicates: float = 0.0,
    write_block: int = 0,
) -> list[tuple[str, str, int]]:
    """Create the tenants and COPY their memories; returns (slug, key, memories) per tenant.

    `aged` spreads creation over the last 60 days and access counts over 0–11 (for the lifecycle bench);
    `duplicates` is the share of memories that repeat the one before them, same user and content.
    `write_block` > 0 writes the tenants' memories that many at a time in a seeded random order, as a shared
    table fills in production, so that a tenant's rows are spread over the whole heap; otherwise each tenant's
    rows are written together, on consecutive pages (docs/benchmarks.md, "The load's layout")."""
    from django.conf import settings
    from django.db import connection
    from django.utils import timezone

    from memories.embeddings.hashing import HashEmbedder
    from memories.services import content_hash, default_nature
    from tenants.models import Tenant
    from tenants.services import api_key_create

    plan = bench_plan()
    Tenant.objects.filter(slug__startswith=f"{prefix}-").delete()
    sizes = [(f"{prefix}-big", big)] + [(f"{prefix}-{i:03d}", (total - big) // tenants) for i in range(tenants)]
    ages = random.Random(11)
    embedder = HashEmbedder(dimensions=settings.EMBEDDING_DIMENSIONS)  # the vector column's size
    out, created_tenants = [], []
    for slug, size in sizes:
        tenant = Tenant.objects.create(name=slug, slug=slug, plan=plan, memory_count=size)
        out.append((slug, api_key_create(tenant=tenant, name="bench")[1], size))
        created_tenants.append(tenant)
    streams = [_tenant_items(n, size, ages, duplicates) for n, (_, size) in enumerate(sizes)]
    tiers = [Counter() for _ in sizes]  # the per-tier counters the API keeps (COPY bypasses it)
    now = timezone.now()

    def write(batch: list[tuple[int, dict]]) -> None:
        vectors = embedder.embed([item["content"] for _, item in batch])
        ids = [uuid.uuid4() for _ in batch]
        with connection.connection.cursor() as raw:
            with raw.copy(f"COPY memories_memory ({', '.join(COLUMNS)}) FROM STDIN") as copy:
                for memory_id, (n, item) in zip(ids, batch, strict=True):
                    created = now - timedelta(days=ages.random() * 60) if aged else now
                    copy.write_row(
                        (
                            memory_id,
                            created_tenants[n].pk,
                            item["user_id"],
                            item["content"],
                            item["content_type"],
                            item["tier"],
                            default_nature(item["content_type"]),
                            item["importance_score"],
                            item["importance_score"],
                            ages.randrange(12) if aged else 0,
                            json.dumps(item["metadata"]),
                            item["tags"],
                            [],
                            False,
                            created,
                            content_hash(item["content"]),
                            embedder.name,
                            created,
                            created,
                        )
                    )
            columns = "memory_id, tenant_id, user_id, embedding"
            with raw.copy(f"COPY memories_memoryembedding ({columns}) FROM STDIN") as copy:
                for memory_id, (n, item), vector in zip(ids, batch, vectors, strict=True):
                    literal = "[" + ",".join(f"{x:.5f}" for x in vector) + "]"
                    copy.write_row((memory_id, created_tenants[n].pk, item["user_id"], literal))

    started = time.perf_counter()
    batch: list[tuple[int, dict]] = []
    for n, rows in _write_order([size for _, size in sizes], write_block):
        for _ in range(rows):
            item = next(streams[n])
            tiers[n][item["tier"]] += 1
            batch.append((n, item))
            if len(batch) == 20_000:
                write(batch)
                batch = []
    if batch:
        write(batch)
    for tenant, counts in zip(created_tenants, tiers, strict=True):
        Tenant.objects.filter(pk=tenant.pk).update(**{f"memories_{tier}": count for tier, count in counts.items()})
    layout = layout_name(write_block)
    report("load_copy", time.perf_counter() - started, "s", f"{sum(s for _, s in sizes)} memories, COPY, {layout}")
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE memories_memory")
        cursor.execute("VACUUM ANALYZE memories_memoryembedding")
    return out


def queries(rng: random.Random, count: int) -> list[str]:
    # Unique texts: no two requests share a cache entry.
    return [
        f"what does {rng.choice(SUBJECTS).lower()} think about {rng.choice(OBJECTS)} "
        f"after they {rng.choice(VERBS)} it {rng.randrange(10**9)}"
        for _ in range(count)
    ]


def request_bodies(tenants, count: int, seed: int) -> list[tuple[str, dict]]:
    rng = random.Random(seed)
    big = [t for t in tenants if t[0] == "lat-big"]
    small = [t for t in tenants if t[0] != "lat-big"]
    out = []
    for text in queries(rng, count):
        _, key, _ = big[0] if rng.random() < 0.5 else rng.choice(small)
        body = {"query": text}
        if rng.random() < 0.5:
            body["user_id"] = f"user-{rng.randrange(100)}"
        out.append((key, body))
    return out


def sequential(url: str, path: str, bodies, extra: dict) -> tuple[list[float], list[float]]:
    server_ms, client_ms = [], []
    with httpx.Client(base_url=f"{url}/v1", timeout=60) as client:
        for key, body in bodies:
            started = time.perf_counter()
            response = client.post(path, json={**body, **extra}, headers={"Authorization": f"Bearer {key}"})
            client_ms.append((time.perf_counter() - started) * 1000)
            response.raise_for_status()
            answer = response.json()
            # The target leaves out an external embedding call; the hash embedder's is in-process, so it counts
            # (both endpoints report it apart from retrieval_time_ms).
            server_ms.append(answer["retrieval_time_ms"] + answer["embedding_time_ms"])
    return server_ms, client_ms


# Fixed per endpoint (not hash(path), which Python salts per process): every run sends the same queries.
SEEDS = {"/search": 101, "/context": 202}


def throughput(url: str, bodies, connections: int, name: str, details: str, rate: float = 0) -> None:
    """Requests/s of /v1/search for these bodies over `connections` keep-alive connections (bench/load.mjs),
    their end-to-end latency, and the CPU each request cost the server, PostgreSQL and the client, all on
    the same cores. With a `rate`, requests are due at that many per second (latency counted from when each
    was due) instead of as fast as the server answers."""
    with tempfile.NamedTemporaryFile("w", suffix=".json") as requests:
        json.dump([["/v1/search", key, body] for key, body in bodies], requests)
        requests.flush()
        before = cpu_seconds()
        out = subprocess.run(
            ["node", str(ROOT / "bench" / "load.mjs"), url, requests.name, str(connections), str(rate)],
            check=True,
            capture_output=True,
            text=True,
        )
        after = cpu_seconds()
    result = json.loads(out.stdout)
    failed = {status: n for status, n in result["statuses"].items() if status != "200"}
    if failed:
        raise SystemExit(f"throughput run had failures: {failed}")
    count = result["requests"]
    report(name, count / result["seconds"], "requests/s", details)
    for q, value in result["latency_ms"].items():
        report(f"{name}_end_to_end_{q}", value, "ms", f"n={count}, under this load")
    split = {role: (after[role] - before[role]) * 1000 / count for role in after}
    split["client"] = result["cpu_seconds"] * 1000 / count
    report(f"{name}_cpu_per_request", sum(split.values()), "ms", ", ".join(f"{k} {v:.2f} ms" for k, v in split.items()))


@contextmanager
def redis_for_server(wanted: bool):
    """The server's environment for a Redis of its own (REDIS_URL), started here and stopped after; or none."""
    if not wanted:
        yield {}
        return
    from memoryos.testing import start_redis, stop_redis

    process, url, workdir = start_redis()
    try:
        yield {"REDIS_URL": url}
    finally:
        stop_redis(process, workdir)


def warm_up(url: str, tenants, args) -> None:
    """Steady state, as a server that has been up a while: the pages the queries touch (the HNSW graph above
    all) come into shared buffers during the warm-up, not during the measurement."""
    warm = request_bodies(tenants, args.warmup, seed=1)
    sequential(url, "/search", warm, {})
    sequential(url, "/context", warm[: args.warmup // 4], {"max_tokens": 1000})


def misses(url: str, tenants, args, data: str, clients: str, server_config: str) -> None:
    """Distinct searches and contexts: sequential latency, then search throughput, then steady rates."""
    warm_up(url, tenants, args)
    for path in ("/search", "/context"):
        server_ms, client_ms = sequential(
            url,
            path,
            request_bodies(tenants, args.requests, seed=SEEDS[path]),
            {"max_tokens": 1000} if path == "/context" else {},
        )
        name = path.strip("/")
        latency_lines(f"{name}_server", server_ms, f"{data}; sequential, cache misses")
        latency_lines(f"{name}_end_to_end", client_ms, f"{data}; sequential, cache misses")

    bodies = request_bodies(tenants, args.throughput_requests, seed=5)
    throughput(url, bodies, args.connections, "search_throughput", f"{clients}, {server_config}, cache misses")
    # Below saturation: distinct searches due at a steady rate, as users' requests arrive.
    for n, rate in enumerate(args.rates):
        bodies = request_bodies(tenants, int(rate * args.rate_seconds), seed=50 + n)
        details = f"{clients}, {server_config}, cache misses due at {rate:g}/s for {args.rate_seconds:g} s"
        throughput(url, bodies, args.connections, f"search_at_{rate:g}_per_s", details, rate=rate)


class Writer(threading.Thread):
    """Single creates through the API at a steady rate, to tenants in proportion to their size (as the load
    interleaves them), until stopped; keeps the ids it created and each write's end-to-end time."""

    def __init__(self, url: str, tenants, rate: float, seed: int):
        super().__init__(name="bench-writer", daemon=True)
        self.url, self.tenants, self.rate, self.seed = url, tenants, rate, seed
        self.created: list[tuple[str, str]] = []  # (key, memory id)
        self.write_ms: list[float] = []
        self.seconds = 0.0
        self.error: Exception | None = None
        self._stop_event = threading.Event()

    def run(self) -> None:
        rng = random.Random(self.seed)
        weights = [size for _, _, size in self.tenants]
        started = time.perf_counter()
        try:
            with httpx.Client(base_url=f"{self.url}/v1", timeout=60) as client:
                for n in itertools.count():
                    due = started + n / self.rate
                    if self._stop_event.wait(max(0.0, due - time.perf_counter())):
                        break
                    _, key, _ = rng.choices(self.tenants, weights)[0]
                    sent = time.perf_counter()
                    response = client.post("/memories", json=memory(rng), headers={"Authorization": f"Bearer {key}"})
                    self.write_ms.append((time.perf_counter() - sent) * 1000)
                    response.raise_for_status()
                    self.created.append((key, response.json()["id"]))
        except Exception as exc:  # noqa: BLE001 - handed to the main thread by stop()
            self.error = exc
        self.seconds = time.perf_counter() - started

    def stop(self) -> None:
        """Stop writing; raise what stopped the writes early, if anything did (the searches ran without them)."""
        self._stop_event.set()
        self.join()
        if self.error is not None:
            raise RuntimeError("the writes beside the searches failed") from self.error


def under_writes(url: str, tenants, args, data: str) -> None:
    """Distinct searches and contexts while memories arrive through the API, as in a service in use: first
    `--prefill` memories in batches (what arrived since autovacuum last analysed the table), then sequential
    searches and contexts with single creates at `--write-rate` a second beside them. A new row sits in the
    full-text index's pending list until it is merged, and on a page the visibility map does not yet mark
    all-visible until a vacuum; every search reads both. Afterwards the memories written here are deleted
    through the API and the tables vacuumed, so that the next run starts from the same data."""
    from django.db import connection

    rng = random.Random(9)
    weights = [size for _, _, size in tenants]
    created: list[tuple[str, str]] = []
    with httpx.Client(base_url=f"{url}/v1", timeout=60) as client:
        for start in range(0, args.prefill, 100):
            _, key, _ = rng.choices(tenants, weights)[0]
            items = [memory(rng) for _ in range(min(100, args.prefill - start))]
            response = client.post(
                "/memories/batch", json={"memories": items}, headers={"Authorization": f"Bearer {key}"}
            )
            response.raise_for_status()
            created += [(key, item["id"]) for item in response.json()["data"]]
        writer = Writer(url, tenants, args.write_rate, seed=10)
        writer.start()
        try:
            for path in ("/search", "/context"):
                server_ms, _ = sequential(
                    url,
                    path,
                    request_bodies(tenants, args.requests, seed=SEEDS[path] + 1000),
                    {"max_tokens": 1000} if path == "/context" else {},
                )
                details = f"{data}; sequential, cache misses, {args.prefill} memories written before"
                latency_lines(f"{path.strip('/')}_under_writes_server", server_ms, details)
        finally:
            writer.stop()
        created += writer.created
        report(
            "writes_beside_them",
            len(writer.created) / writer.seconds,
            "memories/s",
            f"single creates, due at {args.write_rate:g}/s; end-to-end p50 "
            f"{percentile(writer.write_ms, 50):.2f} ms, p95 {percentile(writer.write_ms, 95):.2f} ms",
        )

        def delete(pair: tuple[str, str]) -> None:
            key, memory_id = pair
            client.delete(f"/memories/{memory_id}", headers={"Authorization": f"Bearer {key}"}).raise_for_status()

        with ThreadPoolExecutor(8) as pool:
            list(pool.map(delete, created))
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE memories_memory")
        cursor.execute("VACUUM ANALYZE memories_memoryembedding")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=1_000_000, help="memories in the small tenants, total")
    parser.add_argument("--tenants", type=int, default=100)
    parser.add_argument("--big", type=int, default=200_000, help="memories of the one big tenant")
    parser.add_argument("--requests", type=int, default=1000, help="sequential requests per endpoint")
    parser.add_argument("--throughput-requests", type=int, default=4000)
    parser.add_argument("--warmup", type=int, default=1000, help="unmeasured searches first (a quarter as contexts)")
    parser.add_argument("--connections", type=int, default=16, help="concurrent client connections")
    parser.add_argument(
        "--rates",
        type=lambda text: [float(x) for x in text.split(",")],
        default=[50.0, 100.0],
        help="steady rates of distinct searches (requests/s, comma-separated) to measure latency at",
    )
    parser.add_argument("--rate-seconds", type=float, default=20.0, help="how long each steady rate runs")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=4, help="gunicorn threads per worker")
    parser.add_argument(
        "--redis",
        action="store_true",
        help="give the server a Redis (a local redis-server) for its cache and rate limits, as production runs; "
        "default: none, as `make run` (results in each worker's memory; the cache's generation counters and the "
        "rate-limit counts in PostgreSQL)",
    )
    parser.add_argument(
        "--prefill",
        type=int,
        default=10_000,
        help="memories written through the API before the searches under writes",
    )
    parser.add_argument(
        "--write-rate",
        type=float,
        default=20.0,
        help="single creates/s beside the searches under writes (0: no such phase)",
    )
    parser.add_argument("--skip-load", action="store_true", help="reuse the data of a previous run")
    parser.add_argument(
        "--cached-only",
        action="store_true",
        help="measure only the requests the result cache answers (the cost around the ranking statement): "
        "a minute instead of a quarter of an hour, for comparing two trees in turns",
    )
    parser.add_argument(
        "--writes-only",
        action="store_true",
        help="measure only the searches and contexts under writes (--prefill, --write-rate)",
    )
    parser.add_argument(
        "--write-block",
        type=int,
        default=1,
        help="the load writes the tenants' memories this many at a time, tenants in a seeded random order, as a "
        "shared table fills in production; 0: each tenant's rows together (the load before session 22)",
    )
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-latency")
    args = parser.parse_args()

    django_setup(args.data_dir)
    from django.db import connection

    from memories.maintenance import HNSW, TEXT, tenant_indexes_sync
    from tenants.models import ApiKey, Tenant
    from tenants.services import api_key_create

    # The layout of the loaded data, kept beside it for --skip-load (a store without the file is from before
    # the option: each tenant's rows together).
    layout_file = args.data_dir / "bench-layout"
    if args.skip_load:
        ApiKey.objects.filter(tenant__slug__startswith="lat-").delete()
        tenants = [
            (t.slug, api_key_create(tenant=t, name="bench")[1], t.memory_count)
            for t in Tenant.objects.filter(slug__startswith="lat-")
        ]
        layout = layout_file.read_text().strip() if layout_file.exists() else layout_name(0)
    else:
        layout = layout_name(args.write_block)
        tenants = load(args.memories + args.big, args.tenants, args.big, write_block=args.write_block)
        layout_file.write_text(layout + "\n")
    # What Celery beat does hourly: the tenants over TENANT_INDEX_MIN_MEMORIES get their own indexes.
    built = tenant_indexes_sync()
    report("tenant_indexes", built.seconds, "s", f"built for {len(built.created)} tenant(s), {built.kept} kept")
    big = Tenant.objects.filter(slug="lat-big").first()
    if big is not None:
        with connection.cursor() as cursor:
            # None when the tenant is under TENANT_INDEX_MIN_MEMORIES (a small --big): it has no index.
            cursor.execute(
                "SELECT pg_relation_size(to_regclass(%s)), pg_relation_size(to_regclass(%s))",
                [HNSW.name(big.pk), TEXT.name(big.pk)],
            )
            size, text_size = cursor.fetchone()
    if big is not None and size is not None:
        report("tenant_index_bytes_per_memory", size / big.memory_count, "bytes", "the big tenant's own HNSW index")
        report("tenant_text_index_bytes_per_memory", text_size / big.memory_count, "bytes", "its own full-text GIN")
    stored = sum(size for _, _, size in tenants)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_relation_size('memory_tenant_search_gin')")
        report("text_index_bytes_per_memory", cursor.fetchone()[0] / stored, "bytes", "the full-text GIN index")
        cursor.execute("SELECT pg_relation_size('memory_embedding_covering')")
        detail = "the vectors' (tenant_id, user_id) B-tree, which holds each vector (migration 0013)"
        report("vector_btree_bytes_per_memory", cursor.fetchone()[0] / stored, "bytes", detail)
        # How the load laid out one small tenant's vectors: the heap pages an exact scan of the heap would visit.
        small = Tenant.objects.filter(slug__startswith="lat-").exclude(slug="lat-big").order_by("slug").first()
        if small is not None:
            cursor.execute(
                "SELECT count(DISTINCT (ctid::text::point)[0]) FROM memories_memoryembedding WHERE tenant_id = %s",
                [small.pk],
            )
            detail = f"heap pages holding the {small.memory_count} vectors of {small.slug}; layout: {layout}"
            report("small_tenant_vector_pages", cursor.fetchone()[0], "", detail)
    host_speed()

    with (
        redis_for_server(args.redis) as extra_env,
        server(args.data_dir, workers=args.workers, threads=args.threads, extra_env=extra_env) as url,
    ):
        clients = f"{args.connections} connections from one Node process on the same 2 cores"
        cache = "Redis" if args.redis else "no Redis"
        server_config = f"gunicorn {args.workers} workers x {args.threads} threads, {cache}"
        # The big tenant as stored (with --skip-load, --big is only its default, not what was loaded).
        big_size = big.memory_count if big is not None else 0
        data = f"{stored} memories, {len(tenants)} tenants (big: {big_size}), layout: {layout}"
        if not (args.cached_only or args.writes_only):
            misses(url, tenants, args, data, clients, server_config)
        if args.writes_only:
            warm_up(url, tenants, args)
        if args.write_rate and not args.cached_only:
            under_writes(url, tenants, args, data)
        if args.writes_only:
            return

        # The same requests again and again (each one's result is cached after its first run): the cost of
        # everything around the ranking statement, as for a client that repeats its queries within 60 s.
        pool = request_bodies(tenants, 100, seed=7)
        sequential(url, "/search", pool, {})
        hits = [pool[i % len(pool)] for i in range(args.throughput_requests)]
        _, client_ms = sequential(url, "/search", hits[: args.requests], {})
        latency_lines("search_cached_end_to_end", client_ms, "sequential, every request answered from the cache")
        throughput(url, hits, args.connections, "search_throughput_cached", f"{clients}, {server_config}, cache hits")


if __name__ == "__main__":
    main()
