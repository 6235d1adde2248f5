"""Sessions through real Celery workers and a real redis-server (SPEC §7): completion, a worker killed with
kill -9 in the middle of a session, and a failing model that ends dead and completes after replay; a lifecycle job
and a tenant's text re-indexing on the worker."""

from __future__ import annotations

import os
import time

import pytest
from django.db import connection

from ingestion.models import Session
from memories.models import Memory
from tests.celery_worker import Worker, database_url, purge_broker
from tests.openai_server import FakeOpenAI

pytestmark = [pytest.mark.slow, pytest.mark.django_db(transaction=True)]

# Short clocks so that the test sees redelivery: a task may run 4 s, a claim is abandoned after 6 s, and the
# broker hands an unacknowledged task to another worker after 8 s.
CLOCKS = {
    "TASK_TIME_LIMIT": "4",
    "SESSION_LEASE_SECONDS": "6",
    "CELERY_VISIBILITY_TIMEOUT": "8",
    "CELERY_RESTORE_INTERVAL": "1",
    "SESSION_RETRY_BASE_SECONDS": "0.2",
    "SESSION_RETRY_JITTER_SECONDS": "0.1",
}


@pytest.fixture
def model():
    with FakeOpenAI(dimensions=384) as server:
        yield server


@pytest.fixture
def worker_env(settings, model):
    redis_url = os.environ["REDIS_URL"]
    purge_broker(redis_url)
    settings.INGESTION_RUNNER = "celery"
    env = {
        "DATABASE_URL": database_url(connection.settings_dict),
        "REDIS_URL": redis_url,
        "INGESTION_RUNNER": "celery",
        "EXTRACTOR": "llm",
        "EXTRACTION_MODEL": "test-model",
        "OPENAI_BASE_URL": model.base_url,
        "OPENAI_API_KEY": "sk-test",
        "EXTRACTION_TIMEOUT_SECONDS": "3",
        "LOG_LEVEL": "INFO",
        **CLOCKS,
    }
    workers: list[Worker] = []

    def start() -> Worker:
        worker = Worker(env).wait_ready()
        workers.append(worker)
        return worker

    start.env = env  # for a worker started some other way
    yield start
    for worker in workers:
        worker.stop()
    purge_broker(redis_url)


def submit(account, conversation: str) -> str:
    response = account.client.post("/v1/sessions", {"conversation": conversation, "user_id": "ana"}, format="json")
    assert response.status_code == 202, response.json()
    return response.json()["session_id"]


def wait_status(session_id, statuses, timeout: float, worker: Worker | None = None) -> Session:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        session = Session.unscoped.get(pk=session_id)
        if session.status in statuses:
            return session
        time.sleep(0.1)
    logs = "".join(worker.lines[-40:]) if worker else ""
    raise AssertionError(f"session stayed {session.status} (attempts {session.attempts}):\n{logs}")


def test_a_session_completes_through_the_worker(account, worker_env):
    worker = worker_env()
    session_id = submit(account, "User: I prefer green tea.\nUser: I live in Porto.")
    session = wait_status(session_id, {"completed"}, timeout=30, worker=worker)
    assert session.attempts == 1
    contents = set(Memory.objects.for_tenant(account.tenant).values_list("content", flat=True))
    assert contents == {"User said: I prefer green tea.", "User said: I live in Porto."}


def test_kill_9_mid_session_then_a_new_worker_completes_it_exactly_once(account, worker_env, model):
    model.chat_delay = 3.0  # the model is slow: the worker is inside the call when it dies
    first = worker_env()
    session_id = submit(account, "User: I prefer green tea.\nUser: I live in Porto.")
    wait_status(session_id, {"processing"}, timeout=30, worker=first)
    deadline = time.monotonic() + 10
    while model.chat_calls == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert model.chat_calls == 1
    first.kill()
    model.chat_delay = 0.0
    assert Session.unscoped.get(pk=session_id).status == "processing"
    assert not Memory.objects.for_tenant(account.tenant).exists()

    second = worker_env()
    session = wait_status(session_id, {"completed", "dead"}, timeout=60, worker=second)
    assert session.status == "completed"
    assert session.attempts == 2
    memories = list(Memory.objects.for_tenant(account.tenant).values_list("content", flat=True))
    assert sorted(memories) == ["User said: I live in Porto.", "User said: I prefer green tea."]  # once each
    assert sorted(map(str, session.created_memory_ids)) == sorted(
        str(pk) for pk in Memory.objects.for_tenant(account.tenant).values_list("pk", flat=True)
    )
    time.sleep(2)  # a late duplicate delivery, if any, must change nothing
    assert Memory.objects.for_tenant(account.tenant).count() == 2


def test_a_failing_model_ends_dead_and_replay_completes_it(account, worker_env, model):
    model.chat_mode = "error500"
    worker = worker_env()
    session_id = submit(account, "User: I prefer green tea.")
    session = wait_status(session_id, {"dead", "completed"}, timeout=60, worker=worker)
    assert session.status == "dead"
    assert session.attempts == 4  # the first try and three retries
    assert model.chat_calls == 4
    assert "HTTP 500" in session.last_error
    dead = account.client.get("/v1/admin/sessions?status=dead").json()
    assert [s["id"] for s in dead["data"]] == [session_id]

    model.chat_mode = "ok"
    response = account.client.post(f"/v1/admin/sessions/{session_id}/replay")
    assert response.status_code == 202
    session = wait_status(session_id, {"completed", "dead"}, timeout=30, worker=worker)
    assert session.status == "completed" and session.attempts == 1
    assert list(Memory.objects.for_tenant(account.tenant).values_list("content", flat=True)) == [
        "User said: I prefer green tea."
    ]


def test_a_lifecycle_job_runs_on_the_worker(account, worker_env):
    from django.utils import timezone

    from memories.models import LifecycleRun
    from memories.services import memory_create
    from memories.tasks import run_lifecycle

    worker = worker_env()
    old = memory_create(tenant=account.tenant, actor="test", data={"content": "old short memory", "tier": "short"})
    Memory.objects.for_tenant(account.tenant).filter(pk=old.pk).update(
        created_at=timezone.now() - timezone.timedelta(days=8)
    )
    run_lifecycle.delay("prune")  # what beat sends
    deadline = time.monotonic() + 30
    while not LifecycleRun.objects.filter(job="prune", finished_at__isnull=False).exists():
        assert time.monotonic() < deadline, "".join(worker.lines[-40:])
        time.sleep(0.1)
    assert not Memory.unscoped.filter(pk=old.pk).exists()
    assert LifecycleRun.objects.get(job="prune").changed == 1


def test_a_change_of_text_language_is_reindexed_on_the_worker(account, worker_env):
    worker = worker_env()
    batch = {"memories": [{"content": "Anna hat zwei Katzen."}, {"content": "Anna wohnt in Hamburg."}]}
    assert account.client.post("/v1/memories/batch", batch, format="json").status_code == 201
    response = account.client.patch("/v1/admin/settings", {"text_language": "german"}, format="json")
    assert response.json() == {"text_language": "german", "text_index": "reindexing"}
    deadline = time.monotonic() + 30
    while account.client.get("/v1/admin/settings").json()["text_index"] != "ready":
        assert time.monotonic() < deadline, "".join(worker.lines[-40:])
        time.sleep(0.1)
    assert set(Memory.objects.for_tenant(account.tenant).values_list("text_language", flat=True)) == {"german"}
    assert any("text_reindexed" in line for line in worker.lines)  # the worker did it, not this process
    results = account.client.post("/v1/search", {"query": "Katze"}, format="json").json()["results"]
    assert results[0]["content"] == "Anna hat zwei Katzen." and results[0]["text_score"] > 0


def test_a_worker_whose_embedder_does_not_fit_the_vector_column_refuses_to_start(worker_env):
    """Restarted with another EMBEDDING_DIMENSIONS, every task would fail one by one: it says why and exits."""
    worker = Worker({**worker_env.env, "EMBEDDING_DIMENSIONS": "8"})
    try:
        assert worker.process.wait(60) == 1
    finally:
        worker.kill()
    output = "".join(worker.lines)
    assert "MemoryOS worker cannot start" in output
    assert "makes 8-dimension vectors, but the vector column holds 384" in output
    assert " ready." not in output


def test_a_worker_starts_while_the_database_does_not_answer_yet(worker_env):
    """Started before PostgreSQL (docker compose), the worker cannot check the column: that is no mismatch."""
    worker = Worker({**worker_env.env, "DATABASE_URL": "postgresql://memoryos@127.0.0.1:1/memoryos"})
    try:
        worker.wait_ready()
    finally:
        worker.stop()
    assert "cannot start" not in "".join(worker.lines)
