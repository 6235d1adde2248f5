"""The lifecycle jobs of SPEC §8 — decay, promote, prune, consolidate — as services.

run(job) takes the job's advisory lock (a second run at the same time returns at once, skipped), walks the
memories in bounded batches (a slice of the id space per statement and transaction; for consolidation,
whole groups of one user's memories; memories/sql.py), bumps the result-cache epoch of every tenant it
changed, logs and records what it did (LifecycleRun).
Celery beat calls it through memories.tasks; operators through `manage.py run_lifecycle`.
Formulas, defaults and their overrides: docs/lifecycle.md.
"""

from __future__ import annotations

import math
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial

import structlog
from django.conf import settings
from django.db import transaction
from django.db.models import Sum
from django.utils import timezone

from memories import cache, sql
from memories.models import LifecycleRun
from tenants.models import Tenant

log = structlog.get_logger(__name__)

# SPEC §8 defaults. A plan overrides them in `features["lifecycle"]`, a tenant in `settings["lifecycle"]`.
DEFAULTS: dict[str, dict[str, float]] = {
    "decay": {"half_life_short_days": 1.0, "half_life_medium_days": 7.0, "half_life_long_days": 90.0},
    "promote": {
        "promote_short_min_access": 3,
        "promote_short_min_importance": 0.7,
        "promote_medium_min_access": 10,
        "promote_medium_min_importance": 0.9,
    },
    "prune": {"prune_short_after_days": 7, "prune_min_relevance": 0.1, "prune_idle_days": 30},
    "consolidate": {"consolidate_similarity": 0.95},
}
JOBS = tuple(DEFAULTS)
# Consolidation compares what changed since the previous run began, minus this overlap for transactions
# that were still open when it began.
CONSOLIDATE_OVERLAP = timedelta(minutes=5)
CONSOLIDATE_MAX_PASSES = 5


def parameter_names() -> set[str]:
    return {name for job in DEFAULTS.values() for name in job}


def validate_overrides(values: object) -> list[str]:
    """Problems with a `lifecycle` override object (admin forms call this); an empty list when fine."""
    if not isinstance(values, dict):
        return ["'lifecycle' must be an object."]
    problems = []
    for name, value in values.items():
        if name not in parameter_names():
            problems.append(f"unknown lifecycle parameter {name!r}")
        elif isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
            problems.append(f"{name} must be a number >= 0")
        elif name.endswith(("_importance", "_relevance", "_similarity")) and value > 1:
            problems.append(f"{name} must be between 0 and 1")
    return problems


@dataclass
class Report:
    job: str
    tenant: str | None
    changed: int = 0
    batches: int = 0
    seconds: float = 0.0
    skipped: bool = False
    by_tenant: Counter = field(default_factory=Counter)

    def as_dict(self) -> dict:
        return {
            "job": self.job,
            "tenant": self.tenant,
            "changed": self.changed,
            "batches": self.batches,
            "seconds": round(self.seconds, 3),
            "skipped": self.skipped,
            "by_tenant": {str(k): v for k, v in self.by_tenant.items()},
        }


def _slices(rows: int) -> list[tuple[uuid.UUID | None, uuid.UUID | None]]:
    """Cut the UUID space into as many equal slices as keep each near LIFECYCLE_BATCH_SIZE rows."""
    count = max(1, math.ceil(rows / settings.LIFECYCLE_BATCH_SIZE))
    bounds = [uuid.UUID(int=(i * (1 << 128)) // count) for i in range(1, count)]
    return list(zip([None, *bounds], [*bounds, None], strict=True))


def _group_batches(groups: list[tuple]) -> list[list[tuple]]:
    """Pack (tenant_id, user_id, rows) groups into batches of whole groups of about LIFECYCLE_BATCH_SIZE rows
    (a bigger group is a batch of its own)."""
    batches: list[list[tuple]] = []
    size = 0
    for tenant_id, user_id, rows in groups:
        if not batches or size + rows > settings.LIFECYCLE_BATCH_SIZE:
            batches.append([])
            size = 0
        batches[-1].append((tenant_id, user_id))
        size += rows
    return batches


def _batches(job: str, tenant: Tenant | None) -> list[Callable[[], list[list[tuple]]]]:
    """The job's batches; each runs its transactions and answers the changed rows of each."""
    defaults = DEFAULTS[job]
    tenant_id = tenant.pk if tenant else None
    if job == "consolidate":
        # Whole groups per batch: a group is compared with itself.
        since = _consolidate_since(tenant)
        groups = sql.consolidate_groups(tenant_id, since)
        return [partial(_consolidate_batch, defaults, batch, since) for batch in _group_batches(groups)]
    statement = getattr(sql, job)
    return [
        partial(_transaction, partial(statement, defaults, tenant_id, low, high))
        for low, high in _slices(_row_estimate(tenant))
    ]


def _row_estimate(tenant: Tenant | None) -> int:
    if tenant is not None:
        return Tenant.objects.filter(pk=tenant.pk).values_list("memory_count", flat=True).first() or 0
    return Tenant.objects.aggregate(total=Sum("memory_count"))["total"] or 0


def _consolidate_since(tenant: Tenant | None):
    last = (
        LifecycleRun.objects.filter(job="consolidate", tenant=tenant, finished_at__isnull=False)
        .order_by("-started_at")
        .first()
    )
    return (last.started_at - CONSOLIDATE_OVERLAP) if last else timezone.now() - timedelta(days=365 * 100)


def run(job: str, *, tenant: Tenant | None = None) -> Report:
    if job not in DEFAULTS:
        raise ValueError(f"unknown lifecycle job {job!r}; one of {', '.join(JOBS)}")
    report = Report(job=job, tenant=tenant.slug if tenant else None)
    lock = f"memoryos.lifecycle.{job}"
    if not sql.try_lock(lock):
        report.skipped = True
        log.info("lifecycle_skipped", job=job, reason="another run holds the lock")
        return report
    started = time.perf_counter()
    record = LifecycleRun.objects.create(job=job, tenant=tenant)
    try:
        for batch in _batches(job, tenant):
            for rows in batch():
                report.batches += 1
                for changed_tenant, _user, count in rows:
                    report.by_tenant[changed_tenant] += count
                    report.changed += count
    finally:
        sql.unlock(lock)
    report.seconds = time.perf_counter() - started
    record.finished_at = timezone.now()
    record.changed = report.changed
    record.report = report.as_dict()
    record.save(update_fields=["finished_at", "changed", "report"])
    log.info(
        "lifecycle_finished",
        **{k: v for k, v in report.as_dict().items() if k != "by_tenant"},
        tenants_changed=len(report.by_tenant),
    )
    return report


def _transaction(statement: Callable[[], list[tuple]]) -> list[list[tuple]]:
    """One statement in its own transaction; the caches of what it changed are invalidated on commit."""
    with transaction.atomic():
        rows = statement()
        _invalidate(rows)
    return [rows]


def _consolidate_batch(defaults: dict[str, float], groups: list[tuple], since) -> list[list[tuple]]:
    """Pass over the groups, each pass its own transaction, again only over the groups in which a memory
    waits (its nearest older duplicate was merged away by the same pass): a chain of copies ends as one."""
    results = []
    for _ in range(CONSOLIDATE_MAX_PASSES):
        with transaction.atomic():
            rows, groups = sql.consolidate(defaults, groups, since)
            _invalidate(rows)
        results.append(rows)
        if not groups:
            break
    return results


def _invalidate(rows: list[tuple]) -> None:
    """Cached search and context results of every tenant this batch changed are stale once it commits."""
    for tenant_id in {row[0] for row in rows}:
        cache.invalidate_tenant(tenant_id)
