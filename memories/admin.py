from django.contrib import admin

from memories.models import Memory, MemoryEvent
from memories.selectors import HEAVY_FIELDS
from memories.services import memory_delete


@admin.register(Memory)
class MemoryAdmin(admin.ModelAdmin):
    list_display = [
        "id",
        "tenant",
        "user_id",
        "tier",
        "memory_nature",
        "content_type",
        "short_content",
        "importance_score",
        "relevance_score",
        "access_count",
        "pinned",
        "created_at",
    ]
    list_filter = ["tenant", "tier", "memory_nature", "content_type", "pinned"]
    search_fields = ["content", "external_id", "user_id"]
    list_select_related = ["tenant"]
    show_full_result_count = False  # COUNT(*) over millions of rows on every page is not worth it
    readonly_fields = [
        "id",
        "tenant",
        "content_hash",
        "embedding_model",
        "access_count",
        "last_accessed_at",
        "relevance_score",
        "superseded_by",
        "parent_memory",
        "created_at",
        "updated_at",
    ]
    actions = ["delete_with_history"]

    def get_queryset(self, request):
        return super().get_queryset(request).defer(*HEAVY_FIELDS)

    def has_add_permission(self, request):
        return False  # memories are created through the API, which embeds them

    def get_actions(self, request):
        actions = super().get_actions(request)
        actions.pop("delete_selected", None)
        return actions

    def has_delete_permission(self, request, obj=None):
        return obj is None  # single-object delete goes through the action below, which keeps quotas right

    @admin.display(description="content")
    def short_content(self, obj):
        return obj.content[:80]

    @admin.action(description="Delete selected memories (recorded in history)")
    def delete_with_history(self, request, queryset):
        count = 0
        for memory in queryset.select_related("tenant"):
            memory_delete(tenant=memory.tenant, actor=f"admin:{request.user.get_username()}", memory_id=memory.pk)
            count += 1
        self.message_user(request, f"Deleted {count} memories.")


@admin.register(MemoryEvent)
class MemoryEventAdmin(admin.ModelAdmin):
    list_display = ["at", "tenant", "memory_id", "action", "actor"]
    list_filter = ["tenant", "action"]
    search_fields = ["memory_id", "actor"]
    show_full_result_count = False

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
