"""OpenAPI pieces shared by every view: the error envelope, common headers and the bearer scheme."""

from __future__ import annotations

from drf_spectacular.extensions import OpenApiAuthenticationExtension, OpenApiSerializerExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse
from rest_framework import serializers

from memoryos.api import idempotency
from memoryos.api.errors import ERROR_CODES
from memoryos.api.serializers import NOT_BLANK
from tenants.models import IDEMPOTENCY_KEY_HOURS


class ErrorBodySerializer(serializers.Serializer):
    code = serializers.ChoiceField(choices=sorted(ERROR_CODES))
    message = serializers.CharField()
    details = serializers.DictField(help_text="Machine-readable context, e.g. {'fields': {name: [messages]}}.")
    request_id = serializers.CharField(allow_null=True)


class ErrorEnvelopeSerializer(serializers.Serializer):
    error = ErrorBodySerializer()


_DESCRIPTIONS = {
    400: "VALIDATION_ERROR: the message names the field; details.fields lists every problem.",
    401: "AUTHENTICATION_ERROR: missing, invalid, expired or revoked API key.",
    403: "FORBIDDEN (key lacks a scope, tenant suspended) or QUOTA_EXCEEDED (plan quota).",
    404: "NOT_FOUND: no such object in this tenant.",
    409: "CONFLICT: e.g. external_id already used in this tenant.",
    413: "PAYLOAD_TOO_LARGE: body over the 1 MiB limit.",
    415: "UNSUPPORTED_MEDIA_TYPE: send the body as application/json.",
    429: "RATE_LIMIT_EXCEEDED: see Retry-After and RateLimit-* headers.",
    503: "SERVICE_UNAVAILABLE: a dependency (database, embedder) is down.",
}

AUTHENTICATED_ERRORS = (401, 403, 429)


def error_responses(*statuses: int) -> dict[int, OpenApiResponse]:
    """Error responses for a view: the ones every authenticated call can give, plus `statuses`."""
    wanted = sorted(set(AUTHENTICATED_ERRORS) | set(statuses))
    return {s: OpenApiResponse(response=ErrorEnvelopeSerializer, description=_DESCRIPTIONS[s]) for s in wanted}


class KnownFieldsSchema(OpenApiSerializerExtension):
    """Request bodies that refuse unknown keys (memoryos.api.serializers.KnownFieldsMixin) say so in the schema:
    `additionalProperties: false`, so that generated clients and schema fuzzers know it too. A body's own
    `validate` checks across fields, which no field declares, go in its `schema_constraints` (JSON Schema
    keywords, e.g. `minProperties`)."""

    target_class = "memoryos.api.serializers.KnownFieldsMixin"
    match_subclasses = True

    def map_serializer(self, auto_schema, direction):
        schema = auto_schema._map_basic_serializer(self.target, direction)
        if direction == "request":
            schema["additionalProperties"] = False
            schema.update(getattr(self.target, "schema_constraints", {}))
        return schema


class ApiKeyAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "memoryos.api.authentication.ApiKeyAuthentication"
    name = "ApiKeyAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "bearerFormat": "mos_<secret>",
            "description": "An API key: `Authorization: Bearer mos_…`.",
        }


_IDEMPOTENCY_PARAMETERS = [
    OpenApiParameter(
        idempotency.HEADER,
        str,
        OpenApiParameter.HEADER,
        description="One key per logical write, the same on all its retries: a retry of a write that committed "
        f"gets its first response again, marked `{idempotency.REPLAYED_HEADER}: true`, and changes nothing. Kept "
        f"{IDEMPOTENCY_KEY_HOURS} hours per tenant; the same key with another method, path or body is a "
        "VALIDATION_ERROR. 1–255 visible ASCII characters.",
        pattern=idempotency.KEY_PATTERN,
    ),
    OpenApiParameter(
        idempotency.REPLAYED_HEADER,
        str,
        OpenApiParameter.HEADER,
        description=f"`true` on the stored response of an earlier request with this {idempotency.HEADER}.",
        enum=["true"],
        response=[200, 201, 202],
    ),
]


class TenantAutoSchema(AutoSchema):
    """The schema of every view: a write that keeps its response under an Idempotency-Key declares the header."""

    def _idempotent(self) -> bool:
        accepts = getattr(self.view, "accepts_idempotency_key", None)
        return accepts is not None and accepts(self.method)

    def get_override_parameters(self):
        parameters = super().get_override_parameters()
        return [*parameters, *_IDEMPOTENCY_PARAMETERS] if self._idempotent() else parameters

    _direction = "response"

    def _map_basic_serializer(self, serializer, direction):
        self._direction = direction  # for the fields it maps; a nested serializer's are of the same direction
        return super()._map_basic_serializer(serializer, direction)

    def _insert_field_validators(self, field, schema):
        """Also declare the checks that DRF makes without validators, which drf-spectacular leaves out (a batch
        of no memories, or a tag of white space, was a 400 that the schema allowed): `allow_empty=False` of a
        list, `min_length` and `max_length` of a nested serializer's list (`many=True`), and a trimmed text
        field that may not be blank. In request bodies only: what the server answers, it checked on the way in
        or wrote itself."""
        super()._insert_field_validators(field, schema)
        if field.read_only or self._direction != "request":
            return
        if isinstance(field, serializers.CharField) and field.trim_whitespace and not field.allow_blank:
            schema.setdefault("pattern", NOT_BLANK)  # a pattern of its own (a scope's) excludes white space
            return
        kinds = schema.get("type")
        if "array" not in (kinds if isinstance(kinds, list) else [kinds]):
            return
        least = max(1 if getattr(field, "allow_empty", True) is False else 0, getattr(field, "min_length", None) or 0)
        if least > schema.get("minItems", 0):
            schema["minItems"] = least
        most = getattr(field, "max_length", None)
        if most is not None and most < schema.get("maxItems", most + 1):
            schema["maxItems"] = most


_HEADERS = {
    "X-Request-ID": {
        "description": "Echo of the request's X-Request-ID, or a generated id. Quote it in support requests.",
        "schema": {"type": "string"},
    },
    "RateLimit-Limit": {
        "description": "Requests allowed per window for this key.",
        "schema": {"type": "integer"},
    },
    "RateLimit-Remaining": {
        "description": "Requests left in the current window.",
        "schema": {"type": "integer"},
    },
    "RateLimit-Reset": {"description": "Seconds until the window resets.", "schema": {"type": "integer"}},
    "RateLimit-Policy": {"description": "Limit and window, e.g. `120;w=60`.", "schema": {"type": "string"}},
    "Retry-After": {"description": "Seconds to wait before retrying.", "schema": {"type": "integer"}},
    "X-Should-Retry": {
        "description": "`false` when repeating the same request cannot succeed (clients skip their retries).",
        "schema": {"type": "string", "enum": ["true", "false"]},
    },
}
_ERROR_400 = {
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorEnvelope"}}},
    "description": _DESCRIPTIONS[400],
}
_RATE_HEADERS = ("RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "RateLimit-Policy")


def _operations(result):
    """The operations of a generated schema (a path item's other keys, such as its parameters, left out)."""
    for path_item in result.get("paths", {}).values():
        for operation in path_item.values():
            if isinstance(operation, dict) and "responses" in operation:
                yield operation


def require_bodies_that_need_a_field(result, generator, request, public):
    """Postprocessing hook: drf-spectacular calls a PATCH's body optional, as none of its fields is required;
    one whose schema asks for at least one field (`minProperties`) is required."""
    schemas = result.get("components", {}).get("schemas", {})
    for operation in _operations(result):
        body = operation.get("requestBody", {})
        for media in body.get("content", {}).values():
            ref = media.get("schema", {}).get("$ref", "")
            if schemas.get(ref.rsplit("/", 1)[-1], {}).get("minProperties"):
                body["required"] = True
    return result


def add_common_headers(result, generator, request, public):
    """Postprocessing hook: declare X-Request-ID on every response, RateLimit-* on authenticated ones,
    Retry-After on 429s and X-Should-Retry on 409s, as reusable header components; and the 400 of a malformed
    or reused Idempotency-Key on each operation that takes one."""
    result.setdefault("components", {})["headers"] = _HEADERS
    for operation in _operations(result):
        if any(p.get("name") == idempotency.HEADER for p in operation.get("parameters", ())):
            operation["responses"].setdefault("400", {**_ERROR_400})
        authenticated = bool(operation.get("security")) and {} not in operation["security"]
        for status, response in operation["responses"].items():
            headers = response.setdefault("headers", {})
            headers["X-Request-ID"] = {"$ref": "#/components/headers/X-Request-ID"}
            if authenticated:
                for name in _RATE_HEADERS:
                    headers[name] = {"$ref": f"#/components/headers/{name}"}
            if str(status) == "429":
                headers["Retry-After"] = {"$ref": "#/components/headers/Retry-After"}
            if str(status) == "409":
                headers["X-Should-Retry"] = {"$ref": "#/components/headers/X-Should-Retry"}
    return result
