"""/v1/admin/users/{user_id}: export everything of one end user, and erase it (GDPR)."""

import pytest

from ingestion.models import Session
from memories.maintenance import tenant_centroids_write
from memories.models import Memory, MemoryEmbedding, MemoryEvent, TenantCentroid
from tenants.models import Tenant


def remember(account, user_id, content, **fields):
    response = account.client.post("/v1/memories", {"content": content, "user_id": user_id, **fields}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


@pytest.fixture
def alice(account):
    first = remember(account, "alice", "Alice prefers green tea", content_type="preference")
    remember(account, "alice", "Alice moved to Lisbon in 2021", parent_memory_id=first["id"])
    account.client.patch(f"/v1/memories/{first['id']}", {"tier": "long"}, format="json")
    bob = remember(account, "bob", "Bob builds boats", parent_memory_id=first["id"])
    submitted = account.client.post(
        "/v1/sessions", {"user_id": "alice", "conversation": "user: I prefer window seats."}, format="json"
    )
    assert submitted.status_code == 202
    return {"first": first, "bob": bob}


def test_export_holds_memories_history_and_sessions(account, alice):
    response = account.client.get("/v1/admin/users/alice/export")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["user_id"] == "alice"
    assert [m["content"] for m in body["memories"]][:2] == ["Alice prefers green tea", "Alice moved to Lisbon in 2021"]
    assert all(m["user_id"] == "alice" for m in body["memories"])
    assert "embedding" not in body["memories"][0]
    actions = {(e["memory_id"], e["action"]) for e in body["events"]}
    assert (alice["first"]["id"], "updated") in actions
    assert alice["bob"]["id"] not in {e["memory_id"] for e in body["events"]}
    assert len(body["sessions"]) == 1 and "window seats" in body["sessions"][0]["input"]["conversation"]


def test_erase_deletes_everything_of_the_user_and_nothing_else(account, alice):
    tenant_centroids_write([account.tenant.pk])  # as for a large tenant: the sum of its vectors, Alice's too
    before = Tenant.objects.get(pk=account.tenant.pk).memory_count
    alice_ids = list(Memory.unscoped.filter(tenant=account.tenant, user_id="alice").values_list("id", flat=True))
    response = account.client.delete("/v1/admin/users/alice")
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["deleted"] is True and body["memories"] == len(alice_ids) and body["sessions"] == 1
    assert body["events"] >= len(alice_ids)
    assert not Memory.unscoped.filter(tenant=account.tenant, user_id="alice").exists()
    assert not MemoryEvent.unscoped.filter(memory_id__in=alice_ids).exists()
    assert not MemoryEmbedding.unscoped.filter(memory_id__in=alice_ids).exists()
    assert not Session.unscoped.filter(tenant=account.tenant, user_id="alice").exists()
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == before - len(alice_ids)
    assert TenantCentroid.unscoped.get(tenant=account.tenant).memories == 1  # written again: Bob's vector alone
    # Bob's memory stays; its link to Alice's memory is cut by the database.
    bob = account.client.get(f"/v1/memories/{alice['bob']['id']}").json()
    assert bob["content"] == "Bob builds boats" and bob["parent_memory_id"] is None
    assert account.client.get("/v1/admin/users/alice/export").status_code == 404
    search = account.client.post("/v1/search", {"query": "green tea", "user_id": "alice"}, format="json").json()
    assert search["results"] == []
    again = account.client.delete("/v1/admin/users/alice").json()
    assert again == {"deleted": True, "memories": 0, "events": 0, "sessions": 0}
    assert account.client.delete("/v1/admin/users/bob").json()["memories"] == 1
    assert not TenantCentroid.unscoped.exists()  # no vector left to sum


def test_user_ids_with_slashes_and_spaces(account):
    remember(account, "org/7 jane", "Jane likes jazz")
    assert account.client.get("/v1/admin/users/org%2F7%20jane/export").json()["user_id"] == "org/7 jane"
    assert account.client.delete("/v1/admin/users/org%2F7%20jane").json()["memories"] == 1


def test_unknown_user_export_is_404(account):
    response = account.client.get("/v1/admin/users/nobody/export")
    assert response.status_code == 404 and response.json()["error"]["code"] == "NOT_FOUND"


def test_users_need_the_admin_scope(make_account):
    writer = make_account(scopes=["memories:read", "memories:write"])
    remember(writer, "alice", "Alice prefers green tea")
    assert writer.client.get("/v1/admin/users/alice/export").status_code == 403
    assert writer.client.delete("/v1/admin/users/alice").status_code == 403
    assert Memory.unscoped.filter(tenant=writer.tenant, user_id="alice").count() == 1


def test_another_tenant_gets_nothing(account, other, alice):
    remember(other, "alice", "Another tenant's Alice")
    exported = other.client.get("/v1/admin/users/alice/export").json()
    assert [m["content"] for m in exported["memories"]] == ["Another tenant's Alice"] and exported["sessions"] == []
    assert other.client.delete("/v1/admin/users/alice").json()["memories"] == 1
    assert Memory.unscoped.filter(tenant=account.tenant, user_id="alice").count() == 2
    assert Session.unscoped.filter(tenant=account.tenant, user_id="alice").count() == 1
