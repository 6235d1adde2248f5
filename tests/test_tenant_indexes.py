"""A large tenant's own indexes (memories/maintenance.py), its HNSW index and its full-text GIN index: built,
used by its searches and no other tenant's, dropped when the tenant is gone, shrinks or its build was
interrupted."""

import threading
import time

import psycopg
import pytest
from django.core.management import call_command
from django.db import connection

from memories import maintenance
from memories.embeddings import get_embedder
from memories.models import Memory, TenantCentroid
from tests.conftest import explain_search

pytestmark = pytest.mark.django_db(transaction=True)  # CREATE INDEX CONCURRENTLY cannot run in a transaction


def load(account, count: int, topic: str) -> None:
    rows = [{"content": f"note {i} about {topic} number {i % 37}"} for i in range(count)]
    for start in range(0, count, 500):
        response = account.client.post("/v1/memories/batch", {"memories": rows[start : start + 500]}, format="json")
        assert response.status_code == 201
    # The refresh of the statistics that a batch past 1,000 memories started (memories/maintenance.py) ends first,
    # its connection closed before the test's flush.
    for thread in threading.enumerate():
        if thread.name == "memoryos-statistics":
            thread.join(30)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")


def own_indexes() -> dict[str, bool]:
    return {name: valid for kind in maintenance.TENANT_INDEX_KINDS for name, valid in kind.existing()}


def both(*accounts) -> dict[str, bool]:
    """The names of these accounts' tenants' own indexes, each valid."""
    return {kind.name(a.tenant.pk): True for a in accounts for kind in maintenance.TENANT_INDEX_KINDS}


@pytest.fixture(autouse=True)
def _drop_own_indexes():
    """The flush after a transaction=True test empties the tables; the indexes would stay."""
    yield
    for kind in maintenance.TENANT_INDEX_KINDS:
        for name, _ in kind.existing():
            kind.drop(name)


@pytest.fixture
def large(make_account, monkeypatch):
    """`big` holds 2,000 memories, `small` 30; with the limit at 1,000, `big` is a large tenant, searched
    through the HNSW index (the search's exact limit lowered to match)."""
    big, small = make_account(), make_account()
    load(big, 2000, "coffee beans and espresso")
    load(small, 30, "coffee and tea")
    # Lowered only now: the writes above, past it, would have started the build in the background.
    monkeypatch.setattr("memories.maintenance.TENANT_INDEX_MIN_MEMORIES", 1000)
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)
    return big, small


def test_a_large_tenant_gets_its_own_index_and_only_its_searches_walk_it(large):
    big, small = large
    report = maintenance.tenant_indexes_sync()
    name, text = maintenance.HNSW.name(big.tenant.pk), maintenance.TEXT.name(big.tenant.pk)
    assert report.created == [big.tenant.slug] and report.dropped == [] and own_indexes() == both(big)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_get_indexdef(%s::regclass), pg_get_indexdef(%s::regclass)", [name, text])
        definition, text_definition = cursor.fetchone()
    assert "USING hnsw (embedding halfvec_cosine_ops)" in definition and str(big.tenant.pk) in definition
    assert "USING gin (search_vector)" in text_definition and str(big.tenant.pk) in text_definition
    assert "gin_pending_list_limit='64'" in text_definition  # as short as the shared index's (migration 0014)
    plan = explain_search(big, "espresso number 7")
    # The walk on its graph; the full-text lookup on its GIN index alone, not the shared one besides.
    assert f"Index Scan using {name}" in plan and f"Bitmap Index Scan on {text}" in plan
    assert "memory_tenant_search_gin" not in plan
    plan = explain_search(small, "espresso number 7")
    assert name not in plan and text not in plan  # their predicates name another tenant
    assert "Bitmap Index Scan on memory_tenant_search_gin" in plan
    for account, count in ((big, 10), (small, 10)):
        body = {"query": "coffee espresso", "threshold": 0, "limit": 10}
        results = account.client.post("/v1/search", body, format="json").json()["results"]
        assert len(results) == count
        theirs = Memory.objects.for_tenant(account.tenant).values_list("pk", flat=True)
        assert {r["id"] for r in results} <= {str(pk) for pk in theirs}
    again = maintenance.tenant_indexes_sync()
    assert again.created == [] and again.dropped == [] and again.kept == 2


def test_each_run_writes_the_large_tenants_centroids_and_drops_the_others(large):
    """The scope baseline of a walk (search/sql.py): each large tenant's unit vectors summed, as they are at
    each run; a tenant no longer large loses its centroid."""
    big, small = large
    maintenance.tenant_indexes_sync()
    centroid = TenantCentroid.unscoped.get()
    assert centroid.tenant_id == big.tenant.pk and centroid.memories == 2000
    assert centroid.embedding_model == get_embedder().name
    with connection.cursor() as cursor:  # the sum of the unit vectors: its product with one is the cosines' sum
        cursor.execute(
            "SELECT inner_product(l2_normalize(e.embedding::vector), c.total), "
            "(SELECT sum(1 - (x.embedding <=> e.embedding)) FROM memories_memoryembedding x WHERE x.tenant_id = %s) "
            "FROM memories_memoryembedding e, memories_tenantcentroid c WHERE e.tenant_id = %s LIMIT 1",
            [big.tenant.pk, big.tenant.pk],
        )
        product, cosines = cursor.fetchone()
    assert product == pytest.approx(cosines, rel=1e-4)
    load(big, 500, "green tea")
    maintenance.tenant_indexes_sync()
    assert TenantCentroid.unscoped.get().memories == 2500
    big.tenant.memory_count = 999  # under the limit: searched exactly, no centroid
    big.tenant.save(update_fields=["memory_count"])
    maintenance.tenant_indexes_sync()
    assert not TenantCentroid.unscoped.exists()


def test_indexes_of_gone_shrunk_and_interrupted_tenants_are_dropped(large, make_account):
    big, small = large
    third = make_account()
    for account in (big, small, third):
        account.tenant.memory_count = 5000
        account.tenant.save(update_fields=["memory_count"])
    assert sorted(maintenance.tenant_indexes_sync().created) == sorted(a.tenant.slug for a in (big, small, third))
    names = {a.tenant.slug: maintenance.HNSW.name(a.tenant.pk) for a in (big, small, third)}
    texts = {a.tenant.slug: maintenance.TEXT.name(a.tenant.pk) for a in (big, small, third)}

    small.tenant.memory_count = 501  # at least half the limit: kept, not rebuilt back and forth
    small.tenant.save(update_fields=["memory_count"])
    report = maintenance.tenant_indexes_sync()
    assert report.kept == 6 and report.created == report.dropped == []

    small.tenant.memory_count = 499
    small.tenant.save(update_fields=["memory_count"])
    third.tenant.delete()
    with connection.cursor() as cursor:  # what an interrupted CREATE INDEX CONCURRENTLY leaves
        cursor.execute(
            "UPDATE pg_index SET indisvalid = false WHERE indexrelid = %s::regclass", [names[big.tenant.slug]]
        )
    gone = [names[big.tenant.slug], *(index[a.tenant.slug] for a in (small, third) for index in (names, texts))]
    dry = maintenance.tenant_indexes_sync(dry_run=True)
    assert sorted(dry.dropped) == sorted(gone) and dry.created == [big.tenant.slug]
    assert len(own_indexes()) == 6  # a dry run changes nothing
    report = maintenance.tenant_indexes_sync()
    assert sorted(report.dropped) == sorted(gone) and report.created == [big.tenant.slug] and report.kept == 1
    assert own_indexes() == both(big)  # its HNSW index built again, its text index kept


def test_a_second_run_while_one_holds_the_lock_does_nothing(large):
    big, _ = large
    params = {**connection.get_connection_params(), "autocommit": True}
    params.pop("cursor_factory", None)
    with psycopg.connect(**params) as other:
        other.execute("SELECT pg_advisory_lock(hashtext(%s))", [maintenance.TENANT_INDEX_PREFIX])
        report = maintenance.tenant_indexes_sync()
        assert report.skipped and report.created == [] and own_indexes() == {}
        # Released here, not by closing the connection: its backend lets go of the lock only as it exits,
        # which can come after the next run has tried it (this test failed once that way).
        other.execute("SELECT pg_advisory_unlock(hashtext(%s))", [maintenance.TENANT_INDEX_PREFIX])
    assert maintenance.tenant_indexes_sync().created == [big.tenant.slug]


def test_command_says_what_it_builds(large, capsys):
    big, _ = large
    call_command("tenant_indexes", "--dry-run")
    assert f"would build: the indexes of tenant {big.tenant.slug}" in capsys.readouterr().out
    assert own_indexes() == {}
    call_command("tenant_indexes")
    output = capsys.readouterr().out
    assert f"built: the indexes of tenant {big.tenant.slug}" in output
    assert "Indexes built for 1 tenant(s); 0 dropped, 0 kept" in output


def test_a_write_that_takes_a_tenant_over_the_limit_has_its_index_built_at_once(make_account, monkeypatch):
    """Without waiting for beat (there is none under `make run`): the write's commit asks for the build,
    which runs in a thread of the process here (INGESTION_RUNNER inprocess), a Celery task with a worker."""
    monkeypatch.setattr("memories.maintenance.TENANT_INDEX_MIN_MEMORIES", 5)
    monkeypatch.setattr(maintenance, "_asked", {})
    account = make_account()
    load(account, 5, "tea")  # at the limit, not over it
    assert not maintenance._asked and own_indexes() == {}
    response = account.client.post("/v1/memories", {"content": "the sixth"}, format="json")
    assert response.status_code == 201 and account.tenant.pk in maintenance._asked
    deadline = time.monotonic() + 60
    while own_indexes() != both(account) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert own_indexes() == both(account)
    for thread in threading.enumerate():  # let the build's thread close its connection before the flush
        if thread.name == "memoryos-tenant-indexes":
            thread.join(30)
    maintenance._asked.clear()
    account.client.post("/v1/memories", {"content": "the seventh"}, format="json")
    assert not maintenance._asked  # seen built (the build cleared this process's view): nothing more asked
