"""The sync client against a live server: every resource, errors mapped to their classes, tenant isolation."""

import datetime as dt
import os
from typing import get_args

import httpx
import pytest

from memoryos import MemoryOS
from memoryos.exceptions import (
    APIStatusError,
    AuthenticationError,
    ConflictError,
    ForbiddenError,
    NotFoundError,
    ValidationError,
)
from memoryos.types import TextLanguage

from conftest import wait_until


def test_memory_crud_and_history(client, user_id):
    created = client.memories.create(
        "User prefers dark mode and Python",
        tier="long",
        content_type="preference",
        importance_score=0.8,
        metadata={"source": "settings"},
        user_id=user_id,
        scope="ui/theme",
        tags=["ui"],
        entities=["Python"],
        pinned=True,
        expires_at=dt.datetime(2100, 1, 1, tzinfo=dt.timezone.utc),
        occurred_at="2024-03-01T12:00:00Z",
    )
    assert created["content"] == "User prefers dark mode and Python" and created["memory_nature"] == "semantic"
    assert (created["tier"], created["importance_score"], created["scope"]) == ("long", 0.8, "ui/theme")
    assert created["occurred_at"].startswith("2024-03-01T12:00:00") and created["expires_at"].startswith("2100")
    memory_id = created["id"]
    assert client.memories.get(memory_id)["metadata"] == {"source": "settings"}

    updated = client.memories.update(memory_id, tier="medium", metadata={"source": "chat"}, expires_at=None)
    assert updated["tier"] == "medium" and updated["metadata"] == {"source": "chat"} and updated["expires_at"] is None
    assert client.memories.update(memory_id, importance_score=0.9)["tier"] == "medium"  # untouched fields stay

    actions = [event["action"] for event in client.memories.history(memory_id)["data"]]
    assert actions == ["created", "updated", "updated"]
    assert client.memories.delete(memory_id) == {"id": memory_id, "deleted": True}
    with pytest.raises(NotFoundError) as raised:
        client.memories.get(memory_id)
    error = raised.value
    assert (error.status, error.code) == (404, "NOT_FOUND") and error.request_id
    assert memory_id in error.message


def test_list_filters_and_iterates_every_page(client, user_id):
    batch = client.memories.batch(
        [{"content": f"note {n}", "user_id": user_id, "tags": ["even" if n % 2 == 0 else "odd"]} for n in range(7)]
    )
    assert batch["created"] == 7
    page = client.memories.list(user_id=user_id, limit=3, ordering="created_at")
    assert page["meta"] == {"total": 7, "limit": 3, "offset": 0, "has_more": True} and len(page["data"]) == 3
    assert client.memories.list(user_id=user_id, tags=["even"])["meta"]["total"] == 4
    every = list(client.memories.iter(user_id=user_id, limit=2, ordering="created_at"))
    # A batch shares one created_at (ties broken by id): every memory exactly once, pages in order.
    assert sorted(m["content"] for m in every) == [f"note {n}" for n in range(7)]
    assert [m["id"] for m in every[:3]] == [m["id"] for m in page["data"]]
    assert list(client.memories.iter(user_id=user_id, tags=["odd"], limit=100)) != []


def test_validation_errors_name_the_field_and_change_nothing(client, user_id):
    with pytest.raises(ValidationError) as raised:
        client.memories.create("x", importance_score=2, user_id=user_id)
    assert raised.value.status == 400 and "importance_score" in raised.value.details["fields"]
    with pytest.raises(ValidationError) as batch_error:
        client.memories.batch([{"content": "fine", "user_id": user_id}, {"content": "", "user_id": user_id}])
    assert "memories[1].content" in batch_error.value.details["fields"]
    assert client.memories.list(user_id=user_id)["meta"]["total"] == 0


def test_conflict_is_not_retried(client, user_id):
    external_id = f"ext-{user_id}"
    client.memories.create("first", external_id=external_id, user_id=user_id)
    with pytest.raises(ConflictError) as raised:
        client.memories.create("second", external_id=external_id, user_id=user_id)
    assert raised.value.status == 409


class _AnswerLost(httpx.HTTPTransport):
    """Sends each request to the server for real, then loses the first write's answer, as a dropped connection
    would after the server committed it."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list = []

    def handle_request(self, request):
        response = super().handle_request(request)
        response.read()
        self.sent.append((request.headers.get("idempotency-key"), response.status_code, response.headers))
        if len(self.sent) == 1:
            raise httpx.ReadError("connection reset after the server answered", request=request)
        return response


def test_a_write_whose_answer_was_lost_is_stored_once(base_url, user_id):
    transport = _AnswerLost()
    with MemoryOS(
        api_key=os.environ["MEMORYOS_API_KEY"], base_url=base_url, http_client=httpx.Client(transport=transport)
    ) as client:
        created = client.memories.create("Ana is allergic to peanuts", user_id=user_id)
        assert client.memories.list(user_id=user_id)["meta"]["total"] == 1
    (first_key, first_status, _), (retry_key, retry_status, retry_headers) = transport.sent[:2]
    assert first_key and retry_key == first_key and first_status == retry_status == 201
    assert retry_headers["idempotent-replayed"] == "true"
    assert created["content"] == "Ana is allergic to peanuts"


def test_a_key_of_the_callers_own_makes_a_repeated_write_answer_its_first(client, user_id):
    key = f"import-{user_id}-row-1"
    first = client.memories.create("Ana moved to Porto", user_id=user_id, idempotency_key=key)
    again = client.memories.create("Ana moved to Porto", user_id=user_id, idempotency_key=key)
    assert again == first and client.memories.list(user_id=user_id)["meta"]["total"] == 1
    with pytest.raises(ValidationError) as raised:  # the same key for another write
        client.memories.create("Ana moved to Braga", user_id=user_id, idempotency_key=key)
    assert "Idempotency-Key" in raised.value.details["fields"]
    batch = [{"content": "Ana likes fado", "user_id": user_id}]
    assert client.memories.batch(batch, idempotency_key=f"{key}-b") == client.memories.batch(
        batch, idempotency_key=f"{key}-b"
    )
    assert client.memories.list(user_id=user_id)["meta"]["total"] == 2


def test_search_and_context(client, user_id):
    client.memories.create("Alice drinks green tea every morning", user_id=user_id, content_type="preference")
    client.memories.create("Alice's dog is called Pixel", user_id=user_id, content_type="fact")
    client.memories.create("Green tea for someone else", user_id=f"{user_id}-x")
    found = client.search("green tea morning", user_id=user_id, threshold=0.1)
    assert found["results"] and found["results"][0]["content"] == "Alice drinks green tea every morning"
    assert all(r["user_id"] == user_id for r in found["results"])
    assert 0 <= found["results"][0]["combined_score"] <= 1 and found["search_type"] == "hybrid"
    context = client.get_context("What does Alice drink?", user_id=user_id, max_tokens=200, threshold=0.1)
    assert "green tea" in context["context"] and 0 < context["token_count"] <= 200
    assert context["memories"][0]["content"] == "Alice drinks green tea every morning"
    as_json = client.get_context("green tea", user_id=user_id, format="json", threshold=0.1)
    assert as_json["context"][0]["content"] == "Alice drinks green tea every morning"  # sections as data
    # The next message of a chat asks nothing about Alice: her best memories are in the block anyway (the floor of
    # `min_memories`), and none below the threshold without it.
    floor = client.get_context("Plan my weekend", user_id=user_id, format="json", min_memories=1)
    assert len(floor["context"]) == 1 and floor["context"][0]["score"] < 0.7
    assert client.get_context("Plan my weekend", user_id=user_id, min_memories=0)["context"] == ""


def test_sessions_extract_memories_in_the_background(client, user_id):
    accepted = client.sessions.create(
        messages=[
            {"role": "user", "content": "I prefer aisle seats on long flights."},
            {"role": "assistant", "content": "Noted."},
        ],
        user_id=user_id,
        source_client="sdk-tests",
    )
    assert accepted["status"] == "accepted"
    done = wait_until(lambda: (s := client.sessions.get(accepted["session_id"]))["status"] == "completed" and s)
    assert done["created_memory_ids"]
    contents = [m["content"] for m in client.memories.iter(user_id=user_id)]
    assert any("aisle seats" in c for c in contents)


def test_usage(client):
    usage = client.usage()
    assert usage["plan"]["name"] == "enterprise" and usage["memories_stored"] >= 0


def test_admin_keys_rotate_and_revoke(client, base_url):
    created = client.admin.keys.create("sdk-test", scopes=["memories:read"])
    assert created["secret"].startswith("mos_") and created["scopes"] == ["memories:read"]
    with MemoryOS(api_key=created["secret"], base_url=base_url) as reader:
        reader.memories.list(limit=1)
        with pytest.raises(ForbiddenError):
            reader.memories.create("not allowed")
    assert any(k["id"] == created["id"] for k in client.admin.keys.iter(active=True))
    rotated = client.admin.keys.rotate(created["id"], grace_period_seconds=0)
    assert rotated["rotated_key"]["id"] == created["id"] and rotated["key"]["secret"] != created["secret"]
    with MemoryOS(api_key=created["secret"], base_url=base_url, max_retries=0) as old:
        with pytest.raises(AuthenticationError) as raised:
            old.usage()
        assert raised.value.status == 401
    assert client.admin.keys.revoke(rotated["key"]["id"])["is_active"] is False
    assert client.admin.keys.get(rotated["key"]["id"])["revoked_at"] is not None


def test_admin_users_export_and_delete(client, user_id):
    client.memories.create("Bob lives in Porto", user_id=user_id)
    exported = client.admin.users.export(user_id)
    assert [m["content"] for m in exported["memories"]] == ["Bob lives in Porto"]
    assert client.admin.users.delete(user_id)["memories"] == 1
    with pytest.raises(NotFoundError):
        client.admin.users.export(user_id)


def test_admin_user_ids_are_url_encoded(client):
    odd = "team/7 jane@example.com"
    client.memories.create("Jane likes jazz", user_id=odd)
    assert client.admin.users.export(odd)["user_id"] == odd
    assert client.admin.users.delete(odd)["memories"] == 1


def test_admin_sessions_list(client):
    page = client.admin.sessions.list(status="completed", limit=5)
    assert page["meta"]["limit"] == 5 and all(s["status"] == "completed" for s in page["data"])
    with pytest.raises(ValidationError):
        client.admin.sessions.list(status="zombie")  # type: ignore[arg-type]


def test_the_sdks_text_languages_are_the_servers(base_url):
    """TextLanguage is written out in the SDK (it cannot import the server): the live schema's list is the same."""
    schema = httpx.get(f"{base_url}/openapi.json").raise_for_status().json()
    assert set(get_args(TextLanguage)) == set(schema["components"]["schemas"]["TextLanguageEnum"]["enum"])


def test_admin_settings_change_the_text_language_of_one_tenant(client, other, user_id):
    assert other.admin.settings.get() == {"text_language": "english", "text_index": "ready"}
    other.memories.create("Anna hat zwei Katzen.", user_id=user_id)
    changed = other.admin.settings.update(text_language="german")
    assert changed["text_language"] == "german"
    assert wait_until(lambda: other.admin.settings.get()["text_index"] == "ready")
    assert other.search("Katze", user_id=user_id, threshold=0)["results"][0]["text_score"] > 0
    assert client.admin.settings.get()["text_language"] == "english"  # the other tenant's, not this one's
    with pytest.raises(ValidationError):
        other.admin.settings.update(text_language="klingon")  # type: ignore[arg-type]
    other.admin.settings.update(text_language="english")
    assert wait_until(lambda: other.admin.settings.get()["text_index"] == "ready")


def test_another_tenant_gets_nothing(client, other, user_id):
    mine = client.memories.create("tenant secret", user_id=user_id)
    for call in (
        lambda: other.memories.get(mine["id"]),
        lambda: other.memories.update(mine["id"], tier="long"),
        lambda: other.memories.delete(mine["id"]),
        lambda: other.memories.history(mine["id"]),
        lambda: other.admin.users.export(user_id),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert other.memories.list(user_id=user_id)["meta"]["total"] == 0
    assert other.search("tenant secret", user_id=user_id, threshold=0)["results"] == []
    assert other.admin.users.delete(user_id)["memories"] == 0
    assert client.memories.get(mine["id"])["tier"] == "short"


def test_errors_are_one_tree(client, base_url):
    with MemoryOS(api_key="mos_" + "x" * 40, base_url=base_url) as stranger:
        with pytest.raises(AuthenticationError) as raised:
            stranger.memories.list()
    assert isinstance(raised.value, APIStatusError) and raised.value.code == "AUTHENTICATION_ERROR"
    assert "AUTHENTICATION_ERROR 401" in str(raised.value)
