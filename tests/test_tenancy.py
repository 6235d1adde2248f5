"""Tenant isolation: another tenant's objects are 404 on every endpoint that takes an id, and lists,
batches and usage never show them."""

import pytest

from memories.models import Memory


@pytest.fixture
def foreign(other):
    """A memory that belongs to `other`."""
    response = other.client.post(
        "/v1/memories",
        {"content": "other tenant's secret", "external_id": "shared", "user_id": "u1"},
        format="json",
    )
    assert response.status_code == 201
    return response.json()


@pytest.mark.parametrize(
    ("method", "suffix", "payload"),
    [("get", "", None), ("patch", "", {"tier": "long"}), ("delete", "", None), ("get", "/history", None)],
)
def test_foreign_memory_is_404(account, foreign, method, suffix, payload):
    call = getattr(account.client, method)
    kwargs = {"format": "json"} if payload is not None else {}
    response = (
        call(f"/v1/memories/{foreign['id']}{suffix}", payload, **kwargs)
        if payload
        else call(f"/v1/memories/{foreign['id']}{suffix}")
    )
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "NOT_FOUND"
    stored = Memory.unscoped.get(pk=foreign["id"])
    assert stored.tier == "short"  # untouched


def test_list_never_shows_foreign_memories(account, foreign):
    account.client.post("/v1/memories", {"content": "mine", "user_id": "u1"}, format="json")
    for query in ["", "?user_id=u1", "?limit=100", "?metadata={}", "?ordering=created_at"]:
        data = account.client.get(f"/v1/memories{query}").json()
        assert foreign["id"] not in {m["id"] for m in data["data"]}
        assert data["meta"]["total"] == 1


def test_external_ids_are_per_tenant(account, foreign):
    response = account.client.post("/v1/memories", {"content": "mine", "external_id": "shared"}, format="json")
    assert response.status_code == 201


def test_batch_cannot_point_at_foreign_parent(account, foreign):
    response = account.client.post(
        "/v1/memories/batch",
        {"memories": [{"content": "x"}, {"content": "y", "parent_memory_id": foreign["id"]}]},
        format="json",
    )
    assert response.status_code == 400
    assert response.json()["error"]["message"].startswith("memories[1].parent_memory_id")
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_create_cannot_point_at_foreign_parent(account, foreign):
    response = account.client.post("/v1/memories", {"content": "y", "parent_memory_id": foreign["id"]}, format="json")
    assert response.status_code == 400


def test_usage_is_per_tenant(account, other, foreign):
    mine = account.client.get("/v1/usage").json()
    assert mine["tenant"]["id"] == str(account.tenant.pk)
    assert mine["memories_stored"] == 0
    theirs = other.client.get("/v1/usage").json()
    assert theirs["memories_stored"] == 1
    assert theirs["days"][0]["memories_written"] == 1
    assert not mine["days"] or mine["days"][0]["memories_written"] == 0


def test_views_cannot_override_tenant_resolution():
    from memoryos.api.views import TenantAPIView

    with pytest.raises(TypeError, match="sealed"):
        type("Sneaky", (TenantAPIView,), {"initial": lambda self, request, *a, **k: None})
    with pytest.raises(TypeError, match="sealed"):
        type("Sneaky2", (TenantAPIView,), {"authentication_classes": []})
