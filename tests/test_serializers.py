"""PlainOutputMixin gives exactly what DRF's own Serializer.to_representation gives."""

from datetime import UTC, datetime, timedelta

from rest_framework import serializers

from memories.models import Memory
from memories.serializers import MemorySerializer
from search.serializers import SearchResultSerializer


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


def test_search_results_serialize_as_drf_would(account):
    for content in ("coffee in the morning", "coffee with oat milk", "tea at noon"):
        account.client.post("/v1/memories", {"content": content, "user_id": "u"}, format="json")
    from search.selectors import SearchRequest, memory_search

    rows = memory_search(tenant=account.tenant, request=SearchRequest(query="coffee", threshold=0)).results
    assert any(row.text_rank is None for row in rows) and any(row.text_rank for row in rows)
    for row in rows:
        assert SearchResultSerializer(row).data == drf_output(SearchResultSerializer, row)
