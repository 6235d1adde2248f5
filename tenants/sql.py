"""Raw SQL of the tenants app (reviewed like code: every statement takes the tenant explicitly)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from django.db import connection

from tenants.models import ApiKey, Plan, Tenant, Usage


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


def _select(model, alias: str) -> tuple[list, str]:
    fields = list(model._meta.concrete_fields)
    return fields, ", ".join(f"{alias}.{connection.ops.quote_name(field.column)}" for field in fields)


def _instance(model, fields: list, values: Sequence):
    """A model instance from its row, with each field's database conversion (JSON, arrays), as the ORM does."""
    converted = [
        field.from_db_value(value, None, connection) if value is not None and hasattr(field, "from_db_value") else value
        for field, value in zip(fields, values, strict=True)
    ]
    return model.from_db(connection.alias, [field.attname for field in fields], converted)


_KEY_FIELDS, _KEY_COLUMNS = _select(ApiKey, "k")
_TENANT_FIELDS, _TENANT_COLUMNS = _select(Tenant, "t")
_PLAN_FIELDS, _PLAN_COLUMNS = _select(Plan, "p")
_PRINCIPAL = (
    f"SELECT {_KEY_COLUMNS}, {_TENANT_COLUMNS}, {_PLAN_COLUMNS} FROM {ApiKey._meta.db_table} k "  # noqa: S608
    f"JOIN {Tenant._meta.db_table} t ON t.id = k.tenant_id JOIN {Plan._meta.db_table} p ON p.id = t.plan_id "
    "WHERE k.key_hash = %s"
)


def api_key_with_tenant(key_hash: str) -> ApiKey | None:
    """The key with this hash, its tenant and the tenant's plan loaded, or None: what
    `ApiKey.objects.select_related("tenant__plan").filter(key_hash=…).first()` gives, in one statement
    written once. Authentication runs it on every request, and the ORM took longer to compile that query
    than PostgreSQL took to run it. `tests/test_auth.py` checks every field against the ORM's."""
    with connection.cursor() as cursor:
        cursor.execute(_PRINCIPAL, [key_hash])
        row = cursor.fetchone()
    if row is None:
        return None
    keys, tenants = len(_KEY_FIELDS), len(_KEY_FIELDS) + len(_TENANT_FIELDS)
    api_key = _instance(ApiKey, _KEY_FIELDS, row[:keys])
    tenant = _instance(Tenant, _TENANT_FIELDS, row[keys:tenants])
    tenant.plan = _instance(Plan, _PLAN_FIELDS, row[tenants:])
    api_key.tenant = tenant
    return api_key
