"""Raw SQL of the tenants app (reviewed like code: every statement takes the tenant explicitly)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from django.db import connection

from tenants.models import Tenant, Usage


def usage_upsert(rows: Sequence[tuple[str, date, Sequence[int]]], fields: Sequence[str]) -> None:
    """Add counts to each (tenant, day) usage row, creating it if needed, in one statement.

    Counts for a tenant deleted since they were buffered are dropped (the join), not an error.
    """
    table = Usage._meta.db_table
    tenants = Tenant._meta.db_table
    columns = ", ".join(fields)
    increments = ", ".join(f"{f} = {table}.{f} + EXCLUDED.{f}" for f in fields)
    placeholders = ", ".join(["%s::uuid", "%s::date", *(["%s::bigint"] * len(fields))])
    values_sql = ", ".join(f"({placeholders})" for _ in rows)
    value_columns = ", ".join(f"v.{f}" for f in fields)
    params: list = []
    for tenant_id, day, counts in rows:
        params.extend([tenant_id, day, *counts])
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (tenant_id, date, {columns}) "  # noqa: S608 - identifiers are ours, values bound
            f"SELECT v.tenant_id, v.date, {value_columns} FROM (VALUES {values_sql}) AS v(tenant_id, date, {columns}) "
            f"JOIN {tenants} t ON t.id = v.tenant_id "
            f"ON CONFLICT (tenant_id, date) DO UPDATE SET {increments}",
            params,
        )
