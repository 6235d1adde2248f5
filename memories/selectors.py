"""Reads of memories and their history. Every function takes the tenant explicitly."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.lookups import DataContains
from django.db.models import Count, F, Func, Q, QuerySet, TextField, Value
from django.db.models.functions import Now

from memories.models import TENANT_INDEX_MIN_MEMORIES, LifecycleRun, Memory, MemoryEvent
from memoryos.api.errors import NotFoundError
from tenants.models import Tenant

# Columns a read never needs: the tsvector (the vector lives in its own table, MemoryEmbedding).
HEAVY_FIELDS = ("search_vector",)

ORDERINGS = {
    "created_at": ("created_at", "id"),
    "-created_at": ("-created_at", "-id"),
    "updated_at": ("updated_at", "id"),
    "-updated_at": ("-updated_at", "-id"),
    "occurred_at": ("occurred_at", "id"),
    "-occurred_at": ("-occurred_at", "-id"),
    "importance_score": ("importance_score", "id"),
    "-importance_score": ("-importance_score", "-id"),
    "relevance_score": ("relevance_score", "id"),
    "-relevance_score": ("-relevance_score", "-id"),
    "access_count": ("access_count", "id"),
    "-access_count": ("-access_count", "-id"),
}
DEFAULT_ORDERING = "-created_at"


_KEYS = ArrayField(TextField())


@dataclass(frozen=True)
class MemoryFilters:
    """The filters of GET /v1/memories (and of search). Empty values do not filter."""

    tier: str | None = None
    content_type: str | None = None
    memory_nature: str | None = None
    min_relevance: float | None = None
    user_id: str | None = None
    scope: str | None = None
    tags: list[str] = field(default_factory=list)
    entities: list[str] = field(default_factory=list)
    created_after: datetime | None = None
    created_before: datetime | None = None
    occurred_after: datetime | None = None
    occurred_before: datetime | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    def is_empty(self) -> bool:
        return not self.as_q()

    def only(self, *names: str) -> bool:
        """No filter set but (some of) `names`, fields whose unset value is None."""
        return replace(self, **dict.fromkeys(names)).is_empty()

    def as_q(self, *, tenant_keys: uuid.UUID | None = None) -> Q:
        """The filters as a condition on memory rows. With `tenant_keys` (the tenant's id), the tags and entities
        conditions are written on their GIN indexes, whose keys are `<tenant_id>:<item>` (tenant_keys): each key
        holds one tenant's rows. Without it, they are checked on the rows the other conditions reach, which no
        index serves: for a scope small enough to read whole (docs/search.md, "Searches with a filter")."""
        q = Q()
        for name in ("tier", "content_type", "memory_nature", "user_id"):
            value = getattr(self, name)
            if value is not None:
                q &= Q(**{name: value})
        if self.min_relevance is not None:
            q &= Q(relevance_score__gte=self.min_relevance)
        if self.scope:
            q &= Q(scope=self.scope) | Q(scope__startswith=self.scope.rstrip("/") + "/")
        for name in ("tags", "entities"):
            items = getattr(self, name)
            if items and tenant_keys is not None:
                q &= Q(DataContains(*tenant_keys_of(tenant_keys, name, items)))
            elif items:
                q &= Q(**{f"{name}__contains": items})
        if self.created_after:
            q &= Q(created_at__gte=self.created_after)
        if self.created_before:
            q &= Q(created_at__lt=self.created_before)
        if self.occurred_after:
            q &= Q(occurred_at__gte=self.occurred_after)
        if self.occurred_before:
            q &= Q(occurred_at__lt=self.occurred_before)
        if self.metadata:
            q &= Q(metadata__contains=self.metadata)
        return q


# Tags and entities are indexed under keys of their tenant (migration memories/0018, which freezes the names and
# the function): each column's GIN index, on memory_tenant_keys(tenant_id, column).
TENANT_KEY_INDEXES = {"tags": "memory_tenant_tags_gin", "entities": "memory_tenant_entities_gin"}


def tenant_key(tenant_id: uuid.UUID, item: str) -> str:
    """An item's key in those indexes: memory_tenant_keys writes `tenant_id::text || ':' || item`."""
    return f"{tenant_id}:{item}"


def tenant_keys_of(tenant_id: uuid.UUID, name: str, items: list[str]) -> tuple[Func, Value]:
    """The indexed expression of the `name` column (tags or entities) and the keys of `items` in it; the planner
    uses the index only for this exact expression."""
    column = Func(F("tenant_id"), F(name), function="memory_tenant_keys", output_field=_KEYS)
    return column, Value([tenant_key(tenant_id, item) for item in items], output_field=_KEYS)


def memory_queryset(*, tenant: Tenant) -> QuerySet[Memory]:
    return Memory.objects.for_tenant(tenant).defer(*HEAVY_FIELDS)


def memory_list(
    *, tenant: Tenant, filters: MemoryFilters, ordering: str = DEFAULT_ORDERING, limit: int, offset: int
) -> tuple[list[Memory], int]:
    # A small tenant's rows are cheaper to check for a tag than an index.
    large = tenant.memory_count > TENANT_INDEX_MIN_MEMORIES
    qs = memory_queryset(tenant=tenant).filter(filters.as_q(tenant_keys=tenant.pk if large else None))
    rows = list(qs.order_by(*ORDERINGS[ordering])[offset : offset + limit])
    if len(rows) < limit and (rows or offset == 0):
        total = offset + len(rows)  # a short page already tells the total
    elif filters.is_empty():
        # The tenant's maintained counter: COUNT(*) over every row costs 12 ms at 100k memories, 10x at 1M.
        total = Tenant.objects.values_list("memory_count", flat=True).get(pk=tenant.pk)
    elif filters.tier is not None and filters.only("tier"):
        # The tier's counter: nothing indexes `tier` (promotions stay HOT), so a COUNT(*) reads every row.
        total = Tenant.objects.values_list(f"memories_{filters.tier}", flat=True).get(pk=tenant.pk)
    else:
        total = qs.count()
    return rows, total


def _live_pinned(tenant: Tenant):
    return (
        memory_queryset(tenant=tenant)
        .filter(pinned=True, superseded_by__isnull=True)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=Now()))
    )


def pinned_memories(*, tenant: Tenant, filters: MemoryFilters, limit: int) -> list[Memory]:
    """Pinned, live (not expired, not superseded) memories matching the filters, most important first.

    With a `user_id`, the tenant-wide pinned memories (no user) count too: they are standing instructions.
    """
    user_q = Q(user_id=filters.user_id) | Q(user_id__isnull=True) if filters.user_id else Q()
    return list(
        _live_pinned(tenant)
        .filter(replace(filters, user_id=None).as_q(), user_q)  # on the pinned rows' index
        .order_by("-importance_score", "-created_at")[:limit]
    )


def pinned_exist(*, tenant: Tenant) -> bool:
    """Whether the tenant has any live pinned memory, of any user (on the partial index of pinned rows)."""
    return _live_pinned(tenant).exists()


def memory_get(*, tenant: Tenant, memory_id: uuid.UUID) -> Memory:
    memory = memory_queryset(tenant=tenant).filter(pk=memory_id).first()
    if memory is None:
        raise NotFoundError(f"Memory {memory_id} not found.", details={"memory_id": str(memory_id)})
    return memory


def memory_history(*, tenant: Tenant, memory_id: uuid.UUID) -> list[MemoryEvent]:
    memory_get(tenant=tenant, memory_id=memory_id)  # 404 for another tenant's (or a deleted) memory
    return list(MemoryEvent.objects.for_tenant(tenant).filter(memory_id=memory_id).order_by("at", "id"))


def existing_external_ids(*, tenant: Tenant, external_ids: list[str]) -> set[str]:
    if not external_ids:
        return set()
    return set(
        Memory.objects.for_tenant(tenant).filter(external_id__in=external_ids).values_list("external_id", flat=True)
    )


def existing_memory_ids(*, tenant: Tenant, ids: list[uuid.UUID]) -> set[uuid.UUID]:
    if not ids:
        return set()
    return set(Memory.objects.for_tenant(tenant).filter(pk__in=ids).values_list("pk", flat=True))


@dataclass(frozen=True)
class LifecycleSummary:
    job: str
    runs: int
    finished: int  # the others failed, or are running now
    last_finished_at: datetime | None
    last_changed: int | None


def lifecycle_summary() -> list[LifecycleSummary]:
    """Per lifecycle job, across tenants: its recorded runs and the last one that finished (for /metrics).
    Two queries, whatever the number of jobs."""
    counts = LifecycleRun.objects.values("job").annotate(
        runs=Count("id"), finished=Count("id", filter=Q(finished_at__isnull=False))
    )
    last = {
        run.job: run
        for run in LifecycleRun.objects.filter(finished_at__isnull=False)
        .order_by("job", "-finished_at", "-id")
        .distinct("job")
    }
    return [
        LifecycleSummary(
            row["job"],
            row["runs"],
            row["finished"],
            last[row["job"]].finished_at if row["job"] in last else None,
            last[row["job"]].changed if row["job"] in last else None,
        )
        for row in sorted(counts, key=lambda row: row["job"])
    ]
