"""Autovacuum visits the vectors' table after every 1,000 new rows, whatever the table's size.

A small tenant's exact search reads its vectors from the covering B-tree alone (migration 0013), but only on heap
pages VACUUM has marked all-visible; the rest it fetches from the heap. Migration 0013 had autovacuum come after
2% of the table's rows were new: on PostgreSQL 15-17, 24,000 at 1.2M memories, so a tenant that imported 8,000
there had each search fetch all 8,000 from the heap, for as long as the store wrote fewer than 24,000 more
(docs/search.md, "Fresh statistics"; bench/new_tenant.py). A visit reads only the pages not yet all-visible, so
visiting more often spreads the same work thinner; at most one visit per `autovacuum_naptime` (a minute).
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memories", "0018_tenant_tag_keys")]

    operations = [
        migrations.RunSQL(
            "ALTER TABLE memories_memoryembedding "
            "SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0)",
            "ALTER TABLE memories_memoryembedding "
            "SET (autovacuum_vacuum_insert_scale_factor = 0.02), RESET (autovacuum_vacuum_insert_threshold)",
        ),
    ]
