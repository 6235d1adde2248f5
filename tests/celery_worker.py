"""A real `celery -A memoryos worker` in a child process, on the test database and the test redis-server."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parent.parent
# Broker keys of kombu's Redis transport: the default queue and the unacknowledged-message bookkeeping.
BROKER_KEYS = ("celery", "unacked", "unacked_index", "unacked_mutex")


def database_url(settings_dict: dict) -> str:
    """DATABASE_URL for another process to reach the database this one uses (embedded: a socket dir)."""
    host = urllib.parse.quote(settings_dict["HOST"] or "", safe="")
    user = urllib.parse.quote(settings_dict["USER"] or "", safe="")
    password = settings_dict.get("PASSWORD")
    auth = f"{user}:{urllib.parse.quote(password, safe='')}" if password else user
    return f"postgresql://{auth}@{host}:{settings_dict['PORT']}/{settings_dict['NAME']}"


def purge_broker(url: str) -> None:
    redis.Redis.from_url(url).delete(*BROKER_KEYS)


class Worker:
    """`celery -A memoryos worker` started in its own process group, so kill() reaches every process."""

    def __init__(self, env: dict, *, concurrency: int = 1, pool: str = "prefork"):
        self.lines: list[str] = []
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "memoryos",
                "worker",
                "--pool",
                pool,
                "--concurrency",
                str(concurrency),
                "--loglevel",
                "INFO",
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
            ],
            cwd=ROOT,
            env={**os.environ, **env},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line)

    def wait_ready(self, timeout: float = 60.0) -> Worker:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(" ready." in line for line in self.lines):
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise RuntimeError("celery worker did not start:\n" + "".join(self.lines[-50:]))

    def kill(self) -> None:
        """kill -9 of the whole worker: no shutdown, no acknowledgement, nothing flushed."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()
