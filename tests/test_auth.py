from datetime import timedelta

from django.utils import timezone

from tenants import keys
from tenants.models import ApiKey, Scope, Tenant
from tenants.services import api_key_create, api_key_revoke
from tests.conftest import make_client


def _error(response):
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) == {"code", "message", "details", "request_id"}
    return body["error"]


def test_missing_key_is_401_envelope(db):
    response = make_client(None).get("/v1/memories")
    assert response.status_code == 401
    assert _error(response)["code"] == "AUTHENTICATION_ERROR"
    assert response["WWW-Authenticate"].startswith("Bearer")


def test_wrong_scheme_is_401(account):
    client = make_client(None)
    client.credentials(HTTP_AUTHORIZATION=f"Token {account.secret}")
    assert client.get("/v1/memories").status_code == 401


def test_unknown_key_is_401(db):
    response = make_client(keys.generate_key()).get("/v1/memories")
    assert response.status_code == 401
    assert _error(response)["code"] == "AUTHENTICATION_ERROR"


def test_key_is_stored_as_sha256_only(account):
    stored = ApiKey.objects.get(pk=account.api_key.pk)
    assert account.secret.startswith("mos_") and len(account.secret) >= 36
    assert stored.key_hash == keys.hash_key(account.secret)
    assert account.secret not in (stored.key_hash, stored.prefix, stored.name)
    assert stored.prefix == account.secret[:12]


def test_revoked_key_is_401(account):
    api_key_revoke(api_key=account.api_key)
    assert account.client.get("/v1/memories").status_code == 401


def test_expired_key_is_401(account):
    _, secret = api_key_create(tenant=account.tenant, name="old", expires_at=timezone.now() - timedelta(seconds=1))
    assert make_client(secret).get("/v1/memories").status_code == 401


def test_future_expiry_still_works(account):
    _, secret = api_key_create(tenant=account.tenant, name="new", expires_at=timezone.now() + timedelta(days=1))
    assert make_client(secret).get("/v1/memories").status_code == 200


def test_suspended_tenant_is_403(account):
    Tenant.objects.filter(pk=account.tenant.pk).update(status=Tenant.Status.SUSPENDED)
    response = account.client.get("/v1/memories")
    assert response.status_code == 403
    assert _error(response)["code"] == "FORBIDDEN"


def test_read_only_key_cannot_write(make_account):
    reader = make_account(scopes=[Scope.MEMORIES_READ])
    assert reader.client.get("/v1/memories").status_code == 200
    response = reader.client.post("/v1/memories", {"content": "x"}, format="json")
    assert response.status_code == 403
    error = _error(response)
    assert error["code"] == "FORBIDDEN" and error["details"]["required_scope"] == "memories:write"


def test_write_only_key_cannot_read(make_account):
    writer = make_account(scopes=[Scope.MEMORIES_WRITE])
    assert writer.client.post("/v1/memories", {"content": "x"}, format="json").status_code == 201
    assert writer.client.get("/v1/memories").status_code == 403


def test_last_used_at_is_recorded(account):
    assert ApiKey.objects.get(pk=account.api_key.pk).last_used_at is None
    account.client.get("/v1/memories")
    assert ApiKey.objects.get(pk=account.api_key.pk).last_used_at is not None


def test_the_authentication_lookup_loads_what_the_orm_loads(account):
    """tenants/sql.api_key_with_tenant replaces select_related("tenant__plan") on every request: every field
    of the key, its tenant and the plan must come back as the ORM gives them (JSON, arrays, dates)."""
    from tenants import sql

    tenant = account.tenant
    tenant.settings = {"lifecycle": {"half_life_short_days": 2}, "note": "ünïcode"}
    tenant.save(update_fields=["settings"])
    tenant.plan.features = {"lifecycle": {"prune_idle_days": 9}}
    tenant.plan.save(update_fields=["features"])
    account.client.get("/v1/memories")  # records last_used_at
    digest = account.api_key.key_hash
    fast = sql.api_key_with_tenant(digest)
    slow = ApiKey.objects.select_related("tenant__plan").get(key_hash=digest)
    for mine, theirs in ((fast, slow), (fast.tenant, slow.tenant), (fast.tenant.plan, slow.tenant.plan)):
        for field in type(theirs)._meta.concrete_fields:
            assert getattr(mine, field.attname) == getattr(theirs, field.attname), field.name
        assert not mine._state.adding and mine._state.db == theirs._state.db
    assert fast.tenant.settings["note"] == "ünïcode" and isinstance(fast.scopes, list) and fast.last_used_at
    assert sql.api_key_with_tenant("0" * 64) is None
