import json
from pathlib import Path

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def schema(django_db_blocker):
    from rest_framework.test import APIClient

    with django_db_blocker.unblock():
        response = APIClient().get("/v1/openapi.json")
    assert response.status_code == 200
    return response.json()


def test_schema_generates_without_warnings(tmp_path):
    call_command(
        "spectacular",
        "--validate",
        "--fail-on-warn",
        "--format",
        "openapi-json",
        "--file",
        str(tmp_path / "schema.json"),
    )


def test_schema_is_openapi_31(schema):
    assert schema["openapi"] == "3.1.0"
    assert schema["components"]["securitySchemes"]["ApiKeyAuth"] == {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "mos_<secret>",
        "description": "An API key: `Authorization: Bearer mos_…`.",
    }


def operations(schema):
    for path, item in schema["paths"].items():
        for method, op in item.items():
            if isinstance(op, dict) and "responses" in op:
                yield path, method, op


def test_every_operation_is_named_and_declares_errors_and_headers(schema):
    ids = [op["operationId"] for _, _, op in operations(schema)]
    assert len(ids) == len(set(ids))
    for path, method, op in operations(schema):
        for status, response in op["responses"].items():
            assert "X-Request-ID" in response["headers"], (path, method, status)
        if path.startswith("/v1/"):
            assert {"401", "403", "429"} <= set(op["responses"]), (path, method)
            assert op["responses"]["429"]["headers"]["Retry-After"]
            success = next(status for status in op["responses"] if status.startswith("2"))
            assert "RateLimit-Remaining" in op["responses"][success]["headers"], (path, method)
            for status in ("400", "401", "403", "404", "409", "413", "415", "429", "503"):
                if status in op["responses"]:
                    ref = op["responses"][status]["content"]["application/json"]["schema"]["$ref"]
                    assert ref == "#/components/schemas/ErrorEnvelope"


def test_memory_endpoints_are_described(schema):
    paths = schema["paths"]
    assert set(paths["/v1/memories"]) >= {"get", "post"}
    assert paths["/v1/memories"]["post"]["responses"]["201"]["content"]["application/json"]["schema"]["$ref"] == (
        "#/components/schemas/Memory"
    )
    list_params = {p["name"] for p in paths["/v1/memories"]["get"]["parameters"]}
    assert list_params >= {
        "limit",
        "offset",
        "tier",
        "content_type",
        "memory_nature",
        "min_relevance",
        "user_id",
        "scope",
        "tags",
        "entities",
        "created_after",
        "created_before",
        "occurred_after",
        "occurred_before",
        "metadata",
        "ordering",
    }
    assert set(paths["/v1/memories/{memory_id}"]) >= {"get", "patch", "delete"}
    assert "409" in paths["/v1/memories/batch"]["post"]["responses"]
    tiers = schema["components"]["schemas"]["TierEnum"]["enum"]
    assert tiers == ["short", "medium", "long"]


def test_metadata_is_an_object_wherever_it_is_a_json_value(schema):
    """The server takes metadata only as a JSON object; a generated client must not type it as any value."""
    components = schema["components"]["schemas"]
    names = ["Memory", "MemoryCreateRequest", "PatchedMemoryUpdateRequest", "SearchRequest", "ContextRequest"]
    for name in names + ["SessionCreateRequest"]:
        assert components[name]["properties"]["metadata"]["type"] == "object", name


def test_request_bodies_that_refuse_unknown_keys_say_so(schema):
    """additionalProperties: false on every body that names unknown keys as errors; not on a session's
    messages, which may carry keys of their own."""
    schemas = schema["components"]["schemas"]
    strict = {name for name, body in schemas.items() if body.get("additionalProperties") is False}
    assert strict == {
        "ApiKeyCreateRequest",
        "ApiKeyRotateRequest",
        "ContextRequest",
        "MemoryBatchCreateRequest",
        "MemoryCreateRequest",
        "PatchedMemoryUpdateRequest",
        "PatchedTenantSettingsUpdateRequest",
        "SearchRequest",
        "SessionCreateRequest",
    }
    assert "additionalProperties" not in schemas["SessionMessageRequest"]


def test_list_bounds_that_drf_checks_without_validators_are_declared(schema):
    """allow_empty=False and a nested list's max_length are checked by DRF itself, not by validators, and
    drf-spectacular left them out: a batch of no memories was a 400 that the schema allowed."""
    from ingestion.serializers import MAX_MESSAGES

    schemas = schema["components"]["schemas"]
    memories = schemas["MemoryBatchCreateRequest"]["properties"]["memories"]
    assert (memories.get("minItems"), memories.get("maxItems")) == (1, None)  # the plan sets the largest batch
    messages = schemas["SessionCreateRequest"]["properties"]["messages"]
    assert (messages["minItems"], messages["maxItems"]) == (1, MAX_MESSAGES)
    assert schemas["ApiKeyCreateRequest"]["properties"]["scopes"]["minItems"] == 1
    assert "minItems" not in schemas["ApiKey"]["properties"]["scopes"]  # an output; the server writes it
    assert (schemas["MemoryCreateRequest"]["properties"]["tags"]["maxItems"], "minItems") == (50, "minItems")


def test_a_patch_declares_what_its_body_needs(schema, account):
    """At least one field, and an embedding only with content: checks of the body as a whole, which the schema
    now states (a PATCH of {} was a 400 that the schema allowed, as was an embedding alone)."""
    patch = schema["paths"]["/v1/memories/{memory_id}"]["patch"]["requestBody"]
    assert patch["required"] is True
    body = schema["components"]["schemas"]["PatchedMemoryUpdateRequest"]
    assert (body["minProperties"], body["dependentRequired"]) == (1, {"embedding": ["content"]})
    memory = account.client.post("/v1/memories", {"content": "keep me"}, format="json").json()
    for sent in ({}, {"embedding": [0.1] * 384}):
        assert account.client.patch(f"/v1/memories/{memory['id']}", sent, format="json").status_code == 400
    both = {"content": "changed", "embedding": [0.1] * 384}
    assert account.client.patch(f"/v1/memories/{memory['id']}", both, format="json").status_code == 200


def test_not_blank_texts_declare_the_servers_own_white_space(schema, account):
    """Every text of a request body that may not be blank declares one pattern, and it is what the server
    checks, character by character (read by Python's regex engine here; clients/smoke/typescript_smoke.ts reads
    it with JavaScript's): white space alone is refused, whether the field keeps its text as sent (content) or
    trims it (a tag)."""
    import re
    import sys

    from memoryos.api.serializers import NOT_BLANK

    schemas = schema["components"]["schemas"]
    expected = {
        ("MemoryCreateRequest", "content"),
        ("MemoryCreateRequest", "external_id"),
        ("MemoryCreateRequest", "source_id"),
        ("MemoryCreateRequest", "user_id"),
        ("MemoryCreateRequest", "tags[]"),
        ("MemoryCreateRequest", "entities[]"),
        ("PatchedMemoryUpdateRequest", "content"),
        ("SearchRequest", "query"),
        ("SearchRequest", "user_id"),
        ("ContextRequest", "query"),
        ("SessionCreateRequest", "conversation"),
        ("SessionCreateRequest", "source_client"),
        ("ApiKeyCreateRequest", "name"),
    }
    declared = {
        (name, key)
        for name, body in schemas.items()
        for field, prop in body.get("properties", {}).items()
        for key, value in ((field, prop), (f"{field}[]", prop.get("items") or {}))
        if value.get("pattern") == NOT_BLANK
    }
    assert expected <= declared, expected - declared
    assert all(name.endswith("Request") for name, _ in declared)  # responses: the server checked or wrote them
    blank = re.compile(NOT_BLANK)
    assert [c for c in map(chr, range(sys.maxunicode + 1)) if not blank.search(c)] == [
        c for c in map(chr, range(sys.maxunicode + 1)) if c.isspace()
    ]
    for text, accepted in [("\u3000 \x1c\x85\t", False), ("\u3000x ", True), ("\ufeff", True), ("\u200b", True)]:
        assert bool(blank.search(text)) is accepted
        responses = [
            account.client.post("/v1/memories", {"content": text, "tags": ["ok"]}, format="json"),
            account.client.post("/v1/memories", {"content": "ok", "tags": [text]}, format="json"),
            account.client.post("/v1/search", {"query": text}, format="json"),
        ]
        assert [r.status_code for r in responses] == [
            201 if accepted else 400,
            201 if accepted else 400,
            200 if accepted else 400,
        ], text


def test_docs_page_is_self_hosted(client):
    response = client.get("/docs")
    assert response.status_code == 200
    html = response.content.decode()
    assert "swagger-ui" in html and "/static/drf_spectacular_sidecar/" in html
    assert "cdn.jsdelivr" not in html and "unpkg.com" not in html


def test_committed_schema_is_what_the_server_generates(tmp_path):
    """clients/openapi.json is what generated clients are built from: it must not drift from the server.
    Regenerate with `make openapi` after changing a serializer or a view's schema."""
    generated = tmp_path / "openapi.json"
    call_command("spectacular", "--format", "openapi-json", "--file", str(generated))
    committed = Path(__file__).resolve().parent.parent / "clients" / "openapi.json"
    assert json.loads(committed.read_text()) == json.loads(generated.read_text()), (
        "clients/openapi.json differs from the live schema: run `make openapi` and commit the result."
    )


def test_every_sdk_resource_has_its_operations(schema):
    """The admin endpoints the clients expose exist under their documented ids."""
    ids = {op["operationId"] for _, _, op in operations(schema)}
    assert ids >= {
        "admin_keys_create",
        "admin_keys_list",
        "admin_keys_retrieve",
        "admin_keys_rotate",
        "admin_keys_revoke",
        "admin_users_export",
        "admin_users_delete",
        "admin_sessions_list",
        "admin_sessions_replay",
    }
