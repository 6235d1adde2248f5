"""CounterBuffer: counts are written in bulk, and the last ones of a burst are written without a next call."""

import subprocess
import sys
import threading
import time
from pathlib import Path

from memoryos.buffers import CounterBuffer


def test_background_buffer_writes_a_burst_after_the_interval():
    written, done = [], threading.Event()

    def write(pending):
        written.append({key: dict(counter) for key, counter in pending.items()})
        done.set()

    buffer = CounterBuffer(write, interval_seconds=0.2)
    buffer.add("a", n=1)
    buffer.add("a", n=2)
    buffer.add_many(["b", "c", "a"], n=1, zero=0)
    assert written == []  # not yet due: nothing written on the request path
    assert done.wait(2.0), "the pending counts were never written"
    assert written == [{"a": {"n": 4}, "b": {"n": 1}, "c": {"n": 1}}]
    time.sleep(0.3)
    assert len(written) == 1  # one write for the burst, no empty writes after it


def test_what_is_pending_is_written_when_the_process_exits(tmp_path):
    """A gunicorn worker recycled after max_requests, or stopped by SIGTERM, exits with counts not yet due."""
    out = tmp_path / "written.txt"
    program = (
        "from memoryos.buffers import CounterBuffer\n"
        f"buffer = CounterBuffer(lambda pending: open({str(out)!r}, 'w').write(repr(dict(pending))), "
        "interval_seconds=3600)\n"
        "buffer.add('a', n=2)\n"
        "buffer.add('b', n=1)\n"
    )
    subprocess.run([sys.executable, "-c", program], check=True, cwd=Path(__file__).resolve().parent.parent, timeout=60)
    assert out.read_text() == "{'a': Counter({'n': 2}), 'b': Counter({'n': 1})}"


def test_a_buffer_told_to_write_only_when_flushed_waits_for_flush():
    written = []
    buffer = CounterBuffer(lambda pending: written.append(dict(pending)), interval_seconds=0.05)
    buffer.add("a", n=1)  # arms its timer
    CounterBuffer.write_only_when_flushed()
    time.sleep(0.1)
    buffer.add("a", n=1)  # past the interval: would be due
    time.sleep(0.2)
    assert written == []
    assert buffer.flush() == 1
    assert written == [{"a": {"n": 2}}]
