"""What the service depends on, checked: `/ready` runs the database, vector column and cache checks (`make run`
the vector column's before it serves), `manage.py doctor` runs them all (docs/operations.md).

Each check answers a `Check`; none raises. "warn" is for something that works but needs an operator.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache as django_cache
from django.db import connection

# hnsw.iterative_scan, which keeps filtered HNSW searches from starving (docs/search.md), came in 0.8.0.
MIN_PGVECTOR = (0, 8, 0)
MIN_POSTGRESQL = 150000  # SPEC §2: PostgreSQL 15 or later (server_version_num)


@dataclass(frozen=True)
class Check:
    name: str
    status: str  # "ok", "warn" or "fail"
    detail: str  # safe to show without authentication (/ready)
    error: str = ""  # the exception's own message, for operators (manage.py doctor)

    @property
    def ok(self) -> bool:
        return self.status != "fail"


def _failure(name: str, exc: Exception) -> Check:
    return Check(name, "fail", f"error: {exc.__class__.__name__}", error=str(exc).strip())


def _server() -> tuple[str, int, str | None]:
    """(PostgreSQL version, its number, pgvector version or None)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT current_setting('server_version'), current_setting('server_version_num')::int, "
            "(SELECT extversion FROM pg_extension WHERE extname = 'vector')"
        )
        return cursor.fetchone()


def database() -> Check:
    """PostgreSQL 15 or later answers and has the pgvector extension."""
    try:
        version, version_num, pgvector = _server()
    except Exception as exc:  # noqa: BLE001 - a check reports the failure instead of raising it
        return _failure("database", exc)
    if pgvector is None:
        return Check("database", "fail", "pgvector extension missing")
    if version_num < MIN_POSTGRESQL:
        return Check("database", "fail", f"PostgreSQL {version} is older than {MIN_POSTGRESQL // 10000}")
    return Check("database", "ok", f"PostgreSQL {version}, pgvector {pgvector}")


def pgvector() -> Check:
    """pgvector is recent enough for iterative index scans."""
    try:
        found = _server()[2]
    except Exception as exc:  # noqa: BLE001
        return _failure("pgvector", exc)
    if found is None:
        return Check("pgvector", "fail", "extension missing")
    if tuple(int(part) for part in found.split(".")[:3] if part.isdigit()) < MIN_PGVECTOR:
        wanted = ".".join(map(str, MIN_PGVECTOR))
        return Check("pgvector", "fail", f"{found} is older than {wanted} (no iterative scans): upgrade it")
    return Check("pgvector", "ok", found)


def vectors() -> Check:
    """The vector column holds vectors of the embedder's size (EMBEDDING_DIMENSIONS): otherwise every create and
    search fails. Set when migration 0006 ran; another size needs `manage.py reembed --resize`. Without
    embedding anything, unlike `embedder`: `/ready` runs it."""
    from memories.maintenance import DimensionMismatch, check_dimensions

    try:
        check_dimensions()
    except DimensionMismatch as exc:
        return Check("vectors", "fail", str(exc))
    except Exception as exc:  # noqa: BLE001
        return _failure("vectors", exc)
    return Check("vectors", "ok", f"{settings.EMBEDDING_DIMENSIONS} dimensions")


def cache() -> Check:
    """The cache stores and returns a value (Redis when REDIS_URL is set)."""
    key = f"ready:{uuid.uuid4().hex}"
    kind = "Redis" if settings.REDIS_URL else "local memory, per process"
    try:
        django_cache.set(key, "1", 5)
        value = django_cache.get(key)
        django_cache.delete(key)
    except Exception as exc:  # noqa: BLE001
        return _failure("cache", exc)
    if value != "1":
        return Check("cache", "fail", "cache did not return what was written")
    return Check("cache", "ok", kind)


def broker() -> Check:
    """The Celery broker answers, when background work goes through one."""
    if settings.INGESTION_RUNNER != "celery":
        return Check("broker", "ok", "not used: background work runs in the web process (INGESTION_RUNNER=inprocess)")
    from kombu import Connection

    try:
        with Connection(settings.CELERY_BROKER_URL, connect_timeout=3) as conn:
            conn.ensure_connection(max_retries=1)
    except Exception as exc:  # noqa: BLE001
        return _failure("broker", exc)
    return Check("broker", "ok", "reachable")


def embedder() -> Check:
    """The configured embedder answers with vectors that fit the vector column."""
    from memories import sql
    from memories.embeddings import get_embedder

    try:
        current = get_embedder()
        started = time.perf_counter()
        [vector] = current.embed(["memoryos doctor"])
        elapsed = (time.perf_counter() - started) * 1000
        column = sql.vector_dimensions()
    except Exception as exc:  # noqa: BLE001
        return _failure("embedder", exc)
    if len(vector) != column:
        detail = f"{current.name} made {len(vector)} dimensions; the vector column holds {column}"
        return Check("embedder", "fail", detail)
    return Check("embedder", "ok", f"{current.name}, {len(vector)} dimensions, {elapsed:.0f} ms for one text")


def embeddings_current() -> Check:
    """Every stored vector comes from the current embedder (or from its client)."""
    from memories.maintenance import stale_counts

    try:
        stale = stale_counts()
    except Exception as exc:  # noqa: BLE001
        return _failure("embeddings", exc)
    if not stale:
        return Check("embeddings", "ok", "every memory was embedded by the current embedder (or by its client)")
    counts = ", ".join(f"{count} by {model}" for model, count in stale)
    return Check("embeddings", "warn", f"embedded by another model: {counts}; run manage.py reembed")


def tenant_indexes() -> Check:
    """Every tenant with more than TENANT_INDEX_MIN_MEMORIES memories has its own indexes (HNSW, full text), and
    no index is left of a tenant that is gone or shrank (a dry run of `manage.py tenant_indexes`)."""
    from memories.maintenance import TENANT_INDEX_KINDS, tenant_indexes_sync

    try:
        report = tenant_indexes_sync(dry_run=True)
    except Exception as exc:  # noqa: BLE001
        return _failure("tenant_indexes", exc)
    if report.skipped:
        return Check("tenant_indexes", "ok", "being built now (manage.py tenant_indexes or Celery beat)")
    if report.created or report.dropped:
        detail = (
            f"{len(report.created)} tenant(s) to index, {len(report.dropped)} index(es) to drop; a large tenant "
            "without its indexes sorts all of its vectors, or reads the shared full-text index, on every search: "
            "run manage.py tenant_indexes"
        )
        return Check("tenant_indexes", "warn", detail)
    # Nothing to build or drop: each large tenant has one index of each kind.
    tenants = report.kept // len(TENANT_INDEX_KINDS)
    return Check("tenant_indexes", "ok", f"{tenants} large tenant(s), each with its own HNSW and full-text indexes")


def text_languages() -> Check:
    """Every memory is indexed in its tenant's text language, or its tenant is marked for the re-indexing that
    beat's `text-reindex` entry runs (docs/search.md, "Languages and Unicode")."""
    from memories.maintenance import text_language_lag

    try:
        lag = text_language_lag()
    except Exception as exc:  # noqa: BLE001
        return _failure("text_languages", exc)
    if not lag:
        return Check("text_languages", "ok", "every memory is indexed in its tenant's text language")
    waiting = [f"{slug} ({count})" for slug, count, marked in lag if marked]
    lost = [f"{slug} ({count})" for slug, count, marked in lag if not marked]
    if lost:
        detail = f"not indexed in their tenant's language, and not queued: {', '.join(lost)}; run "
        return Check("text_languages", "warn", detail + "manage.py set_text_language with the tenant's language")
    return Check("text_languages", "ok", f"being re-indexed in a new language: {', '.join(waiting)}")


def schedule() -> Check:
    """Without Redis, the web workers run the beat schedule (memoryos/scheduler.py): every entry ran lately."""
    if not settings.INPROCESS_SCHEDULER:
        return Check("schedule", "ok", "not checked here: Celery beat runs it (INPROCESS_SCHEDULER=false)")
    from memoryos import scheduler

    try:
        late = scheduler.overdue()
    except Exception as exc:  # noqa: BLE001
        return _failure("schedule", exc)
    if late:
        detail = f"not run for two periods: {', '.join(late)}; no web worker runs the schedule (start the server)"
        return Check("schedule", "warn", detail)
    return Check("schedule", "ok", f"{len(settings.CELERY_BEAT_SCHEDULE)} entries, run by the web workers")


READINESS = (database, vectors, cache)
EVERYTHING = (
    database,
    pgvector,
    vectors,
    cache,
    broker,
    embedder,
    embeddings_current,
    tenant_indexes,
    text_languages,
    schedule,
)
