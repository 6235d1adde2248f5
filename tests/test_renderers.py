"""The orjson renderer writes what DRF's JSONRenderer writes (memoryos/api/renderers.py)."""

import datetime as dt
import pickle
import uuid
from decimal import Decimal

import pytest
from django.utils.translation import gettext_lazy
from rest_framework.exceptions import ErrorDetail
from rest_framework.renderers import JSONRenderer as DRFRenderer
from rest_framework.utils.serializer_helpers import ReturnDict, ReturnList

from memoryos.api.renderers import EncodedJSON, JSONRenderer, encode

UTC = dt.UTC

PAYLOADS = [
    {"results": ReturnList([{"id": "a", "score": 0.123456789}], serializer=None), "meta": {"total": 1}},
    {"at": dt.datetime(2026, 11, 22, 17, 5, 3, 123456, tzinfo=UTC), "day": dt.date(2026, 11, 22)},
    {"at": dt.datetime(2026, 11, 22, 17, 5, 3, tzinfo=dt.timezone(dt.timedelta(hours=2)))},
    {"id": uuid.UUID("12345678-1234-5678-1234-567812345678"), "amount": Decimal("1.50")},
    {"error": {"code": "VALIDATION_ERROR", "details": {"query": [ErrorDetail("Query must not be empty.", code="x")]}}},
    {"message": gettext_lazy("Required."), "nested": ReturnDict({"k": [1, 2.5, None, True]}, serializer=None)},
    {"text": 'héllo — 日本語 \u2028 \u2029 "quoted" \\ \n', "empty": [], "zero": 0, "neg": -1.0},
    {1: "int key", "s": {2: 3}},
    [1, "two", {"three": 3}],
    {"metadata": {"big": 2**70, "negative": -(2**64), "nested": [10**30, 1]}},  # past orjson's 64 bits
]


@pytest.mark.parametrize("payload", PAYLOADS)
def test_the_bytes_are_drfs(payload):
    assert JSONRenderer().render(payload) == DRFRenderer().render(payload)


def test_an_unknown_type_is_an_error_as_with_drf():
    with pytest.raises(TypeError):
        DRFRenderer().render({"x": object()})
    with pytest.raises(TypeError):
        JSONRenderer().render({"x": object()})


def test_none_is_an_empty_body():
    assert JSONRenderer().render(None) == b""


@pytest.mark.parametrize("payload", PAYLOADS)
def test_a_part_encoded_ahead_is_written_as_the_whole_would_be(payload):
    """What `encode` encodes ahead (the rows the result cache keeps) comes out as DRF writes the plain data, inside
    a response that orjson writes and inside one that only DRF's encoder can (an integer past 64 bits beside it),
    and through a pickle, as the cache keeps it."""
    part = pickle.loads(pickle.dumps(encode(payload)))  # noqa: S301 - our own bytes, as the result cache keeps them
    assert JSONRenderer().render({"rows": part, "n": 1}) == DRFRenderer().render({"rows": payload, "n": 1})
    assert JSONRenderer().render({"rows": part, "n": 2**70}) == DRFRenderer().render({"rows": payload, "n": 2**70})


def test_encoding_ahead_keeps_what_orjson_cannot_write():
    big = {"metadata": {"big": 2**70}}
    assert encode(big) is big
    assert isinstance(encode({"small": 1}), EncodedJSON)
