import uuid
from datetime import UTC, datetime, timedelta

import pytest

from memories.models import Memory, MemoryEmbedding, MemoryEvent
from tenants.models import Tenant


def create(account, **fields):
    fields.setdefault("content", "A memory")
    response = account.client.post("/v1/memories", fields, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def test_create_returns_bare_object_with_all_fields(account):
    body = create(
        account,
        content="Alice prefers tea over coffee",
        content_type="preference",
        tier="long",
        importance_score=0.8,
        metadata={"source": "chat"},
        tags=["drinks"],
        entities=["Alice"],
        user_id="u1",
        scope="food/drinks",
        external_id="ext-1",
        source_id="s-1",
        pinned=True,
    )
    assert body["content"] == "Alice prefers tea over coffee"
    assert body["memory_nature"] == "semantic"  # inferred from content_type
    assert body["tier"] == "long" and body["importance_score"] == 0.8 and body["relevance_score"] == 0.8
    assert body["metadata"] == {"source": "chat"} and body["tags"] == ["drinks"] and body["entities"] == ["Alice"]
    assert body["user_id"] == "u1" and body["scope"] == "food/drinks" and body["external_id"] == "ext-1"
    assert body["pinned"] is True and body["access_count"] == 0
    assert body["embedding_model"] == "hash-v1-384"
    assert len(body["content_hash"]) == 64
    assert body["occurred_at"] == body["created_at"]
    assert len(MemoryEmbedding.unscoped.get(pk=body["id"]).embedding) == 384
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == 1


def test_defaults(account):
    body = create(account)
    assert (body["tier"], body["content_type"], body["memory_nature"], body["importance_score"]) == (
        "short",
        "text",
        "episodic",
        0.5,
    )
    assert body["user_id"] is None and body["metadata"] == {} and body["tags"] == []


def test_occurred_at_is_settable_for_imports(account):
    body = create(account, occurred_at="2020-05-01T10:00:00Z")
    assert body["occurred_at"].startswith("2020-05-01T10:00:00")


def test_client_embedding_is_used(account):
    vector = [0.0] * 384
    vector[7] = 3.0
    body = create(account, embedding=vector)
    assert Memory.unscoped.get(pk=body["id"]).embedding_model == "client"
    assert MemoryEmbedding.unscoped.get(pk=body["id"]).embedding[7] == pytest.approx(1.0)  # normalised


def test_stored_search_vector_is_generated(account):
    body = create(account, content="The deployment pipeline uses GitHub Actions")
    assert Memory.objects.for_tenant(account.tenant).filter(pk=body["id"], search_vector="deployments").exists()


def test_get_and_404(account):
    body = create(account)
    assert account.client.get(f"/v1/memories/{body['id']}").json()["id"] == body["id"]
    response = account.client.get(f"/v1/memories/{uuid.uuid4()}")
    assert response.status_code == 404 and response.json()["error"]["code"] == "NOT_FOUND"


def test_list_envelope_and_pagination(account):
    for i in range(5):
        create(account, content=f"memory {i}")
    page1 = account.client.get("/v1/memories?limit=2").json()
    assert page1["meta"] == {"total": 5, "limit": 2, "offset": 0, "has_more": True}
    assert [m["content"] for m in page1["data"]] == ["memory 4", "memory 3"]  # newest first
    page3 = account.client.get("/v1/memories?limit=2&offset=4").json()
    assert page3["meta"] == {"total": 5, "limit": 2, "offset": 4, "has_more": False}
    assert [m["content"] for m in page3["data"]] == ["memory 0"]
    beyond = account.client.get("/v1/memories?limit=2&offset=10").json()
    assert beyond["data"] == [] and beyond["meta"]["total"] == 5


@pytest.mark.parametrize("query", ["limit=0", "limit=101", "offset=-1", "limit=abc", "ordering=content"])
def test_list_rejects_bad_paging(account, query):
    response = account.client.get(f"/v1/memories?{query}")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"


@pytest.mark.parametrize("large", [False, True], ids=["small-tenant", "large-tenant"])
def test_list_filters(account, monkeypatch, large):
    """The same answers whether tags and entities are checked on the tenant's rows (a small tenant) or found
    under their tenant's keys in their GIN indexes (a large one)."""
    if large:
        monkeypatch.setattr("memories.selectors.TENANT_INDEX_MIN_MEMORIES", 0)
    now = datetime.now(UTC)
    a = create(
        account,
        content="a",
        tier="long",
        content_type="fact",
        user_id="u1",
        scope="coding/python",
        tags=["x", "y"],
        entities=["Django"],
        metadata={"project": "p1", "n": 1},
        occurred_at=(now - timedelta(days=10)).isoformat(),
        importance_score=0.9,
    )
    b = create(
        account,
        content="b",
        tier="short",
        content_type="event",
        user_id="u2",
        scope="coding/rust",
        tags=["x"],
        metadata={"project": "p2"},
        importance_score=0.2,
    )
    c = create(account, content="c", tier="medium", user_id="u1", scope="codingx", memory_nature="semantic")

    def ids(query):
        response = account.client.get(f"/v1/memories?{query}")
        assert response.status_code == 200, response.json()
        return {m["id"] for m in response.json()["data"]}

    assert ids("tier=long") == {a["id"]}
    assert ids("content_type=event") == {b["id"]}
    assert ids("memory_nature=semantic") == {a["id"], c["id"]}
    assert ids("user_id=u1") == {a["id"], c["id"]}
    assert ids("scope=coding") == {a["id"], b["id"]}  # a prefix of whole path segments
    assert ids("scope=coding/python") == {a["id"]}
    assert ids("tags=x") == {a["id"], b["id"]}
    assert ids("tags=x,y") == {a["id"]}
    assert ids("tags=x&tags=y") == {a["id"]}
    assert ids("entities=Django") == {a["id"]}
    assert ids("min_relevance=0.5") == {a["id"], c["id"]}
    assert ids('metadata={"project":"p1"}') == {a["id"]}
    assert ids(f"occurred_before={(now - timedelta(days=1)).isoformat().replace('+', '%2B')}") == {a["id"]}
    assert ids(f"occurred_after={(now - timedelta(days=1)).isoformat().replace('+', '%2B')}") == {
        b["id"],
        c["id"],
    }
    assert ids(f"created_after={(now - timedelta(minutes=5)).isoformat().replace('+', '%2B')}") == {
        a["id"],
        b["id"],
        c["id"],
    }
    assert ids(f"created_before={(now - timedelta(minutes=5)).isoformat().replace('+', '%2B')}") == set()
    assert ids("tier=long&user_id=u2") == set()


def test_list_ordering(account):
    low = create(account, content="low", importance_score=0.1)
    high = create(account, content="high", importance_score=0.9)
    data = account.client.get("/v1/memories?ordering=-importance_score").json()["data"]
    assert [m["id"] for m in data] == [high["id"], low["id"]]
    data = account.client.get("/v1/memories?ordering=created_at").json()["data"]
    assert [m["id"] for m in data] == [low["id"], high["id"]]


@pytest.mark.parametrize("query", ["tier=forever", "metadata=[1]", "metadata=notjson", "min_relevance=2", "scope=/abs"])
def test_list_rejects_bad_filters(account, query):
    response = account.client.get(f"/v1/memories?{query}")
    assert response.status_code == 400
    assert response.json()["error"]["message"].startswith(query.split("=")[0])


def test_a_range_that_ends_before_it_starts_is_an_error_and_an_empty_one_is_not(account):
    """Swapped bounds match nothing and are nearly always a client's mistake: a 400 naming the end, not an empty
    page. A range whose start is its end ([t, t)) is empty by construction and answers with no memories."""
    create(account, content="in range")
    for start, end in (("created_after", "created_before"), ("occurred_after", "occurred_before")):
        response = account.client.get(f"/v1/memories?{start}=2026-02-01T00:00:00Z&{end}=2026-01-31T23:59:59Z")
        assert response.status_code == 400, response.json()
        error = response.json()["error"]
        assert error["code"] == "VALIDATION_ERROR"
        assert list(error["details"]["fields"]) == [end]
        assert start in error["message"]
        response = account.client.get(f"/v1/memories?{start}=2026-02-01T00:00:00Z&{end}=2026-02-01T00:00:00Z")
        assert response.status_code == 200
        assert response.json()["data"] == []


def test_patch_changes_fields_and_records_history(account):
    body = create(account, content="old", tags=["a"], metadata={"k": 1})
    response = account.client.patch(
        f"/v1/memories/{body['id']}",
        {
            "tier": "long",
            "importance_score": 0.9,
            "metadata": {"z": 2},
            "tags": ["b"],
            "pinned": True,
            "memory_nature": "semantic",
        },
        format="json",
    )
    assert response.status_code == 200, response.json()
    updated = response.json()
    assert (
        updated["tier"],
        updated["importance_score"],
        updated["metadata"],
        updated["tags"],
        updated["pinned"],
    ) == ("long", 0.9, {"z": 2}, ["b"], True)
    assert updated["content"] == "old" and updated["embedding_model"] == body["embedding_model"]
    history = account.client.get(f"/v1/memories/{body['id']}/history").json()["data"]
    assert [e["action"] for e in history] == ["created", "updated"]
    assert history[1]["before"]["tier"] == "short" and history[1]["after"]["tier"] == "long"
    assert history[1]["before"]["metadata"] == {"k": 1}
    assert history[1]["actor"] == f"key:{account.api_key.prefix}"


def test_patch_content_reembeds(account):
    body = create(account, content="I live in Paris")
    before = MemoryEmbedding.unscoped.get(pk=body["id"]).embedding
    updated = account.client.patch(f"/v1/memories/{body['id']}", {"content": "I moved to Berlin"}, format="json").json()
    after = MemoryEmbedding.unscoped.get(pk=body["id"]).embedding
    assert updated["content"] == "I moved to Berlin"
    assert updated["content_hash"] != body["content_hash"]
    assert before != after
    assert Memory.objects.for_tenant(account.tenant).filter(pk=body["id"], search_vector="berlin").exists()


def test_patch_empty_body_is_400(account):
    body = create(account)
    response = account.client.patch(f"/v1/memories/{body['id']}", {}, format="json")
    assert response.status_code == 400


def test_delete_then_404_and_quota_released(account):
    body = create(account)
    response = account.client.delete(f"/v1/memories/{body['id']}")
    assert response.status_code == 200 and response.json() == {"id": body["id"], "deleted": True}
    assert account.client.get(f"/v1/memories/{body['id']}").status_code == 404
    assert account.client.delete(f"/v1/memories/{body['id']}").status_code == 404
    assert account.client.get(f"/v1/memories/{body['id']}/history").status_code == 404
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == 0
    assert MemoryEvent.objects.for_tenant(account.tenant).filter(memory_id=body["id"], action="deleted").exists()


def test_delete_parent_keeps_child(account):
    parent = create(account, content="parent")
    child = create(account, content="child", parent_memory_id=parent["id"])
    assert child["parent_memory_id"] == parent["id"]
    account.client.delete(f"/v1/memories/{parent['id']}")
    assert account.client.get(f"/v1/memories/{child['id']}").json()["parent_memory_id"] is None


def test_batch_creates_all(account):
    items = [{"content": f"fact {i}", "content_type": "fact", "user_id": "u"} for i in range(20)]
    response = account.client.post("/v1/memories/batch", {"memories": items}, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["created"] == 20 and len(response.json()["data"]) == 20
    assert Memory.objects.for_tenant(account.tenant).count() == 20
    assert MemoryEvent.objects.for_tenant(account.tenant).filter(action="created").count() == 20


def test_batch_is_all_or_nothing_and_names_the_index(account):
    items = [{"content": "ok"}, {"content": "ok too"}, {"content": "bad", "importance_score": 7}]
    response = account.client.post("/v1/memories/batch", {"memories": items}, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["message"].startswith("memories[2].importance_score")
    assert "memories[2].importance_score" in error["details"]["fields"]
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_batch_empty_or_wrong_shape(account):
    assert account.client.post("/v1/memories/batch", {"memories": []}, format="json").status_code == 400
    assert account.client.post("/v1/memories/batch", {"items": [{"content": "x"}]}, format="json").status_code == 400
    assert account.client.post("/v1/memories/batch", [{"content": "x"}], format="json").status_code == 400


def test_batch_size_quota_is_403(make_account):
    small = make_account(max_batch_size=3)
    response = small.client.post("/v1/memories/batch", {"memories": [{"content": "x"}] * 4}, format="json")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "QUOTA_EXCEEDED"
    assert Memory.objects.for_tenant(small.tenant).count() == 0


def test_memory_quota_is_403_and_writes_nothing(make_account):
    small = make_account(max_memories=3)
    assert (
        small.client.post("/v1/memories/batch", {"memories": [{"content": "x"}] * 2}, format="json").status_code == 201
    )
    response = small.client.post("/v1/memories/batch", {"memories": [{"content": "y"}] * 2}, format="json")
    assert response.status_code == 403 and response.json()["error"]["code"] == "QUOTA_EXCEEDED"
    assert Memory.objects.for_tenant(small.tenant).count() == 2
    assert create(small)  # exactly at the limit is fine
    assert small.client.post("/v1/memories", {"content": "z"}, format="json").status_code == 403
    assert Tenant.objects.get(pk=small.tenant.pk).memory_count == 3


def test_duplicate_external_id_is_409(account):
    create(account, external_id="e1")
    response = account.client.post("/v1/memories", {"content": "x", "external_id": "e1"}, format="json")
    assert response.status_code == 409 and response.json()["error"]["code"] == "CONFLICT"
    assert response["X-Should-Retry"] == "false"  # a permanent conflict: SDKs skip their retries
    batch = account.client.post(
        "/v1/memories/batch",
        {"memories": [{"content": "a", "external_id": "new"}, {"content": "b", "external_id": "e1"}]},
        format="json",
    )
    assert batch.status_code == 409
    assert batch.json()["error"]["details"]["index"] == 1
    assert batch.json()["error"]["message"].startswith("memories[1].external_id")
    assert Memory.objects.for_tenant(account.tenant).count() == 1


def test_duplicate_external_id_within_batch_is_409(account):
    items = [{"content": "a", "external_id": "same"}, {"content": "b", "external_id": "same"}]
    response = account.client.post("/v1/memories/batch", {"memories": items}, format="json")
    assert response.status_code == 409 and response.json()["error"]["details"]["index"] == 1
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_unknown_parent_is_400(account):
    response = account.client.post(
        "/v1/memories", {"content": "x", "parent_memory_id": str(uuid.uuid4())}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["error"]["message"].startswith("parent_memory_id")


def test_scoped_manager_returns_nothing_without_a_tenant(account):
    create(account)
    assert Memory.objects.count() == 0  # a forgotten tenant filter finds nothing
    assert Memory.objects.for_tenant(account.tenant).count() == 1
    assert Memory.objects.for_tenant(None).count() == 0
