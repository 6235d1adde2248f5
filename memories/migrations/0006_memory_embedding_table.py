"""Vectors move out of the memory row into memories_memoryembedding, stored as halfvec.

Why (docs/architecture.md): every change to a memory row (access counts, decay, promotion) that could not
be made in place inserted the unchanged vector into the HNSW index again, about 1 ms a row; with the
vectors apart, the memory row is a quarter of its size and no such update touches the HNSW index.

No foreign key in the database (see the model): the lifecycle jobs and the GDPR erase delete a memory's
vector in the same statement as the memory, and the ORM cascades its own deletes.

The vectors are copied before the HNSW index is built (one build instead of one insert per row). Reversing
this migration works only on an empty table: the old `embedding` column had no default.
The vector size is EMBEDDING_DIMENSIONS when the migration runs (docs/embeddings.md).
"""

import django.db.models.deletion
import django.db.models.manager
import pgvector.django.halfvec
import pgvector.django.indexes
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("memories", "0005_memory_fk_on_delete_set_null"),
        ("tenants", "0002_seed_plans"),
    ]

    operations = [
        migrations.CreateModel(
            name="MemoryEmbedding",
            fields=[
                (
                    "memory",
                    models.OneToOneField(
                        db_column="memory_id",
                        db_constraint=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        primary_key=True,
                        related_name="vector",
                        serialize=False,
                        to="memories.memory",
                    ),
                ),
                (
                    "tenant",
                    models.ForeignKey(
                        db_index=False,
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="+",
                        to="tenants.tenant",
                    ),
                ),
                ("embedding", pgvector.django.halfvec.HalfVectorField(dimensions=settings.EMBEDDING_DIMENSIONS)),
            ],
            options={"default_manager_name": "unscoped"},
            managers=[("unscoped", django.db.models.manager.Manager())],
        ),
        migrations.RunSQL(
            "INSERT INTO memories_memoryembedding (memory_id, tenant_id, embedding) "
            "SELECT id, tenant_id, embedding::halfvec FROM memories_memory",
            migrations.RunSQL.noop,
        ),
        migrations.RemoveIndex(model_name="memory", name="memory_embedding_hnsw"),
        migrations.RemoveField(model_name="memory", name="embedding"),
        migrations.AddIndex(
            model_name="memoryembedding",
            index=models.Index(fields=["tenant"], name="memory_embedding_tenant"),
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
