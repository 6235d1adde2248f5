"""The vector row gains a copy of its memory's user_id, indexed with the tenant: a search filtered by user
ranks that user's vectors alone, instead of looking up one vector per memory row (docs/search.md).

user_id never changes after a memory is created, so the copy cannot drift. The copy rewrites every vector
row; the HNSW index is dropped first and built again after (one build instead of one insert per row, about
1 ms each). On a large store, budget for that build as for migration 0006 (docs/operations.md).
"""

import pgvector.django.indexes
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0008_memory_content_changed_at"),
    ]

    operations = [
        migrations.RemoveIndex(model_name="memoryembedding", name="memory_embedding_hnsw"),
        migrations.RemoveIndex(model_name="memoryembedding", name="memory_embedding_tenant"),
        migrations.AddField(
            model_name="memoryembedding",
            name="user_id",
            field=models.CharField(blank=True, max_length=255, null=True),
        ),
        migrations.RunSQL(
            "UPDATE memories_memoryembedding e SET user_id = m.user_id FROM memories_memory m "
            "WHERE m.id = e.memory_id AND m.user_id IS NOT NULL",
            migrations.RunSQL.noop,
        ),
        migrations.AddIndex(
            model_name="memoryembedding",
            index=models.Index(fields=["tenant", "user_id"], name="memory_embedding_tenant_user"),
        ),
        migrations.AddIndex(
            model_name="memoryembedding",
            index=pgvector.django.indexes.HnswIndex(
                ef_construction=64,
                fields=["embedding"],
                m=16,
                name="memory_embedding_hnsw",
                opclasses=["halfvec_cosine_ops"],
            ),
        ),
    ]
