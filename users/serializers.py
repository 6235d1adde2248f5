from rest_framework import serializers

from ingestion.models import Session
from ingestion.serializers import SessionSerializer
from memories.serializers import MemoryEventSerializer, MemorySerializer


class UserSessionExportSerializer(SessionSerializer):
    class Meta(SessionSerializer.Meta):
        model = Session
        fields = [*SessionSerializer.Meta.fields, "input"]
        read_only_fields = fields


class UserExportSerializer(serializers.Serializer):
    user_id = serializers.CharField()
    exported_at = serializers.DateTimeField()
    memories = MemorySerializer(many=True)
    events = MemoryEventSerializer(many=True, help_text="History of the memories above, oldest first.")
    sessions = UserSessionExportSerializer(many=True, help_text="Sessions submitted for the user, input included.")


class UserErasedSerializer(serializers.Serializer):
    deleted = serializers.BooleanField()
    memories = serializers.IntegerField(help_text="Memories deleted.")
    events = serializers.IntegerField(help_text="History rows deleted.")
    sessions = serializers.IntegerField(help_text="Sessions deleted.")
