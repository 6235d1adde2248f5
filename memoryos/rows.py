"""Model instances from the rows of hand-written statements (the apps' `sql.py` modules), as the ORM builds them.

The ORM's own path for raw rows (`Manager.raw()`) maps the cursor's columns to fields and works out their
converters on every query, then runs each row through generator layers. `RowLoader` does that work once per
select list, when the module that writes the statement is imported, and builds each instance with
`Model.from_db`, as the ORM does. Authentication (tenants/sql.py) loads instances with it; a test compares
every field with what the ORM loads.

Search hits (search/sql.py) are only read: serialized, packed into a context, cached. For those, `record_type`
gives a read-only record of the same attributes (the fields' attnames, `pk`, and any extra columns), a named
tuple built in C, without the model's `__init__` and its `pre_init`/`post_init` signals, which were a large
part of a search's own CPU in a profile of misses (docs/architecture.md, "A request").
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import nullcontext
from functools import partial
from operator import attrgetter, itemgetter
from typing import Any

from django.db import connection


class RowLoader:
    """Loads `model` instances from the leading columns of rows whose select list starts with `columns`."""

    def __init__(self, model, alias: str, *, exclude: Iterable[str] = ()):
        excluded = set(exclude)
        self.model = model
        self.fields = [field for field in model._meta.concrete_fields if field.name not in excluded]
        self.columns = ", ".join(f"{alias}.{connection.ops.quote_name(field.column)}" for field in self.fields)
        self._names = [field.attname for field in self.fields]
        # Each field's conversion from the database value (JSON text, nested arrays, ...), as the ORM applies it.
        self._converters = [
            (index, field.from_db_value) for index, field in enumerate(self.fields) if hasattr(field, "from_db_value")
        ]

    def _converted(self, values: Sequence) -> list:
        out = list(values)
        for index, convert in self._converters:
            if out[index] is not None:
                out[index] = convert(out[index], None, connection)
        return out

    def instance(self, values: Sequence):
        """The instance from `values`: this loader's columns, in order."""
        return self.model.from_db(connection.alias, self._names, self._converted(values))

    def record_type(self, name: str, module: str, extra: Sequence[str] = ()) -> type:
        """A read-only record type for rows of this loader's columns and then `extra`'s: attributes named as
        the instance's (attnames, and `pk`). Bind it to `name` at the top level of `module`, so that it pickles."""
        base = namedtuple(f"{name}Row", [*self._names, *extra], module=module)
        pk = property(itemgetter(self._names.index(self.model._meta.pk.attname)))
        return type(name, (base,), {"__slots__": (), "__module__": module, "pk": pk})

    def record(self, record_type: type, values: Sequence):
        """A `record_type` (from this loader's `record_type`) of `values`, its fields converted as `instance`
        converts them."""
        return record_type._make(self._converted(values))


class RowWriter:
    """Inserts `model` instances with one `COPY … FROM STDIN`, for creates (memories/services.py).

    `bulk_create` compiles an INSERT of a placeholder for every value, prepares each value through its field,
    and then psycopg splits that long statement again to bind them: for a batch of 500 memories, with their
    vectors and history rows, most of the request's CPU (docs/benchmarks.md, "Batch ingest, profiled"). COPY
    streams the values as they are: psycopg adapts a str, number, bool, UUID, aware datetime or list of str
    as the ORM's prepared value, so the fields of those types (`_AS_IS`) pass unchanged; JSON fields go through
    their field (its encoder); `prepare` gives a field a function of its own (a vector's text). A field of any
    other type stops the writer at import, rather than being written unprepared. Generated columns and an
    auto-increment key are left to the database. `tests/test_rows.py` compares every column of rows written
    this way with the ORM's.
    """

    _AS_IS = frozenset(
        {
            "ArrayField",
            "BigIntegerField",
            "BooleanField",
            "CharField",
            "DateTimeField",
            "FloatField",
            "ForeignKey",
            "IntegerField",
            "OneToOneField",
            "PositiveBigIntegerField",
            "PositiveIntegerField",
            "TextField",
            "UUIDField",
        }
    )

    def __init__(self, model, *, prepare: Mapping[str, Callable[[Any], Any]] | None = None):
        prepare = dict(prepare or {})
        fields = [
            field
            for field in model._meta.concrete_fields
            if not field.generated and not (field.primary_key and field.db_returning)
        ]
        self.sql = "COPY {} ({}) FROM STDIN".format(
            connection.ops.quote_name(model._meta.db_table),
            ", ".join(connection.ops.quote_name(field.column) for field in fields),
        )
        self._values = attrgetter(*(field.attname for field in fields))
        self._prepare: list[tuple[int, Callable[[Any], Any]]] = []
        for index, field in enumerate(fields):
            kind = field.get_internal_type()
            if field.attname in prepare:
                self._prepare.append((index, prepare.pop(field.attname)))
            elif kind == "JSONField":
                self._prepare.append((index, partial(field.get_db_prep_save, connection=connection)))
            elif kind not in self._AS_IS:
                raise TypeError(f"{model.__name__}.{field.name} ({kind}) needs a `prepare` function to be copied")
        if prepare:
            raise ValueError(f"{model.__name__} has no columns {sorted(prepare)}")

    def insert(self, instances: Sequence) -> None:
        """Writes `instances` in the current transaction, and marks them saved, as `bulk_create` does."""
        # COPY goes around the cursor's own `execute`, which turns psycopg's errors into Django's and logs the
        # statement: both are done here, so a unique violation reaches the caller as the ORM's IntegrityError,
        # and the COPY shows in `connection.queries` and `CaptureQueriesContext` (memoryos/db.py does the same).
        with connection.cursor() as cursor, connection.wrap_database_errors:
            logged = cursor.debug_sql(self.sql) if connection.queries_logged else nullcontext()
            with logged, cursor.cursor.copy(self.sql) as copy:
                for instance in instances:
                    values = list(self._values(instance))
                    for index, prepare in self._prepare:
                        if values[index] is not None:
                            values[index] = prepare(values[index])
                    copy.write_row(values)
        for instance in instances:
            instance._state.adding = False
            instance._state.db = connection.alias
