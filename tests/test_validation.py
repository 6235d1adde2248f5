"""Bad input gets a VALIDATION_ERROR naming the field (or 413), and changes nothing."""

import json

import pytest
from django.test import override_settings

from memories.models import Memory

BAD_CREATES = [
    ({"content": ""}, "content"),
    ({"content": "   \n"}, "content"),
    ({}, "content"),
    ({"content": 5}, None),  # DRF coerces numbers to strings: allowed
    ({"content": "x", "tier": "forever"}, "tier"),
    ({"content": "x", "content_type": "poem"}, "content_type"),
    ({"content": "x", "memory_nature": "dreamy"}, "memory_nature"),
    ({"content": "x", "importance_score": 1.5}, "importance_score"),
    ({"content": "x", "importance_score": -0.1}, "importance_score"),
    ({"content": "x", "importance_score": "high"}, "importance_score"),
    ({"content": "x", "metadata": [1, 2]}, "metadata"),
    ({"content": "x", "metadata": "text"}, "metadata"),
    ({"content": "x", "metadata": {"k": "a\u0000b"}}, "metadata"),
    ({"content": "a\u0000b"}, "content"),
    ({"content": "x", "embedding": [0.1, 0.2]}, "embedding"),
    ({"content": "x", "embedding": [0.0] * 384}, "embedding"),
    ({"content": "x", "embedding": ["a"] * 384}, "embedding"),
    ({"content": "x", "tags": "not-a-list"}, "tags"),
    ({"content": "x", "tags": [""]}, "tags"),
    ({"content": "x", "scope": "/leading"}, "scope"),
    ({"content": "x", "scope": "a//b"}, "scope"),
    ({"content": "x", "expires_at": "tomorrow"}, "expires_at"),
    ({"content": "x", "occurred_at": "2020-13-45"}, "occurred_at"),
    ({"content": "x", "parent_memory_id": "nope"}, "parent_memory_id"),
    ({"content": "x", "pinned": "maybe"}, "pinned"),
    ({"content": "x", "external_id": "e" * 256}, "external_id"),
]


@pytest.mark.parametrize(("payload", "field"), BAD_CREATES)
def test_bad_create_names_the_field(account, payload, field):
    response = account.client.post("/v1/memories", payload, format="json")
    if field is None:
        assert response.status_code == 201
        return
    assert response.status_code == 400, response.json()
    error = response.json()["error"]
    assert error["code"] == "VALIDATION_ERROR"
    assert error["message"].startswith(field), error["message"]
    assert any(name == field or name.startswith(field + "[") for name in error["details"]["fields"])
    assert Memory.objects.for_tenant(account.tenant).count() == 0


def test_nan_in_json_is_rejected(account):
    body = '{"content": "x", "importance_score": NaN}'
    response = account.client.post("/v1/memories", data=body, content_type="application/json")
    assert response.status_code == 400
    embedding = json.dumps({"content": "x"})[:-1] + ', "embedding": [' + ",".join(["NaN"] * 384) + "]}"
    response = account.client.post("/v1/memories", data=embedding, content_type="application/json")
    assert response.status_code == 400
    assert Memory.objects.for_tenant(account.tenant).count() == 0


@pytest.mark.parametrize("scale", [1e300, 1e308, 1e-300, 1e-320])
def test_an_embedding_of_huge_or_tiny_finite_values_is_a_direction_like_any_other(account, scale):
    """Their squares overflow or vanish in a float: such vectors were refused as "not finite" or as "the zero
    vector". They are stored as their direction, and search finds them by it."""
    direction = [0.5, -1.0, 0.25] + [0.0] * 381
    created = account.client.post(
        "/v1/memories", {"content": f"scaled by {scale}", "embedding": [x * scale for x in direction]}, format="json"
    )
    assert created.status_code == 201, created.json()
    found = account.client.post(
        "/v1/search", {"embedding": [x * 1e-3 for x in direction], "threshold": 0}, format="json"
    )
    assert found.status_code == 200, found.json()
    assert found.json()["results"][0]["id"] == created.json()["id"]
    assert found.json()["results"][0]["vector_score"] == pytest.approx(1.0, abs=1e-3)


@override_settings(MAX_CONTENT_BYTES=100)
def test_content_over_limit_counts_utf8_bytes(account):
    assert account.client.post("/v1/memories", {"content": "a" * 100}, format="json").status_code == 201
    response = account.client.post("/v1/memories", {"content": "é" * 51}, format="json")  # 102 bytes
    assert response.status_code == 400
    assert "102 bytes" in response.json()["error"]["message"]


def test_default_content_limit_is_32_kib(account):
    assert account.client.post("/v1/memories", {"content": "a" * 32768}, format="json").status_code == 201
    assert account.client.post("/v1/memories", {"content": "a" * 32769}, format="json").status_code == 400


def test_body_over_1_mib_is_413(account):
    body = json.dumps({"content": "x" * (1024 * 1024 + 10)})
    response = account.client.post("/v1/memories", data=body, content_type="application/json")
    assert response.status_code == 413
    error = response.json()["error"]
    assert error["code"] == "PAYLOAD_TOO_LARGE" and error["details"]["limit_bytes"] == 1024 * 1024
    assert response["X-Request-ID"]
    assert Memory.objects.for_tenant(account.tenant).count() == 0


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"tier": "x"}, "tier"),
        ({"importance_score": 2}, "importance_score"),
        ({"metadata": 3}, "metadata"),
        ({"content": ""}, "content"),
        ({"embedding": [0.1] * 384}, "embedding"),
        ({}, "non_field_errors"),
        ({"unknown_only": 1}, "unknown_only"),
        ({"user_id": "bob", "tier": "long"}, "user_id"),  # not silently dropped while tier changes
        ({"external_id": "x", "content": "new"}, "external_id"),
    ],
)
def test_bad_patch_names_the_field_and_changes_nothing(account, payload, field):
    created = account.client.post("/v1/memories", {"content": "keep me"}, format="json").json()
    response = account.client.patch(f"/v1/memories/{created['id']}", payload, format="json")
    assert response.status_code == 400
    fields = response.json()["error"]["details"]["fields"]
    assert field in fields
    assert account.client.get(f"/v1/memories/{created['id']}").json() == created


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/v1/memories", {"content": "x", "importance": 0.9}, "importance"),
        (
            "/v1/memories/batch",
            {"memories": [{"content": "a"}, {"content": "b", "colour": "red"}]},
            "memories[1].colour",
        ),
        ("/v1/memories/batch", {"memories": [{"content": "a"}], "atomic": False}, "atomic"),
        # A hosted API's names for the same things: a search without its user filter would span every user.
        ("/v1/search", {"query": "coffee", "filters": {"user_id": "alice"}}, "filters"),
        ("/v1/search", {"query": "coffee", "top_k": 3}, "top_k"),
        ("/v1/context", {"query": "coffee", "userId": "alice"}, "userId"),
        ("/v1/sessions", {"messages": [{"role": "user", "content": "hi"}], "agent_id": "a"}, "agent_id"),
        ("/v1/admin/keys", {"name": "k", "expires_in": 60}, "expires_in"),
    ],
)
def test_an_unknown_field_in_a_body_is_named_and_changes_nothing(account, path, body, field):
    """DRF ignores keys it does not know; a request body here names them instead, and nothing is written."""
    before = Memory.objects.for_tenant(account.tenant).count()
    response = account.client.post(path, body, format="json")
    assert response.status_code == 400, response.content
    error = response.json()["error"]
    assert error["code"] == "VALIDATION_ERROR"
    assert list(error["details"]["fields"]) == [field]
    assert Memory.objects.for_tenant(account.tenant).count() == before


def test_a_session_message_may_carry_keys_of_its_own(account):
    """Messages often come straight from a chat API, with `name` or tool fields: those are not ours to refuse."""
    message = {"role": "user", "content": "I live in Lisbon", "name": "alice", "tool_calls": []}
    response = account.client.post("/v1/sessions", {"messages": [message]}, format="json")
    assert response.status_code == 202, response.content


@pytest.mark.parametrize("path", ["/v1/memories", "/v1/admin/sessions", "/v1/admin/keys"])
def test_every_list_bounds_its_offset(account, path):
    """An offset past PostgreSQL's bigint used to reach the query and answer 500 (found by schemathesis)."""
    account.client.post("/v1/memories", {"content": "one memory"}, format="json")
    for offset in (2**31, 253710978330691698688):
        response = account.client.get(path, {"offset": offset})
        assert response.status_code == 400, response.content
        assert list(response.json()["error"]["details"]["fields"]) == ["offset"]
    response = account.client.get(path, {"offset": 2**31 - 1})
    assert response.status_code == 200
    assert response.json()["data"] == [] and response.json()["meta"]["offset"] == 2**31 - 1


# Raw bodies: a lone surrogate ("\\ud800" in JSON) has no UTF-8 encoding, so no client library would send it
# from a Python string; schemathesis did, and content and metadata answered 500.
LONE_SURROGATES = [
    ('{"content": "a\\ud800b"}', "content"),
    ('{"content": "x", "metadata": {"k\\udc00": 1}}', "metadata"),
    ('{"content": "x", "metadata": {"k": ["\\ud800"]}}', "metadata"),
    ('{"content": "x", "tags": ["\\ud800"]}', "tags[0]"),
]


@pytest.mark.parametrize(("body", "field"), LONE_SURROGATES)
def test_a_lone_surrogate_is_a_validation_error(account, body, field):
    created = account.client.post("/v1/memories", data=body, content_type="application/json")
    assert created.status_code == 400, created.content
    assert list(created.json()["error"]["details"]["fields"]) == [field]
    batch = account.client.post("/v1/memories/batch", data=f'{{"memories": [{body}]}}', content_type="application/json")
    assert batch.status_code == 400, batch.content
    assert list(batch.json()["error"]["details"]["fields"]) == [f"memories[0].{field}"]
    assert Memory.objects.for_tenant(account.tenant).count() == 0
    memory = account.client.post("/v1/memories", {"content": "kept"}, format="json").json()
    patched = account.client.patch(f"/v1/memories/{memory['id']}", data=body, content_type="application/json")
    assert patched.status_code == 400, patched.content
    assert Memory.objects.for_tenant(account.tenant).get().content == "kept"


def test_metadata_numbers_past_64_bits_are_kept_and_read_back(account):
    """jsonb keeps any number; the response used to be a 500, as orjson writes at most 64-bit integers."""
    body = '{"content": "x", "metadata": {"big": 1180591620717411303424, "small": -18446744073709551616}}'
    created = account.client.post("/v1/memories", data=body, content_type="application/json")
    assert created.status_code == 201, created.content
    read = account.client.get(f"/v1/memories/{created.json()['id']}")
    assert read.json()["metadata"] == {"big": 2**70, "small": -(2**64)}
    assert account.client.get("/v1/memories").json()["data"][0]["metadata"]["big"] == 2**70
