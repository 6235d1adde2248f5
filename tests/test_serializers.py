"""PlainOutputMixin gives exactly what DRF's own Serializer.to_representation gives, and SharedFieldsMixin
validates exactly as DRF's per-instance fields do."""

from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.http import QueryDict
from rest_framework import serializers

from memories.models import Memory
from memories.serializers import MemoryCreateSerializer, MemoryListQuerySerializer, MemorySerializer
from search.serializers import ContextRequestSerializer, SearchRequestSerializer, SearchResultSerializer


def drf_output(serializer_class, instance) -> dict:
    """What DRF would return for this instance without the mixin."""
    return serializers.Serializer.to_representation(serializer_class(), instance)


def test_memories_serialize_as_drf_would(account):
    bodies = [
        {"content": "plain"},
        {
            "content": 'everything set: ünïcode, "quotes"',
            "user_id": "alice",
            "scope": "app/chat",
            "tier": "long",
            "content_type": "preference",
            "importance_score": 0.123456789,
            "metadata": {"nested": {"list": [1, 2.5, None, "x"]}, "flag": True},
            "tags": ["a", "b"],
            "entities": ["Alice"],
            "external_id": "ext-1",
            "pinned": True,
            "expires_at": (datetime.now(UTC) + timedelta(days=3)).isoformat(),
            "occurred_at": "2024-02-29T23:59:59.123456+05:30",
        },
    ]
    ids = []
    for body in bodies:
        response = account.client.post("/v1/memories", body, format="json")
        assert response.status_code == 201, response.json()
        ids.append(response.json()["id"])
    accessed = datetime(2020, 1, 1, 12, tzinfo=UTC)
    Memory.unscoped.filter(pk=ids[0]).update(superseded_by_id=ids[1], last_accessed_at=accessed)
    rows = list(Memory.unscoped.filter(pk__in=ids))
    assert len(rows) == 2
    for row in rows:
        ours = MemorySerializer(row).data
        assert ours == drf_output(MemorySerializer, row)
        assert list(ours) == list(drf_output(MemorySerializer, row))  # the same keys in the same order
    assert any(row.superseded_by_id for row in rows) and any(row.expires_at for row in rows)


def test_datetimes_in_any_zone_serialize_as_drf_would():
    # Loaded rows hold UTC (memoryos/db.py), which the mixin writes out directly; any other zone is converted.
    when = datetime(2024, 2, 29, 23, 59, 59, 123456, tzinfo=ZoneInfo("Asia/Kolkata"))
    for value in (when, when.astimezone(UTC), when.astimezone(ZoneInfo("UTC")), when.replace(microsecond=0)):
        memory = Memory(content="x", created_at=value, updated_at=value, occurred_at=value, last_accessed_at=value)
        ours = MemorySerializer(memory).data
        assert ours == drf_output(MemorySerializer, memory)
        assert ours["created_at"].endswith("Z")


def test_search_results_serialize_as_drf_would(account):
    for content in ("coffee in the morning", "coffee with oat milk", "tea at noon"):
        account.client.post("/v1/memories", {"content": content, "user_id": "u"}, format="json")
    from search.selectors import SearchRequest, memory_search

    rows = memory_search(tenant=account.tenant, request=SearchRequest(query="coffee", threshold=0)).results
    assert any(row.text_rank is None for row in rows) and any(row.text_rank for row in rows)
    for row in rows:
        assert SearchResultSerializer(row).data == drf_output(SearchResultSerializer, row)


# Valid and invalid bodies: every field, bad types, bounds, unknown choices, blank and missing values.
REQUESTS = {
    MemoryCreateSerializer: [
        {"content": "Alice prefers dark roast coffee"},
        {
            "content": "  kept as sent  ",
            "tier": "long",
            "content_type": "preference",
            "memory_nature": "semantic",
            "importance_score": 0.8,
            "metadata": {"k": [1, {"n": None}]},
            "tags": [" padded ", "b"],
            "entities": ["Alice"],
            "external_id": "e-1",
            "source_id": "s",
            "user_id": "alice",
            "scope": "food/drinks/",
            "parent_memory_id": "550e8400-e29b-41d4-a716-446655440000",
            "pinned": True,
            "expires_at": "2030-01-01T00:00:00+02:00",
            "occurred_at": "2024-02-29",
            "embedding": [0.5] * 384,
        },
        {"content": "   "},
        {},
        {"content": "x", "colour": "red"},
        {"content": "x", "tier": "forever", "importance_score": 1.5, "pinned": "maybe", "memory_nature": None},
        {"content": "x", "tags": ["t"] * 100, "entities": [""], "scope": "a//b", "user_id": "u" * 300},
        {"content": "x", "metadata": ["not", "an", "object"], "parent_memory_id": "nope", "expires_at": "soon"},
        {"content": "x", "embedding": [0.0] * 384},
        {"content": "x", "embedding": [1.0, "x"], "external_id": None, "occurred_at": None},
        {"content": "nul \x00 here", "metadata": {"k": "\x00"}},
        {"content": 12, "importance_score": None},
    ],
    SearchRequestSerializer: [
        {"query": "coffee"},
        {"query": "  "},
        {},
        {"embedding": [0.5] * 384, "limit": 5, "offset": 3, "mode": "vector"},
        {"embedding": ["x"], "query": "q"},
        {"query": "q", "threshold": 1.5, "limit": 0, "offset": -1, "mode": "semantic"},
        {"query": "q", "tier": "long", "user_id": "u" * 300, "scope": "a//b", "tags": ["t"] * 100},
        {"query": "q", "scope": "app/chat/", "tags": ["a", ""], "entities": ["Alice"], "metadata": {"k": 1}},
        {"query": "q", "metadata": ["not", "an", "object"], "created_after": "yesterday"},
        {"query": "q", "occurred_after": "2024-02-29T23:59:59+05:30", "occurred_before": "2024-03-01"},
        {"query": "q", "include_superseded": "yes", "min_relevance": "0.3", "content_type": "preference"},
        {"query": 12, "memory_nature": "dream", "threshold": None},
    ],
    ContextRequestSerializer: [
        {"query": "what does alice drink", "max_tokens": 200},
        {"query": "q", "token_budget": 100},
        {"query": "q", "token_budget": 100, "max_tokens": 200},
        {"query": "q", "max_tokens": -1, "format": "xml", "tokenizer": "gpt2"},
        {"query": "", "user_id": "alice", "format": "json", "tokenizer": "cl100k_base"},
        {"max_tokens": 10},
    ],
}


def _fresh(serializer_class):
    """The same serializer with DRF's own `fields`: deep-copied and bound for every instance."""
    return type(f"Fresh{serializer_class.__name__}", (serializer_class,), {"fields": serializers.Serializer.fields})


def _validate(serializer_class, data):
    serializer = serializer_class(data=data)
    valid = serializer.is_valid()
    return valid, (dict(serializer.validated_data) if valid else serializer.errors)


@pytest.mark.parametrize("serializer_class", list(REQUESTS))
def test_shared_fields_validate_as_drfs_own(serializer_class):
    fresh = _fresh(serializer_class)
    outcomes = [_validate(serializer_class, body) for body in REQUESTS[serializer_class]]
    assert outcomes == [_validate(fresh, body) for body in REQUESTS[serializer_class]]
    assert {valid for valid, _ in outcomes} == {True, False}
    # Shared: the second instance gets the first one's field objects, not copies.
    name = next(iter(fresh(data={}).fields))
    assert serializer_class(data={}).fields[name] is serializer_class(data={}).fields[name]
    assert fresh(data={}).fields[name] is not fresh(data={}).fields[name]


def test_shared_fields_validate_query_strings_as_drfs_own():
    queries = ["tags=a,b&entities=Alice&limit=5", "ordering=nope&limit=x", "metadata=%7B%22k%22%3A1%7D&tier=long", ""]
    fresh = _fresh(MemoryListQuerySerializer)
    for query in queries:
        assert _validate(MemoryListQuerySerializer, QueryDict(query)) == _validate(fresh, QueryDict(query))


def test_shared_fields_are_safe_across_threads():
    bodies = [body for body in REQUESTS[SearchRequestSerializer]] * 50
    expected = [_validate(_fresh(SearchRequestSerializer), body) for body in bodies]
    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(lambda body: _validate(SearchRequestSerializer, body), bodies)) == expected
