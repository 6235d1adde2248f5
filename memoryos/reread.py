"""A value each process reads again at most once every few seconds: what the catalog says (which indexes exist,
the statistics ANALYZE left), asked for on every search, changed rarely, and cheap to be a little behind on."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Reread(Generic[T]):
    """`get()` returns what `read()` returned, read again once it is `seconds` old. `forget()` has the next
    get() read it again at once (this process changed what it reads). Threads of a process may both read when
    it goes stale; each keeps a whole reading."""

    def __init__(self, read: Callable[[], T], *, seconds: float) -> None:
        self.read = read
        self.seconds = seconds
        self._reading: tuple[float, T] | None = None

    def get(self) -> T:
        reading = self._reading
        if reading is None or time.monotonic() - reading[0] >= self.seconds:
            reading = (time.monotonic(), self.read())
            self._reading = reading
        return reading[1]

    def forget(self) -> None:
        self._reading = None
