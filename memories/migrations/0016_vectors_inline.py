"""A vector of up to about 4,000 dimensions stays in its row, not in the TOAST table.

PostgreSQL moves a row's large values out of line once the row passes 2 kB (TOAST), and pgvector's `halfvec`
is stored uncompressed out of line: from about 990 dimensions on, every vector lived in the vectors' TOAST
table, and an exact search looked each one up there through the TOAST index. With `toast_tuple_target` at its
highest, a row is left whole up to 8,160 bytes. An exact search of 10,000 interleaved 1,536-dimension vectors
then took 15.42 ms instead of 40.10 (bench/vector_sizes.py; docs/embeddings.md, "Large vectors"). At the default 384 dimensions a row never
reached 2 kB, and nothing changes. Vectors already stored stay where they are until they are written again.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memories", "0015_covering_index_fits_the_vectors")]

    operations = [
        migrations.RunSQL(
            "ALTER TABLE memories_memoryembedding SET (toast_tuple_target = 8160)",
            "ALTER TABLE memories_memoryembedding RESET (toast_tuple_target)",
        )
    ]
