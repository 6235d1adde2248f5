"""Writes of memories. Every function takes the tenant and the actor explicitly and is all-or-nothing."""

from __future__ import annotations

import hashlib
import re
import uuid
from collections import Counter
from collections.abc import Sequence
from functools import partial
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from memories import cache, selectors
from memories.embeddings import get_embedder
from memories.models import (
    MERGE_IMPORTANCE_BOOST,
    SEMANTIC_CONTENT_TYPES,
    Memory,
    MemoryEmbedding,
    MemoryEvent,
    MemoryNature,
)
from memories.sql import halfvec_literal
from memoryos.api.errors import ConflictError, QuotaExceededError, ValidationFailed
from memoryos.languages import TEXT_LANGUAGES
from memoryos.rows import RowWriter
from memoryos.services import model_update
from tenants.models import Tenant
from tenants.services import (
    tenant_move_tier,
    tenant_release_memory_slots,
    tenant_reserve_memory_slots,
    usage_record,
)

# The embedding_model of a memory whose vector the client sent (re-embedding leaves those alone).
CLIENT_MODEL = "client"
# Fields a client may set on create (SPEC §3), besides `content` and `embedding`.
CREATE_FIELDS = (
    "tier",
    "content_type",
    "memory_nature",
    "importance_score",
    "metadata",
    "tags",
    "entities",
    "external_id",
    "source_id",
    "user_id",
    "scope",
    "pinned",
    "expires_at",
    "occurred_at",
)
# A batch's rows, its vectors and its history go in with COPY (memoryos/rows.py).
_MEMORY_ROWS = RowWriter(Memory)
_VECTOR_ROWS = RowWriter(MemoryEmbedding, prepare={"embedding": halfvec_literal})
_EVENT_ROWS = RowWriter(MemoryEvent)
# Fields PATCH may change.
UPDATE_FIELDS = (
    "content",
    "content_type",
    "tier",
    "importance_score",
    "memory_nature",
    "metadata",
    "tags",
    "entities",
    "scope",
    "pinned",
    "expires_at",
    "occurred_at",
)
# What history records for a created memory (the content itself stays in the row, not in history).
_CREATED_SNAPSHOT = (
    "tier",
    "content_type",
    "memory_nature",
    "importance_score",
    "pinned",
    "user_id",
    "scope",
    "content_hash",
)

_SPACE = re.compile(r"\s+")


def content_hash(content: str) -> str:
    """SHA-256 of the content with case and whitespace normalised: equal text, equal hash."""
    return hashlib.sha256(_SPACE.sub(" ", content.strip().lower()).encode("utf-8")).hexdigest()


def default_nature(content_type: str) -> str:
    return MemoryNature.SEMANTIC if content_type in SEMANTIC_CONTENT_TYPES else MemoryNature.EPISODIC


def _item_label(index: int, batch: bool) -> str:
    return f"memories[{index}]." if batch else ""


def _check_external_ids(*, tenant: Tenant, items: Sequence[dict[str, Any]], batch: bool) -> None:
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        external_id = item.get("external_id")
        if external_id is None:
            continue
        if external_id in seen:
            raise ConflictError(
                f"{_item_label(index, batch)}external_id {external_id!r} repeats memories[{seen[external_id]}].",
                details={"index": index, "field": "external_id", "external_id": external_id},
            )
        seen[external_id] = index
    taken = selectors.existing_external_ids(tenant=tenant, external_ids=list(seen))
    for external_id in taken:
        index = seen[external_id]
        raise ConflictError(
            f"{_item_label(index, batch)}external_id {external_id!r} already exists in this tenant.",
            details={"index": index, "field": "external_id", "external_id": external_id}
            if batch
            else {"field": "external_id", "external_id": external_id},
        )


def _check_parents(*, tenant: Tenant, items: Sequence[dict[str, Any]], batch: bool) -> None:
    wanted = {item["parent_memory_id"] for item in items if item.get("parent_memory_id")}
    found = selectors.existing_memory_ids(tenant=tenant, ids=list(wanted))
    for index, item in enumerate(items):
        parent = item.get("parent_memory_id")
        if parent and parent not in found:
            field = f"{_item_label(index, batch)}parent_memory_id"
            raise ValidationFailed(
                f"{field}: memory {parent} does not exist.",
                details={"fields": {field: [f"Memory {parent} does not exist."]}},
            )


def memory_create_many(
    *, tenant: Tenant, actor: str, items: Sequence[dict[str, Any]], batch: bool = True, embedded_by: str = CLIENT_MODEL
) -> list[Memory]:
    """Create memories all-or-nothing: one embedding call, one INSERT each for the rows, their vectors and
    their history.

    `items` are validated API inputs (see memories.serializers). Errors name the item index when `batch`.
    An item's own `embedding` is recorded as made by `embedded_by` (a client's, unless ingestion made it).
    """
    if batch and len(items) > tenant.plan.max_batch_size:
        raise QuotaExceededError(
            f"A batch may hold at most {tenant.plan.max_batch_size} memories on the {tenant.plan.name} plan; "
            f"got {len(items)}.",
            details={"quota": "max_batch_size", "limit": tenant.plan.max_batch_size, "requested": len(items)},
        )
    if not items:
        return []
    _check_external_ids(tenant=tenant, items=items, batch=batch)
    _check_parents(tenant=tenant, items=items, batch=batch)

    to_embed = [index for index, item in enumerate(items) if item.get("embedding") is None]
    embedder = get_embedder()
    vectors = (
        dict(zip(to_embed, embedder.embed([items[i]["content"] for i in to_embed]), strict=True)) if to_embed else {}
    )

    now = timezone.now()
    memories: list[Memory] = []
    for index, item in enumerate(items):
        fields = {name: item[name] for name in CREATE_FIELDS if item.get(name) is not None}
        fields.setdefault("memory_nature", default_nature(fields.get("content_type", "text")))
        fields.setdefault("occurred_at", now)
        importance = fields.setdefault("importance_score", 0.5)
        memories.append(
            Memory(
                id=uuid.uuid4(),
                tenant=tenant,
                content=item["content"],
                text_language=tenant.text_language,
                parent_memory_id=item.get("parent_memory_id"),
                embedding_model=embedder.name if index in vectors else embedded_by,
                content_hash=content_hash(item["content"]),
                relevance_score=importance,  # decay starts from the importance (SPEC §8)
                created_at=now,
                updated_at=now,
                content_changed_at=now,
                **fields,
            )
        )
    embeddings = [
        MemoryEmbedding(
            memory=memory,
            tenant=tenant,
            user_id=memory.user_id,
            embedding=vectors.get(index, items[index].get("embedding")),
        )
        for index, memory in enumerate(memories)
    ]
    events = [
        MemoryEvent(
            tenant=tenant,
            memory_id=memory.id,
            action=MemoryEvent.Action.CREATED,
            after={name: getattr(memory, name) for name in _CREATED_SNAPSHOT},
            actor=actor,
            at=now,
        )
        for memory in memories
    ]
    try:
        with transaction.atomic():
            _MEMORY_ROWS.insert(memories)
            _VECTOR_ROWS.insert(embeddings)
            _EVENT_ROWS.insert(events)
            after, language = tenant_reserve_memory_slots(tenant=tenant, tiers=Counter(m.tier for m in memories))
            if language != tenant.text_language:
                # The tenant's language changed after this request read it, and its re-indexing may already be
                # done: these memories take the new one (the tenant's row stays locked until they commit).
                Memory.unscoped.filter(tenant=tenant, pk__in=[m.pk for m in memories]).update(text_language=language)
            cache.invalidate(tenant.pk, {memory.user_id for memory in memories})
            transaction.on_commit(partial(_grown, tenant.pk, after - len(memories), after), robust=True)
    except IntegrityError as exc:
        if "memory_external_id_unique_per_tenant" in str(exc):
            raise ConflictError("external_id already exists in this tenant.", details={"field": "external_id"}) from exc
        raise
    usage_record(tenant_id=tenant.pk, memories_written=len(memories), embedding_calls=1 if to_embed else 0)
    return memories


def _grown(tenant_id, before: int, after: int) -> None:
    from memories.maintenance import tenant_grown  # maintenance imports this module

    tenant_grown(tenant_id, before=before, after=after)


def memory_create(*, tenant: Tenant, actor: str, data: dict[str, Any]) -> Memory:
    return memory_create_many(tenant=tenant, actor=actor, items=[data], batch=False)[0]


def memory_update(*, tenant: Tenant, actor: str, memory_id: uuid.UUID, data: dict[str, Any]) -> Memory:
    """Partial update of the UPDATE_FIELDS in `data`; a content change re-embeds and re-hashes."""
    changes = {name: data[name] for name in UPDATE_FIELDS if name in data}
    current = selectors.memory_get(tenant=tenant, memory_id=memory_id)
    vector = None
    if "content" in changes and changes["content"] != current.content:
        embedder = get_embedder()
        vector = data.get("embedding") or embedder.embed([changes["content"]])[0]
        changes["embedding_model"] = CLIENT_MODEL if data.get("embedding") else embedder.name
        changes["content_hash"] = content_hash(changes["content"])
        if not data.get("embedding"):
            usage_record(tenant_id=tenant.pk, embedding_calls=1)

    with transaction.atomic():
        memory = Memory.objects.for_tenant(tenant).select_for_update().filter(pk=memory_id).first()
        if memory is None:  # deleted meanwhile
            return selectors.memory_get(tenant=tenant, memory_id=memory_id)
        if vector is not None or (memory.pinned and changes.get("pinned") is False):
            changes["content_changed_at"] = timezone.now()  # consolidation compares it again
        fields = [*UPDATE_FIELDS, "embedding_model", "content_hash", "content_changed_at"]
        memory, before, after = model_update(instance=memory, fields=fields, data=changes)
        before.pop("content_changed_at", None)
        after.pop("content_changed_at", None)
        if vector is not None:
            MemoryEmbedding.objects.for_tenant(tenant).filter(memory_id=memory.pk).update(embedding=vector)
        if "tier" in after:
            tenant_move_tier(tenant_id=tenant.pk, old=before["tier"], new=after["tier"])
        if after:
            cache.invalidate(tenant.pk, [memory.user_id])
            MemoryEvent.objects.create(
                tenant=tenant,
                memory_id=memory.id,
                action=MemoryEvent.Action.UPDATED,
                before=_jsonable(before),
                after=_jsonable(after),
                actor=actor,
            )
    return memory


def memory_delete(*, tenant: Tenant, actor: str, memory_id: uuid.UUID) -> None:
    with transaction.atomic():
        memory = (
            Memory.objects.for_tenant(tenant)
            .select_for_update()
            .filter(pk=memory_id)
            .only("id", "tier", "content_hash", "user_id")
            .first()
        )
        if memory is None:
            selectors.memory_get(tenant=tenant, memory_id=memory_id)  # raises NOT_FOUND
        MemoryEvent.objects.create(
            tenant=tenant,
            memory_id=memory.id,
            action=MemoryEvent.Action.DELETED,
            before={"tier": memory.tier, "content_hash": memory.content_hash},
            actor=actor,
        )
        Memory.objects.for_tenant(tenant).filter(pk=memory_id).delete()
        tenant_release_memory_slots(tenant_id=tenant.pk, tiers={memory.tier: 1})
        cache.invalidate(tenant.pk, [memory.user_id])


def memory_merge(*, tenant: Tenant, actor: str, memory_id, importance: float, count: int = 1, source: dict) -> None:
    """A duplicate of `memory_id` arrived (`count` times, at most `importance`): keep the one memory, raise
    its importance and access count, and record `merged` with where the duplicate came from."""
    with transaction.atomic():
        memory = Memory.objects.for_tenant(tenant).select_for_update().filter(pk=memory_id).first()
        if memory is None:
            return
        before = {"importance_score": memory.importance_score, "access_count": memory.access_count}
        memory.importance_score = min(1.0, max(memory.importance_score, importance) + MERGE_IMPORTANCE_BOOST * count)
        memory.access_count += count
        memory.last_accessed_at = memory.updated_at = timezone.now()
        memory.save(update_fields=["importance_score", "access_count", "last_accessed_at", "updated_at"])
        MemoryEvent.objects.create(
            tenant=tenant,
            memory_id=memory.id,
            action=MemoryEvent.Action.MERGED,
            before=before,
            after={"importance_score": memory.importance_score, "access_count": memory.access_count, **source},
            actor=actor,
        )
        cache.invalidate(tenant.pk, [memory.user_id])


def memory_supersede(*, tenant: Tenant, actor: str, old_id, new_id) -> bool:
    """`new_id` changes the fact `old_id` held: the old one points to it and drops out of search. History on
    both. False when the old memory is gone or already superseded (the newest fact still wins)."""
    with transaction.atomic():
        updated = (
            Memory.objects.for_tenant(tenant)
            .filter(pk=old_id, superseded_by__isnull=True)
            .exclude(pk=new_id)
            .update(superseded_by=new_id, updated_at=timezone.now())
        )
        if not updated:
            return False
        MemoryEvent.objects.bulk_create(
            [
                MemoryEvent(
                    tenant=tenant,
                    memory_id=old_id,
                    action=MemoryEvent.Action.SUPERSEDED,
                    before={"superseded_by": None},
                    after={"superseded_by": str(new_id)},
                    actor=actor,
                ),
                MemoryEvent(
                    tenant=tenant,
                    memory_id=new_id,
                    action=MemoryEvent.Action.SUPERSEDED,
                    after={"supersedes": str(old_id)},
                    actor=actor,
                ),
            ]
        )
        user_ids = Memory.objects.for_tenant(tenant).filter(pk__in=[old_id, new_id]).values_list("user_id", flat=True)
        cache.invalidate(tenant.pk, list(user_ids))
    return True


def tenant_text_language_set(*, tenant: Tenant, language: str) -> bool:
    """Set the language of the tenant's full-text search, for its queries at once, and mark its memories for
    re-indexing in it (memories.maintenance.text_reindex). Returns False when nothing changes: the language is
    the tenant's already, and none of its memories waits for it."""
    if language not in TEXT_LANGUAGES:
        raise ValidationFailed(
            f"Unknown text language {language!r}; one of: {', '.join(TEXT_LANGUAGES)}.",
            details={"text_language": language},
        )
    if language == tenant.text_language and not tenant.text_reindexing:
        return False
    with transaction.atomic():
        Tenant.objects.filter(pk=tenant.pk).update(text_language=language, text_reindexing=True)
        cache.invalidate_tenant(tenant.pk)
    tenant.text_language, tenant.text_reindexing = language, True
    return True


def _jsonable(values: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, value in values.items():
        out[key] = value.isoformat() if hasattr(value, "isoformat") else value
    return out
