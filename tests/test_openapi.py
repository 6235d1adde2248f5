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
        "SearchRequest",
        "SessionCreateRequest",
    }
    assert "additionalProperties" not in schemas["SessionMessageRequest"]


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
