import functools
import hashlib

import numpy as np
import pytest
from django.apps import apps
from django.core.exceptions import ImproperlyConfigured

from memories.embeddings import get_embedder
from memories.embeddings.base import Calibration
from memories.embeddings.hashing import HashEmbedder
from memories.embeddings.openai import accepts_dimensions
from memories.models import Memory, MemoryEmbedding
from memoryos.env import env_int
from tests.openai_server import FakeOpenAI


def cosine(a, b):
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_hash_embedder_is_deterministic_normalised_and_lexical():
    embedder = HashEmbedder(dimensions=384)
    a, b, c, d = embedder.embed(
        [
            "I love hiking in the mountains",
            "I love hiking in the mountains",
            "Mountain hikes are what I love",
            "The quarterly tax report is due",
        ]
    )
    assert a == b and len(a) == 384
    assert np.linalg.norm(a) == pytest.approx(1.0)
    assert cosine(a, c) > cosine(a, d) + 0.2  # shared words and trigrams beat an unrelated sentence
    empty = embedder.embed(["", "!!!"])
    assert all(np.linalg.norm(v) == pytest.approx(1.0) for v in empty)


def test_hash_embedder_same_vector_across_processes():
    import subprocess
    import sys

    code = (
        "from memories.embeddings.hashing import HashEmbedder;"
        "print(HashEmbedder(dimensions=8).embed(['same text everywhere'])[0])"
    )
    out = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    }
    assert len(out) == 1


def test_hash_vectors_stay_those_of_their_version():
    """A stored `hash-v1-<dims>` vector is compared with query vectors made later, by later code, on other CPUs:
    the vectors of a version never change in half precision, the values PostgreSQL stores and compares
    (memories.sql.halfvec_literal rounds to single, then to half precision). These digests are of the vectors the
    first per-feature loop made (session 30's code, whose norm was BLAS's); a change of features, weights or
    arithmetic must come with a new VERSION. The full-precision values are the same on every CPU too: the norm
    is no longer BLAS's dot product, whose last bits differ between OpenBLAS's kernels."""
    texts = [
        "Alice prefers dark roast coffee",
        "",
        "the and of",
        "ünïcode café naïve ☕ 😀",
        "word " * 300,  # a count past the table of logarithms
        "Bart was happy at school; Bart was anxious at school.",
    ]
    digests = {
        dimensions: hashlib.sha256(
            np.asarray(HashEmbedder(dimensions=dimensions).embed(texts), dtype=np.float64)
            .astype(np.float32)
            .astype(np.float16)
            .tobytes()
        ).hexdigest()
        for dimensions in (384, 8)
    }
    assert digests == {
        384: "88374e31b6fbae751e0c5831ef0e721879b04c599f50fa4f88c69f2969ebfdcd",
        8: "35a576af509da82b51d2950042351cc3c38517201f89a4326341c2e19d9ef905",
    }


def test_dimensions_parameter_only_for_models_that_take_it():
    assert accepts_dimensions("text-embedding-3-small")
    assert not accepts_dimensions("text-embedding-ada-002")
    assert not accepts_dimensions("nomic-embed-text")


@pytest.fixture
def openai_server(settings):
    with FakeOpenAI(dimensions=384) as server:
        settings.EMBEDDING_PROVIDER = "openai"
        settings.OPENAI_BASE_URL = server.base_url
        settings.OPENAI_API_KEY = "sk-test"
        settings.EMBEDDING_MODEL = "text-embedding-3-small"
        yield server


def test_openai_embedder_over_http(account, openai_server):
    response = account.client.post("/v1/memories", {"content": "remember the milk"}, format="json")
    assert response.status_code == 201, response.json()
    assert response.json()["embedding_model"] == "openai:text-embedding-3-small"
    [request] = openai_server.requests
    assert request["path"] == "/v1/embeddings"
    assert request["auth"] == "Bearer sk-test"
    assert request["body"]["input"] == ["remember the milk"]
    assert request["body"]["dimensions"] == 384
    stored = MemoryEmbedding.unscoped.get(pk=response.json()["id"])
    # Stored as halfvec: 11 significant bits, so within 1e-3 of the float32 the server returned.
    assert stored.embedding == pytest.approx(HashEmbedder(dimensions=384).embed(["remember the milk"])[0], abs=1e-3)


def test_openai_batch_is_one_call(account, openai_server):
    items = [{"content": f"fact number {i}"} for i in range(25)]
    assert account.client.post("/v1/memories/batch", {"memories": items}, format="json").status_code == 201
    assert len(openai_server.requests) == 1
    assert openai_server.requests[0]["body"]["input"] == [f"fact number {i}" for i in range(25)]


def test_openai_model_without_dimensions_parameter(account, openai_server, settings):
    settings.EMBEDDING_MODEL = "nomic-embed-text"
    assert account.client.post("/v1/memories", {"content": "x"}, format="json").status_code == 201
    assert "dimensions" not in openai_server.requests[0]["body"]


def test_openai_wrong_dimensions_is_503_and_writes_nothing(account, openai_server):
    openai_server.mode = "wrong_dimensions"
    response = account.client.post("/v1/memories", {"content": "x"}, format="json")
    assert response.status_code == 503
    assert response.json()["error"]["code"] == "SERVICE_UNAVAILABLE"
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_openai_vectors_are_scaled_to_unit_length_and_a_zero_one_is_503(account, openai_server):
    # The provider shares the client's check (memories.embeddings.base.unit_vector): a vector of huge finite
    # values is a direction like any other, and no direction at all is an unusable answer.
    openai_server.mode = "huge_vectors"
    created = account.client.post("/v1/memories", {"content": "oolong tea at dawn"}, format="json")
    assert created.status_code == 201, created.json()
    openai_server.mode = "ok"
    found = account.client.post("/v1/search", {"query": "oolong tea at dawn", "mode": "vector"}, format="json")
    assert found.json()["results"][0]["vector_score"] == pytest.approx(1.0, abs=1e-3)
    openai_server.mode = "zero_vectors"
    response = account.client.post("/v1/memories", {"content": "x"}, format="json")
    assert response.status_code == 503
    assert "zero vector" in response.json()["error"]["message"]
    assert Memory.objects.for_tenant(account.tenant).count() == 1


def test_openai_server_error_is_503_and_writes_nothing(account, openai_server):
    openai_server.mode = "error500"
    response = account.client.post("/v1/memories", {"content": "x"}, format="json")
    assert response.status_code == 503
    assert len(openai_server.requests) == 3  # the client's own two retries, then we give up
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_openai_patch_content_reembeds_over_http(account, openai_server):
    created = account.client.post("/v1/memories", {"content": "first"}, format="json").json()
    account.client.patch(f"/v1/memories/{created['id']}", {"content": "second"}, format="json")
    assert [r["body"]["input"] for r in openai_server.requests] == [["first"], ["second"]]


def test_local_embedder_is_semantic(account, settings):
    settings.EMBEDDING_PROVIDER = "local"
    settings.EMBEDDING_MODEL = ""
    embedder = get_embedder()
    assert embedder.dimensions == 384 and embedder.name == "local:all-MiniLM-L6-v2"
    dog, puppy, tax = embedder.embed(
        [
            "The dog barked at the mailman",
            "A puppy was yapping at the postman",
            "Quarterly tax filing deadline",
        ]
    )
    assert cosine(dog, puppy) > cosine(dog, tax) + 0.3  # meaning, not shared words
    response = account.client.post("/v1/memories", {"content": "The dog barked"}, format="json")
    assert response.json()["embedding_model"] == "local:all-MiniLM-L6-v2"


def test_a_calibration_override_is_parsed_whole_or_refused():
    assert Calibration.parse("0.15,0.35,1,1,0.6,0.06") == Calibration(0.15, 0.35, 1, 1, 0.6, scope_margin=0.06)
    assert Calibration.parse("0,0.2").scope_margin is None  # no baseline unless one is given
    for bad in ("x,1", "0.3,0.2", "0,1,1,1,1.5", "0,1,1,1,1,2", "0,1,1,1,1,0.1,1"):
        with pytest.raises(ValueError, match="EMBEDDING_CALIBRATION is"):
            Calibration.parse(bad)


def test_dimensions_past_what_an_hnsw_index_takes_stop_the_server_at_start(monkeypatch):
    """memoryos/settings.py reads EMBEDDING_DIMENSIONS with these bounds: pgvector's HNSW takes 4,000 at most."""
    read = functools.partial(env_int, "EMBEDDING_DIMENSIONS", 384, minimum=1, maximum=4000)
    monkeypatch.setenv("EMBEDDING_DIMENSIONS", "4000")
    assert read() == 4000
    for value, message in (("4001", "must be <= 4000, got 4001"), ("0", "must be >= 1, got 0")):
        monkeypatch.setenv("EMBEDDING_DIMENSIONS", value)
        with pytest.raises(ImproperlyConfigured, match=message):
            read()


def test_a_malformed_calibration_stops_the_server_at_start(settings):
    """Search reads it on every request: refused when the apps load, not as a 500 on each search."""
    settings.EMBEDDING_CALIBRATION = "0.3,0.2"
    with pytest.raises(ImproperlyConfigured, match="low < high"):
        apps.get_app_config("memories").ready()
    settings.EMBEDDING_CALIBRATION = "0.15,0.35,1,1,0.6,0.06"
    apps.get_app_config("memories").ready()
