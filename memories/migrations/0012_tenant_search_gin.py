"""The full-text GIN index holds each memory's tenant as one more lexeme (search/sql.py, TENANT_LEXEMES).

A search looks its rare terms up together with its tenant's lexeme, so the index intersects their postings
itself. The index it replaces held the lexemes alone: a common term's postings were read for every tenant,
then ANDed with the tenant's rows from a B-tree, a cost that grew with the whole table rather than with the
tenant (docs/search.md, "The text side"). The expression is frozen here; the statement must use the same.
"""

from django.db import migrations

EXPRESSION = "(search_vector || array_to_tsvector(ARRAY[' tenant ' || tenant_id::text]))"


class Migration(migrations.Migration):
    dependencies = [("memories", "0011_cache_generation")]

    operations = [
        migrations.RunSQL(
            f"CREATE INDEX memory_tenant_search_gin ON memories_memory USING gin ({EXPRESSION})",
            "DROP INDEX memory_tenant_search_gin",
        ),
        migrations.RemoveIndex(model_name="memory", name="memory_search_vector_gin"),
    ]
