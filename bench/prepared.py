"""Search with and without prepared generic plans (DB_PREPARED_STATEMENTS), per kind of request, through the
server, on the bench/latency.py data set (load it first).

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/prepared.py

Starts the server (as `make run` does) once per round, alternating DB_PREPARED_STATEMENTS=true and false, and
sends sequential searches with unique texts (no cache hits) for four kinds of request: a 10k tenant without
and with a `user_id` (exact, so prepared when the setting is on), the 200k tenant with a `user_id` (its users
are small enough to be searched exactly: prepared too), and the 200k tenant without a filter (a walk of its
own HNSW index: until session 15 planned per search either way, the control; now prepared too, one statement
per large tenant). Reports the median and p95 of the server's `retrieval_time_ms` per round, kind and
setting.
"""

from __future__ import annotations

import argparse
import random
import statistics

import httpx
from common import ROOT, django_setup, host_speed, percentile, report, server
from latency import queries

KINDS = ("small", "small+user", "big+user", "big")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--queries", type=int, default=200, help="measured searches per kind and round")
    parser.add_argument("--warmup", type=int, default=30, help="unmeasured searches first, per kind and round")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of (on, off)")
    args = parser.parse_args()
    data_dir = ROOT / ".data" / "bench-latency"
    django_setup(data_dir)
    from tenants.models import ApiKey, Tenant
    from tenants.services import api_key_create

    ApiKey.objects.filter(tenant__slug__startswith="lat-", name="bench-prepared").delete()
    keys = {
        t.slug: api_key_create(tenant=t, name="bench-prepared")[1]
        for t in Tenant.objects.filter(slug__startswith="lat-")
    }
    big, small = keys.pop("lat-big"), list(keys.values())
    host_speed()
    rng = random.Random(8)
    for round_ in range(1, args.rounds + 1):
        for setting in ("true", "false"):
            with server(data_dir, extra_env={"DB_PREPARED_STATEMENTS": setting}) as url:
                with httpx.Client(base_url=f"{url}/v1", timeout=60) as client:
                    for kind in KINDS:
                        times = []
                        for n, text in enumerate(queries(rng, args.warmup + args.queries)):
                            body = {"query": text}
                            if kind.endswith("user"):
                                body["user_id"] = f"user-{rng.randrange(100)}"
                            key = big if kind.startswith("big") else rng.choice(small)
                            response = client.post("/search", json=body, headers={"Authorization": f"Bearer {key}"})
                            response.raise_for_status()
                            if n >= args.warmup:
                                times.append(response.json()["retrieval_time_ms"])
                        report(
                            f"round{round_}_prepared_{setting}_{kind}_p50",
                            statistics.median(times),
                            "ms",
                            f"p95 {percentile(times, 95):.2f} ms; n={len(times)}, sequential, server retrieval_time_ms",
                        )


if __name__ == "__main__":
    main()
