"""Schemathesis hooks of clients/smoke/fuzz.sh.

Each write it sends with a well-formed Idempotency-Key gets a key of its own: the generator draws few distinct
keys (often one character), and a key sent again with another body is a 400 (docs/api.md), so most writes would
stop there and never reach the API behind them, nor hand out the ids the stateful phase follows. Malformed keys
are sent as drawn, to check their 400."""

from __future__ import annotations

import itertools
import re

import schemathesis

_HEADER = "Idempotency-Key"
_WELL_FORMED = re.compile(r"^[\x21-\x7e]{1,230}$")
_COUNT = itertools.count()


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    key = (case.headers or {}).get(_HEADER)
    if isinstance(key, str) and _WELL_FORMED.match(key):
        case.headers[_HEADER] = f"{key}-{next(_COUNT)}"
