from django.conf import settings
from django.contrib import admin, messages

from memoryos import scheduler
from memoryos.models import ScheduledRun


@admin.register(ScheduledRun)
class ScheduledRunAdmin(admin.ModelAdmin):
    """Without Redis: when each entry of the beat schedule last ran on the web workers (memoryos/scheduler.py)."""

    list_display = ["name", "task", "every", "last_run_at"]
    actions = ["run_at_next_tick"]

    def has_add_permission(self, request):
        return False  # the rows come from CELERY_BEAT_SCHEDULE, at the workers' first tick

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False

    @admin.display(description="task")
    def task(self, obj):
        entry = settings.CELERY_BEAT_SCHEDULE.get(obj.name)
        return " ".join([entry["task"], *map(str, entry.get("args", ()))]) if entry else "(no longer scheduled)"

    @admin.display(description="every")
    def every(self, obj):
        entry = settings.CELERY_BEAT_SCHEDULE.get(obj.name)
        return str(scheduler.period(entry)) if entry else ""

    @admin.action(description="Run at the next tick of a web worker")
    def run_at_next_tick(self, request, queryset):
        count = scheduler.make_due(queryset.values_list("name", flat=True))
        message = f"{count} entr{'y' if count == 1 else 'ies'} will run within {settings.SCHEDULER_TICK_SECONDS:g} s."
        self.message_user(request, message, messages.SUCCESS)
