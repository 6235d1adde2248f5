"""List pagination: `limit` 1–100 (default 50), `offset` 0–2,147,483,647, `{"data", "meta"}` envelope."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rest_framework import serializers

DEFAULT_LIMIT = 50
MAX_LIMIT = 100
# PostgreSQL takes a bigint OFFSET and Python ints have no bound: a larger offset was a 500. This bound is
# past any page a tenant holds and fits the 32-bit integers that generated clients often use.
MAX_OFFSET = 2**31 - 1


class PaginationQuerySerializer(serializers.Serializer):
    limit = serializers.IntegerField(min_value=1, max_value=MAX_LIMIT, default=DEFAULT_LIMIT)
    offset = serializers.IntegerField(min_value=0, max_value=MAX_OFFSET, default=0)


class PageMetaSerializer(serializers.Serializer):
    total = serializers.IntegerField()
    limit = serializers.IntegerField()
    offset = serializers.IntegerField()
    has_more = serializers.BooleanField()


def page_meta(*, total: int, limit: int, offset: int) -> dict[str, Any]:
    return {"total": total, "limit": limit, "offset": offset, "has_more": offset + limit < total}


def page(data: Sequence[Any], *, total: int, limit: int, offset: int) -> dict[str, Any]:
    return {"data": list(data), "meta": page_meta(total=total, limit=limit, offset=offset)}
