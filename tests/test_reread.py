"""memoryos.reread.Reread: a reading kept for a while, taken again when it is old or forgotten."""

from memoryos.reread import Reread


def test_a_reading_is_kept_until_it_is_old_or_forgotten(monkeypatch):
    now = [100.0]
    monkeypatch.setattr("memoryos.reread.time.monotonic", lambda: now[0])
    readings = iter(range(10))
    value = Reread(lambda: next(readings), seconds=60.0)
    assert value.get() == 0
    now[0] += 59.9
    assert value.get() == 0  # still fresh: no second read
    now[0] += 0.1
    assert value.get() == 1  # 60 s old: read again
    value.forget()
    assert value.get() == 2  # forgotten: read again at once
    assert value.get() == 2
