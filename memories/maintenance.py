"""Re-embedding (`manage.py reembed`): after EMBEDDING_PROVIDER or EMBEDDING_MODEL changes, the memories
whose vectors another model made get vectors from the current one (docs/embeddings.md).

Until they do, a query vector from the new model is compared with vectors from the old one, which ranks
nothing meaningfully. Vectors a client sent (`embedding_model` "client") are the client's own and stay.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import structlog
from django.db import connection, transaction
from django.db.models import Count

from memories import cache, sql
from memories.embeddings import get_embedder
from memories.models import Memory, MemoryEmbedding
from memories.services import CLIENT_MODEL
from tenants.models import Tenant

log = structlog.get_logger(__name__)

DEFAULT_BATCH_SIZE = 256
HNSW_INDEX = "memory_embedding_hnsw"


class DimensionMismatch(Exception):
    """The embedder makes vectors of another size than the database's vector column."""


@dataclass
class ReembedReport:
    embedder: str
    reembedded: int = 0
    kept: int = 0  # edited while their batch was being embedded: they already have a current vector
    by_tenant: Counter = field(default_factory=Counter)
    seconds: float = 0.0
    index_built: bool = False  # after a resize, the HNSW index was built again


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
            f"holds {column}. Set EMBEDDING_DIMENSIONS={column}, or resize the column with --resize "
            "(docs/embeddings.md)."
        )


def _hnsw_index():
    return next(index for index in MemoryEmbedding._meta.indexes if index.name == HNSW_INDEX)


def vectors_resize() -> None:
    """Resize the vector column to the current embedder's size (EMBEDDING_DIMENSIONS), in one transaction.

    Stored vectors cannot change size, so they are all dropped with the HNSW index, and every memory is
    marked for re-embedding, those with a client's vector too (it no longer fits). Until memories_reembed
    has given them all a vector again, search ranks by full text alone.
    """
    with transaction.atomic(), connection.schema_editor() as editor:
        if sql.index_exists(HNSW_INDEX):
            editor.remove_index(MemoryEmbedding, _hnsw_index())
        sql.vectors_resize(get_embedder().dimensions)
        for tenant_id in Tenant.objects.values_list("pk", flat=True):
            cache.invalidate_tenant(tenant_id)
    log.warning("vectors_resized", dimensions=get_embedder().dimensions)


def complete_vectors() -> bool:
    """After a resize: once every memory has a vector again, the column is required again and the HNSW index
    is built (the same definition as the model's). Whether it did that."""
    if sql.index_exists(HNSW_INDEX) or not sql.vectors_complete():
        return False
    with transaction.atomic(), connection.schema_editor() as editor:
        sql.vectors_require()
        editor.add_index(MemoryEmbedding, _hnsw_index())
    log.info("vectors_completed", index=HNSW_INDEX)
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
        report.index_built = complete_vectors()
    report.seconds = time.perf_counter() - started
    log.info("reembed_finished", embedder=embedder.name, reembedded=report.reembedded, kept=report.kept)
    return report
