"""Helpers shared by every app's services."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db import models
from django.utils import timezone


def model_update(
    *, instance: models.Model, fields: Iterable[str], data: dict[str, Any]
) -> tuple[models.Model, dict, dict]:
    """Set the whitelisted `fields` present in `data` on `instance`; save only those that changed.

    Returns (instance, before, after) with the old and new values of the changed fields, for history.
    """
    before: dict[str, Any] = {}
    after: dict[str, Any] = {}
    for field in fields:
        if field not in data:
            continue
        old, new = getattr(instance, field), data[field]
        if old != new:
            before[field], after[field] = old, new
            setattr(instance, field, new)
    if after:
        update_fields = list(after)
        if any(f.name == "updated_at" for f in instance._meta.get_fields()):
            instance.updated_at = timezone.now()
            update_fields.append("updated_at")
        # Validate what changed; unique constraints are the database's to enforce (callers map IntegrityError).
        instance.full_clean(
            exclude=[f.name for f in instance._meta.fields if f.name not in after],
            validate_unique=False,
            validate_constraints=False,
        )
        instance.save(update_fields=update_fields)
    return instance, before, after
