"""The full-text GIN index merges its pending list once it holds 64 kB, instead of PostgreSQL's 4 MB.

A GIN index takes new entries into an unsorted pending list (`fastupdate`), merged into the index by the
next vacuum or autovacuum's analyze, or by the write that takes the list past `gin_pending_list_limit`.
Every full-text lookup reads the whole list, so each tenant's search paid for everybody's recent writes,
more the longer the list, and autovacuum analyses the memories' table only after a tenth of it changed.
64 kB is the least PostgreSQL takes (docs/search.md, "A short pending list"). The entries listed now are
merged at once.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("memories", "0013_memory_embedding_covering")]

    operations = [
        migrations.RunSQL(
            [
                "ALTER INDEX memory_tenant_search_gin SET (gin_pending_list_limit = 64)",
                "SELECT gin_clean_pending_list('memory_tenant_search_gin'::regclass)",
            ],
            "ALTER INDEX memory_tenant_search_gin RESET (gin_pending_list_limit)",
        )
    ]
