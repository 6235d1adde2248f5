"""No HNSW index over every tenant's vectors any more: a tenant of up to 20,000 memories is searched exactly,
and a larger one walks an HNSW index of its own, partial on its tenant_id (memories/maintenance.py,
docs/search.md). Through the shared index, a large tenant's walk skipped every other tenant's vectors, and
every new vector, of any tenant, paid an insert into a graph of all of them.

Before the shared index goes, each tenant over the limit gets its own index (the definition frozen here, as
the model's was in 0009), so no large tenant's search goes without one. On a large store this migration
builds them, as long as `manage.py tenant_indexes` would take (docs/operations.md); that command, hourly in
Celery beat, keeps them afterwards.
"""

from django.db import migrations
from django.db.models import Q
from pgvector.django.indexes import HnswIndex

LIMIT = 20_000
PREFIX = "memory_embedding_hnsw_t_"


def build_large_tenants_indexes(apps, schema_editor):
    Tenant = apps.get_model("tenants", "Tenant")
    MemoryEmbedding = apps.get_model("memories", "MemoryEmbedding")
    with schema_editor.connection.cursor() as cursor:
        cursor.execute("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()")
        existing = {row[0] for row in cursor.fetchall()}
    for tenant_id in Tenant.objects.filter(memory_count__gt=LIMIT).values_list("pk", flat=True):
        name = PREFIX + tenant_id.hex
        if name not in existing:
            index = HnswIndex(
                fields=["embedding"],
                name=name,
                m=16,
                ef_construction=64,
                opclasses=["halfvec_cosine_ops"],
                condition=Q(tenant_id=tenant_id),
            )
            schema_editor.add_index(MemoryEmbedding, index)


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0009_memoryembedding_user_id"),
        ("tenants", "0003_tenant_tier_counts"),
    ]

    operations = [
        migrations.RunPython(build_large_tenants_indexes, migrations.RunPython.noop),
        migrations.RemoveIndex(model_name="memoryembedding", name="memory_embedding_hnsw"),
    ]
