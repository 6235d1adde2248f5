from __future__ import annotations

import importlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TypeVar

import pytest
from django.core.cache import cache
from django.db import connections
from rest_framework.test import APIClient

from search.services import access_flush
from tenants.models import ALL_SCOPES, ApiKey, Plan, Tenant
from tenants.services import api_key_create, tenant_create, usage_flush

T = TypeVar("T")


@dataclass
class Account:
    tenant: Tenant
    api_key: ApiKey
    secret: str
    client: APIClient


def explain_search(
    account: Account, query: str, *, mode: str = "hybrid", filters=None, exact: bool = False, as_json: bool = False
):
    """EXPLAIN ANALYZE of the statement a search of this tenant would run: through the HNSW path, or with
    `exact` the tenant's vectors ranked exactly; `mode` "vector" leaves out the text side. Its text, or with
    `as_json` PostgreSQL's JSON plan."""
    from memories.embeddings import get_embedder
    from memories.selectors import MemoryFilters
    from search.selectors import _calibration, _scoring
    from search.sql import explain_hybrid_search

    account.tenant.refresh_from_db()
    embedder = get_embedder()
    plan = explain_hybrid_search(
        as_json=as_json,
        tenant_id=account.tenant.pk,
        vector=embedder.embed([query])[0],
        text=query if mode == "hybrid" else None,
        filters=filters or MemoryFilters(),
        include_superseded=False,
        scoring=_scoring(mode, _calibration(embedder)),
        threshold=0.7,
        limit=20,
        offset=0,
        candidates=50,
        ef_search=256,
        tenant_size=account.tenant.memory_count,
        exact=exact,
        scope_size=account.tenant.memory_count,
        embedder=embedder.name,
        text_language=account.tenant.text_language,
    )
    return plan if as_json else "\n".join(plan)


def own_indexes(account: Account) -> tuple[str, str]:
    """Give the account's tenant its own indexes, as `manage.py tenant_indexes` gives a large tenant, inside the
    test's transaction (so without CONCURRENTLY, and rolled back with it). Returns the names of its HNSW index
    and of its full-text GIN index."""
    from django.db import connection

    from memories.maintenance import HNSW, TEXT

    with connection.cursor() as cursor:
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # DDL waits for no deferred checks of this transaction
    for kind in (HNSW, TEXT):
        kind.build(account.tenant.pk)
    return HNSW.name(account.tenant.pk), TEXT.name(account.tenant.pk)


def in_threads(count: int, work: Callable[[int], T]) -> list[T]:
    """`work(n)` for n in range(count), each on a thread of its own and so on a database connection of its
    own, closed when it ends (before the test database is flushed). Returns the results in order."""

    def run(n: int) -> T:
        try:
            return work(n)
        finally:
            connections.close_all()

    with ThreadPoolExecutor(count) as pool:
        return list(pool.map(run, range(count)))


def make_client(secret: str | None) -> APIClient:
    client = APIClient()
    if secret:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {secret}")
    return client


@pytest.fixture(scope="session", autouse=True)
def _stop_in_process_ingestion(django_db_setup, django_db_blocker):
    """The in-process ingestion pool's queued and running jobs must stop before the test database goes away."""
    yield
    from ingestion import runner

    with django_db_blocker.unblock():
        runner.shutdown()


@pytest.fixture(autouse=True)
def _clean_cache():
    cache.clear()  # rate-limit windows and cached results must not leak between tests
    yield


@pytest.fixture(scope="session", autouse=True)
def _buffered_counts_written_by_the_tests():
    """Usage and access counts are written by the flush after each test (below), or by the code under test,
    never by a buffer's own timer in the middle of a test: that write ran on a connection of its own, which
    does not see the tenants of the test's transaction, and dropped their counts (test_usage_is_per_tenant
    failed once in a fresh clone's `make test`)."""
    from memoryos.buffers import CounterBuffer

    CounterBuffer.write_only_when_flushed()


@pytest.fixture(autouse=True)
def _flush_buffered_counts(request):
    """Write a test's buffered access and usage counts while it still has the database, not from a timer
    later or at the exit of the test process."""
    database = next((name for name in ("transactional_db", "db") if name in request.fixturenames), None)
    if database is None and request.node.get_closest_marker("django_db"):
        database = "_django_db_helper"
    if database is not None:
        request.getfixturevalue(database)  # set up before this fixture, so torn down after its flush
    yield
    if database is not None:
        access_flush()
        usage_flush()


@pytest.fixture
def make_account(db):
    counter = {"n": 0}

    def _make(plan: str = "pro", scopes: list[str] | None = None, **plan_overrides) -> Account:
        counter["n"] += 1
        if not Plan.objects.exists():  # a transaction=True test before this one flushed the seeded plans
            for seeded in importlib.import_module("tenants.migrations.0002_seed_plans").PLANS:
                Plan.objects.create(**seeded)
        plan_obj = Plan.objects.get(name=plan)
        if plan_overrides:
            plan_obj.pk = None
            plan_obj.name = f"{plan}-custom-{counter['n']}"
            for key, value in plan_overrides.items():
                setattr(plan_obj, key, value)
            plan_obj.save()
        tenant = tenant_create(name=f"Tenant {counter['n']}", plan=plan_obj)
        api_key, secret = api_key_create(tenant=tenant, name="test", scopes=scopes or ALL_SCOPES)
        return Account(tenant=tenant, api_key=api_key, secret=secret, client=make_client(secret))

    return _make


@pytest.fixture
def account(make_account) -> Account:
    return make_account()


@pytest.fixture
def other(make_account) -> Account:
    return make_account()
