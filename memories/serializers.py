"""Input validation and output shapes of the memories API. Every serializer has a unique name (OpenAPI)."""

from __future__ import annotations

import json
import re

from django.conf import settings
from django.core.validators import RegexValidator
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from memories.embeddings.base import unit_vector
from memories.models import MAX_ENTITIES, MAX_TAGS, ContentType, MemoryEvent, MemoryNature, Tier
from memories.selectors import DEFAULT_ORDERING, ORDERINGS, MemoryFilters
from memoryos.api.pagination import PageMetaSerializer, PaginationQuerySerializer
from memoryos.api.serializers import KnownFieldsMixin, PlainOutputMixin, SharedFieldsMixin, TextField, not_blank
from memoryos.languages import TEXT_LANGUAGES

SCOPE_PATTERN = re.compile(r"^[\w.:\-]+(/[\w.:\-]+)*/?$")
MAX_METADATA_BYTES = 16 * 1024


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _contains_unstorable(value) -> bool:
    """NUL, which PostgreSQL cannot store in text or jsonb, or a lone surrogate (JSON's "\\ud800"), which
    is no character and cannot be encoded as UTF-8."""
    if isinstance(value, str):
        return _UNSTORABLE.search(value) is not None
    if isinstance(value, dict):
        return any(_contains_unstorable(k) or _contains_unstorable(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_contains_unstorable(v) for v in value)
    return False


def validate_content_size(value: str) -> str:
    # "surrogatepass": a lone surrogate cannot be encoded (that was a 500); DRF's own validator of the field
    # rejects it with a 400.
    size = len(value.encode("utf-8", "surrogatepass"))
    if size > settings.MAX_CONTENT_BYTES:
        raise serializers.ValidationError(
            f"Content is {size} bytes; the limit is {settings.MAX_CONTENT_BYTES} bytes (UTF-8)."
        )
    return value


def validate_metadata(value):
    if not isinstance(value, dict):
        raise serializers.ValidationError("Metadata must be a JSON object.")
    if _contains_unstorable(value):
        raise serializers.ValidationError("Metadata must not contain NUL or lone surrogate characters.")
    if len(json.dumps(value)) > MAX_METADATA_BYTES:
        raise serializers.ValidationError(f"Metadata is larger than {MAX_METADATA_BYTES} bytes.")
    return value


@extend_schema_field(OpenApiTypes.OBJECT)
class MetadataField(serializers.JSONField):
    """A JSON object of the client's own keys: declared as one in the schema, so that generated clients type
    it (a bare JSONField is "any value", and `null` or a list would look valid to them)."""


def normalise_embedding(value: list[float]) -> list[float]:
    """Check a client-sent vector (dimension, finite, non-zero) and return it L2-normalised."""
    if len(value) != settings.EMBEDDING_DIMENSIONS:
        raise serializers.ValidationError(
            f"Embedding has {len(value)} dimensions; this server uses {settings.EMBEDDING_DIMENSIONS}."
        )
    try:
        return unit_vector(value)
    except ValueError as exc:
        raise serializers.ValidationError(str(exc)) from exc


class ScopeField(serializers.CharField):
    """A slash path of words ("coding/python"); a trailing slash is dropped. The pattern is a validator, so the
    OpenAPI schema declares it and generated clients and fuzzers send what the server accepts."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 255)
        super().__init__(**kwargs)
        self.validators.append(
            RegexValidator(
                SCOPE_PATTERN,
                "Scope is a slash path of words, e.g. 'coding/python' (letters, digits, '_', '-', '.', ':').",
            )
        )

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        return value.rstrip("/") if SCOPE_PATTERN.match(value) else value  # "coding/" is "coding"


class ContentField(TextField):
    def __init__(self, **kwargs):
        super().__init__(trim_whitespace=False, validators=[not_blank("Content"), validate_content_size], **kwargs)


@extend_schema_field(
    {
        "type": "array",
        "items": {"type": "number", "format": "double"},
        "minItems": settings.EMBEDDING_DIMENSIONS,
        "maxItems": settings.EMBEDDING_DIMENSIONS,
    }
)
class EmbeddingField(serializers.ListField):
    def __init__(self, **kwargs):
        kwargs.setdefault(
            "help_text",
            "A vector of EMBEDDING_DIMENSIONS floats (default 384). Omit to let the server embed.",
        )
        super().__init__(child=serializers.FloatField(), **kwargs)

    def to_internal_value(self, data):
        return normalise_embedding(super().to_internal_value(data))


def _tags_field(max_items: int, max_length: int, help_text: str):
    return serializers.ListField(
        child=serializers.CharField(max_length=max_length, trim_whitespace=True, allow_blank=False),
        max_length=max_items,
        required=False,
        help_text=help_text,
    )


class MemoryCreateSerializer(KnownFieldsMixin, SharedFieldsMixin, serializers.Serializer):
    """A memory to store: `content`, and any of the other fields, which otherwise take their defaults."""

    # Shared fields (memoryos/api/serializers.py): DRF deep-copied these 17 fields for every single create, a
    # few tenths of a millisecond of each. This docstring is the schema's description of the body, which would
    # otherwise be the mixin's.
    content = ContentField(help_text="The memory text (UTF-8, at most 32 KiB by default).")
    tier = serializers.ChoiceField(choices=Tier.choices, default=Tier.SHORT)
    content_type = serializers.ChoiceField(choices=ContentType.choices, default=ContentType.TEXT)
    memory_nature = serializers.ChoiceField(
        choices=MemoryNature.choices,
        required=False,
        allow_null=True,
        help_text="Defaults to semantic for fact/preference/decision/document, episodic otherwise.",
    )
    importance_score = serializers.FloatField(min_value=0.0, max_value=1.0, required=False, allow_null=True)
    metadata = MetadataField(required=False, validators=[validate_metadata])
    tags = _tags_field(MAX_TAGS, 100, "Labels; list filters match memories having all given tags.")
    entities = _tags_field(MAX_ENTITIES, 200, "Named things the memory is about (people, projects, tools).")
    external_id = serializers.CharField(max_length=255, required=False, allow_null=True, help_text="Unique per tenant.")
    source_id = serializers.CharField(max_length=255, required=False, allow_null=True)
    user_id = serializers.CharField(max_length=255, required=False, allow_null=True)
    scope = ScopeField(required=False, allow_null=True)
    parent_memory_id = serializers.UUIDField(required=False, allow_null=True)
    pinned = serializers.BooleanField(default=False)
    expires_at = serializers.DateTimeField(required=False, allow_null=True)
    occurred_at = serializers.DateTimeField(required=False, allow_null=True, help_text="Defaults to now.")
    embedding = EmbeddingField(required=False, allow_null=True)


class MemoryBatchCreateSerializer(KnownFieldsMixin, serializers.Serializer):
    memories = MemoryCreateSerializer(many=True, allow_empty=False)


class MemoryUpdateSerializer(KnownFieldsMixin, serializers.Serializer):
    # user_id, external_id and the rest are fixed at creation; a PATCH naming them is an error, not a no-op.
    unknown_field_message = "This field cannot be updated; send only {known}."
    schema_constraints = {"minProperties": 1, "dependentRequired": {"embedding": ["content"]}}  # validate(), below

    content = ContentField(required=False)
    content_type = serializers.ChoiceField(choices=ContentType.choices, required=False)
    tier = serializers.ChoiceField(choices=Tier.choices, required=False)
    memory_nature = serializers.ChoiceField(choices=MemoryNature.choices, required=False)
    importance_score = serializers.FloatField(min_value=0.0, max_value=1.0, required=False)
    metadata = MetadataField(required=False, validators=[validate_metadata], help_text="Replaces the old metadata.")
    tags = _tags_field(MAX_TAGS, 100, "Replaces the old tags.")
    entities = _tags_field(MAX_ENTITIES, 200, "Replaces the old entities.")
    scope = ScopeField(required=False, allow_null=True)
    pinned = serializers.BooleanField(required=False)
    expires_at = serializers.DateTimeField(required=False, allow_null=True)
    occurred_at = serializers.DateTimeField(required=False)
    embedding = EmbeddingField(required=False, help_text="With `content`: use this vector instead of embedding.")

    def validate(self, attrs):
        if not attrs:
            raise serializers.ValidationError("Send at least one field to update.")
        if "embedding" in attrs and "content" not in attrs:
            raise serializers.ValidationError({"embedding": ["An embedding can only be sent together with content."]})
        return attrs


# Declared field by field (not a ModelSerializer): DRF rebuilds a ModelSerializer's fields from the model on
# every instantiation, which was a third of a GET's time. Output only, through PlainOutputMixin (one
# converter per field, compiled once). The docstring is the schema's description of a memory.
class MemorySerializer(PlainOutputMixin, serializers.Serializer):
    """A memory as the API returns it."""

    id = serializers.UUIDField()
    user_id = serializers.CharField(allow_null=True)
    scope = serializers.CharField(allow_null=True)
    content = serializers.CharField()
    content_type = serializers.ChoiceField(choices=ContentType.choices)
    tier = serializers.ChoiceField(choices=Tier.choices)
    memory_nature = serializers.ChoiceField(choices=MemoryNature.choices)
    importance_score = serializers.FloatField()
    relevance_score = serializers.FloatField()
    access_count = serializers.IntegerField()
    last_accessed_at = serializers.DateTimeField(allow_null=True)
    metadata = MetadataField()
    tags = serializers.ListField(child=serializers.CharField())
    entities = serializers.ListField(child=serializers.CharField())
    external_id = serializers.CharField(allow_null=True)
    source_id = serializers.CharField(allow_null=True)
    parent_memory_id = serializers.UUIDField(allow_null=True)
    superseded_by = serializers.UUIDField(source="superseded_by_id", allow_null=True)
    pinned = serializers.BooleanField()
    expires_at = serializers.DateTimeField(allow_null=True)
    occurred_at = serializers.DateTimeField()
    content_hash = serializers.CharField()
    embedding_model = serializers.CharField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class MemoryListSerializer(serializers.Serializer):
    data = MemorySerializer(many=True)
    meta = PageMetaSerializer()


class MemoryBatchResultSerializer(serializers.Serializer):
    data = MemorySerializer(many=True)
    created = serializers.IntegerField()


class MemoryDeletedSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    deleted = serializers.BooleanField()


class MemoryEventSerializer(serializers.ModelSerializer):
    class Meta:
        model = MemoryEvent
        fields = ["id", "memory_id", "action", "before", "after", "actor", "at"]
        read_only_fields = fields


class MemoryHistorySerializer(serializers.Serializer):
    data = MemoryEventSerializer(many=True)


class CommaListField(serializers.ListField):
    """A list in a query string: `?tags=a,b` or `?tags=a&tags=b`."""

    def get_value(self, dictionary):
        if self.field_name not in dictionary:
            return serializers.empty
        values = dictionary.getlist(self.field_name) if hasattr(dictionary, "getlist") else dictionary[self.field_name]
        if isinstance(values, str):
            values = [values]
        return [part.strip() for value in values for part in value.split(",") if part.strip()]


class MemoryFilterFieldsSerializer(SharedFieldsMixin, serializers.Serializer):
    """The filters shared by GET /v1/memories (query string) and POST /v1/search, /v1/context (JSON)."""

    tier = serializers.ChoiceField(choices=Tier.choices, required=False)
    content_type = serializers.ChoiceField(choices=ContentType.choices, required=False)
    memory_nature = serializers.ChoiceField(choices=MemoryNature.choices, required=False)
    min_relevance = serializers.FloatField(min_value=0.0, max_value=1.0, required=False)
    user_id = serializers.CharField(max_length=255, required=False)
    scope = ScopeField(required=False, help_text="Prefix: 'coding' matches 'coding/python'.")
    created_after = serializers.DateTimeField(required=False, help_text="At or after this time.")
    created_before = serializers.DateTimeField(
        required=False, help_text="Before this time; not earlier than created_after."
    )
    occurred_after = serializers.DateTimeField(required=False, help_text="At or after this time.")
    occurred_before = serializers.DateTimeField(
        required=False, help_text="Before this time; not earlier than occurred_after."
    )

    def validate(self, attrs):
        # Each range is [after, before): one whose end comes before its start can match nothing, and is nearly
        # always a client's swapped bounds, which an empty page would hide. An equal start and end is an empty
        # window a client may compute on purpose: it answers with no memories.
        for start, end in (("created_after", "created_before"), ("occurred_after", "occurred_before")):
            if start in attrs and end in attrs and attrs[end] < attrs[start]:
                raise serializers.ValidationError(
                    {end: [f"Must not be earlier than {start} (the range would match nothing)."]}
                )
        return super().validate(attrs)

    def filters(self) -> MemoryFilters:
        data = self.validated_data
        return MemoryFilters(**{name: data[name] for name in MemoryFilters.__dataclass_fields__ if name in data})


class MemoryFilterQuerySerializer(MemoryFilterFieldsSerializer):
    tags = CommaListField(child=serializers.CharField(max_length=100), required=False, help_text="All of these tags.")
    entities = CommaListField(
        child=serializers.CharField(max_length=200), required=False, help_text="All of these entities."
    )
    metadata = serializers.CharField(
        required=False,
        help_text='A JSON object; matches memories whose metadata contains it, e.g. {"project": "x"}.',
    )

    def validate_metadata(self, value):
        try:
            parsed = json.loads(value)
        except ValueError as exc:
            raise serializers.ValidationError('Metadata must be a JSON object, e.g. {"project": "x"}.') from exc
        return validate_metadata(parsed)


class MemoryFilterBodySerializer(KnownFieldsMixin, MemoryFilterFieldsSerializer):
    tags = serializers.ListField(
        child=serializers.CharField(max_length=100), required=False, max_length=MAX_TAGS, help_text="All of these."
    )
    entities = serializers.ListField(
        child=serializers.CharField(max_length=200), required=False, max_length=MAX_ENTITIES, help_text="All of these."
    )
    metadata = MetadataField(
        required=False, validators=[validate_metadata], help_text="Matches memories whose metadata contains it."
    )


class MemoryListQuerySerializer(MemoryFilterQuerySerializer, PaginationQuerySerializer):
    ordering = serializers.ChoiceField(choices=sorted(ORDERINGS), default=DEFAULT_ORDERING)


class TenantSettingsSerializer(serializers.Serializer):
    text_language = serializers.ChoiceField(
        choices=TEXT_LANGUAGES,
        help_text="The language full-text search stems the tenant's memories and queries in, and drops the stop "
        "words of (PostgreSQL's name of it; `simple` only lowercases).",
    )
    text_index = serializers.SerializerMethodField(
        help_text="`reindexing` while memories are re-indexed in a new `text_language` (queries use it already), "
        "`ready` once every memory is."
    )

    @extend_schema_field(serializers.ChoiceField(choices=["ready", "reindexing"]))
    def get_text_index(self, tenant) -> str:
        return "reindexing" if tenant.text_reindexing else "ready"


class TenantSettingsUpdateSerializer(KnownFieldsMixin, serializers.Serializer):
    text_language = serializers.ChoiceField(
        choices=TEXT_LANGUAGES,
        required=False,
        help_text="Change it, and the tenant's memories are re-indexed in it in the background.",
    )
