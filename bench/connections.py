"""Search throughput by how long the server keeps a database connection (DB_CONN_MAX_AGE), on the
bench/latency.py data set (load it first).

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/connections.py --ages 60,600

Starts the server (as `make run` does) once per round and age, the ages alternating, then sends distinct
searches (cache misses, the bench/latency.py mix) over 16 connections: first a warm-up, then a measured
phase longer than the shortest age, so that the server replaces its connections during it at that age. A
new connection is a new PostgreSQL backend, which maps the shared buffers it touches page by page, fills
its catalog caches and prepares its statements again; Django opens it again when a request ends after
the connection's age passed. Reports requests/s and the CPU each request cost the server, PostgreSQL and
the client, per round and age.
"""

from __future__ import annotations

import argparse

from common import ROOT, django_setup, host_speed, server
from latency import request_bodies, throughput


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--ages", type=lambda text: text.split(","), default=["60", "600"], help="DB_CONN_MAX_AGE values, seconds"
    )
    parser.add_argument("--requests", type=int, default=9000, help="measured searches per round and age")
    parser.add_argument("--warmup", type=int, default=1500, help="unmeasured searches first, per round and age")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    data_dir = ROOT / ".data" / "bench-latency"
    django_setup(data_dir)
    from tenants.models import ApiKey, Tenant
    from tenants.services import api_key_create

    ApiKey.objects.filter(tenant__slug__startswith="lat-", name="bench-connections").delete()
    tenants = [
        (t.slug, api_key_create(tenant=t, name="bench-connections")[1], t.memory_count)
        for t in Tenant.objects.filter(slug__startswith="lat-")
    ]
    host_speed()
    for round_ in range(1, args.rounds + 1):
        for age in args.ages:
            with server(data_dir, extra_env={"DB_CONN_MAX_AGE": age}) as url:
                throughput(url, request_bodies(tenants, args.warmup, seed=9), args.connections, "warmup", "")
                throughput(
                    url,
                    request_bodies(tenants, args.requests, seed=5),
                    args.connections,
                    f"round{round_}_conn_max_age_{age}_search_throughput",
                    f"{args.requests} distinct searches, {args.connections} connections, 2 workers x 4 threads",
                )


if __name__ == "__main__":
    main()
