"""Model instances from the rows of hand-written statements (the apps' `sql.py` modules), as the ORM builds them.

The ORM's own path for raw rows (`Manager.raw()`) maps the cursor's columns to fields and works out their
converters on every query, then runs each row through generator layers. `RowLoader` does that work once per
select list, when the module that writes the statement is imported, and builds each instance with
`Model.from_db`, as the ORM does. Authentication (tenants/sql.py) and search (search/sql.py) use it; a test
of each compares every field with what the ORM loads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

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

    def instance(self, values: Sequence, extra: Sequence[str] = ()):
        """The instance from `values` (this loader's columns, in order), with any columns after them set as the
        attributes named in `extra`."""
        count = len(self.fields)
        own = list(values[:count])
        for index, convert in self._converters:
            if own[index] is not None:
                own[index] = convert(own[index], None, connection)
        instance = self.model.from_db(connection.alias, self._names, own)
        for name, value in zip(extra, values[count:], strict=True):
            setattr(instance, name, value)
        return instance
