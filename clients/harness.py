"""Run client test suites against a live MemoryOS server, as users meet it.

    .venv/bin/python clients/harness.py --run "cd clients/python && .venv-3.13/bin/python -m pytest" ...

Starts `python -m memoryos.serve` (what `make run` runs: embedded PostgreSQL in a fresh data directory, no
Redis, sessions processed in-process) on a free port, creates two tenants with `manage.py create_tenant`
(an enterprise one for the suites, a pro one to prove isolation), then runs each command with:

    MEMORYOS_BASE_URL         http://127.0.0.1:<port>/v1
    MEMORYOS_API_KEY          a key of tenant "SDK" (every scope)
    MEMORYOS_OTHER_API_KEY    a key of tenant "Other" (every scope)

Every command runs even if an earlier one failed; the exit status is non-zero if any failed. The server
(and the database it started) is stopped at the end. Standard library only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STARTUP_SECONDS = 180


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def server_env(data_dir: str, port: int) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL", "DJANGO_SETTINGS_MODULE")}
    env.update(MEMORYOS_DATA_DIR=data_dir, PORT=str(port), HOST="127.0.0.1", WEB_CONCURRENCY="2", LOG_LEVEL="WARNING")
    return env


def create_tenant(env: dict, name: str, plan: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", "create_tenant", name, "--plan", plan],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode != 0:
        raise SystemExit(f"create_tenant {name} failed:\n{done.stdout}{done.stderr}")
    return done.stdout.strip().splitlines()[-1].strip()


def wait_healthy(base: str, server: subprocess.Popen, log: list[str]) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit("The server exited during startup:\n" + "".join(log[-60:]))
        try:
            with urllib.request.urlopen(base + "/health", timeout=2) as response:  # noqa: S310 - loopback
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise SystemExit("The server did not answer /health in time:\n" + "".join(log[-60:]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--run", action="append", required=True, help="a shell command, run from the repo root")
    args = parser.parse_args()

    data_dir = tempfile.mkdtemp(prefix="memoryos-clients-")
    port = free_port()
    env = server_env(data_dir, port)
    server = subprocess.Popen(
        [sys.executable, "-m", "memoryos.serve"],
        cwd=ROOT,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    log: list[str] = []
    threading.Thread(target=lambda: log.extend(iter(server.stdout.readline, "")), daemon=True).start()
    base = f"http://127.0.0.1:{port}"
    failed = []
    try:
        wait_healthy(base, server, log)
        client_env = {k: v for k, v in os.environ.items() if k not in ("DJANGO_SETTINGS_MODULE", "VIRTUAL_ENV")}
        client_env.update(
            MEMORYOS_BASE_URL=base + "/v1",
            MEMORYOS_API_KEY=create_tenant(env, "SDK", "enterprise"),
            MEMORYOS_OTHER_API_KEY=create_tenant(env, "Other", "pro"),
        )
        for command in args.run:
            print(f"\n=== {command}", flush=True)
            started = time.monotonic()
            code = subprocess.run(command, shell=True, cwd=ROOT, env=client_env).returncode  # noqa: S602
            print(f"=== exit {code} in {time.monotonic() - started:.1f} s: {command}", flush=True)
            if code != 0:
                failed.append(command)
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()
        shutil.rmtree(data_dir, ignore_errors=True)  # its embedded PostgreSQL has stopped with the server
    if failed:
        print("\nFailed:\n  " + "\n  ".join(failed) + "\n\nServer log (last lines):\n" + "".join(log[-40:]))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
