"""The memory→memory references (superseded_by, parent_memory) get ON DELETE SET NULL in the database.

Django emulates SET_NULL in Python, which only covers deletes made through the ORM. The lifecycle jobs
delete in set-based SQL (memories/sql.py), so the database itself must clear the references.
"""

from django.db import migrations

SQL = """
DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.conname, a.attname
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.conrelid = 'memories_memory'::regclass AND c.contype = 'f'
      AND c.confrelid = 'memories_memory'::regclass
  LOOP
    EXECUTE format('ALTER TABLE memories_memory DROP CONSTRAINT %I', r.conname);
    EXECUTE format(
      'ALTER TABLE memories_memory ADD CONSTRAINT %I FOREIGN KEY (%I) REFERENCES memories_memory (id) '
      'ON DELETE {action} DEFERRABLE INITIALLY DEFERRED', r.conname, r.attname);
  END LOOP;
END $$;
"""


class Migration(migrations.Migration):
    dependencies = [("memories", "0004_lifecycle_run")]

    operations = [
        migrations.RunSQL(SQL.replace("{action}", "SET NULL"), SQL.replace("{action}", "NO ACTION")),
    ]
