"""Raw SQL of the tenants app (reviewed like code: every statement takes the tenant explicitly)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from django.db import connection

from tenants.models import Usage


def usage_upsert(rows: Sequence[tuple[str, date, Sequence[int]]], fields: Sequence[str]) -> None:
    """Add counts to each (tenant, day) usage row, creating it if needed, in one statement."""
    table = Usage._meta.db_table
    columns = ", ".join(fields)
    increments = ", ".join(f"{f} = {table}.{f} + EXCLUDED.{f}" for f in fields)
    placeholders = ", ".join(["%s"] * (2 + len(fields)))
    values_sql = ", ".join(f"({placeholders})" for _ in rows)
    params: list = []
    for tenant_id, day, counts in rows:
        params.extend([tenant_id, day, *counts])
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (tenant_id, date, {columns}) VALUES {values_sql} "  # noqa: S608 (names are ours)
            f"ON CONFLICT (tenant_id, date) DO UPDATE SET {increments}",
            params,
        )
