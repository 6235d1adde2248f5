from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.core.exceptions import ValidationError
from django.core.validators import MinValueValidator
from django.db import models
from django.utils import timezone

from memoryos.languages import TEXT_LANGUAGES


class Scope(models.TextChoices):
    MEMORIES_READ = "memories:read", "Read memories"
    MEMORIES_WRITE = "memories:write", "Write memories"
    ADMIN = "admin", "Administer the tenant"


ALL_SCOPES = [choice.value for choice in Scope]
# What an API-created key gets unless it asks: no `admin`, which must be asked for by name.
DEFAULT_KEY_SCOPES = [Scope.MEMORIES_READ.value, Scope.MEMORIES_WRITE.value]


class Plan(models.Model):
    """Limits a tenant is held to. Seeded with free / pro / enterprise; operators edit them in the admin."""

    name = models.SlugField(max_length=50, unique=True)
    read_requests_per_minute = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    write_requests_per_minute = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    max_memories = models.PositiveBigIntegerField(validators=[MinValueValidator(1)])
    max_context_tokens = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    max_batch_size = models.PositiveIntegerField(validators=[MinValueValidator(1)])
    # Feature switches and defaults for the plan's tenants; `lifecycle` overrides SPEC §8 defaults.
    features = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["read_requests_per_minute", "name"]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        _check_lifecycle(self.features, "features")


def default_text_language() -> str:
    return settings.TEXT_LANGUAGE


class Tenant(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", "Active"
        SUSPENDED = "suspended", "Suspended"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100, unique=True)
    plan = models.ForeignKey(Plan, on_delete=models.PROTECT, related_name="tenants")
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.ACTIVE)
    # Per-tenant overrides (docs/lifecycle.md), e.g. {"lifecycle": {"half_life_short_days": 2}}.
    settings = models.JSONField(default=dict, blank=True)
    # The language its memories' full text is stemmed in, and its queries' (docs/search.md, "Languages and
    # Unicode"). Each memory keeps the one it was indexed in: after a change, `text_reindexing` is set until
    # memories.maintenance.text_reindex has re-indexed every memory in another one.
    text_language = models.CharField(
        max_length=32, choices=[(name, name) for name in TEXT_LANGUAGES], default=default_text_language
    )
    text_reindexing = models.BooleanField(default=False, editable=False)
    # Maintained by the memory services in the same transaction as the rows, so the stored-memories quota
    # is one atomic UPDATE instead of a COUNT(*) over the tenant on every write.
    memory_count = models.PositiveBigIntegerField(default=0, editable=False)
    # The same count per tier, kept by the same writers and jobs: the total of a list filtered by tier alone
    # (nothing indexes `tier`, so that promotions stay HOT; a COUNT(*) would read every row of the tenant).
    memories_short = models.PositiveBigIntegerField(default=0, editable=False)
    memories_medium = models.PositiveBigIntegerField(default=0, editable=False)
    memories_long = models.PositiveBigIntegerField(default=0, editable=False)
    created_at = models.DateTimeField(default=timezone.now, editable=False)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return f"{self.name} ({self.slug})"

    @property
    def is_active(self) -> bool:
        return self.status == self.Status.ACTIVE

    def clean(self) -> None:
        _check_lifecycle(self.settings, "settings")


def _check_lifecycle(values, field: str) -> None:
    """Admin forms: a `lifecycle` object must name known parameters with numbers in range."""
    from memories.lifecycle import validate_overrides  # memories depends on tenants, not the reverse

    if not isinstance(values, dict):
        raise ValidationError({field: "Must be a JSON object."})
    if "lifecycle" in values:
        problems = validate_overrides(values["lifecycle"])
        if problems:
            raise ValidationError({field: problems})


class ApiKey(models.Model):
    """An API key. Only its SHA-256 is stored; the secret is shown once, when it is created."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="api_keys")
    name = models.CharField(max_length=200)
    prefix = models.CharField(max_length=16, db_index=True, editable=False)
    key_hash = models.CharField(max_length=64, unique=True, editable=False)
    scopes = ArrayField(models.CharField(max_length=32, choices=Scope.choices), default=list)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    last_used_at = models.DateTimeField(null=True, blank=True, editable=False)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "API key"

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.name})"

    def is_usable(self, now=None) -> bool:
        """Not revoked yet (a rotated key is usable until its grace period ends) and not expired."""
        now = now or timezone.now()
        if self.revoked_at is not None and self.revoked_at <= now:
            return False
        return self.expires_at is None or self.expires_at > now

    @staticmethod
    def usable_q(now) -> models.Q:
        """`is_usable` as a query filter, for lists of keys."""
        not_revoked = models.Q(revoked_at__isnull=True) | models.Q(revoked_at__gt=now)
        return not_revoked & (models.Q(expires_at__isnull=True) | models.Q(expires_at__gt=now))


class Usage(models.Model):
    """Metered usage per tenant and UTC day."""

    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="usage")
    date = models.DateField()
    read_requests = models.PositiveBigIntegerField(default=0)
    write_requests = models.PositiveBigIntegerField(default=0)
    memories_written = models.PositiveBigIntegerField(default=0)
    tokens_returned = models.PositiveBigIntegerField(default=0)
    embedding_calls = models.PositiveBigIntegerField(default=0)

    class Meta:
        ordering = ["-date"]
        constraints = [models.UniqueConstraint(fields=["tenant", "date"], name="usage_one_row_per_tenant_day")]

    def __str__(self) -> str:
        return f"{self.tenant_id} {self.date}"


class RateLimitCounter(models.Model):
    """The request count of one rate-limit bucket (an API key's reads or writes, or a client address without
    a key) in its current window, kept in PostgreSQL when there is no Redis, so that every process counts
    into the same bucket (memoryos/api/ratelimit.py). Unlogged: a crash only resets the windows."""

    key = models.CharField(max_length=200, primary_key=True)
    window_end = models.BigIntegerField(help_text="Unix time at which the window ends.")
    count = models.PositiveIntegerField()

    def __str__(self) -> str:
        return f"{self.key}: {self.count} until {self.window_end}"


# How long a write's response is kept for the retries of its Idempotency-Key.
IDEMPOTENCY_KEY_HOURS = 24


class IdempotencyKey(models.Model):
    """A write sent with an `Idempotency-Key` header, and the response it got (memoryos/api/idempotency.py). The
    row is inserted in the same transaction as the write, so the two commit together or not at all: a retry of
    a write that committed finds it and gets the same response again; one whose write failed or never arrived
    runs it. Kept for IDEMPOTENCY_KEY_HOURS, then pruned (docs/api.md, "Retries and Idempotency-Key")."""

    id = models.BigAutoField(primary_key=True)
    # Indexed by the unique constraint, which it leads.
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    key = models.CharField(max_length=255)
    fingerprint = models.CharField(max_length=64, help_text="SHA-256 of the method, path and body.")
    status_code = models.PositiveSmallIntegerField(null=True, help_text="Null while the request runs.")
    content_type = models.CharField(max_length=100, blank=True, default="")
    body = models.BinaryField(null=True)
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["tenant", "key"], name="idempotency_key_per_tenant")]
        indexes = [models.Index(fields=["created_at"], name="idempotency_key_created")]

    def __str__(self) -> str:
        return f"{self.tenant_id} {self.key}"
