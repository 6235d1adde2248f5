"""Input validation and output shapes of the sessions API (names are unique in the OpenAPI schema)."""

from __future__ import annotations

import json

from django.conf import settings
from rest_framework import serializers

from ingestion.models import Session
from memories.serializers import MetadataField, ScopeField, validate_metadata
from memoryos.api.pagination import PageMetaSerializer, PaginationQuerySerializer
from memoryos.api.serializers import KnownFieldsMixin, TextField, not_blank

ROLES = ("user", "assistant", "system", "tool")
MAX_MESSAGES = 1000


class SessionMessageSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=ROLES)
    content = TextField(trim_whitespace=False, allow_blank=False)
    timestamp = serializers.DateTimeField(required=False, allow_null=True)


class SessionCreateSerializer(KnownFieldsMixin, serializers.Serializer):
    user_id = serializers.CharField(max_length=255, required=False, allow_null=True)
    scope = ScopeField(
        required=False, allow_null=True, help_text="Scope given to every memory extracted from this session."
    )
    conversation = TextField(
        required=False,
        trim_whitespace=False,
        validators=[not_blank("Conversation")],
        help_text='The transcript: "User: …\\nAssistant: …".',
    )
    messages = SessionMessageSerializer(many=True, required=False, allow_empty=False, max_length=MAX_MESSAGES)
    source_client = serializers.CharField(max_length=100, required=False, allow_null=True)
    metadata = MetadataField(required=False, validators=[validate_metadata])

    def validate(self, attrs):
        given = [name for name in ("conversation", "messages") if attrs.get(name) is not None]
        if len(given) != 1:
            raise serializers.ValidationError(
                {"conversation": ["Give exactly one of 'conversation' (text) or 'messages' (a list)."]}
            )
        size = len(json.dumps(attrs[given[0]], default=str).encode("utf-8"))
        if size > settings.MAX_SESSION_BYTES:
            raise serializers.ValidationError(
                {given[0]: [f"The conversation is {size} bytes; the limit is {settings.MAX_SESSION_BYTES}."]}
            )
        return attrs


class SessionAcceptedSerializer(serializers.Serializer):
    session_id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=Session.Status.choices)


class SessionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Session
        fields = [
            "id",
            "status",
            "user_id",
            "scope",
            "source_client",
            "metadata",
            "attempts",
            "last_error",
            "created_memory_ids",
            "merged_memory_ids",
            "superseded_memory_ids",
            "next_attempt_at",
            "started_at",
            "completed_at",
            "created_at",
            "updated_at",
        ]
        read_only_fields = fields


class SessionListQuerySerializer(PaginationQuerySerializer):
    status = serializers.ChoiceField(choices=Session.Status.choices, required=False)


class SessionListSerializer(serializers.Serializer):
    data = SessionSerializer(many=True)
    meta = PageMetaSerializer()
