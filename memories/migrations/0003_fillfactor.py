from django.db import migrations

# access_count / last_accessed_at change on every search hit. With full pages (fillfactor 100) those
# updates cannot be HOT: each new row version is inserted into every index, HNSW included (~1 ms each).
# Free space on each page keeps them HOT. Applies to pages written from now on; VACUUM FULL applies it
# to existing ones (docs/operations.md).
class Migration(migrations.Migration):
    dependencies = [("memories", "0002_pinned_index")]
    operations = [
        migrations.RunSQL(
            "ALTER TABLE memories_memory SET (fillfactor = 85)",
            "ALTER TABLE memories_memory RESET (fillfactor)",
        )
    ]
