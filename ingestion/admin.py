from django.contrib import admin, messages

from ingestion.models import Session
from ingestion.services import session_replay


@admin.register(Session)
class SessionAdmin(admin.ModelAdmin):
    list_display = ["id", "tenant", "user_id", "status", "attempts", "source_client", "created_at", "completed_at"]
    list_filter = ["status", "tenant"]
    search_fields = ["id", "user_id", "source_client"]
    list_select_related = ["tenant"]
    show_full_result_count = False
    readonly_fields = [field.name for field in Session._meta.fields]
    actions = ["replay"]

    def has_add_permission(self, request):
        return False  # sessions come in through the API, with redaction and validation

    @admin.action(description="Replay the selected dead or failed sessions")
    def replay(self, request, queryset):
        replayed = 0
        for session in queryset.filter(status__in=[Session.Status.DEAD, Session.Status.FAILED]):
            session_replay(tenant=session.tenant, session_id=session.pk)
            replayed += 1
        self.message_user(request, f"Queued {replayed} session(s) again.", messages.SUCCESS)
