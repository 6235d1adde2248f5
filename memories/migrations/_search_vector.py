"""What migrations 0020 and 0021 share (the migration loader skips a module whose name starts with "_").

PostgreSQL before 17 cannot change a generated column's expression in place, so `swap` drops the search_vector
column and adds it again with the new one, which rewrites the memories' table and drops the indexes over the
column: their definitions (the shared full-text index and each large tenant's own) are read first and run again
after, and the table is analysed.
"""

TABLE = "memories_memory"


def swap(schema_editor, expression: str) -> None:
    with schema_editor.connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = %s "
            "AND indexdef LIKE '%%search_vector%%' ORDER BY indexname",
            [TABLE],
        )
        definitions = [row[0] for row in cursor.fetchall()]
        cursor.execute(f"ALTER TABLE {TABLE} DROP COLUMN search_vector")
        cursor.execute(f"ALTER TABLE {TABLE} ADD COLUMN search_vector tsvector GENERATED ALWAYS AS ({expression}) STORED")
        for definition in definitions:
            cursor.execute(definition)
        cursor.execute(f"ANALYZE {TABLE}")
