"""Each memory's full text is indexed in its tenant's language (docs/search.md, "Languages and Unicode").

A memory gets `text_language`, the tenant's when it was written: `english` for every memory there is, the one
language before this. Its search_vector is generated from it and the content by `memoryos_search_vector`, whose
SQL-standard body is parsed when it is created, so the functions it calls are bound, not looked up through the
search_path at each call (a restore runs with an empty one). The name of the configuration is cast to regconfig
inside it: a regconfig column would stop pg_upgrade, and PostgreSQL does not accept the cast, which reads the
catalog, in a generated column's own expression. It is qualified by `pg_catalog`, where the built-in
configurations are (memoryos/languages.py lists the ones a tenant may name).

As in 0020, the generated column is dropped and added again, which rewrites the memories' table and drops the
indexes over it: their definitions are read first and run again after.
"""

from django.contrib.postgres.search import SearchVectorField
from django.db import migrations, models

from memories.migrations._search_vector import swap

FUNCTION = """
CREATE FUNCTION memoryos_search_vector(language text, t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN to_tsvector(('pg_catalog.' || language)::regconfig, COALESCE(memoryos_search_text(t), ''))
"""

# The generated column's expression after this migration, and before it.
AFTER = "memoryos_search_vector(text_language, content)"
BEFORE = "to_tsvector('english'::regconfig, COALESCE(memoryos_search_text(content), ''))"


def forwards(apps, schema_editor):
    swap(schema_editor, AFTER)


def backwards(apps, schema_editor):
    swap(schema_editor, BEFORE)


class Migration(migrations.Migration):
    dependencies = [("memories", "0020_search_text_cjk")]

    operations = [
        migrations.AddField(
            model_name="memory",
            name="text_language",
            field=models.CharField(db_default="english", default="english", editable=False, max_length=32),
        ),
        migrations.RunSQL(FUNCTION, "DROP FUNCTION memoryos_search_vector(text, text)"),
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunPython(forwards, backwards)],
            state_operations=[
                migrations.AlterField(
                    model_name="memory",
                    name="search_vector",
                    field=models.GeneratedField(
                        db_persist=True,
                        expression=models.Func(
                            "text_language", "content", function="memoryos_search_vector", output_field=SearchVectorField()
                        ),
                        output_field=SearchVectorField(),
                    ),
                ),
            ],
        ),
    ]
