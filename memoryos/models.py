from django.db import models


class ScheduledRun(models.Model):
    """When each entry of CELERY_BEAT_SCHEDULE last ran under the in-process scheduler (memoryos/scheduler.py).
    Every process that runs the scheduler claims a due run by moving `last_run_at` forward in one conditional
    UPDATE, so each run happens in exactly one of them."""

    name = models.CharField(max_length=200, primary_key=True)
    last_run_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.name} (last run {self.last_run_at:%Y-%m-%d %H:%M:%S})"
