from django.utils import timezone
from rest_framework import serializers

from memoryos.api.pagination import PageMetaSerializer, PaginationQuerySerializer
from memoryos.api.serializers import KnownFieldsMixin
from tenants.models import ALL_SCOPES, DEFAULT_KEY_SCOPES, ApiKey, Scope, Usage
from tenants.services import DEFAULT_ROTATION_GRACE_SECONDS, MAX_ROTATION_GRACE_SECONDS, USAGE_FIELDS


class UsageDaySerializer(serializers.ModelSerializer):
    class Meta:
        model = Usage
        fields = ["date", *USAGE_FIELDS]
        read_only_fields = fields


class PlanLimitsSerializer(serializers.Serializer):
    name = serializers.CharField()
    read_requests_per_minute = serializers.IntegerField()
    write_requests_per_minute = serializers.IntegerField()
    max_memories = serializers.IntegerField()
    max_context_tokens = serializers.IntegerField()
    max_batch_size = serializers.IntegerField()


class TenantSummarySerializer(serializers.Serializer):
    id = serializers.UUIDField()
    name = serializers.CharField()
    slug = serializers.CharField()
    status = serializers.CharField()
    text_language = serializers.CharField(
        help_text="The language full-text search stems the tenant's memories and queries in (PostgreSQL's name of "
        "it, e.g. english, german, simple)."
    )


class UsageSerializer(serializers.Serializer):
    tenant = TenantSummarySerializer()
    plan = PlanLimitsSerializer()
    memories_stored = serializers.IntegerField()
    days = UsageDaySerializer(many=True, help_text="The last 30 days with activity, newest first (UTC).")


class ApiKeySerializer(serializers.ModelSerializer):
    is_active = serializers.SerializerMethodField(help_text="Usable now: not revoked (or still in grace), not expired.")

    class Meta:
        model = ApiKey
        fields = [
            "id",
            "name",
            "prefix",
            "scopes",
            "is_active",
            "created_at",
            "last_used_at",
            "expires_at",
            "revoked_at",
        ]
        read_only_fields = fields

    def get_is_active(self, api_key: ApiKey) -> bool:
        return api_key.is_usable()


class ApiKeyCreatedSerializer(ApiKeySerializer):
    secret = serializers.CharField(help_text="The key itself. Shown only in this response; store it now.")

    class Meta(ApiKeySerializer.Meta):
        fields = [*ApiKeySerializer.Meta.fields, "secret"]
        read_only_fields = fields


class ApiKeyRotatedSerializer(serializers.Serializer):
    key = ApiKeyCreatedSerializer(help_text="The new key, with its secret (shown once).")
    rotated_key = ApiKeySerializer(help_text="The old key; `revoked_at` is when its grace period ends.")


class ApiKeyListSerializer(serializers.Serializer):
    data = ApiKeySerializer(many=True)
    meta = PageMetaSerializer()


class ApiKeyCreateSerializer(KnownFieldsMixin, serializers.Serializer):
    name = serializers.CharField(max_length=200)
    scopes = serializers.ListField(
        child=serializers.ChoiceField(choices=Scope.choices),
        allow_empty=False,
        default=list(DEFAULT_KEY_SCOPES),
        help_text="Default: memories:read and memories:write. `admin` must be asked for.",
    )
    expires_at = serializers.DateTimeField(required=False, allow_null=True)

    def validate_scopes(self, scopes: list[str]) -> list[str]:
        return sorted(set(scopes), key=ALL_SCOPES.index)

    def validate_expires_at(self, value):
        if value is not None and value <= timezone.now():
            raise serializers.ValidationError("Must be in the future.")
        return value


class ApiKeyRotateSerializer(KnownFieldsMixin, serializers.Serializer):
    grace_period_seconds = serializers.IntegerField(
        min_value=0,
        max_value=MAX_ROTATION_GRACE_SECONDS,
        default=DEFAULT_ROTATION_GRACE_SECONDS,
        help_text="How long the old key keeps working (0 = stop now; at most 7 days).",
    )


class ApiKeyListQuerySerializer(PaginationQuerySerializer):
    active = serializers.BooleanField(
        required=False,
        allow_null=True,
        default=None,
        help_text="Only usable (true) or only revoked/expired (false) keys.",
    )
