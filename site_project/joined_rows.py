"""Model instances read from one hand-written SQL statement that joins several tables.

Building and compiling a QuerySet costs far more CPU than the query itself on the pages a tournament's
phones reload: the score slip's three QuerySets (the tournament, the table's seats with their players,
the slip) were about 40% of its Python time (py-spy, issue 22). Here a page names each table of its
statement once (`Joined`: a model and its alias), the statement's select list comes from the models'
own fields, and each row gives back real instances, built as the ORM builds them (`Model.from_db`, with
the database's and the fields' converters: SQLite's dates and UUIDs come back as Python values).
The statement's text and the readers of its rows (which field needs which converter) are worked out
once per database connection, not per request: building them took a third of the slip's read.
Use it only on a hot read path, and keep the ORM for everything else.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import models
from django.db.backends.base.base import BaseDatabaseWrapper


@dataclass(frozen=True)
class Joined:
    """One table of the statement: its model, and the alias the statement gives it."""

    model: type[models.Model]
    alias: str

    def columns(self, connection: BaseDatabaseWrapper) -> list[str]:
        """The select list of this table's fields, in the model's order."""
        quote = connection.ops.quote_name
        return [f"{self.alias}.{quote(field.column)}" for field in self.model._meta.concrete_fields]


@dataclass(frozen=True)
class _Reader:
    """How one table's instance is built from its slice of a row."""

    model: type[models.Model]
    start: int
    attnames: list[str]
    pk_index: int
    # (index in the slice, column expression, converters): the fields whose raw value needs converting.
    conversions: list[tuple[int, Any, list[Any]]]

    @classmethod
    def of(cls, table: Joined, start: int, connection: BaseDatabaseWrapper) -> _Reader:
        fields = table.model._meta.concrete_fields
        conversions = []
        for index, field in enumerate(fields):
            column = field.get_col(table.alias)
            converters = connection.ops.get_db_converters(column) + column.get_db_converters(connection)
            if converters:
                conversions.append((index, column, converters))
        pk_index = next(index for index, field in enumerate(fields) if field.primary_key)
        return cls(table.model, start, [field.attname for field in fields], pk_index, conversions)

    def read(self, row: Sequence[Any], connection: BaseDatabaseWrapper) -> models.Model | None:
        values = list(row[self.start : self.start + len(self.attnames)])
        if values[self.pk_index] is None:
            return None
        for index, column, converters in self.conversions:
            for convert in converters:
                values[index] = convert(values[index], column, connection)
        return self.model.from_db(connection.alias, self.attnames, values)


class JoinedStatement:
    """One statement over `tables`: `text(connection, select_list)` writes it around the select list of
    every field of every table, in order."""

    def __init__(self, tables: Sequence[Joined], text: Callable[[BaseDatabaseWrapper, str], str]) -> None:
        self.tables = tuple(tables)
        self._text = text
        # Per connection (each thread has its own): the statement's text and its readers.
        self._prepared: weakref.WeakKeyDictionary[BaseDatabaseWrapper, tuple[str, list[_Reader]]] = (
            weakref.WeakKeyDictionary()
        )

    def _prepare(self, connection: BaseDatabaseWrapper) -> tuple[str, list[_Reader]]:
        prepared = self._prepared.get(connection)
        if prepared is None:
            select_list = ", ".join(column for table in self.tables for column in table.columns(connection))
            readers, start = [], 0
            for table in self.tables:
                readers.append(_Reader.of(table, start, connection))
                start += len(readers[-1].attnames)
            prepared = self._prepared[connection] = (self._text(connection, select_list), readers)
        return prepared

    def rows(
        self, connection: BaseDatabaseWrapper, params: Sequence[Any]
    ) -> list[tuple[models.Model | None, ...]]:
        """Per row, one instance per table (None where an outer join found no row: a null primary key)."""
        text, readers = self._prepare(connection)
        with connection.cursor() as cursor:
            cursor.execute(text, params)
            fetched = cursor.fetchall()
        return [tuple(reader.read(row, connection) for reader in readers) for row in fetched]
