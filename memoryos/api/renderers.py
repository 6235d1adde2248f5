"""The JSON renderer of every API response: DRF's output, encoded by orjson.

In a profile of cached searches, DRF's `JSONRenderer` (the standard library's encoder) was one of the larger
costs of the worker; orjson encodes the same data faster. The bytes are DRF's: compact, UTF-8,
U+2028/U+2029 escaped, and any type orjson does not write natively (datetimes included, which DRF writes
with milliseconds and `Z`) goes to DRF's own encoder. `tests/test_renderers.py` compares them.

A part of a response can be encoded ahead of it (`encode`): the result cache keeps search and context rows
so, and a cache hit then unpickles one bytes object instead of the rows, and writes them into the response
as they are instead of encoding them again.
"""

from __future__ import annotations

import json
from typing import Any

import orjson
from rest_framework.renderers import BaseRenderer
from rest_framework.renderers import JSONRenderer as DRFJSONRenderer
from rest_framework.utils.encoders import JSONEncoder

_drf = JSONEncoder()
_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_NON_STR_KEYS
_LINE_SEPARATOR, _PARAGRAPH_SEPARATOR = "\u2028".encode(), "\u2029".encode()


class EncodedJSON:
    """Data already encoded as this renderer encodes it; a response that holds it gets these bytes. (Not a
    dataclass: orjson would write a dataclass's fields.)"""

    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        self.data = data


def _default(value: Any) -> Any:
    if isinstance(value, EncodedJSON):
        return orjson.Fragment(value.data)
    return _drf.default(value)


def _dumps(data: Any) -> bytes:
    """orjson's bytes, before the U+2028/U+2029 escape; raises orjson.JSONEncodeError where DRF must write."""
    return orjson.dumps(data, default=_default, option=_OPTIONS)


def encode(data: Any) -> EncodedJSON | Any:
    """`data` encoded now, for a response later (and a cache in between); `data` itself if orjson cannot
    encode it (an integer past 64 bits), which the renderer then writes as DRF does."""
    try:
        return EncodedJSON(_dumps(data))
    except orjson.JSONEncodeError:
        return data


class _DRFEncoder(JSONEncoder):
    """DRF's encoder, for the responses orjson cannot write: it decodes what `encode` encoded."""

    def default(self, obj):
        if isinstance(obj, EncodedJSON):
            return json.loads(obj.data)
        return super().default(obj)


class _DRFRenderer(DRFJSONRenderer):
    encoder_class = _DRFEncoder


_DRF_RENDERER = _DRFRenderer()


class JSONRenderer(BaseRenderer):
    media_type = "application/json"
    format = "json"
    charset = None  # JSON is UTF-8: no charset parameter, as DRF's JSONRenderer

    def render(self, data, accepted_media_type=None, renderer_context=None) -> bytes:
        if data is None:
            return b""
        try:
            out = _dumps(data)
        except orjson.JSONEncodeError:
            # orjson writes integers of at most 64 bits; metadata may hold larger ones (jsonb keeps any number).
            # DRF's own renderer writes them, with the same bytes for everything else.
            return _DRF_RENDERER.render(data, accepted_media_type, renderer_context)
        # As DRF: U+2028 and U+2029 escaped, valid JSON that is also a valid JavaScript literal.
        if _LINE_SEPARATOR in out or _PARAGRAPH_SEPARATOR in out:
            out = out.replace(_LINE_SEPARATOR, b"\\u2028").replace(_PARAGRAPH_SEPARATOR, b"\\u2029")
        return out
