"""manage.py reembed: after a change of embedder, memories get vectors from the current one."""

import io
import json
import os
import subprocess
import sys

import psycopg
import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from memories import maintenance, sql
from memories.embeddings.hashing import HashEmbedder
from memories.models import Memory, MemoryEmbedding, TenantCentroid
from search import cache, selectors
from tests.openai_server import FakeOpenAI

HASH = HashEmbedder(dimensions=384)
OPENAI = "openai:text-embedding-3-small"


def run(*args) -> str:
    out = io.StringIO()
    call_command("reembed", *args, stdout=out)
    return out.getvalue()


def add(account, content, **fields):
    response = account.client.post("/v1/memories", {"content": content, **fields}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()["id"]


def scramble(memory_ids):
    """Give these memories a vector unrelated to their content, as another model's would be."""
    MemoryEmbedding.unscoped.filter(memory_id__in=memory_ids).update(embedding=HASH.embed(["unrelated"])[0])


def vector(memory_id):
    return list(MemoryEmbedding.unscoped.get(memory_id=memory_id).embedding)


@pytest.fixture
def openai(settings):
    server = FakeOpenAI(dimensions=384)  # its vectors are the hash embedder's, so they can be checked
    with server:
        settings.EMBEDDING_PROVIDER = "openai"
        settings.OPENAI_BASE_URL = server.base_url
        settings.OPENAI_API_KEY = "sk-test"
        settings.EMBEDDING_MODEL = "text-embedding-3-small"
        yield server


@pytest.fixture
def stores(make_account, settings):
    """Two tenants with memories embedded by `hash`, and one memory with a client's own vector."""
    settings.EMBEDDING_PROVIDER = "hash"
    a, b = make_account(), make_account()
    mine = [add(a, text) for text in ("the cat sleeps on the sofa", "rain in Lisbon", "a red bicycle")]
    client_vector = HASH.embed(["something else entirely"])[0]
    own = add(a, "my vector, my business", embedding=client_vector)
    theirs = [add(b, text) for text in ("jazz records", "a quiet harbour")]
    scramble(mine + theirs)
    return a, b, mine, own, theirs, client_vector


def test_reembed_one_tenant_then_all(stores, openai, monkeypatch):
    a, b, mine, own, theirs, client_vector = stores
    monkeypatch.setattr(maintenance, "TENANT_INDEX_MIN_MEMORIES", 3)  # `a` (4 memories) is large, `b` (2) not
    sql.centroid_write(a.tenant.pk, "hash-v1-384")  # its walks' baseline, from the vectors of before
    dry = run("--dry-run")
    assert "embedded by hash-v1-384: 5" in dry and not openai.requests
    assert Memory.unscoped.filter(embedding_model=OPENAI).count() == 0

    output = run("--tenant", a.tenant.slug, "--batch-size", "2")
    assert "Embedded 3 memories again with openai:text-embedding-3-small" in output
    assert list(TenantCentroid.unscoped.values_list("tenant", "memories", "embedding_model")) == [
        (a.tenant.pk, 4, OPENAI)
    ]
    assert [len(r["body"]["input"]) for r in openai.requests] == [2, 1]  # one call per batch
    for memory_id in mine:
        memory = Memory.unscoped.get(pk=memory_id)
        assert memory.embedding_model == OPENAI
        assert vector(memory_id) == pytest.approx(HASH.embed([memory.content])[0], abs=1e-3)
    assert Memory.unscoped.get(pk=own).embedding_model == "client"
    assert vector(own) == pytest.approx(client_vector, abs=1e-3)
    for memory_id in theirs:  # the other tenant was not asked for
        assert Memory.unscoped.get(pk=memory_id).embedding_model == "hash-v1-384"
        assert vector(memory_id) == pytest.approx(HASH.embed(["unrelated"])[0], abs=1e-3)

    found = a.client.post("/v1/search", {"query": "rain in Lisbon", "threshold": 0}, format="json").json()
    assert found["results"][0]["id"] == mine[1] and found["results"][0]["vector_score"] > 0.99

    assert "Embedded 2 memories again" in run()
    assert Memory.unscoped.filter(embedding_model=OPENAI).count() == 5
    assert "Every memory has a vector from the current embedder" in run()


def test_a_memory_edited_meanwhile_keeps_its_new_vector(stores, openai):
    a, _, mine, _, _, _ = stores
    memory = Memory.unscoped.get(pk=mine[0])
    stale_row = (a.tenant.pk, memory.pk, "not-its-hash", memory.embedding_model, str(HASH.embed(["x"])[0]))
    assert sql.reembed(OPENAI, [stale_row]) == []
    memory.refresh_from_db()
    assert memory.embedding_model == "hash-v1-384"


def test_a_vector_of_another_size_is_refused_before_any_change(stores, settings):
    settings.EMBEDDING_DIMENSIONS = 8
    with pytest.raises(CommandError, match="makes 8-dimension vectors, but the vector column holds 384"):
        run()
    assert not Memory.unscoped.exclude(embedding_model__in=["hash-v1-384", "client"]).exists()
    assert "embedded by hash-v1-384: 5" in run("--dry-run")  # a dry run only reports
    assert sql.vector_dimensions() == 384


def _checking_the_drop(complete_vectors):
    def complete() -> bool:
        assert not maintenance.HNSW.existing()  # dropped with the column's vectors
        return complete_vectors()

    return complete


def test_resize_makes_every_vector_again_and_rebuilds_the_index(stores, settings, monkeypatch):
    # DDL is transactional in PostgreSQL: the test's rollback restores the 384-dimension column.
    a, b, mine, own, theirs, _ = stores
    own_index = maintenance.HNSW.name(b.tenant.pk)  # a large tenant's index, of 384 dimensions
    with connection.schema_editor() as editor:
        editor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # DDL waits for no deferred checks of this transaction
        editor.add_index(MemoryEmbedding, maintenance.HNSW.index(own_index, b.tenant.pk))
    sql.centroid_write(b.tenant.pk, "hash-v1-384")
    settings.EMBEDDING_DIMENSIONS = 8
    with pytest.raises(CommandError, match="takes no --tenant"):
        run("--resize", "--tenant", a.tenant.slug)
    monkeypatch.setattr(maintenance, "complete_vectors", _checking_the_drop(maintenance.complete_vectors))
    monkeypatch.setattr(maintenance, "TENANT_INDEX_MIN_MEMORIES", 1)  # both tenants are large now
    output = run("--resize", "--batch-size", "4")
    built = dict(maintenance.HNSW.existing())  # after the vectors, at the new size
    assert built == {own_index: True, maintenance.HNSW.name(a.tenant.pk): True}
    assert "Resizing it to 8" in output and "Embedded 6 memories again with hash-v1-8" in output
    assert "the large tenants' HNSW indexes are built" in output
    assert sql.vector_dimensions() == 8 and sql.vectors_required()
    centroids = TenantCentroid.unscoped.order_by("memories")  # written again, from the vectors of the new size
    assert [(c.tenant_id, c.memories, c.embedding_model, len(c.total)) for c in centroids] == [
        (b.tenant.pk, 2, "hash-v1-8", 8),
        (a.tenant.pk, 4, "hash-v1-8", 8),
    ]
    eight = HashEmbedder(dimensions=8)
    for memory_id in [*mine, own, *theirs]:  # the client's vector no longer fitted: it was made again too
        memory = Memory.unscoped.get(pk=memory_id)
        assert memory.embedding_model == "hash-v1-8"
        assert vector(memory_id) == pytest.approx(eight.embed([memory.content])[0], abs=1e-3)
    found = b.client.post("/v1/search", {"query": "jazz records", "threshold": 0}, format="json").json()
    assert found["results"][0]["id"] == theirs[0] and found["results"][0]["vector_score"] > 0.99
    assert b.client.post("/v1/memories", {"content": "fits the new size"}, format="json").status_code == 201
    assert "Every memory has a vector from the current embedder" in run("--resize")  # nothing left to do


def test_an_interrupted_resize_finishes_on_the_next_run(stores, settings, openai):
    settings.EMBEDDING_DIMENSIONS = 8
    openai.dimensions = 8
    openai.mode = "error500"  # the resize happens, then the first embedding call fails
    with pytest.raises(CommandError):
        run("--resize")
    assert sql.vector_dimensions() == 8 and not sql.vectors_required()
    openai.mode = "ok"
    output = run()  # the column already fits: no --resize needed to go on
    assert "Embedded 6 memories again" in output and "the large tenants' HNSW indexes are built" in output
    assert sql.vectors_required()


def test_an_embedding_failure_stops_with_nothing_changed(stores, openai):
    openai.mode = "error500"
    with pytest.raises(CommandError, match="Nothing after the last batch reported was changed"):
        run()
    assert Memory.unscoped.filter(embedding_model=OPENAI).count() == 0


def test_bad_arguments(db):
    with pytest.raises(CommandError, match="No tenant with slug 'nobody'"):
        run("--tenant", "nobody")
    with pytest.raises(CommandError, match="at least 1"):
        run("--batch-size", "0")


@pytest.mark.django_db(transaction=True)
def test_reembedding_invalidates_the_tenants_cached_results(stores, openai):
    a, *_ = stores
    before = cache.result_key("search", a.tenant.pk, None, {})
    run()
    assert cache.result_key("search", a.tenant.pk, None, {}) != before


def covering_definition() -> str:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_get_indexdef('memory_embedding_covering'::regclass)")
        return cursor.fetchone()[0]


@pytest.mark.parametrize("dimensions", [816, 817, 1536])
def test_vectors_too_large_for_the_covering_index_are_stored_and_found(stores, settings, monkeypatch, dimensions):
    """A B-tree entry holds 2,704 bytes: the covering index carries the vectors up to 816 dimensions, with the
    longest user_id there is (255 characters of 4 bytes, which do not compress); past that, the memory alone."""
    a, b, *_ = stores
    settings.EMBEDDING_DIMENSIONS = dimensions
    # `a` (4 memories, then 5) walks an HNSW index of its own; `b` (2, then 3) and the user are ranked exactly.
    monkeypatch.setattr(maintenance, "TENANT_INDEX_MIN_MEMORIES", 3)
    monkeypatch.setattr(selectors, "EXACT_SEARCH_MAX_MEMORIES", 3)
    assert f"Embedded 6 memories again with hash-v1-{dimensions}" in run("--resize")
    include = "INCLUDE (memory_id, embedding)" if dimensions <= 816 else "INCLUDE (memory_id)"
    assert covering_definition().endswith(include)
    longest = "".join(chr(0x20000 + (i * 7919) % 0xA000) for i in range(255))
    for account in (a, b):
        created = add(account, "the lighthouse keeper paints boats", user_id=longest)
        for body in ({}, {"user_id": longest}):  # the tenant's vectors, then the user's
            found = account.client.post(
                "/v1/search", {"query": "the lighthouse keeper paints boats", "threshold": 0, **body}, format="json"
            ).json()
            assert found["results"][0]["id"] == created and found["results"][0]["vector_score"] > 0.99
    assert maintenance.HNSW.existing() == [(maintenance.HNSW.name(a.tenant.pk), True)]
    with connection.cursor() as cursor:  # each vector in its row, none in the TOAST table (migration 0016)
        cursor.execute("SELECT pg_relation_size(reltoastrelid) FROM pg_class WHERE oid = %s::regclass", [sql.VECTORS])
        assert cursor.fetchone()[0] == 0


NEW_STORE = """
import json
from django.db import connection
from rest_framework.test import APIClient
from tenants.services import tenant_bootstrap_demo

_, key = tenant_bootstrap_demo()
client = APIClient()
client.credentials(HTTP_AUTHORIZATION="Bearer " + key)
created = client.post("/v1/memories", {"content": "the lighthouse keeper paints boats"}, format="json")
found = client.post("/v1/search", {"query": "the lighthouse keeper paints boats", "threshold": 0}, format="json")
with connection.cursor() as cursor:
    cursor.execute("SELECT pg_get_indexdef('memory_embedding_covering'::regclass), "
                   "format_type(atttypid, atttypmod) FROM pg_attribute "
                   "WHERE attrelid = 'memories_memoryembedding'::regclass AND attname = 'embedding'")
    index, column = cursor.fetchone()
print(json.dumps({"created": created.status_code, "id": created.json().get("id"), "found": found.json(),
                  "index": index, "column": column}))
"""


@pytest.mark.slow
def test_a_new_store_at_1536_dimensions_migrates_stores_and_finds(db):
    """`migrate` from nothing with EMBEDDING_DIMENSIONS=1536, as a new install of text-embedding-3-small at full
    size: migration 0013 builds the covering index with the vectors, which a 1,536-dimension one does not fit
    into, and 0015 builds it again with the memory alone. A create and a search then work."""
    from tests.celery_worker import ROOT, database_url

    settings_dict = dict(connection.settings_dict)
    name = f"{settings_dict['NAME']}_1536"

    def server(statement: str) -> None:  # outside the test's transaction, as CREATE DATABASE must be
        with psycopg.connect(**connection.get_connection_params(), autocommit=True) as other:
            other.execute(statement)

    server(f'DROP DATABASE IF EXISTS "{name}"')
    server(f'CREATE DATABASE "{name}"')
    env = {k: v for k, v in os.environ.items() if k not in ("DJANGO_SETTINGS_MODULE", "REDIS_URL")}
    env.update(DATABASE_URL=database_url({**settings_dict, "NAME": name}), EMBEDDING_DIMENSIONS="1536")

    def manage(*args: str) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=180
        )
        assert result.returncode == 0, result.stdout + result.stderr
        return result.stdout

    try:
        manage("migrate", "--verbosity", "0")
        manage("makemigrations", "--check", "--dry-run")  # the models at 1536 are what the migrations built
        outcome = json.loads(manage("shell", "-c", NEW_STORE).strip().splitlines()[-1])
    finally:
        server(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    assert outcome["column"] == "halfvec(1536)"
    assert outcome["index"].endswith("INCLUDE (memory_id)")
    assert outcome["created"] == 201
    top = outcome["found"]["results"][0]
    assert top["id"] == outcome["id"] and top["vector_score"] > 0.99
