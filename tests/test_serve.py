"""`make run` as a new user meets it: embedded PostgreSQL, demo key printed once, a second process on the
same MEMORYOS_DATA_DIR, and Ctrl-C stopping everything it started."""

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import psutil
import pytest

from memoryos.testing import free_port

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def _env(data_dir: Path, port: int) -> dict:
    dropped = ("REDIS_URL", "DATABASE_URL", "DJANGO_SETTINGS_MODULE", "INPROCESS_SCHEDULER")
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    env.update(
        MEMORYOS_DATA_DIR=str(data_dir),
        PORT=str(port),
        HOST="127.0.0.1",
        WEB_CONCURRENCY="2",
        LOG_LEVEL="INFO",
    )
    return env


def _serve_refused(env: dict) -> subprocess.CompletedProcess:
    """`make run`'s command, run to its end: for a start it must refuse at once."""
    return subprocess.run(
        [sys.executable, "-m", "memoryos.serve"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )


def _serve(env: dict) -> subprocess.Popen:
    """`make run`'s command, in its own session so that the test can signal the whole group like Ctrl-C."""
    return subprocess.Popen(
        [sys.executable, "-m", "memoryos.serve"],
        cwd=ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def _manage(env: dict, *args: str) -> subprocess.CompletedProcess:
    """A second process, `manage.py …`, as an operator would run it next to the server."""
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
    )


def _call(port, method, path, key=None, body=None):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
    )
    request.add_header("Content-Type", "application/json")
    if key:
        request.add_header("Authorization", f"Bearer {key}")
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - loopback only
        return response.status, json.loads(response.read())


def _wait_for_key(process, deadline, output: list[str] | None = None) -> str:
    """The demo key `make run` prints; the lines before it go into `output`."""
    output = [] if output is None else output
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            if process.poll() is not None:
                break
            continue
        output.append(line)
        match = re.match(r"^\s+(mos_\S+)\s*$", line)
        if match:
            return match.group(1)
    raise AssertionError("no key printed:\n" + "".join(output))


def _wait_healthy(port, deadline):
    while time.monotonic() < deadline:
        try:
            if _call(port, "GET", "/health")[0] == 200:
                return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("server did not become healthy")


def test_make_run_flow(tmp_path):
    data_dir, port = tmp_path / "data", free_port()
    env = {
        **_env(data_dir, port),
        "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
        "SCHEDULER_TICK_SECONDS": "0.5",
        "EMBEDDING_PROVIDER": "hash",
        "HOME": str(tmp_path / "home"),  # where gunicorn 25+ would open its control socket without XDG_RUNTIME_DIR
    }
    env.pop("XDG_RUNTIME_DIR", None)
    process = _serve(env)
    try:
        deadline, banner = time.monotonic() + 120, []
        key = _wait_for_key(process, deadline, banner)
        # The default embedder says what it cannot do, and how to get the one that can.
        assert "embeddings: hash" in "".join(banner)
        assert "EMBEDDING_PROVIDER=local make run" in "".join(banner)
        _wait_healthy(port, deadline)
        assert _call(port, "GET", "/ready")[1]["checks"] == {"database": "ok", "vectors": "ok", "cache": "ok"}
        # No control socket at a path every server on the machine shares (a second one would take it over).
        assert not (tmp_path / "home" / ".gunicorn").exists()
        status, created = _call(port, "POST", "/v1/memories", key, {"content": "I like green tea"})
        assert status == 201
        assert _call(port, "GET", f"/v1/memories/{created['id']}", key)[1]["content"] == "I like green tea"

        # Each request below comes on a new connection, so either worker may answer it, from results it
        # cached in its own memory: a write served by one worker must reach the next search of the other.
        # (Before generations moved to PostgreSQL without Redis, about half of these searches were stale.)
        for n in range(6):
            body = {"query": f"kayak{n} trip", "user_id": "u1", "threshold": 0}
            for _ in range(4):
                _call(port, "POST", "/v1/search", key, body)
            _call(port, "POST", "/v1/memories", key, {"content": f"A kayak{n} trip on the lake", "user_id": "u1"})
            for _ in range(6):
                found = [r["content"] for r in _call(port, "POST", "/v1/search", key, body)[1]["results"]]
                assert f"A kayak{n} trip on the lake" in found, (n, found)

        # A list filtered by 50 long tags: a request line longer than gunicorn's default limit (4094 bytes).
        tags = ",".join(f"{n:02d}" + "t" * 98 for n in range(50))
        assert _call(port, "GET", f"/v1/memories?tags={tags}", key)[1]["meta"]["total"] == 0

        # A second process with the same MEMORYOS_DATA_DIR reaches the same database.
        second = _manage(env, "create_tenant", "acme", "--plan", "pro")
        acme_key = second.stdout.strip().splitlines()[-1]
        assert _call(port, "GET", "/v1/memories", acme_key)[1]["meta"]["total"] == 0
        assert _call(port, "GET", "/v1/usage", acme_key)[1]["tenant"]["slug"] == "acme"

        # No Redis, so no Celery beat: the workers run the beat schedule themselves. Made due by hand (it is
        # hourly), the promote job runs once, in one of the two workers, and promotes an important memory.
        status, important = _call(
            port, "POST", "/v1/memories", key, {"content": "Reply in French", "importance_score": 0.8}
        )
        assert important["tier"] == "short"
        make_due = (
            "from datetime import timedelta; from django.utils import timezone; "
            "from memoryos.models import ScheduledRun; "
            "ScheduledRun.objects.update_or_create(name='lifecycle-promote', "
            "defaults={'last_run_at': timezone.now() - timedelta(hours=2)})"
        )
        _manage(env, "shell", "-c", make_due)
        tier, deadline_promote = "short", time.monotonic() + 20
        while tier == "short" and time.monotonic() < deadline_promote:
            time.sleep(0.2)
            tier = _call(port, "GET", f"/v1/memories/{important['id']}", key)[1]["tier"]
        assert tier == "medium"

        # Rate limits: both workers count into one bucket per key (the free plan: 120 reads a minute).
        free_key = _manage(env, "create_tenant", "tiny", "--plan", "free").stdout.strip().splitlines()[-1]

        def read() -> tuple[int, int]:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/v1/memories")
            request.add_header("Authorization", f"Bearer {free_key}")
            try:
                with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - loopback only
                    return int(response.headers["RateLimit-Remaining"]), int(response.headers["RateLimit-Reset"])
            except urllib.error.HTTPError as limited:
                assert limited.code == 429, limited.code
                return -1, int(limited.headers["RateLimit-Reset"])

        remaining, reset = read()
        if reset < 10:  # the key's one-minute window would end during the reads below: start in the next one
            time.sleep(reset + 1)
            remaining, reset = read()
        counts = [remaining] + [read()[0] for _ in range(120)]
        assert counts == [*range(119, -1, -1), -1], counts  # the 121st read of the minute is a 429

        # Usage: each worker counts in memory, and writes within 5 s even if no further request comes to it.
        for _ in range(10):  # new connections: both workers count some of these reads
            _call(port, "GET", "/v1/memories", acme_key)
        time.sleep(6)
        assert _call(port, "GET", "/v1/usage", acme_key)[1]["days"][0]["read_requests"] == 12
        for _ in range(10):  # counted, and not yet due to be written when the server stops below
            _call(port, "GET", "/v1/memories", acme_key)

        postmaster = (data_dir / "pgdata" / "postmaster.pid").read_text().split()[0]
        assert psutil.pid_exists(int(postmaster))  # the database outlived the second process

        # /metrics adds up the samples of both gunicorn workers (Prometheus multiprocess mode).
        for _ in range(20):
            _call(port, "GET", "/health")
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as response:  # noqa: S310
            exposition = response.read().decode()
        health_line = r'^memoryos_requests_total\{method="GET",route="health",status="200"\} (\S+)$'
        health = re.search(health_line, exposition, re.M)
        assert health and float(health.group(1)) == 21, exposition[:3000]  # with _wait_healthy's one
        workers = {path.stem.rsplit("_", 1)[1] for path in (tmp_path / "metrics").glob("counter_*.db")}
        assert len(workers) == 2, workers
    finally:
        os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C in the terminal does
        remaining_output, _ = process.communicate(timeout=60)
    # Logs are JSON lines carrying the request id, tenant and key prefix.
    records = [json.loads(line) for line in remaining_output.splitlines() if line.startswith("{")]
    create_lines = [r for r in records if r.get("event") == "request" and r.get("path") == "/v1/memories"]
    assert create_lines, repr(remaining_output[-3000:])
    assert create_lines[0]["tenant"] == "demo" and create_lines[0]["key_prefix"] == key[:12]
    assert create_lines[0]["request_id"].startswith("req_") and create_lines[0]["status"] == 201
    ran = [r for r in records if r.get("event") == "scheduled_task_ran" and r.get("entry") == "lifecycle-promote"]
    assert len(ran) == 1, ran  # two workers ticking every 0.5 s, one run
    # Stopping it stopped what it started: gunicorn and the embedded PostgreSQL.
    deadline = time.monotonic() + 30
    while psutil.pid_exists(int(postmaster)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not psutil.pid_exists(int(postmaster))
    assert not (data_dir / "pgdata" / "postmaster.pid").exists()

    # Started again, the demo tenant exists: its key is not printed a second time, the old key still works.
    # Without PROMETHEUS_MULTIPROC_DIR the server makes its own metrics directory, and removes it on exit.
    port, temp = free_port(), tmp_path / "temp"
    temp.mkdir()
    process = _serve({**_env(data_dir, port), "TMPDIR": str(temp)})
    try:
        deadline = time.monotonic() + 120
        lines = []
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            lines.append(line)
            if "exists; its key was printed" in line:
                break
        assert not any(key in line for line in lines)
        _wait_healthy(port, deadline)
        assert _call(port, "GET", "/v1/memories", key)[1]["meta"]["total"] == 8
        # The workers wrote their last counts as they exited: 12 reads, then the usage call, then 10.
        assert _call(port, "GET", "/v1/usage", acme_key)[1]["days"][0]["read_requests"] == 23
        assert [path.name[:17] for path in temp.glob("memoryos-metrics-*")] == ["memoryos-metrics-"]
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(60)
    assert not list(temp.glob("memoryos-metrics-*"))

    # Started with another vector size than the store's, it says so and does not serve: every create and
    # search would fail. The database it started is stopped again.
    process = _serve({**_env(data_dir, free_port()), "EMBEDDING_DIMENSIONS": "8"})
    output, _ = process.communicate(timeout=120)
    assert process.returncode == 1, output
    assert "makes 8-dimension vectors, but the vector column holds 384" in output
    assert "manage.py reembed --resize" in output and "Demo tenant" not in output
    assert not (data_dir / "pgdata" / "postmaster.pid").exists()


def test_database_url_replaces_the_embedded_database(tmp_path, django_db_blocker, db):
    """With DATABASE_URL set, no embedded server is started and commands reach that database."""
    from django.db import connection

    with django_db_blocker.unblock():
        params = connection.get_connection_params()
    url = f"postgres://{params['user']}@/{params['dbname']}?host={params['host']}&port={params.get('port', 5432)}"
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    env.update(DATABASE_URL=url, MEMORYOS_DATA_DIR=str(tmp_path / "unused"))
    code = "from django.db import connection; connection.ensure_connection(); print(connection.settings_dict['NAME'])"
    result = _manage(env, "shell", "-c", code)
    assert result.stdout.strip().splitlines()[-1] == params["dbname"]
    assert not (tmp_path / "unused").exists()


def test_a_worker_loads_the_urlconf_token_ranks_and_embedder_before_its_first_request():
    """gunicorn workers import memoryos.wsgi at start (and again when recycled): the first request must not
    pay for the views' imports, the default tokenizer's ranks or the embedder."""
    code = (
        "import sys, memoryos.wsgi; from search.tokens import encoding; from memories.embeddings import _build; "
        "print(encoding.cache_info().currsize, _build.cache_info().currsize, 'search.views' in sys.modules)"
    )  # the default tokenizer's ranks only
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=dict(os.environ), capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["1", "1", "True"]


def test_a_busy_port_stops_make_run_at_once_and_says_how_to_choose_another(tmp_path):
    """Port 8000 is often taken (a Django dev server, another `make run`). Before this check, the server migrated,
    printed the demo key and then failed after five of gunicorn's retries, with "Can't connect"."""
    data_dir = tmp_path / "data"
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        started = time.monotonic()
        result = _serve_refused(_env(data_dir, port))
    assert result.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "PORT=8001 make run" in result.stderr
    assert time.monotonic() - started < 10
    assert not data_dir.exists()  # nothing started: no embedded PostgreSQL, no migrations, no demo key
    assert "mos_" not in result.stdout


def test_a_port_that_is_not_a_number_is_refused_before_anything_starts(tmp_path):
    data_dir = tmp_path / "data"
    env = {**_env(data_dir, 0), "PORT": "80a"}
    result = _serve_refused(env)
    assert result.returncode == 1
    assert "PORT must be an integer, got '80a'" in result.stderr
    assert not data_dir.exists()
