"""Idempotency-Key on writes (memoryos/api/idempotency.py): a retry of a write that committed gets the first
response again and changes nothing; a write that failed leaves no key behind; keys are per tenant."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from ingestion.models import Session
from memories.models import Memory
from memoryos import scheduler
from memoryos.models import ScheduledRun
from tenants.models import ApiKey, IdempotencyKey, Tenant
from tenants.services import idempotency_keys_prune
from tests.conftest import in_threads, make_client

KEY = "mos-py-3f6c1a52-8d1e-4d44-9a51-0c7e1f2b9d10"


def send(client, method: str, path: str, body=None, key: str | None = KEY):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key is not None else {}
    return getattr(client, method)(path, body, format="json", **headers)


def memories(account) -> int:
    return Memory.unscoped.filter(tenant=account.tenant).count()


def test_a_retried_create_gets_its_first_response_and_stores_one_memory(account):
    body = {"content": "Ana is allergic to peanuts", "user_id": "ana", "tags": ["health"]}
    first = send(account.client, "post", "/v1/memories", body)
    retry = send(account.client, "post", "/v1/memories", body)

    assert first.status_code == retry.status_code == 201
    assert retry.content == first.content  # the stored bytes, not a second rendering of a second memory
    assert retry["Content-Type"] == first["Content-Type"] == "application/json"
    assert retry["Idempotent-Replayed"] == "true" and "Idempotent-Replayed" not in first
    assert retry["X-Request-ID"] != first["X-Request-ID"]  # the retry is a request of its own
    assert "RateLimit-Remaining" in retry
    assert memories(account) == 1
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == 1
    # The write is visible to the next search, replayed or not.
    found = account.client.post("/v1/search", {"query": "peanuts allergy", "threshold": 0}, format="json").json()
    assert [r["id"] for r in found["results"]] == [first.json()["id"]]


def test_every_kind_of_write_replays(account):
    created = send(account.client, "post", "/v1/memories", {"content": "to be edited"}, key="create").json()
    path = f"/v1/memories/{created['id']}"
    batch = {"memories": [{"content": "one"}, {"content": "two"}]}

    for method, url, body, status in [
        ("post", "/v1/memories/batch", batch, 201),
        ("patch", path, {"importance_score": 0.9}, 200),
        ("post", "/v1/sessions", {"user_id": "ana", "conversation": "user: I moved to Porto."}, 202),
        ("delete", path, None, 200),  # a repeated delete would be a 404; its replay is the first 200
        ("delete", "/v1/admin/users/nobody", None, 200),
    ]:
        key = f"{method}-{url}"
        first = send(account.client, method, url, body, key=key)
        retry = send(account.client, method, url, body, key=key)
        assert first.status_code == retry.status_code == status, (url, first.json(), retry.json())
        assert retry.content == first.content and retry["Idempotent-Replayed"] == "true", url

    assert memories(account) == 2  # the batch's two; the first memory deleted once
    assert Session.unscoped.filter(tenant=account.tenant).count() == 1
    assert not Memory.unscoped.filter(pk=created["id"]).exists()


def test_the_same_key_for_another_request_is_refused_and_changes_nothing(account):
    first = send(account.client, "post", "/v1/memories", {"content": "first"})
    assert first.status_code == 201
    memory_path = f"/v1/memories/{first.json()['id']}"

    for method, url, body in [
        ("post", "/v1/memories", {"content": "second"}),  # another body
        ("post", "/v1/memories/batch", {"memories": [{"content": "first"}]}),  # another path
        ("patch", memory_path, {"content": "first"}),  # another method
        ("delete", memory_path, None),
    ]:
        response = send(account.client, method, url, body)
        assert response.status_code == 400, (method, url)
        error = response.json()["error"]
        assert error["code"] == "VALIDATION_ERROR" and "Idempotency-Key" in error["details"]["fields"]
        assert "different request" in error["message"]

    assert list(Memory.unscoped.filter(tenant=account.tenant).values_list("content", flat=True)) == ["first"]


def test_a_failed_write_leaves_no_key_and_its_retry_runs(make_account):
    account = make_account(max_memories=1)
    refused = send(account.client, "post", "/v1/memories", {"content": "x", "importance_score": 5})
    assert refused.status_code == 400
    assert not IdempotencyKey.objects.filter(tenant=account.tenant).exists()

    # The same key again, the body corrected: not "another request", since the first left nothing.
    created = send(account.client, "post", "/v1/memories", {"content": "x", "importance_score": 0.5})
    assert created.status_code == 201 and "Idempotent-Replayed" not in created

    # Over the quota: a 403 rolls back its claim as well, and a retry is refused again, not replayed.
    for _ in range(2):
        over = send(account.client, "post", "/v1/memories", {"content": "y"}, key="over-quota")
        assert over.status_code == 403 and over.json()["error"]["code"] == "QUOTA_EXCEEDED"
    assert memories(account) == 1
    assert list(IdempotencyKey.objects.filter(tenant=account.tenant).values_list("key", flat=True)) == [KEY]


def test_keys_are_per_tenant(account, other):
    body = {"content": "the same request from two tenants"}
    mine = send(account.client, "post", "/v1/memories", body)
    theirs = send(other.client, "post", "/v1/memories", body)

    assert mine.status_code == theirs.status_code == 201
    assert "Idempotent-Replayed" not in theirs  # another tenant's key of the same name is not this one's
    assert theirs.json()["id"] != mine.json()["id"]
    assert memories(account) == memories(other) == 1
    assert other.client.get(f"/v1/memories/{mine.json()['id']}").status_code == 404
    # Another tenant replaying this tenant's key gets its own first response, never this tenant's.
    again = send(other.client, "post", "/v1/memories", body)
    assert again.content == theirs.content and again["Idempotent-Replayed"] == "true"


@pytest.mark.parametrize("key", ["", "a" * 256, "two words", "naïve", "tab\there"])
def test_a_malformed_key_is_refused_before_anything_runs(account, key):
    response = send(account.client, "post", "/v1/memories", {"content": "kept out"}, key=key)
    assert response.status_code == 400
    assert response.json()["error"]["details"]["fields"].keys() == {"Idempotency-Key"}
    assert memories(account) == 0


def test_a_method_the_path_does_not_take_is_a_405_with_a_key_too(account):
    response = send(account.client, "put", "/v1/memories/batch", {"memories": []})
    assert response.status_code == 405 and response.json()["error"]["code"] == "METHOD_NOT_ALLOWED"
    assert not IdempotencyKey.objects.exists()


def test_reads_ignore_the_key(account):
    send(account.client, "post", "/v1/memories", {"content": "Ana likes jazz"}, key=None)
    for method, url, body in [
        ("post", "/v1/search", {"query": "jazz", "threshold": 0}),
        ("post", "/v1/context", {"query": "jazz"}),
        ("get", "/v1/memories", None),
    ]:
        for _ in range(2):
            response = send(account.client, method, url, body, key="read")
            assert response.status_code == 200 and "Idempotent-Replayed" not in response
    # A malformed key on a read is not looked at either.
    assert send(account.client, "post", "/v1/search", {"query": "jazz"}, key="two words").status_code == 200
    assert not IdempotencyKey.objects.exists()


def test_a_new_api_keys_secret_is_never_stored(account):
    responses = [send(account.client, "post", "/v1/admin/keys", {"name": "ci"}, key="new-key") for _ in range(2)]
    assert [r.status_code for r in responses] == [201, 201]
    secrets = {r.json()["secret"] for r in responses}
    assert len(secrets) == 2 and ApiKey.objects.filter(tenant=account.tenant, name="ci").count() == 2
    assert not IdempotencyKey.objects.exists()
    rotated = responses[0].json()["id"]
    codes = [
        send(account.client, "post", f"/v1/admin/keys/{rotated}/rotate", {}, key="rotate").status_code for _ in "ab"
    ]
    assert codes == [201, 409]  # run twice: the second finds the key already rotated
    assert not IdempotencyKey.objects.exists()


def test_an_expired_key_runs_again_and_the_prune_deletes_only_expired_ones(account, other):
    first = send(account.client, "post", "/v1/memories", {"content": "old"})
    send(other.client, "post", "/v1/memories", {"content": "recent"})
    IdempotencyKey.objects.filter(tenant=account.tenant).update(created_at=timezone.now() - timedelta(hours=25))

    again = send(account.client, "post", "/v1/memories", {"content": "old"})
    assert again.status_code == 201 and "Idempotent-Replayed" not in again
    assert again.json()["id"] != first.json()["id"]
    assert IdempotencyKey.objects.get(tenant=account.tenant).created_at > timezone.now() - timedelta(minutes=1)

    IdempotencyKey.objects.filter(tenant=account.tenant).update(created_at=timezone.now() - timedelta(hours=25))
    assert idempotency_keys_prune() == 1
    assert list(IdempotencyKey.objects.values_list("tenant_id", flat=True)) == [other.tenant.pk]
    assert idempotency_keys_prune() == 0


def test_the_beat_entry_prunes_expired_keys(account):
    send(account.client, "post", "/v1/memories", {"content": "old"}, key="old")
    send(account.client, "post", "/v1/memories", {"content": "new"}, key="new")
    IdempotencyKey.objects.filter(key="old").update(created_at=timezone.now() - timedelta(hours=25))
    scheduler.run_due()  # each entry's first run is one period after it is seen
    ScheduledRun.objects.filter(name="idempotency-keys-prune").update(last_run_at=timezone.now() - timedelta(hours=2))

    assert scheduler.run_due() == ["idempotency-keys-prune"]
    assert list(IdempotencyKey.objects.values_list("key", flat=True)) == ["new"]


def test_erasing_a_user_forgets_the_tenants_stored_responses(account, other):
    send(account.client, "post", "/v1/memories", {"content": "Ana's address is 5 Rua Nova", "user_id": "ana"})
    send(other.client, "post", "/v1/memories", {"content": "another tenant's", "user_id": "ana"})

    erased = send(account.client, "delete", "/v1/admin/users/ana", key="erase")
    assert erased.status_code == 200 and erased.json()["memories"] == 1
    stored = IdempotencyKey.objects.filter(tenant=account.tenant)
    assert list(stored.values_list("key", flat=True)) == ["erase"]  # the content is gone; the erasure's own stays
    assert b"Rua Nova" not in bytes(stored.get().body)
    assert IdempotencyKey.objects.filter(tenant=other.tenant).count() == 1  # another tenant's untouched
    replay = send(account.client, "delete", "/v1/admin/users/ana", key="erase")
    assert replay["Idempotent-Replayed"] == "true" and replay.json()["memories"] == 1


@pytest.mark.django_db(transaction=True)
def test_concurrent_retries_of_one_write_store_it_once(account):
    threads = 6
    start = threading.Barrier(threads)
    body = {"memories": [{"content": f"racing batch item {n}"} for n in range(20)]}

    def attempt(_: int):
        client = make_client(account.secret)
        start.wait()
        return send(client, "post", "/v1/memories/batch", body, key="racing")

    answers = in_threads(threads, attempt)

    assert {a.status_code for a in answers} == {201}
    assert len({a.content for a in answers}) == 1  # every attempt got the one batch's response
    assert sum(a.has_header("Idempotent-Replayed") for a in answers) == threads - 1
    assert Memory.unscoped.filter(tenant=account.tenant).count() == 20
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == 20
