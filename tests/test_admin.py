import re

import pytest
from django.contrib.auth import get_user_model

from memories.models import Memory
from tenants.models import ApiKey, Tenant
from tests.conftest import make_client


@pytest.fixture
def staff(client, db):
    user = get_user_model().objects.create_superuser("op", "op@example.com", "pw-for-tests")
    client.force_login(user)
    return client


def test_changelists_load(staff, account):
    account.client.post("/v1/memories", {"content": "visible to operators"}, format="json")
    for url in [
        "/admin/tenants/plan/",
        "/admin/tenants/tenant/",
        "/admin/tenants/apikey/",
        "/admin/tenants/usage/",
        "/admin/memories/memory/",
        "/admin/memories/memoryevent/",
        f"/admin/memories/memory/?tenant__id__exact={account.tenant.pk}&tier__exact=short&memory_nature__exact=episodic",
        "/admin/memories/memory/?q=operators",
    ]:
        response = staff.get(url)
        assert response.status_code == 200, url
    assert "visible to operators" in staff.get("/admin/memories/memory/?q=operators").content.decode()


def test_admin_creates_key_and_shows_secret_once(staff, account):
    response = staff.post(
        "/admin/tenants/apikey/add/",
        {"tenant": account.tenant.pk, "name": "from-admin", "scopes": ["memories:read"]},
        follow=True,
    )
    assert response.status_code == 200
    html = response.content.decode()
    secret = re.search(r"(mos_[A-Za-z0-9_\-]{40,})", html).group(1)
    api_key = ApiKey.objects.get(name="from-admin")
    assert api_key.prefix == secret[:12] and api_key.scopes == ["memories:read"]
    assert make_client(secret).get("/v1/memories").status_code == 200
    assert secret not in staff.get(f"/admin/tenants/apikey/{api_key.pk}/change/").content.decode()


def test_the_text_language_is_chosen_when_a_tenant_is_added_and_only_shown_after(staff, account):
    add = staff.get("/admin/tenants/tenant/add/").content.decode()
    assert 'name="text_language"' in add
    change = staff.get(f"/admin/tenants/tenant/{account.tenant.pk}/change/").content.decode()
    assert 'name="text_language"' not in change and "english" in change


def test_admin_delete_action_keeps_quota_and_history(staff, account):
    memory_id = account.client.post("/v1/memories", {"content": "to delete"}, format="json").json()["id"]
    response = staff.post("/admin/memories/memory/", {"action": "delete_with_history", "_selected_action": [memory_id]})
    assert response.status_code == 302
    assert not Memory.unscoped.filter(pk=memory_id).exists()
    assert Tenant.objects.get(pk=account.tenant.pk).memory_count == 0


def test_admin_shows_the_in_process_schedule_and_runs_an_entry_at_the_next_tick(staff, db):
    from django.conf import settings

    from memoryos import scheduler
    from memoryos.models import ScheduledRun

    scheduler.run_due()  # a worker's first tick: every entry's first period starts now
    page = staff.get("/admin/memoryos/scheduledrun/").content.decode()
    assert "lifecycle-promote" in page and "memories.lifecycle promote" in page and "1:00:00" in page
    assert scheduler.run_due() == []
    response = staff.post(
        "/admin/memoryos/scheduledrun/",
        {"action": "run_at_next_tick", "_selected_action": ["lifecycle-decay"]},
        follow=True,
    )
    assert "1 entry will run within" in response.content.decode()
    assert scheduler.run_due() == ["lifecycle-decay"]  # the next tick, in whichever worker
    assert ScheduledRun.objects.count() == len(settings.CELERY_BEAT_SCHEDULE)


def test_admin_lists_sessions_and_replays_dead_ones(staff, account):
    from ingestion.models import Session

    created = account.client.post("/v1/sessions", {"conversation": "User: I like tea."}, format="json")
    session_id = created.json()["session_id"]
    Session.objects.for_tenant(account.tenant).filter(pk=session_id).update(status="dead", attempts=4)
    assert staff.get("/admin/ingestion/session/?status__exact=dead").status_code == 200
    assert staff.get(f"/admin/ingestion/session/{session_id}/change/").status_code == 200
    response = staff.post(
        "/admin/ingestion/session/", {"action": "replay", "_selected_action": [session_id]}, follow=True
    )
    assert response.status_code == 200 and "Queued 1 session(s) again." in response.content.decode()
    session = Session.objects.for_tenant(account.tenant).get(pk=session_id)
    assert (session.status, session.attempts) == ("accepted", 0)
