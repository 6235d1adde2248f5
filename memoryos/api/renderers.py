"""The JSON renderer of every API response: DRF's output, encoded by orjson.

In a profile of cached searches, DRF's `JSONRenderer` (the standard library's encoder) was one of the larger
costs of the worker; orjson encodes the same data faster. The bytes are DRF's: compact, UTF-8,
U+2028/U+2029 escaped, and any type orjson does not write natively (datetimes included, which DRF writes
with milliseconds and `Z`) goes to DRF's own encoder. `tests/test_renderers.py` compares them.
"""

from __future__ import annotations

import orjson
from rest_framework.renderers import BaseRenderer
from rest_framework.renderers import JSONRenderer as DRFJSONRenderer
from rest_framework.utils.encoders import JSONEncoder

_drf = JSONEncoder()
_DRF_RENDERER = DRFJSONRenderer()
_OPTIONS = orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_NON_STR_KEYS
_LINE_SEPARATOR, _PARAGRAPH_SEPARATOR = "\u2028".encode(), "\u2029".encode()


class JSONRenderer(BaseRenderer):
    media_type = "application/json"
    format = "json"
    charset = None  # JSON is UTF-8: no charset parameter, as DRF's JSONRenderer

    def render(self, data, accepted_media_type=None, renderer_context=None) -> bytes:
        if data is None:
            return b""
        try:
            out = orjson.dumps(data, default=_drf.default, option=_OPTIONS)
        except orjson.JSONEncodeError:
            # orjson writes integers of at most 64 bits; metadata may hold larger ones (jsonb keeps any number).
            # DRF's own renderer writes them, with the same bytes for everything else.
            return _DRF_RENDERER.render(data, accepted_media_type, renderer_context)
        # As DRF: U+2028 and U+2029 escaped, valid JSON that is also a valid JavaScript literal.
        if _LINE_SEPARATOR in out or _PARAGRAPH_SEPARATOR in out:
            out = out.replace(_LINE_SEPARATOR, b"\\u2028").replace(_PARAGRAPH_SEPARATOR, b"\\u2029")
        return out
