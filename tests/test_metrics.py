"""GET /metrics: Prometheus text with requests by route, latency, the ingestion queue and lifecycle runs.
Across gunicorn workers: tests/test_serve.py::test_make_run_flow."""

import io
import re

from django.core.management import call_command
from django.test import Client

from ingestion.models import Session


def scrape() -> str:
    response = Client().get("/metrics")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    return response.content.decode()


def sample(text: str, name: str, **labels) -> float:
    wanted = ",".join(f'{key}="{value}"' for key, value in labels.items())
    match = re.search(rf"^{re.escape(name)}\{{{re.escape(wanted)}\}} (\S+)$", text, re.M)
    assert match, f"{name}{{{wanted}}} not in:\n{text}"
    return float(match.group(1))


def test_requests_are_counted_by_route_never_by_id(account):
    account.client.post("/v1/memories", {"content": "a first one"}, format="json")
    before = scrape()
    created = account.client.post("/v1/memories", {"content": "a fact", "user_id": "alice"}, format="json").json()
    account.client.get(f"/v1/memories/{created['id']}")
    account.client.get("/v1/memories/00000000-0000-0000-0000-000000000000")
    text = scrape()
    route = "v1/memories/<uuid:memory_id>"
    assert sample(text, "memoryos_requests_total", method="GET", route=route, status="200") >= 1
    assert sample(text, "memoryos_requests_total", method="GET", route=route, status="404") >= 1
    creates = {"method": "POST", "route": "v1/memories", "status": "201"}
    created_now = sample(text, "memoryos_requests_total", **creates)
    assert created_now == sample(before, "memoryos_requests_total", **creates) + 1
    assert sample(text, "memoryos_request_duration_seconds_count", method="GET", route=route) >= 2
    assert sample(text, "memoryos_request_duration_seconds_bucket", le="+Inf", method="GET", route=route) >= 2
    # Nothing about any tenant, user or memory: labels are URL patterns.
    for secret in (created["id"], "alice", str(account.tenant.pk), account.tenant.slug):
        assert secret not in text


def test_queue_and_lifecycle_come_from_the_database(account):
    for status in ("accepted", "accepted", "failed", "dead", "completed"):
        Session.objects.create(tenant=account.tenant, input={"conversation": "hi"}, status=status)
    call_command("run_lifecycle", "decay", stdout=io.StringIO())
    text = scrape()
    assert sample(text, "memoryos_sessions", status="accepted") == 2
    assert sample(text, "memoryos_sessions", status="dead") == 1
    assert re.search(r"^memoryos_queue_depth 3\.0$", text, re.M)
    assert 'status="completed"' not in text
    assert sample(text, "memoryos_lifecycle_runs_total", job="decay", outcome="finished") == 1
    assert sample(text, "memoryos_lifecycle_last_changed", job="decay") == 0
    assert sample(text, "memoryos_lifecycle_last_finished_timestamp_seconds", job="decay") > 1.7e9
