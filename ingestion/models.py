"""A Session is one submitted conversation and the job that extracts memories from it (SPEC §3, §7).

The row is the source of truth for the job: the queue only carries its id, and every worker decision
(claim, retry, give up, complete) is a state change of this row. Dead sessions are the dead-letter table.
"""

from __future__ import annotations

import uuid

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.utils import timezone

from memories.models import TenantScopedManager
from tenants.models import Tenant


class Session(models.Model):
    class Status(models.TextChoices):
        ACCEPTED = "accepted"  # committed, waiting for a worker
        PROCESSING = "processing"  # claimed by a worker (attempts counts the claims)
        COMPLETED = "completed"  # memories written; running it again changes nothing
        FAILED = "failed"  # the last attempt failed; another one is due at next_attempt_at
        DEAD = "dead"  # retries exhausted or a permanent error; replayable through the admin API

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    user_id = models.CharField(max_length=255, null=True, blank=True)
    scope = models.CharField(max_length=255, null=True, blank=True)
    source_client = models.CharField(max_length=100, null=True, blank=True)
    # The conversation as submitted, secrets redacted: {"conversation": "..."} or {"messages": [...]}.
    input = models.JSONField()
    metadata = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.ACCEPTED)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(null=True, blank=True)
    created_memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)
    merged_memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)
    superseded_memory_ids = ArrayField(models.UUIDField(), default=list, blank=True)
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(default=timezone.now)

    objects = TenantScopedManager()
    unscoped = models.Manager()

    class Meta:
        default_manager_name = "unscoped"
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["tenant", "status", "-created_at"], name="session_tenant_status"),
            # The recovery sweep looks only at sessions that are not finished.
            models.Index(
                fields=["status", "updated_at"],
                name="session_unfinished",
                condition=models.Q(status__in=["accepted", "processing", "failed"]),
            ),
        ]

    def __str__(self) -> str:
        return f"session {self.id} [{self.status}]"
