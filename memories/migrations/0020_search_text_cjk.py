"""The full-text lexemes of Chinese, Japanese and Korean text: overlapping character pairs.

PostgreSQL's parser splits words at spaces and punctuation, and these scripts write words without spaces (Korean
glues its particles on: "서울에", "in Seoul"). "田中さんは東京に住んでいます" was one lexeme, which no query but the
whole sentence matched: a search for "東京" (Tokyo) found nothing. `memoryos_search_text` rewrites each run of
those scripts as its overlapping pairs of characters, as Lucene's CJK analyzer does ("東京に" → "東京 京に"), plus
each Han character alone, since one ideograph is often a word ("犬", dog); kana and Hangul alone are not. Text
without such a character is returned as it is, so every other memory keeps the lexemes it had. The search
statement and the statement keys of ingestion put queries and texts through the same function (search/sql.py,
memories/sql.py).

The generated column cannot change its expression in place before PostgreSQL 17, so it is dropped and added
again, which rewrites the memories' table and drops the indexes over it: their definitions are read first and
run again after (the shared full-text index and each large tenant's own). On a large store this takes as long as
writing the table and building those indexes once.
"""

import django.contrib.postgres.search
from django.db import migrations, models

from memories.migrations._search_vector import swap

CJK = r"\u3005\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002fa1f"
HAN = r"\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"

# PL/pgSQL rather than SQL: every search calls it on its query, and an SQL function with subqueries is planned
# again in each statement that calls it, where PL/pgSQL keeps its plans for the session. Text without such a
# character returns at the first test.
FUNCTION = f"""
CREATE FUNCTION memoryos_search_text(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  run text[];
  chars text[];
  parts text[] := '{{}}';
BEGIN
  IF t !~ '[{CJK}]' THEN
    RETURN t;
  END IF;
  FOR run IN SELECT regexp_matches(t, '([{CJK}]+)|([^{CJK}]+)', 'g') LOOP
    IF run[1] IS NULL OR length(run[1]) = 1 THEN
      parts := parts || coalesce(run[1], run[2]);
    ELSE
      chars := regexp_split_to_array(run[1], '');  -- by index, not substr(): each of those counts from the start
      FOR i IN 1 .. array_length(chars, 1) LOOP
        IF i > 1 THEN
          parts := parts || (chars[i - 1] || chars[i]);
        END IF;
        IF chars[i] ~ '[{HAN}]' THEN
          parts := parts || chars[i];
        END IF;
      END LOOP;
    END IF;
  END LOOP;
  RETURN array_to_string(parts, ' ');
END
$fn$
"""

# The generated column's expression after this migration, and before it.
AFTER = "to_tsvector('english'::regconfig, COALESCE(memoryos_search_text(content), ''))"
BEFORE = "to_tsvector('english'::regconfig, COALESCE(content, ''))"


def forwards(apps, schema_editor):
    swap(schema_editor, AFTER)


def backwards(apps, schema_editor):
    swap(schema_editor, BEFORE)


class Migration(migrations.Migration):
    dependencies = [("memories", "0019_vectors_vacuumed_per_1000_new")]

    operations = [
        migrations.RunSQL(FUNCTION, "DROP FUNCTION memoryos_search_text(text)"),
        migrations.SeparateDatabaseAndState(
            database_operations=[migrations.RunPython(forwards, backwards)],
            state_operations=[
                migrations.RemoveField(model_name="memory", name="search_vector"),
                migrations.AddField(
                    model_name="memory",
                    name="search_vector",
                    field=models.GeneratedField(
                        db_persist=True,
                        expression=django.contrib.postgres.search.SearchVector(
                            models.Func("content", function="memoryos_search_text", output_field=models.TextField()),
                            config="english",
                        ),
                        output_field=django.contrib.postgres.search.SearchVectorField(),
                    ),
                ),
            ],
        ),
    ]
