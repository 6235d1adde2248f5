"""CounterBuffer: counts are written in bulk, and the last ones of a burst are written without a next call."""

import threading
import time

from memoryos.buffers import CounterBuffer


def test_background_buffer_writes_a_burst_after_the_interval():
    written, done = [], threading.Event()

    def write(pending):
        written.append({key: dict(counter) for key, counter in pending.items()})
        done.set()

    buffer = CounterBuffer(write, interval_seconds=0.2, background=True)
    buffer.add("a", n=1)
    buffer.add("a", n=2)
    buffer.add_many(["b", "c", "a"], n=1, zero=0)
    assert written == []  # not yet due: nothing written on the request path
    assert done.wait(2.0), "the pending counts were never written"
    assert written == [{"a": {"n": 4}, "b": {"n": 1}, "c": {"n": 1}}]
    time.sleep(0.3)
    assert len(written) == 1  # one write for the burst, no empty writes after it


def test_foreground_buffer_writes_when_due():
    written = []
    buffer = CounterBuffer(lambda pending: written.append(dict(pending)), interval_seconds=0.05)
    buffer.add("a", n=1)
    assert written == []
    time.sleep(0.06)
    buffer.add("a", n=1)
    assert written and written[0]["a"]["n"] == 2
