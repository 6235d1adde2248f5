"""Sessions per second through one Celery worker with the `rules` extractor (real Redis, real worker).

    .venv/bin/python bench/ingest.py --sessions 500 --concurrency 2

Queues N sessions (each a 6-turn conversation of a different synthetic user; the first submitted through
the HTTP-facing service, so redaction and the commit happen as for an API call), starts one
`celery -A memoryos worker` on the embedded database, and times until every session is completed.
Reports sessions/s and memories/s, and the mean attempts per session.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from pathlib import Path

from common import ROOT, bench_tenant, django_setup, report

TEMPLATES = [
    "I prefer {a} over {b} for most things.",
    "My name is {name} and I work at {company} as a {role}.",
    "We decided to use {a} for the new project.",
    "I moved to {city} on 2024-0{m}-1{d}.",
    "I really like {hobby} on weekends.",
    "Can you help me plan the week?",
]
WORDS = {
    "a": ["Python", "Rust", "Go", "tea", "coffee", "vim", "emacs", "Postgres"],
    "b": ["Java", "C++", "Ruby", "juice", "soda", "nano", "VS Code", "MySQL"],
    "name": ["Ana", "Bo", "Chen", "Dara", "Eli", "Femi", "Gus", "Hana"],
    "company": ["Acme", "Globex", "Initech", "Umbrella", "Hooli"],
    "role": ["data engineer", "designer", "nurse", "teacher", "founder"],
    "city": ["Lisbon", "Berlin", "Porto", "Osaka", "Lima", "Accra"],
    "hobby": ["hiking", "chess", "climbing", "baking", "running"],
}


def conversation(rng: random.Random) -> str:
    turns = []
    for template in TEMPLATES:
        fields = {key: rng.choice(values) for key, values in WORDS.items()}
        turns.append("User: " + template.format(m=rng.randrange(1, 10), d=rng.randrange(10), **fields))
        turns.append("Assistant: Noted, thanks.")
    return "\n".join(turns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=500)
    parser.add_argument("--concurrency", type=int, default=2, help="worker processes of the one worker")
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-ingest")
    args = parser.parse_args()

    from memoryos.testing import start_redis, stop_redis

    redis_process, redis_url, redis_dir = start_redis()
    os.environ.update(REDIS_URL=redis_url, INGESTION_RUNNER="celery", EXTRACTOR="rules")
    django_setup(args.data_dir)
    from django.db import connection

    from ingestion.models import Session
    from ingestion.services import session_create
    from memories.models import Memory
    from tenants.models import Tenant
    from tests.celery_worker import Worker, database_url

    bench_tenant("ingest")
    tenant = Tenant.objects.get(slug="ingest")
    rng = random.Random(5)
    started = time.perf_counter()
    ids = [
        session_create(tenant=tenant, data={"conversation": conversation(rng), "user_id": f"user-{n}"}).pk
        for n in range(args.sessions)
    ]
    report("sessions_submit", args.sessions / (time.perf_counter() - started), "sessions/s", "service, no worker")

    connection.ensure_connection()
    worker = Worker(
        {
            "DATABASE_URL": database_url(connection.settings_dict),
            "REDIS_URL": redis_url,
            "LOG_LEVEL": "WARNING",
            "EXTRACTOR": "rules",
            "INGESTION_RUNNER": "celery",
        },
        concurrency=args.concurrency,
    ).wait_ready()
    try:
        started = time.perf_counter()
        while Session.unscoped.filter(pk__in=ids, status="completed").count() < len(ids):
            time.sleep(0.2)
        elapsed = time.perf_counter() - started
    finally:
        worker.stop()
        stop_redis(redis_process, redis_dir)
    created = Memory.objects.for_tenant(tenant).count()
    attempts = sum(Session.unscoped.filter(pk__in=ids).values_list("attempts", flat=True)) / len(ids)
    details = f"{args.sessions} sessions, one worker with {args.concurrency} processes, rules extractor, hash embedder"
    report("sessions_throughput", args.sessions / elapsed, "sessions/s", details)
    report("sessions_memories", created / elapsed, "memories/s", f"{created} memories; {attempts:.2f} attempts/session")


if __name__ == "__main__":
    main()
