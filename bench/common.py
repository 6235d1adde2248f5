"""Shared pieces of the benchmarks: a real server process, a tenant with a key, timing and reporting.

Every benchmark prints one line per figure: `name value unit  (details)`.
"""

from __future__ import annotations

import fcntl
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The MADial-Bench dev set (../shared/datasets/README.md): bench/ranking.py ranks with it, bench/extraction.py reads
# its dialogues as another writer's sentences.
MADIAL = ROOT.parent / "shared" / "datasets" / "madial-bench"


def madial_dialogues(dataset: Path = MADIAL) -> list[dict]:
    """Its dialogues in file order, one dict a line: `dialogue` (the turns), `user-id`, `test-turn`, `relevant-id`."""
    lines = (dataset / "MADial-Bench-en-dialogue.json").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


_locks: list = []  # the open lock files, held until the process ends


def _lock_data_dir(data_dir: Path) -> None:
    """Hold an exclusive lock on the data directory for the life of this process, or stop. Two benches on one
    directory share its database and often its tenant, which each recreates (`bench_tenant`): the second would
    revoke the first one's key, and the first would stop on a 401 (or measure beside the other's load)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = open(data_dir / "bench.lock", "a")  # noqa: SIM115 (kept open: closing it would release the lock)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.close()
        sys.exit(f"another benchmark is using {data_dir}: wait for it, or give this one another --data-dir")
    _locks.append(lock)


def django_setup(data_dir: Path) -> None:
    _lock_data_dir(Path(data_dir).resolve())
    os.environ["MEMORYOS_DATA_DIR"] = str(Path(data_dir).resolve())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryos.settings")
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)


def bench_plan():
    """A plan without practical limits: benchmarks measure the API, not the rate limiter."""
    from tenants.models import Plan

    plan, _ = Plan.objects.update_or_create(
        name="bench",
        defaults=dict(
            read_requests_per_minute=10_000_000,
            write_requests_per_minute=10_000_000,
            max_memories=100_000_000,
            max_context_tokens=128_000,
            max_batch_size=1000,
        ),
    )
    return plan


def bench_tenant(slug: str, text_language: str | None = None) -> str:
    """(Re)create a tenant on the bench plan (in this full-text language, or the default's) and return a fresh key."""
    from tenants.models import Tenant
    from tenants.services import api_key_create, tenant_create

    plan = bench_plan()
    Tenant.objects.filter(slug=slug).delete()
    tenant = tenant_create(name=slug, slug=slug, plan=plan, text_language=text_language)
    return api_key_create(tenant=tenant, name="bench")[1]


@contextmanager
def server(data_dir: Path, *, workers: int = 2, threads: int = 4, extra_env: dict | None = None):
    """Run `python -m memoryos.serve` (gunicorn, as `make run` does) and yield its base URL. Without its
    in-process scheduler: a lifecycle job over the whole data set would run inside the web workers during
    the measurement (the jobs have a bench of their own, bench/lifecycle.py)."""
    import httpx

    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    env.update(
        MEMORYOS_DATA_DIR=str(Path(data_dir).resolve()),
        PORT=str(port),
        HOST="127.0.0.1",
        WEB_CONCURRENCY=str(workers),
        GUNICORN_THREADS=str(threads),
        LOG_LEVEL="WARNING",
        INPROCESS_SCHEDULER="false",
        **(extra_env or {}),
    )
    process = subprocess.Popen(
        [sys.executable, "-m", "memoryos.serve"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        else:
            raise RuntimeError("server did not start")
        yield url
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(60)


def cpu_seconds() -> dict[str, float]:
    """CPU time (user + system) used so far by the bench server's processes (gunicorn's master and workers),
    by PostgreSQL's and by Redis's if one runs, for a figure of CPU per request: take it before and after a
    phase. A process that ended in between (a backend, an autovacuum worker, a recycled gunicorn worker)
    still counts: its time moved into its parent's `children_*` times when the parent reaped it, and those
    are counted too."""
    import psutil

    totals = {"server": 0.0, "database": 0.0}
    for process in psutil.process_iter(["name", "cmdline", "cpu_times"]):
        times = process.info["cpu_times"]
        if times is None:
            continue
        used = times.user + times.system + times.children_user + times.children_system
        if "memoryos.serve" in " ".join(process.info["cmdline"] or []):
            totals["server"] += used
        elif process.info["name"] == "postgres":
            totals["database"] += used
        elif process.info["name"] == "redis-server":  # the cache, when a bench gives the server one
            totals["cache"] = totals.get("cache", 0.0) + used
    return totals


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def host_speed() -> None:
    """Report how fast this host runs a fixed CPU-bound PostgreSQL statement (median of 5): figures from
    different hosts, or from one host on different days, compare only alongside it."""
    from django.db import connection

    times = []
    with connection.cursor() as cursor:
        for _ in range(5):
            started = time.perf_counter()
            cursor.execute("SELECT sum(sqrt(x::float8)) FROM generate_series(1, 2000000) x")
            times.append((time.perf_counter() - started) * 1000)
    report("host_reference_statement", statistics.median(times), "ms", "sum of 2M square roots in PostgreSQL")


def report(name: str, value: float, unit: str, details: str = "", *, digits: int = 2) -> None:
    print(f"{name} {value:.{digits}f} {unit}" + (f"  ({details})" if details else ""), flush=True)


def latency_lines(name: str, samples_ms: list[float], details: str = "") -> None:
    extra = f"n={len(samples_ms)}, mean {statistics.fmean(samples_ms):.2f} ms" + (f"; {details}" if details else "")
    for q in (50, 95, 99):
        report(f"{name}_p{q}", percentile(samples_ms, q), "ms", extra)


def conversation(turns, said_at: str) -> list[dict]:
    """A session's messages from turns: a plain string is the user's, a (role, content) tuple anyone's."""
    return [
        {"role": "user", "content": turn, "timestamp": said_at}
        if isinstance(turn, str)
        else {"role": turn[0], "content": turn[1], "timestamp": said_at}
        for turn in turns
    ]


def run_sessions(client, sessions: dict[str, list[dict]], timeout_s: float = 300) -> None:
    """Send each user's conversation to `POST /v1/sessions` and return once every one has completed."""
    pending = {}
    for user_id, messages in sessions.items():
        response = client.post("/v1/sessions", json={"user_id": user_id, "messages": messages})
        response.raise_for_status()
        pending[user_id] = response.json()["session_id"]
    deadline = time.monotonic() + timeout_s
    while pending:
        if time.monotonic() > deadline:
            raise RuntimeError(f"{len(pending)} sessions did not settle in {timeout_s:g} s")
        for user_id, session_id in list(pending.items()):
            status = client.get(f"/v1/sessions/{session_id}").json()["status"]
            if status in {"completed", "dead", "failed"}:
                if status != "completed":
                    raise RuntimeError(f"session of {user_id} ended {status}")
                del pending[user_id]
        time.sleep(0.2)
