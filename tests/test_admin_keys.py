"""/v1/admin/keys: create (secret once), list, get, rotate with a grace period, revoke; admin scope only."""

from datetime import timedelta

import pytest
from django.utils import timezone

from tenants.models import ApiKey
from tests.conftest import make_client


def create_key(account, expected=201, **body):
    body.setdefault("name", "ci")
    response = account.client.post("/v1/admin/keys", body, format="json")
    assert response.status_code == expected, response.json()
    return response.json()


def test_create_shows_the_secret_once_and_the_key_works(account):
    body = create_key(account, name="worker", scopes=["memories:read"])
    assert body["secret"].startswith("mos_") and body["prefix"] == body["secret"][:12]
    assert body["scopes"] == ["memories:read"] and body["is_active"] is True and body["revoked_at"] is None
    assert ApiKey.objects.get(pk=body["id"]).key_hash != body["secret"]  # only the hash is stored
    key_client = make_client(body["secret"])
    assert key_client.get("/v1/memories").status_code == 200
    assert key_client.post("/v1/memories", {"content": "x"}, format="json").status_code == 403  # read-only
    listed = account.client.get("/v1/admin/keys").json()
    assert listed["meta"]["total"] == 2
    assert all("secret" not in key for key in listed["data"])
    fetched = account.client.get(f"/v1/admin/keys/{body['id']}").json()
    assert "secret" not in fetched and fetched["name"] == "worker"


def test_default_scopes_leave_out_admin(account):
    assert create_key(account)["scopes"] == ["memories:read", "memories:write"]


@pytest.mark.parametrize(
    "body, field",
    [
        ({"name": ""}, "name"),
        ({"name": "x", "scopes": ["root"]}, "scopes[0]"),
        ({"name": "x", "scopes": []}, "scopes"),
        ({"name": "x", "expires_at": "2001-01-01T00:00:00Z"}, "expires_at"),
        ({"name": "x" * 201}, "name"),
    ],
)
def test_bad_input_names_the_field_and_creates_nothing(account, body, field):
    response = account.client.post("/v1/admin/keys", body, format="json")
    assert response.status_code == 400
    assert field in response.json()["error"]["details"]["fields"]
    assert ApiKey.objects.filter(tenant=account.tenant).count() == 1


def test_rotate_keeps_the_old_key_for_the_grace_period(account):
    old = create_key(account, name="app", scopes=["memories:read", "memories:write"])
    response = account.client.post(f"/v1/admin/keys/{old['id']}/rotate", {"grace_period_seconds": 600}, format="json")
    assert response.status_code == 201, response.json()
    body = response.json()
    new, rotated = body["key"], body["rotated_key"]
    assert new["secret"] != old["secret"] and new["name"] == "app" and new["scopes"] == old["scopes"]
    assert rotated["id"] == old["id"] and rotated["is_active"] is True
    ends = ApiKey.objects.get(pk=old["id"]).revoked_at
    assert timedelta(seconds=590) < ends - timezone.now() <= timedelta(seconds=600)
    assert make_client(old["secret"]).get("/v1/memories").status_code == 200  # still in grace
    assert make_client(new["secret"]).get("/v1/memories").status_code == 200
    # A second rotation of the same key would leave two live replacements: refused.
    again = account.client.post(f"/v1/admin/keys/{old['id']}/rotate", {}, format="json")
    assert again.status_code == 409 and again.json()["error"]["code"] == "CONFLICT"
    # Revoking ends the grace period at once.
    assert account.client.delete(f"/v1/admin/keys/{old['id']}").json()["is_active"] is False
    assert make_client(old["secret"]).get("/v1/memories").status_code == 401


def test_rotate_with_no_grace_stops_the_old_key_now(account):
    old = create_key(account)
    account.client.post(f"/v1/admin/keys/{old['id']}/rotate", {"grace_period_seconds": 0}, format="json")
    assert make_client(old["secret"]).get("/v1/memories").status_code == 401


def test_rotate_validates_the_grace_period(account):
    old = create_key(account)
    for grace in (-1, 7 * 24 * 3600 + 1, "soon"):
        response = account.client.post(
            f"/v1/admin/keys/{old['id']}/rotate", {"grace_period_seconds": grace}, format="json"
        )
        assert response.status_code == 400
        assert "grace_period_seconds" in response.json()["error"]["details"]["fields"]
    assert ApiKey.objects.filter(tenant=account.tenant).count() == 2  # nothing created
    assert ApiKey.objects.get(pk=old["id"]).revoked_at is None


def test_revoke_is_immediate_and_repeatable(account):
    key = create_key(account)
    first = account.client.delete(f"/v1/admin/keys/{key['id']}")
    assert first.status_code == 200 and first.json()["is_active"] is False
    assert make_client(key["secret"]).get("/v1/memories").status_code == 401
    second = account.client.delete(f"/v1/admin/keys/{key['id']}").json()
    assert second["revoked_at"] == first.json()["revoked_at"]
    revoked = account.client.post(f"/v1/admin/keys/{key['id']}/rotate", {}, format="json")
    assert revoked.status_code == 409


def test_list_filters_active_and_paginates(account):
    for n in range(3):
        create_key(account, name=f"k{n}")
    gone = create_key(account, name="gone")
    account.client.delete(f"/v1/admin/keys/{gone['id']}")
    assert account.client.get("/v1/admin/keys?active=true").json()["meta"]["total"] == 4
    inactive = account.client.get("/v1/admin/keys?active=false").json()
    assert [k["name"] for k in inactive["data"]] == ["gone"]
    page = account.client.get("/v1/admin/keys?limit=2&offset=1").json()
    assert len(page["data"]) == 2 and page["meta"] == {"total": 5, "limit": 2, "offset": 1, "has_more": True}
    assert account.client.get("/v1/admin/keys?limit=0").status_code == 400


def test_keys_need_the_admin_scope(make_account):
    writer = make_account(scopes=["memories:read", "memories:write"])
    key_id = writer.api_key.pk
    for method, path in [
        ("get", "/v1/admin/keys"),
        ("post", "/v1/admin/keys"),
        ("get", f"/v1/admin/keys/{key_id}"),
        ("delete", f"/v1/admin/keys/{key_id}"),
        ("post", f"/v1/admin/keys/{key_id}/rotate"),
    ]:
        response = getattr(writer.client, method)(path, {"name": "x"}, format="json")
        assert response.status_code == 403 and response.json()["error"]["code"] == "FORBIDDEN", (method, path)
    assert ApiKey.objects.get(pk=key_id).revoked_at is None


def test_another_tenant_gets_nothing(account, other):
    key = create_key(account)
    for method, path in [
        ("get", f"/v1/admin/keys/{key['id']}"),
        ("delete", f"/v1/admin/keys/{key['id']}"),
        ("post", f"/v1/admin/keys/{key['id']}/rotate"),
    ]:
        response = getattr(other.client, method)(path, {}, format="json")
        assert response.status_code == 404 and response.json()["error"]["code"] == "NOT_FOUND", (method, path)
    listed = other.client.get("/v1/admin/keys").json()
    assert [k["id"] for k in listed["data"]] == [str(other.api_key.pk)]
    stored = ApiKey.objects.get(pk=key["id"])
    assert stored.revoked_at is None and ApiKey.objects.filter(tenant=account.tenant).count() == 2
