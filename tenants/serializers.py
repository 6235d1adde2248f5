from rest_framework import serializers

from tenants.models import Usage
from tenants.services import USAGE_FIELDS


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


class UsageSerializer(serializers.Serializer):
    tenant = TenantSummarySerializer()
    plan = PlanLimitsSerializer()
    memories_stored = serializers.IntegerField()
    days = UsageDaySerializer(many=True, help_text="The last 30 days with activity, newest first (UTC).")
