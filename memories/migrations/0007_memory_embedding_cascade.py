"""Deleting a memory deletes its vector in the database (ON DELETE CASCADE).

A migration of its own: Django adds a new table's foreign keys at the end of the migration that creates it.
"""

from django.db import migrations

# Django emulates CASCADE in Python, which only covers deletes made through the ORM; the lifecycle jobs and
# the GDPR erase delete memories in SQL, so the database itself must remove their vectors.
CASCADE_IN_DATABASE = """
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.conname FROM pg_constraint c
    WHERE c.conrelid = 'memories_memoryembedding'::regclass AND c.contype = 'f'
      AND c.confrelid = 'memories_memory'::regclass
  LOOP
    EXECUTE format('ALTER TABLE memories_memoryembedding DROP CONSTRAINT %I', r.conname);
    EXECUTE format(
      'ALTER TABLE memories_memoryembedding ADD CONSTRAINT %I FOREIGN KEY (memory_id) '
      'REFERENCES memories_memory (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED', r.conname);
  END LOOP;
END $$;
"""



class Migration(migrations.Migration):
    dependencies = [("memories", "0006_memory_embedding_table")]

    operations = [migrations.RunSQL(CASCADE_IN_DATABASE, migrations.RunSQL.noop)]
