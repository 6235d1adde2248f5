"""Maintenance of the vector store: re-embedding and the large tenants' own indexes.

Re-embedding (`manage.py reembed`): after EMBEDDING_PROVIDER or EMBEDDING_MODEL changes, the memories
whose vectors another model made get vectors from the current one (docs/embeddings.md).
Until they do, a query vector from the new model is compared with vectors from the old one, which ranks
nothing meaningfully. Vectors a client sent (`embedding_model` "client") are the client's own and stay.

Tenant indexes (`manage.py tenant_indexes`, hourly in Celery beat): a tenant with more than
TENANT_INDEX_MIN_MEMORIES memories gets an HNSW index partial on its tenant_id, so that its searches walk a
graph of its own vectors instead of skipping every other tenant's in the shared one, and a GIN index of its
lexemes, so that its full-text lookups read postings of its own memories alone (docs/search.md).

Text re-indexing (`text_reindex`, started by a change of a tenant's text language, and each minute in beat): the
memories of a tenant marked `text_reindexing` get its text language, and so their lexemes in it (docs/search.md,
"Languages and Unicode").
"""

from __future__ import annotations

import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import structlog
from django.conf import settings
from django.db import close_old_connections, connection, connections, models, transaction
from django.db.models import Count, Index, Q

from memories import cache, sql
from memories.embeddings import get_embedder
from memories.models import (
    TENANT_HNSW_INDEX,
    TENANT_INDEX_MIN_MEMORIES,
    TENANT_TEXT_INDEX,
    Memory,
    MemoryEmbedding,
    covering_index,
)
from memories.services import CLIENT_MODEL
from memoryos.reread import Reread
from tenants.models import Tenant

log = structlog.get_logger(__name__)

DEFAULT_BATCH_SIZE = 256
TENANT_INDEX_PREFIX = "memory_embedding_hnsw_t_"  # + the tenant's id in hex: 56 characters, under the 63 allowed


class DimensionMismatch(Exception):
    """The embedder makes vectors of another size than the database's vector column."""


@dataclass
class ReembedReport:
    embedder: str
    reembedded: int = 0
    kept: int = 0  # edited while their batch was being embedded: they already have a current vector
    by_tenant: Counter = field(default_factory=Counter)
    seconds: float = 0.0
    completed: bool = False  # a resize finished: the column is required again and the tenants' indexes built


def _stale(tenant: Tenant | None):
    rows = Memory.unscoped.exclude(embedding_model__in=[get_embedder().name, CLIENT_MODEL])
    return rows.filter(tenant=tenant) if tenant is not None else rows


def stale_counts(*, tenant: Tenant | None = None) -> list[tuple[str, int]]:
    """(embedding_model, memories) of the memories that the current embedder did not embed."""
    counts = _stale(tenant).values("embedding_model").annotate(n=Count("id")).order_by("-n", "embedding_model")
    return [(row["embedding_model"], row["n"]) for row in counts]


def check_dimensions() -> None:
    """Raise DimensionMismatch when the current embedder's vectors do not fit the vector column."""
    embedder, column = get_embedder(), sql.vector_dimensions()
    if column != embedder.dimensions:
        raise DimensionMismatch(
            f"The embedder {embedder.name} makes {embedder.dimensions}-dimension vectors, but the vector column "
            f"holds {column}. Set EMBEDDING_DIMENSIONS={column}, or resize the column with manage.py reembed "
            "--resize (docs/embeddings.md)."
        )


def vectors_resize() -> None:
    """Resize the vector column to the current embedder's size (EMBEDDING_DIMENSIONS), in one transaction.

    Stored vectors cannot change size, so they are all dropped with the large tenants' HNSW indexes, and every
    memory is marked for re-embedding, those with a client's vector too (it no longer fits). Until
    memories_reembed has given them all a vector again, search ranks by full text alone. The covering B-tree is
    built again for the new size, which decides whether its entries can hold the vectors (memories/models.py).
    """
    dimensions = get_embedder().dimensions
    with transaction.atomic(), connection.schema_editor() as editor:
        for name, _ in HNSW.existing():
            editor.remove_index(MemoryEmbedding, HNSW.index(name))
        HNSW.tenants.forget()
        editor.remove_index(MemoryEmbedding, covering_index(dimensions))  # by its name; built once, below
        sql.vectors_resize(dimensions)
        editor.add_index(MemoryEmbedding, covering_index(dimensions))
        for tenant_id in Tenant.objects.values_list("pk", flat=True):
            cache.invalidate_tenant(tenant_id)
    log.warning("vectors_resized", dimensions=dimensions)


def complete_vectors() -> bool:
    """After a resize: once every memory has a vector again, the column is required again and the large
    tenants' HNSW indexes are built. Whether it did that."""
    if sql.vectors_required() or not sql.vectors_complete():
        return False
    with transaction.atomic():
        sql.vectors_require()
    log.info("vectors_completed")
    tenant_indexes_sync()
    return True


def memories_reembed(
    *,
    tenant: Tenant | None = None,
    batch_size: int = DEFAULT_BATCH_SIZE,
    progress: Callable[[ReembedReport], None] | None = None,
) -> ReembedReport:
    """Give every stale memory (of one tenant, or all) a vector from the current embedder.

    One embedding call per batch, then one statement that stores the batch, in its own transaction: an
    interrupted run keeps what it did, and running it again goes on from there. Cached search results of
    each changed tenant are invalidated as its batch commits.
    """
    check_dimensions()
    embedder = get_embedder()
    report = ReembedReport(embedder=embedder.name)
    started = time.perf_counter()
    after = None
    while True:
        rows = _stale(tenant).order_by("pk")
        if after is not None:
            rows = rows.filter(pk__gt=after)
        batch = list(rows.values_list("tenant_id", "pk", "content", "content_hash", "embedding_model")[:batch_size])
        if not batch:
            break
        after = batch[-1][1]
        vectors = embedder.embed([content for _, _, content, _, _ in batch])
        with transaction.atomic():
            changed = sql.reembed(
                embedder.name,
                [
                    (tenant_id, memory_id, content_hash, model, str(vector))
                    for (tenant_id, memory_id, _, content_hash, model), vector in zip(batch, vectors, strict=True)
                ],
            )
            for tenant_id, _ in changed:
                cache.invalidate_tenant(tenant_id)
        done = sum(count for _, count in changed)
        report.reembedded += done
        report.kept += len(batch) - done
        report.by_tenant.update({str(tenant_id): count for tenant_id, count in changed})
        if progress is not None:
            progress(report)
    if tenant is None:
        report.completed = complete_vectors()
    # The large tenants' centroids summed the old vectors (searches ignore them until now); after a resize,
    # complete_vectors' tenant_indexes_sync has written them already.
    if report.reembedded and not report.completed:
        changed = Tenant.objects.filter(pk__in=list(report.by_tenant), memory_count__gt=TENANT_INDEX_MIN_MEMORIES)
        tenant_centroids_write(changed.values_list("pk", flat=True))
    report.seconds = time.perf_counter() - started
    log.info("reembed_finished", embedder=embedder.name, reembedded=report.reembedded, kept=report.kept)
    return report


# --- The large tenants' own indexes --------------------------------------------------------------------------


OWN_INDEXES_SECONDS = 60.0


@dataclass(eq=False)  # each kind is itself alone: hashed by identity
class TenantIndexKind:
    """An index each large tenant has of its own, partial on its tenant_id: `definition` (method, columns,
    parameters) on `model`'s table, named `prefix` + the tenant's id in hex."""

    prefix: str
    model: type[models.Model]
    definition: Index
    # The tenants with a valid index of this kind, as this process last read them: at most OWN_INDEXES_SECONDS
    # ago, or since it built or dropped one itself. Another process's build shows within a minute; so does its
    # drop, after which a search of that tenant written for its index reads its rows instead (search/sql.py). A
    # drop is of a tenant gone, or shrunk under half the limit, or of an invalid index.
    tenants: Reread[frozenset[uuid.UUID]] = field(init=False)

    def __post_init__(self) -> None:
        self.tenants = Reread(self._valid_tenants, seconds=OWN_INDEXES_SECONDS)

    def name(self, tenant_id) -> str:
        return self.prefix + uuid.UUID(str(tenant_id)).hex

    def tenant_of(self, name: str) -> uuid.UUID | None:
        try:
            return uuid.UUID(hex=name.removeprefix(self.prefix))
        except ValueError:
            return None

    def index(self, name: str, tenant_id=None) -> Index:
        """The definition under `name`, partial on one tenant's rows. Dropping one needs only the name."""
        _, args, kwargs = self.definition.deconstruct()
        kwargs.update(name=name, condition=Q(tenant_id=tenant_id) if tenant_id is not None else None)
        return type(self.definition)(*args, **kwargs)

    def existing(self) -> list[tuple[str, bool]]:
        """(name, valid) of the indexes of this kind."""
        return sql.indexes_named(self.model._meta.db_table, self.prefix)

    def _valid_tenants(self) -> frozenset[uuid.UUID]:
        valid = (self.tenant_of(name) for name, ok in self.existing() if ok)
        return frozenset(tenant_id for tenant_id in valid if tenant_id is not None)

    def build(self, tenant_id) -> None:
        """Build one tenant's index: CONCURRENTLY, unless called inside a transaction, which cannot."""
        with connection.schema_editor(atomic=False) as editor:
            editor.add_index(
                self.model,
                self.index(self.name(tenant_id), tenant_id),
                concurrently=not connection.in_atomic_block,
            )
        self.tenants.forget()

    def drop(self, name: str) -> None:
        with connection.schema_editor(atomic=False) as editor:
            editor.remove_index(self.model, self.index(name), concurrently=not connection.in_atomic_block)
        self.tenants.forget()


# The graph of a tenant's vectors, and the GIN index of its lexemes ("memory_search_gin_t_" + 32: 52 characters).
HNSW = TenantIndexKind(TENANT_INDEX_PREFIX, MemoryEmbedding, TENANT_HNSW_INDEX)
TEXT = TenantIndexKind("memory_search_gin_t_", Memory, TENANT_TEXT_INDEX)
TENANT_INDEX_KINDS = (HNSW, TEXT)


@dataclass
class TenantIndexReport:
    created: list[str] = field(default_factory=list)  # slugs of the tenants that got an index (or both)
    dropped: list[str] = field(default_factory=list)  # names of the indexes dropped
    kept: int = 0  # indexes kept
    skipped: bool = False  # another run held the lock: nothing was done
    seconds: float = 0.0


def tenant_indexes_sync(*, min_memories: int | None = None, dry_run: bool = False) -> TenantIndexReport:
    """Give every tenant with more than `min_memories` (default: TENANT_INDEX_MIN_MEMORIES) memories its own
    indexes of each kind (TENANT_INDEX_KINDS), largest tenant first.

    Drop the indexes of tenants that are gone or hold fewer than half of `min_memories` (a tenant near the
    limit keeps its indexes rather than losing and rebuilding them), and invalid ones (a build that was
    interrupted), which are built again. Outside a transaction, builds and drops are CONCURRENTLY: searches and
    writes go on. A second run while one is going returns at once (`skipped`).
    """
    min_memories = TENANT_INDEX_MIN_MEMORIES if min_memories is None else min_memories
    report = TenantIndexReport()
    started = time.perf_counter()
    if not sql.try_lock(TENANT_INDEX_PREFIX):
        report.skipped = True
        return report
    try:
        tenants = {pk: (slug, count) for pk, slug, count in Tenant.objects.values_list("pk", "slug", "memory_count")}
        large = [pk for pk, (_, count) in tenants.items() if count > min_memories]
        missing = {kind: set(large) for kind in TENANT_INDEX_KINDS}
        for kind in TENANT_INDEX_KINDS:
            for name, valid in kind.existing():
                tenant_id = kind.tenant_of(name)
                if tenant_id is None:  # not one of ours, whatever its name says
                    continue
                if valid and tenant_id in tenants and tenants[tenant_id][1] >= min_memories // 2:
                    report.kept += 1
                    missing[kind].discard(tenant_id)
                    continue
                report.dropped.append(name)
                if not dry_run:
                    kind.drop(name)
                    log.info("tenant_index_dropped", index=name, valid=valid)
        for tenant_id in sorted(set().union(*missing.values()), key=lambda pk: -tenants[pk][1]):
            slug = tenants[tenant_id][0]
            report.created.append(slug)
            for kind in TENANT_INDEX_KINDS:
                if dry_run or tenant_id not in missing[kind]:
                    continue
                building = time.perf_counter()
                kind.build(tenant_id)
                log.info(
                    "tenant_index_built",
                    tenant=slug,
                    index=kind.name(tenant_id),
                    seconds=round(time.perf_counter() - building, 1),
                )
        if not dry_run:
            tenant_centroids_write(large)
            sql.centroids_keep(large)
    finally:
        sql.unlock(TENANT_INDEX_PREFIX)
    report.seconds = time.perf_counter() - started
    return report


def tenant_centroids_write(tenant_ids) -> None:
    """Write the centroid of each of these tenants from its vectors as they are now (TenantCentroid): the scope
    baseline of their graph walks. One statement each (docs/benchmarks.md has the time for 200,000 vectors)."""
    embedder = get_embedder().name
    for tenant_id in tenant_ids:
        sql.centroid_write(tenant_id, embedder)


def tenant_grown(tenant_id, *, before: int, after: int) -> None:
    """A write that took a tenant from `before` to `after` memories has committed: what that asks of the maintenance
    here, its own indexes and the planner's statistics."""
    if after > TENANT_INDEX_MIN_MEMORIES:
        tenant_index_ensure(tenant_id)
    if statistics_stale(before, after):
        statistics_refresh_later()


# When this process last asked for a tenant's build.
_asked: dict = {}
ASK_AGAIN_SECONDS = 60.0


def tenant_index_ensure(tenant_id) -> None:
    """After a write left a tenant with more than TENANT_INDEX_MIN_MEMORIES memories: if it lacks one of its own
    indexes, have tenant_indexes_sync build them now, in the background (a Celery task where a worker runs
    background work, else a thread of this process), instead of at beat's next hourly run, or never where no
    beat runs (`make run`). Until then the tenant's searches sort all of its vectors, and its full-text lookups
    go through the shared GIN index."""
    if all(tenant_id in kind.tenants.get() for kind in TENANT_INDEX_KINDS):
        return
    now, last = time.monotonic(), _asked.get(tenant_id)
    if last is not None and now - last < ASK_AGAIN_SECONDS:
        return  # asked already; a build of a large tenant takes a while
    _asked[tenant_id] = now
    log.info("tenant_index_requested", tenant_id=str(tenant_id))
    if settings.INGESTION_RUNNER == "celery":
        from memories.tasks import sync_tenant_indexes

        sync_tenant_indexes.delay()
    else:
        threading.Thread(target=_sync_in_background, name="memoryos-tenant-indexes", daemon=True).start()


def _sync_in_background() -> None:
    close_old_connections()
    try:
        tenant_indexes_sync()
    except Exception:  # a thread has no caller to tell; the next write or beat's run asks again
        log.exception("tenant_indexes_failed")
    finally:
        connections.close_all()


# The planner's statistics (docs/search.md, "Fresh statistics"): a tenant that grows past 1,000, 2,000, 4,000, ...
# memories has its tables analysed at once, not when autovacuum next analyses them, after a tenth of a table changed.
STATISTICS_MIN_MEMORIES = 1000
_statistics_guard = threading.Lock()
_statistics = {"wanted": False, "running": False}


def statistics_stale(before: int, after: int) -> bool:
    """Whether a tenant that went from `before` to `after` memories passed a doubling of STATISTICS_MIN_MEMORIES."""

    def doublings(count: int) -> int:
        return (max(count, 0) // STATISTICS_MIN_MEMORIES).bit_length()

    return doublings(after) > doublings(before)


def statistics_refresh() -> None:
    """ANALYZE the memories' and the vectors' tables now, each one whose lock is free. One that autovacuum or a
    tenant index build holds is skipped: the next doubling of a tenant, or autovacuum, analyses it."""
    started = time.perf_counter()
    sql.analyze_memories()
    log.info("statistics_refreshed", seconds=round(time.perf_counter() - started, 3))


def statistics_refresh_later() -> None:
    """statistics_refresh in the background: a Celery task where a worker runs background work, else a thread of
    this process, one at a time (a request while it runs makes it run once more after)."""
    if settings.INGESTION_RUNNER == "celery":
        from memories.tasks import refresh_statistics

        refresh_statistics.delay()
        return
    with _statistics_guard:
        _statistics["wanted"] = True
        if _statistics["running"]:
            return
        _statistics["running"] = True
    threading.Thread(target=_refresh_in_background, name="memoryos-statistics", daemon=True).start()


def _refresh_in_background() -> None:
    close_old_connections()
    try:
        while True:
            with _statistics_guard:
                if not _statistics["wanted"]:
                    _statistics["running"] = False
                    return
                _statistics["wanted"] = False
            try:
                statistics_refresh()
            except Exception:  # a thread has no caller to tell; the next doubling, or autovacuum, analyses again
                log.exception("statistics_refresh_failed")
    finally:
        connections.close_all()


# A tenant's memories re-indexed in its text language per transaction (docs/search.md, "Languages and Unicode").
REINDEX_BATCH = 10_000


def text_reindex(*, tenant_id=None, batch_size: int = REINDEX_BATCH) -> dict[str, int]:
    """Re-index the memories of every tenant marked `text_reindexing` (or of this one) in its text language,
    `batch_size` per transaction, then clear the mark; returns how many memories of each tenant (by slug). One run
    per tenant at a time: a tenant another run holds is skipped. A change of language in the meantime is followed:
    each batch reads the tenant's language, and the mark stays until no memory is in another one."""
    tenants = Tenant.objects.filter(text_reindexing=True)
    if tenant_id is not None:
        tenants = tenants.filter(pk=tenant_id)
    done: dict[str, int] = {}
    for pk, slug in tenants.values_list("pk", "slug"):
        key = f"text-reindex:{pk}"
        if not sql.try_lock(key):
            continue
        try:
            count = 0
            while True:
                with transaction.atomic():
                    changed = sql.reindex_text(tenant_id=pk, batch_size=batch_size)
                    if changed:
                        cache.invalidate_tenant(pk)
                count += changed
                if changed < batch_size and sql.reindex_text_done(pk):
                    break
            done[slug] = count
            log.info("text_reindexed", tenant=slug, memories=count)
        finally:
            sql.unlock(key)
    return done


def text_language_lag() -> list[tuple[str, int, bool]]:
    """(slug, memories in another language than the tenant's, whether the tenant is marked for re-indexing) of
    each tenant with such memories (manage.py doctor)."""
    lagging = Memory.unscoped.exclude(text_language=models.F("tenant__text_language"))
    rows = lagging.values_list("tenant__slug", "tenant__text_reindexing").annotate(n=Count("id"))
    return [(slug, count, marked) for slug, marked, count in rows.order_by("tenant__slug")]


def text_reindex_later() -> None:
    """text_reindex in the background, after a change of a tenant's language: a Celery task where a worker runs
    background work, else a thread of this process. Beat's `text-reindex` entry runs it each minute as well, for
    a change whose run was lost."""
    if settings.INGESTION_RUNNER == "celery":
        from memories.tasks import reindex_text

        reindex_text.delay()
        return
    threading.Thread(target=_reindex_in_background, name="memoryos-text-reindex", daemon=True).start()


def _reindex_in_background() -> None:
    close_old_connections()
    try:
        text_reindex()
    except Exception:  # a thread has no caller to tell; beat's next run re-indexes what is left
        log.exception("text_reindex_failed")
    finally:
        connections.close_all()
