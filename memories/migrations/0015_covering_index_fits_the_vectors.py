"""The vectors' covering B-tree holds the memory alone when the vectors are too large for its entries.

Migration 0013 put each vector in the (tenant_id, user_id) index. A B-tree entry holds at most 2,704 bytes, and
a vector of more than 816 dimensions does not fit in the widest entry (memories/models.py, covering_index): with
`EMBEDDING_DIMENSIONS=1536`, every insert of a vector failed. At such a size the index is built again without
the vector. At 816 dimensions or fewer (the default 384) this migration does nothing.
"""

from django.conf import settings
from django.contrib.postgres.operations import AddIndexConcurrently, RemoveIndexConcurrently
from django.db import migrations

from memories.models import covering_carries_vectors, covering_index


class Migration(migrations.Migration):
    atomic = False
    dependencies = [("memories", "0014_search_gin_short_pending_list")]

    operations = (
        []
        if covering_carries_vectors(settings.EMBEDDING_DIMENSIONS)
        else [
            RemoveIndexConcurrently(model_name="memoryembedding", name="memory_embedding_covering"),
            AddIndexConcurrently(model_name="memoryembedding", index=covering_index(settings.EMBEDDING_DIMENSIONS)),
        ]
    )
