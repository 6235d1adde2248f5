"""Tags and entities are indexed under keys of their tenant, `<tenant_id>:<item>` (memories/selectors.py, TENANT_KEY_INDEXES).

The GIN indexes they replace held every tenant's rows under each item, so a filter on a common tag in one tenant
read that tag's postings in all of them, then ANDed them with a bitmap of the tenant's rows from a B-tree: in the
200k tenant of the latency bench, two common tags took 16 ms in the GIN index and 15 ms in the B-tree before a
single row was read. A key now holds one tenant's rows (docs/search.md, "Searches with a filter"). The function
and the expressions are frozen here; memories/selectors.py must write the same.
"""

from django.db import migrations

FUNCTION = (
    "CREATE FUNCTION memory_tenant_keys(tenant uuid, items varchar[]) RETURNS text[] "
    "LANGUAGE sql IMMUTABLE PARALLEL SAFE "
    "AS $$ SELECT COALESCE(array_agg(tenant::text || ':' || item), '{}') FROM unnest(items) AS item $$"
)


def _index(column: str) -> migrations.RunSQL:
    name = f"memory_tenant_{column}_gin"
    return migrations.RunSQL(
        f"CREATE INDEX {name} ON memories_memory USING gin (memory_tenant_keys(tenant_id, {column}))",
        f"DROP INDEX {name}",
    )


class Migration(migrations.Migration):
    dependencies = [("memories", "0017_tenant_centroid")]

    operations = [
        migrations.RunSQL(FUNCTION, "DROP FUNCTION memory_tenant_keys(uuid, varchar[])"),
        _index("tags"),
        _index("entities"),
        migrations.RemoveIndex(model_name="memory", name="memory_tags_gin"),
        migrations.RemoveIndex(model_name="memory", name="memory_entities_gin"),
        # The statistics of the new expressions, which search reads (search/sql.py, kest): without them every
        # filtered walk would walk until autovacuum next analysed the table, after a tenth of it had changed.
        migrations.RunSQL("ANALYZE memories_memory", migrations.RunSQL.noop),
    ]
