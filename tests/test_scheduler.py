"""The in-process scheduler (memoryos/scheduler.py): the beat schedule without Redis, each run claimed by
exactly one process. tests/test_serve.py checks that `make run`'s workers run it."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest
from django.conf import settings
from django.utils import timezone

from memories.models import Memory
from memoryos import scheduler
from memoryos.models import ScheduledRun
from tests.conftest import in_threads


def _last_ran(name: str, ago: timedelta) -> None:
    ScheduledRun.objects.update_or_create(name=name, defaults={"last_run_at": timezone.now() - ago})


def test_a_new_entry_starts_its_first_period_and_a_due_one_runs_once(account):
    created = account.client.post("/v1/memories", {"content": "Answer in French", "importance_score": 0.8}, "json")
    memory = Memory.unscoped.get(pk=created.json()["id"])
    assert memory.tier == "short"

    assert scheduler.run_due() == []  # as on beat: the first run of each entry comes one period after it is seen
    assert set(ScheduledRun.objects.values_list("name", flat=True)) == set(settings.CELERY_BEAT_SCHEDULE)

    _last_ran("lifecycle-promote", timedelta(minutes=59))
    assert scheduler.run_due() == []
    _last_ran("lifecycle-promote", timedelta(minutes=61))
    assert scheduler.run_due() == ["lifecycle-promote"]
    memory.refresh_from_db()
    assert memory.tier == "medium"  # the job really ran: importance 0.8 promotes short → medium
    assert scheduler.run_due() == []  # the next run is a period away again


def test_a_failing_task_is_logged_and_the_others_still_run(db, caplog):
    schedule = {
        "broken": {"task": "memories.lifecycle", "schedule": 60.0, "args": ["no-such-job"]},
        "sweep": {"task": "ingestion.recover_sessions", "schedule": 60.0},
    }
    for name in schedule:
        _last_ran(name, timedelta(minutes=2))
    assert scheduler.run_due(schedule) == ["broken", "sweep"]
    assert "scheduled_task_failed" in caplog.text


@pytest.mark.django_db(transaction=True)
def test_a_worker_ticks_as_it_starts_so_doctor_sees_the_schedule_run(monkeypatch):
    """`manage.py doctor` right after `make run`: the schedule is registered by the first tick, which must not
    wait a whole tick (it did, and doctor warned that no web worker ran the schedule)."""
    assert scheduler.overdue() == list(settings.CELERY_BEAT_SCHEDULE)  # a fresh database: never run

    class Slept(BaseException):
        pass

    def sleep(seconds):
        raise Slept

    monkeypatch.setattr(scheduler.time, "sleep", sleep)
    with pytest.raises(Slept):
        scheduler._tick_forever(15)
    assert scheduler.overdue() == []


def test_every_entry_of_the_beat_schedule_has_a_period_the_scheduler_can_run():
    for entry in settings.CELERY_BEAT_SCHEDULE.values():
        assert scheduler.period(entry) > timedelta(0)
    with pytest.raises(TypeError):
        scheduler.period({"schedule": "0 * * * *"})


@pytest.mark.django_db(transaction=True)
def test_processes_ticking_at_once_run_a_due_entry_exactly_once():
    threads, rounds = 8, 25
    schedule = {"sweep": {"task": "ingestion.recover_sessions", "schedule": 60.0}}
    start = threading.Barrier(threads)

    def tick(_) -> int:
        ran = 0
        for _ in range(rounds):
            start.wait()  # every "process" ticks at the same moment
            ran += len(scheduler.run_due(schedule))
            if start.wait() == 0:  # all ticked: one of them makes the entry due again
                _last_ran("sweep", timedelta(minutes=2))
            start.wait()
        return ran

    _last_ran("sweep", timedelta(minutes=2))
    assert sum(in_threads(threads, tick)) == rounds


def test_start_is_a_no_op_when_redis_runs_beat(settings):
    settings.INPROCESS_SCHEDULER = False
    assert scheduler.start() is False
    assert scheduler._thread is None
