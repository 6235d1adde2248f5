"""Output serializers without DRF's per-field machinery for plain fields.

DRF turns an object into a dict field by field: `get_attribute`, a None check and `to_representation` for
each, with the current time zone looked up once per datetime: the largest part of a cached search in a
profile (docs/architecture.md, "A request"). `PlainOutputMixin` compiles, once per serializer
class, each declared field into one converter, and keeps DRF's own `to_representation` for any field type
it does not know, so a field added later is still correct, only not faster.
`tests/test_serializers.py` checks that the output equals DRF's, field for field.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping
from datetime import UTC, timedelta
from functools import cached_property
from typing import Any

from django.core.validators import RegexValidator
from django.utils import timezone
from rest_framework import fields as drf
from rest_framework.exceptions import ValidationError
from rest_framework.settings import api_settings


def _datetime(tz):
    """DateTimeField in ISO 8601: in the field's time zone (DRF's enforce_timezone), UTC written as Z."""
    utc = tz is not None and tz.utcoffset(None) == timedelta(0) and tz.dst(None) in (None, timedelta(0))

    def convert(value):
        if utc and value.tzinfo is UTC:  # as the database loads it (memoryos/db.py): already in tz
            return value.isoformat()[:-6] + "Z"
        if tz is not None:
            value = value.astimezone(tz) if timezone.is_aware(value) else timezone.make_aware(value, tz)
        text = value.isoformat()
        return text[:-6] + "Z" if text.endswith("+00:00") else text

    return convert


def _string_list(value):
    return [None if item is None else str(item) for item in value]


# The representation DRF gives a non-None value, for these exact field classes (their defaults).
_PLAIN: dict[type, Callable[[Any], Any]] = {
    drf.CharField: str,
    drf.UUIDField: str,
    drf.FloatField: float,
    drf.IntegerField: int,
    drf.BooleanField: bool,
    drf.JSONField: lambda value: value,
}


class PlainOutputMixin:
    """For read-only output serializers (`Serializer` subclasses) whose fields are declared one by one."""

    _plan: list[tuple[str, list[str], Callable[[Any], Any]]] | None = None

    @classmethod
    def _converter(cls, field) -> Callable[[Any], Any]:
        kind = type(field)
        if kind is drf.UUIDField and field.uuid_format != "hex_verbose":
            return field.to_representation
        if kind is drf.JSONField and field.binary:
            return field.to_representation
        if kind in _PLAIN:
            return _PLAIN[kind]
        if kind is drf.ChoiceField:
            return lambda value, choices=field.choice_strings_to_values: choices.get(str(value), value)
        if kind is drf.DateTimeField and getattr(field, "format", api_settings.DATETIME_FORMAT) == "iso-8601":
            # Resolved once per class: the API never activates a per-request time zone (TIME_ZONE is UTC).
            return _datetime(field.timezone if hasattr(field, "timezone") else field.default_timezone())
        if kind is drf.ListField and type(field.child) is drf.CharField:
            return _string_list
        return field.to_representation

    def _compiled(self) -> list[tuple[str, list[str], Callable[[Any], Any]]]:
        plan = type(self).__dict__.get("_plan")
        if plan is None:
            plan = [(f.field_name, f.source_attrs, self._converter(f)) for f in self._readable_fields]
            type(self)._plan = plan
        return plan

    def to_representation(self, instance):
        out = {}
        for name, source, convert in self._compiled():
            value = instance
            for attr in source:
                value = getattr(value, attr)
            out[name] = None if value is None else convert(value)
        return out


class SharedFieldsMixin:
    """For request serializers whose fields keep no per-request state: their fields are built once per class.

    DRF deep-copies every declared field for every serializer instance (the copies are bound to it), so that a
    field may depend on its serializer's context, instance or `partial` flag. In a profile of cached searches,
    re-creating the twenty fields of the search request was one of the largest costs. These fields are
    copied and bound once, to an instance with no data, and shared by every instance and every thread:
    validation reads them and never writes them. Only for serializers used without `partial`, `instance` or
    `context`, and fields that do not read them (no HiddenField, no related fields).
    `tests/test_serializers.py` checks the validated data and errors against DRF's per-instance fields.
    """

    @cached_property
    def fields(self):
        cls = type(self)
        shared = cls.__dict__.get("_shared_fields")
        if shared is None:
            prototype = cls()
            shared = super(SharedFieldsMixin, prototype).fields  # DRF's deep copy, bound to the prototype
            cls._shared_fields = shared
        return shared


# For request bodies: a key that is not one of the serializer's fields is an error naming it, not dropped.
# DRF ignores unknown keys. A client that sends `top_k` for `limit`, or a misspelt filter, then gets a search
# other than the one it asked for, with no sign of it: a search without its intended `user_id` filter spans
# every user of the tenant. In a list (a batch), the error names the item (`memories[3].colour`). (Comments,
# not a docstring: drf-spectacular would give the docstring to every request schema that has none of its own.)
class KnownFieldsMixin:
    unknown_field_message = "Unknown field; this body takes {known}."

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                message = self.unknown_field_message.format(known=", ".join(self.fields))
                raise ValidationError({name: [message] for name in unknown})
        return super().to_internal_value(data)


# The characters that `str.strip()` removes (str.isspace()), spelled out: what DRF trims from a text field, and
# what the schema's "not blank" pattern excludes (memoryos/api/schema.py). Generated clients and fuzzers run the
# pattern in their own regex engines, where `\s` is another set: JavaScript's holds U+FEFF and not U+001C-U+001F
# or U+0085.
WHITESPACE = r"\t\n\u000b\u000c\r\u001c-\u001f \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
NOT_BLANK = f"[^{WHITESPACE}]"


def not_blank(noun: str) -> RegexValidator:
    """For a text field kept as sent (`trim_whitespace=False`) that must hold something besides white space: the
    check, and its `pattern` in the schema."""
    return RegexValidator(NOT_BLANK, f"{noun} must not be empty.")


class TextField(drf.CharField):
    """Free text (a memory's content, a query, a conversation) in Unicode NFC. The same word may arrive as one code
    point ("é") or as a letter and a combining mark ("e" + U+0301), as macOS and some keyboards write it, and Korean
    as whole syllables or as their letters: canonically equivalent, they look alike, but their lexemes, hashes and
    vectors would differ, and a search in one form would miss a memory stored in the other. NFC changes no
    character's look or meaning (unlike NFKC, which would turn "①" into "1")."""

    def to_internal_value(self, data):
        return unicodedata.normalize("NFC", super().to_internal_value(data))
