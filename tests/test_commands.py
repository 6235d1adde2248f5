import io

import pytest
from django.core.management import CommandError, call_command

from tenants.models import ALL_SCOPES, ApiKey, Tenant
from tests.conftest import make_client


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_create_tenant_prints_a_working_key_last(db):
    output = run("create_tenant", "Acme Corp", "--plan", "pro")
    key = output.strip().splitlines()[-1]
    assert key.startswith("mos_") and " " not in key
    tenant = Tenant.objects.get(slug="acme-corp")
    assert tenant.plan.name == "pro"
    assert ApiKey.objects.get(tenant=tenant).scopes == ALL_SCOPES
    client = make_client(key)
    assert client.post("/v1/memories", {"content": "hello"}, format="json").status_code == 201
    assert client.get("/v1/memories").json()["meta"]["total"] == 1


def test_create_tenant_rejects_unknown_plan_and_duplicates(db):
    with pytest.raises(CommandError, match="No plan 'gold'"):
        run("create_tenant", "Acme", "--plan", "gold")
    run("create_tenant", "Acme")
    with pytest.raises(CommandError, match="already exists"):
        run("create_tenant", "Acme")


def test_create_api_key_with_scopes(db):
    run("create_tenant", "Acme")
    output = run("create_api_key", "acme", "--scopes", "memories:read", "--expires-in-days", "30")
    key = output.strip().splitlines()[-1]
    api_key = ApiKey.objects.get(prefix=key[:12])
    assert api_key.scopes == ["memories:read"] and api_key.expires_at is not None
    assert make_client(key).get("/v1/memories").status_code == 200
    assert make_client(key).post("/v1/memories", {"content": "x"}, format="json").status_code == 403


def test_create_api_key_errors(db):
    with pytest.raises(CommandError, match="No tenant"):
        run("create_api_key", "nobody")
    run("create_tenant", "Acme")
    with pytest.raises(CommandError, match="Unknown or missing scopes"):
        run("create_api_key", "acme", "--scopes", "root")
