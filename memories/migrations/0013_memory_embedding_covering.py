"""The vectors' (tenant_id, user_id) B-tree carries each row's memory_id and embedding: an exact search reads a
tenant's (or a user's) vectors from the index alone, on consecutive pages, wherever their rows lie in the heap.

In a service that has been up a while, tenants write in turns, so a tenant's vectors are spread over the
table: the exact scan that read them through the heap visited about one page per vector (docs/search.md,
"Small tenants, and small users"). The index is built CONCURRENTLY (writes go on) before the narrow one it
replaces is dropped; it holds a copy of every vector, about 1 KB a memory (docs/operations.md). An index-only
scan skips the heap only on pages that VACUUM has marked all-visible, so autovacuum visits the table after 2% of
its rows are new, not 20%.
"""

from django.contrib.postgres.operations import AddIndexConcurrently, RemoveIndexConcurrently
from django.db import migrations, models


class Migration(migrations.Migration):
    atomic = False
    dependencies = [("memories", "0012_tenant_search_gin")]

    operations = [
        AddIndexConcurrently(
            model_name="memoryembedding",
            index=models.Index(
                fields=["tenant", "user_id"], include=["memory", "embedding"], name="memory_embedding_covering"
            ),
        ),
        RemoveIndexConcurrently(model_name="memoryembedding", name="memory_embedding_tenant_user"),
        migrations.RunSQL(
            "ALTER TABLE memories_memoryembedding SET (autovacuum_vacuum_insert_scale_factor = 0.02)",
            "ALTER TABLE memories_memoryembedding RESET (autovacuum_vacuum_insert_scale_factor)",
        ),
    ]
