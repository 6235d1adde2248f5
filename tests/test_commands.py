import io
import re

import pytest
from django.core.management import CommandError, call_command

from tenants.models import ALL_SCOPES, ApiKey, Tenant
from tests.conftest import make_client, own_indexes


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


def test_create_tenant_in_a_text_language_and_set_another_later(db):
    output = run("create_tenant", "Acme", "--text-language", "german")
    assert "text language german" in output
    client = make_client(output.strip().splitlines()[-1])
    assert client.post("/v1/memories", {"content": "Anna hat zwei Katzen."}, format="json").status_code == 201
    assert client.post("/v1/search", {"query": "Katze"}, format="json").json()["results"][0]["text_score"] > 0
    assert run("set_text_language", "acme", "french").strip() == (
        "Tenant acme: text language german -> french; 1 memories re-indexed."
    )
    assert Tenant.objects.get(slug="acme").text_language == "french"
    results = client.post("/v1/search", {"query": "Katze"}, format="json").json()["results"]
    assert not any(row["text_score"] > 0 for row in results)  # "Katze" and "Katzen" are two words in French


def test_text_language_commands_refuse_unknown_tenants_and_languages(db):
    with pytest.raises(CommandError, match="invalid choice: 'klingon'"):
        run("create_tenant", "Acme", "--text-language", "klingon")
    assert not Tenant.objects.exists()
    run("create_tenant", "Acme")
    with pytest.raises(CommandError, match="No tenant with slug 'nobody'"):
        run("set_text_language", "nobody", "german")
    with pytest.raises(CommandError, match="invalid choice: 'klingon'"):
        run("set_text_language", "acme", "klingon")
    assert Tenant.objects.get(slug="acme").text_language == "english"


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


def doctor() -> tuple[str, str | None]:
    out = io.StringIO()
    try:
        call_command("doctor", stdout=out)
    except CommandError as exc:
        return out.getvalue(), str(exc)
    return out.getvalue(), None


def lines_by_check(output: str) -> dict[str, str]:
    return {line.split()[1]: line for line in output.splitlines()}


def test_doctor_checks_everything_on_the_test_stack(account, settings):
    output, failure = doctor()
    assert failure is None, output
    found = lines_by_check(output)
    assert set(found) == {
        "database",
        "pgvector",
        "vectors",
        "cache",
        "broker",
        "embedder",
        "embeddings",
        "tenant_indexes",
        "text_languages",
        "schedule",
    }
    assert all(line.startswith("ok") for line in found.values()), output
    assert "pgvector 0.8" in found["database"] and "Redis" in found["cache"]
    assert "hash-v1-384, 384 dimensions" in found["embedder"]
    assert "not used" in found["broker"] and settings.INGESTION_RUNNER == "inprocess"
    settings.INGESTION_RUNNER, settings.CELERY_BROKER_URL = "celery", settings.REDIS_URL  # the real redis-server
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["broker"].startswith("ok") and "reachable" in output


def test_doctor_warns_about_vectors_of_another_model(account):
    from memories.models import Memory

    response = account.client.post("/v1/memories", {"content": "old vector"}, format="json")
    Memory.unscoped.filter(pk=response.json()["id"]).update(embedding_model="hash-v0-384")
    output, failure = doctor()
    assert failure is None  # a warning, not a failure
    assert lines_by_check(output)["embeddings"].startswith("warn")
    assert "1 by hash-v0-384; run manage.py reembed" in output


def test_doctor_tells_memories_not_in_their_tenants_language(account):
    from memories.models import Memory
    from memories.services import tenant_text_language_set

    account.client.post("/v1/memories", {"content": "Anna hat zwei Katzen."}, format="json")
    tenant_text_language_set(tenant=account.tenant, language="german")  # queued: beat re-indexes it
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["text_languages"].startswith("ok"), output
    assert f"being re-indexed in a new language: {account.tenant.slug} (1)" in output
    Tenant.objects.filter(pk=account.tenant.pk).update(text_reindexing=False)  # as if the mark were lost
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["text_languages"].startswith("warn"), output
    assert f"not queued: {account.tenant.slug} (1); run manage.py set_text_language" in output
    Memory.unscoped.filter(tenant=account.tenant).update(text_language="german")
    output, failure = doctor()
    assert lines_by_check(output)["text_languages"].startswith("ok"), output


def test_doctor_warns_about_a_large_tenant_without_its_own_index(account, monkeypatch):
    monkeypatch.setattr("memories.maintenance.TENANT_INDEX_MIN_MEMORIES", 0)
    account.client.post("/v1/memories", {"content": "one memory is a lot"}, format="json")
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["tenant_indexes"].startswith("warn"), output
    assert "1 tenant(s) to index, 0 index(es) to drop" in output and "run manage.py tenant_indexes" in output
    own_indexes(account)
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["tenant_indexes"].startswith("ok"), output
    assert "1 large tenant(s), each with its own HNSW and full-text indexes" in output


def test_doctor_warns_when_no_web_worker_runs_the_schedule(db, settings):
    from datetime import timedelta

    from django.utils import timezone

    from memoryos import scheduler
    from memoryos.models import ScheduledRun

    settings.INPROCESS_SCHEDULER = True  # no Redis: the web workers run the schedule
    output, failure = doctor()
    assert failure is None and lines_by_check(output)["schedule"].startswith("warn"), output
    assert "lifecycle-decay" in output and "no web worker runs the schedule" in output  # never run at all
    scheduler.run_due()  # what a worker's first tick does
    assert lines_by_check(doctor()[0])["schedule"].startswith("ok")
    ScheduledRun.objects.filter(name="lifecycle-decay").update(last_run_at=timezone.now() - timedelta(hours=3))
    found = lines_by_check(doctor()[0])["schedule"]
    assert found.startswith("warn") and "two periods: lifecycle-decay;" in found, found


def test_doctor_fails_on_a_broken_dependency(db, settings):
    settings.EMBEDDING_DIMENSIONS = 8
    settings.INGESTION_RUNNER, settings.CELERY_BROKER_URL = "celery", "redis://127.0.0.1:1/0"  # nothing listens
    output, failure = doctor()
    assert failure == "3 check(s) failed: vectors, broker, embedder."
    found = lines_by_check(output)
    assert (
        found["vectors"].startswith("fail") and "makes 8-dimension vectors, but the vector column holds 384" in output
    )
    assert found["embedder"].startswith("fail") and "made 8 dimensions; the vector column holds 384" in output
    assert found["broker"].startswith("fail") and found["database"].startswith("ok")


def test_doctor_fails_on_an_unsupported_postgresql(db, monkeypatch):
    from memoryos import checks

    monkeypatch.setattr(checks, "MIN_POSTGRESQL", 990000)  # a version no server has yet
    output, failure = doctor()
    assert failure == "1 check(s) failed: database."
    assert re.search(r"^fail\s+database\s+PostgreSQL \S+ is older than 99$", output, re.M), output
