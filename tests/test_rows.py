"""memoryos.rows.RowWriter: the COPY that writes a batch's memories, vectors and history stores what the ORM's
`bulk_create` stores, column by column."""

from __future__ import annotations

import copy
import json
import uuid
from datetime import datetime, timedelta, timezone

import pytest
from django.db import IntegrityError, connection, transaction

from memories.models import Memory, MemoryEmbedding, MemoryEvent
from memories.services import _EVENT_ROWS, _MEMORY_ROWS, _VECTOR_ROWS
from memoryos.rows import RowWriter

pytestmark = pytest.mark.django_db(transaction=True)


def _columns(model, pk_column: str, pk) -> dict:
    """Every column of one row as PostgreSQL gives it back as JSON (types, text, arrays, NULLs)."""
    table = connection.ops.quote_name(model._meta.db_table)
    with connection.cursor() as cursor:
        sql = f"SELECT row_to_json(t)::text FROM {table} t WHERE {pk_column} = %s"  # noqa: S608 - our identifiers
        cursor.execute(sql, [pk])
        (row,) = cursor.fetchone()
    return json.loads(row)


def _memory_written_both_ways(memory: Memory) -> tuple[dict, dict]:
    """`memory` written by the batch's COPY, and a copy of it under another id by the ORM: both rows' columns,
    but the id."""
    twin = copy.deepcopy(memory)
    twin.id = uuid.uuid4()
    twin.external_id = memory.external_id and memory.external_id + "-twin"  # unique per tenant
    with transaction.atomic():
        _MEMORY_ROWS.insert([memory])
        Memory.unscoped.bulk_create([twin])
    mine, theirs = _columns(Memory, "id", memory.id), _columns(Memory, "id", twin.id)
    assert mine.pop("id") != theirs.pop("id")
    if memory.external_id:
        assert theirs.pop("external_id") == mine.pop("external_id") + "-twin"
    return mine, theirs


def _memory(tenant, **fields) -> Memory:
    now = datetime(2024, 2, 29, 23, 59, 59, 123456, tzinfo=timezone(timedelta(hours=5, minutes=30)))
    values = dict(
        id=uuid.uuid4(),
        tenant=tenant,
        content='tab\there, newline\nthere, back\\slash, quote " and ünïcode ☕ \U0001f600',
        content_type="preference",
        tier="long",
        memory_nature="semantic",
        importance_score=0.123456789,
        relevance_score=0.1 + 0.2,
        metadata={"nested": {"list": [1, 2.5, None, "x"], "t": "a\tb"}, "empty": {}},
        tags=["a", "b c", "ünï"],
        entities=[],
        external_id="ext\\1",
        source_id=None,
        user_id="u\n1",
        scope="app/chat",
        pinned=True,
        expires_at=None,
        occurred_at=now,
        content_hash="0" * 64,
        embedding_model="hash-v1-384",
        created_at=now,
        updated_at=now,
        content_changed_at=now,
    )
    values.update(fields)
    return Memory(**values)


def test_memory_rows_match_the_orm(account):
    parent = _memory(account.tenant, external_id=None)
    _MEMORY_ROWS.insert([parent])
    mine, theirs = _memory_written_both_ways(_memory(account.tenant, parent_memory_id=parent.id))
    assert mine == theirs
    assert mine["search_vector"] and mine["parent_memory_id"] == str(parent.id)
    sparse = _memory(account.tenant, metadata={}, tags=[], user_id=None, scope=None, external_id=None)
    mine, theirs = _memory_written_both_ways(sparse)
    assert mine == theirs and mine["user_id"] is None and mine["tags"] == []


def test_vector_and_history_rows_match_the_orm(account):
    memory = _memory(account.tenant)
    _MEMORY_ROWS.insert([memory])
    vector = [((-1) ** i) * (i + 1) / 1000 for i in range(MemoryEmbedding._meta.get_field("embedding").dimensions)]
    mine = MemoryEmbedding(memory=memory, tenant=account.tenant, user_id=memory.user_id, embedding=vector)
    with transaction.atomic():
        _VECTOR_ROWS.insert([mine])
    stored_mine = _columns(MemoryEmbedding, "memory_id", memory.id)
    MemoryEmbedding.unscoped.filter(pk=memory.id).delete()
    MemoryEmbedding.unscoped.bulk_create(
        [MemoryEmbedding(memory=memory, tenant=account.tenant, user_id=memory.user_id, embedding=vector)]
    )
    assert stored_mine == _columns(MemoryEmbedding, "memory_id", memory.id)

    event = MemoryEvent(
        tenant=account.tenant,
        memory_id=memory.id,
        action=MemoryEvent.Action.CREATED,
        after={"tier": "long", "pinned": True, "importance_score": 0.5, "user_id": None},
        actor="key:ü",
        at=memory.created_at,
    )
    twin = copy.deepcopy(event)
    with transaction.atomic():
        _EVENT_ROWS.insert([event])
        MemoryEvent.unscoped.bulk_create([twin])
    first, second = (
        _columns(MemoryEvent, "id", row.id) for row in MemoryEvent.unscoped.filter(memory_id=memory.id).order_by("id")
    )
    assert first.pop("id") != second.pop("id")  # the sequence numbered the COPY's row too
    assert first == second and first["action"] == "created"


def test_a_failed_copy_writes_nothing(account):
    """A unique violation inside the batch's COPY aborts its transaction, no row of it stays, and it reaches the
    caller as Django's IntegrityError, which memory_create_many answers with a 409."""
    first = _memory(account.tenant, external_id="same")
    second = _memory(account.tenant, external_id="same")
    before = Memory.unscoped.count()
    with pytest.raises(IntegrityError, match="memory_external_id_unique_per_tenant"), transaction.atomic():
        _MEMORY_ROWS.insert([first, second])
    assert Memory.unscoped.count() == before


def test_a_writer_refuses_a_column_its_model_does_not_have_and_a_field_it_cannot_copy_as_is():
    from memories.models import TenantCentroid

    with pytest.raises(ValueError, match="no columns"):
        RowWriter(Memory, prepare={"vector": str})
    with pytest.raises(TypeError, match="TenantCentroid.total .* needs a `prepare` function"):
        RowWriter(TenantCentroid)
    assert RowWriter(TenantCentroid, prepare={"total": str}).sql.startswith('COPY "memories_tenantcentroid"')


def test_the_copy_is_logged_as_the_orms_statements_are(account):
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries, transaction.atomic():
        _MEMORY_ROWS.insert([_memory(account.tenant, external_id=None)])
    assert [query["sql"] for query in queries.captured_queries if "COPY" in query["sql"]] == [_MEMORY_ROWS.sql]
