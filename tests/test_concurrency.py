"""Writes that race each other, mostly through the API, each thread on its own database connection (real commits,
so transaction=True): the stored-memories quota is never passed, and the tenant's counters (SPEC §9, the
totals of lists) stay equal to its rows."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter

import pytest
from django.db import connections, transaction

from memories.models import Memory
from tenants.models import Tenant, Usage
from tenants.services import usage_flush, usage_record
from tests.conftest import in_threads, make_client

THREADS = 8
TIERS = ("short", "medium", "long")


def _stored(tenant_id) -> tuple[int, dict[str, int]]:
    """The tenant's counters as stored: the total and each tier's count."""
    tenant = Tenant.objects.get(pk=tenant_id)
    return tenant.memory_count, {tier: getattr(tenant, f"memories_{tier}") for tier in TIERS}


def _actual(tenant_id) -> tuple[int, dict[str, int]]:
    rows = Memory.unscoped.filter(tenant_id=tenant_id)
    return rows.count(), {tier: rows.filter(tier=tier).count() for tier in TIERS}


@pytest.mark.django_db(transaction=True)
def test_racing_writes_never_pass_the_quota_and_keep_the_counters_exact(make_account):
    limit = 30
    small, bystander = make_account(max_memories=limit), make_account()
    bystander.client.post("/v1/memories", {"content": "the other tenant's memory", "tier": "long"}, format="json")
    shared: list[str] = []  # ids every thread may edit or delete, so that two of them hit the same row
    lock = threading.Lock()
    start = threading.Barrier(THREADS)

    def work(seed: int) -> Counter:
        rng, client, seen = random.Random(seed), make_client(small.secret), Counter()
        start.wait()
        for _ in range(25):
            with lock:
                target = rng.choice(shared) if shared else None
            op = rng.choice(["create", "create", "batch", "retier", "delete"]) if target else "create"
            if op == "create":
                response = client.post(
                    "/v1/memories", {"content": f"note {seed}-{rng.random()}", "tier": rng.choice(TIERS)}, "json"
                )
                created = [response.json()["id"]] if response.status_code == 201 else []
            elif op == "batch":
                items = [{"content": f"batch {seed}-{rng.random()}", "tier": rng.choice(TIERS)} for _ in range(3)]
                response = client.post("/v1/memories/batch", {"memories": items}, "json")
                created = [m["id"] for m in response.json()["data"]] if response.status_code == 201 else []
            elif op == "retier":
                response = client.patch(f"/v1/memories/{target}", {"tier": rng.choice(TIERS)}, "json")
                created = []
            else:
                response = client.delete(f"/v1/memories/{target}")
                created = []
            with lock:
                shared.extend(created)
            code = response.json().get("error", {}).get("code", "") if response.status_code >= 400 else ""
            seen[(op, response.status_code, code)] += 1
            seen[("created", 0, "")] += len(created)
        return seen

    seen = sum(in_threads(THREADS, work), Counter())

    statuses = {(op, status, code) for op, status, code in seen if op != "created"}
    # Only the answers a race may give: a write refused at the quota, an edit or delete of a row that another
    # thread deleted first. Never a 500, a deadlock or a serialisation failure.
    allowed = {
        ("create", 201, ""),
        ("create", 403, "QUOTA_EXCEEDED"),
        ("batch", 201, ""),
        ("batch", 403, "QUOTA_EXCEEDED"),
        ("retier", 200, ""),
        ("retier", 404, "NOT_FOUND"),
        ("delete", 200, ""),
        ("delete", 404, "NOT_FOUND"),
    }
    assert statuses <= allowed, statuses - allowed
    # The run reached the quota and raced on shared rows; otherwise it proves nothing.
    assert seen[("create", 403, "QUOTA_EXCEEDED")] + seen[("batch", 403, "QUOTA_EXCEEDED")] > 0
    assert seen[("delete", 404, "NOT_FOUND")] + seen[("retier", 404, "NOT_FOUND")] > 0

    count, tiers = _actual(small.tenant.pk)
    assert count <= limit
    assert _stored(small.tenant.pk) == (count, tiers)
    assert count == seen[("created", 0, "")] - seen[("delete", 200, "")]  # every 201 stored, every 200 removed
    assert _stored(bystander.tenant.pk) == _actual(bystander.tenant.pk) == (1, {"short": 0, "medium": 0, "long": 1})


@pytest.mark.django_db(transaction=True)
def test_racing_creates_for_the_last_free_slot_store_exactly_one(make_account):
    limit, rounds = 5, 12
    small = make_account(max_memories=limit)
    for n in range(limit - 1):
        small.client.post("/v1/memories", {"content": f"kept {n}"}, format="json")
    start = threading.Barrier(THREADS)

    def race(seed: int) -> list[int]:
        client, codes = make_client(small.secret), []
        for n in range(rounds):
            start.wait()  # every thread sends its create for the one free slot at the same moment
            codes.append(client.post("/v1/memories", {"content": f"race {n} by {seed}"}, "json").status_code)
            start.wait()  # all answered: thread 0 frees the slot again for the next round
            if seed == 0:
                latest = Memory.unscoped.filter(tenant_id=small.tenant.pk, content__startswith="race").first()
                assert client.delete(f"/v1/memories/{latest.pk}").status_code == 200
        return codes

    per_thread = in_threads(THREADS, race)
    for n in range(rounds):
        answers = Counter(codes[n] for codes in per_thread)
        assert answers == {201: 1, 403: THREADS - 1}, (n, answers)
    kept = (limit - 1, {"short": limit - 1, "medium": 0, "long": 0})
    assert _stored(small.tenant.pk) == _actual(small.tenant.pk) == kept


@pytest.mark.django_db(transaction=True)
def test_racing_deletes_and_edits_of_one_memory_count_it_once(account):
    rounds = 10
    targets = [
        account.client.post("/v1/memories", {"content": f"target {n}", "tier": "short"}, format="json").json()["id"]
        for n in range(rounds)
    ]
    start = threading.Barrier(THREADS)

    def race(seed: int) -> list[int]:
        client, codes = make_client(account.secret), []
        for target in targets:
            start.wait()  # half the threads delete the round's memory, half move it to another tier, at once
            if seed % 2:
                codes.append(client.patch(f"/v1/memories/{target}", {"tier": TIERS[seed % 3]}, "json").status_code)
            else:
                codes.append(client.delete(f"/v1/memories/{target}").status_code)
        return codes

    per_thread = in_threads(THREADS, race)
    for n in range(rounds):
        deletes = Counter(per_thread[seed][n] for seed in range(0, THREADS, 2))
        assert deletes == {200: 1, 404: THREADS // 2 - 1}, (n, deletes)
        assert {per_thread[seed][n] for seed in range(1, THREADS, 2)} <= {200, 404}
    assert _stored(account.tenant.pk) == _actual(account.tenant.pk) == (0, {"short": 0, "medium": 0, "long": 0})


@pytest.mark.django_db(transaction=True)
def test_racing_creates_of_one_external_id_store_one_and_answer_409_to_the_others(make_account):
    """Both pass the service's check for a taken external_id before either commits; the unique index stops the
    later ones inside their batch's COPY, and they answer 409 CONFLICT, not 500, with nothing of them stored."""
    account = make_account()
    start = threading.Barrier(THREADS)

    def work(n: int) -> int:
        client = make_client(account.secret)
        items = [{"content": f"racer {n}"}, {"content": f"racer {n} again", "external_id": "order-7"}]
        start.wait()
        return client.post("/v1/memories/batch", {"memories": items}, "json").status_code

    codes = Counter(in_threads(THREADS, work))
    assert codes == Counter({201: 1, 409: THREADS - 1})
    assert _stored(account.tenant.pk) == _actual(account.tenant.pk) == (2, {"short": 2, "medium": 0, "long": 0})


def _wait_for_a_lock_wait(seconds: float = 10.0) -> None:
    """Until another connection waits for a lock."""
    deadline = time.monotonic() + seconds
    with connections["default"].cursor() as cursor:
        while time.monotonic() < deadline:
            cursor.execute("SELECT pg_stat_clear_snapshot()")  # else a transaction reads its first snapshot again
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()"
            )
            if cursor.fetchone()[0]:
                return
            time.sleep(0.02)
    raise AssertionError("no other connection waited for a lock")


@pytest.mark.django_db(transaction=True)
def test_usage_flushed_while_its_tenant_is_deleted_is_dropped_quietly(make_account):
    """The flush's statement joins the tenants it counts for. A tenant whose delete committed after that join saw
    it, and before the new usage row's foreign key was checked (at the flush's commit: Django's keys are deferred),
    failed the whole flush (ForeignKeyViolation), the other tenants' counts with it, and logged a traceback. Now
    that tenant's counts are dropped and the others' are written."""
    doomed, bystander = make_account(), make_account()
    usage_record(tenant_id=doomed.tenant.pk, read_requests=3)
    usage_record(tenant_id=bystander.tenant.pk, read_requests=2)
    outcome: dict[str, object] = {}

    def flush() -> None:
        try:
            outcome["rows"] = usage_flush()
        except Exception as exc:  # noqa: BLE001 - reported by the assertion below
            outcome["error"] = exc
        finally:
            connections.close_all()

    with transaction.atomic():
        Tenant.objects.filter(pk=doomed.tenant.pk).delete()  # its rows first, then the tenant's: uncommitted
        flusher = threading.Thread(target=flush)
        flusher.start()
        _wait_for_a_lock_wait()  # the new row's key check (at the flush's commit) waits for the deleted tenant
    flusher.join(10)
    assert "error" not in outcome, outcome
    assert not Usage.objects.filter(tenant_id=doomed.tenant.pk).exists()
    assert Usage.objects.get(tenant_id=bystander.tenant.pk).read_requests == 2
    assert usage_flush() == 0  # nothing kept back for a retry
