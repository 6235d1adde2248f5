"""AsyncMemoryOS: the same surface, awaited; `async with`, `async for`, and calls in parallel."""

import asyncio
import os

import pytest

from memoryos import AsyncMemoryOS
from memoryos.exceptions import NotFoundError, ValidationError


def run(coroutine):
    return asyncio.run(coroutine)


def test_async_round_trip(user_id):
    async def main():
        async with AsyncMemoryOS() as memory:  # MEMORYOS_API_KEY / MEMORYOS_BASE_URL from the environment
            created = await memory.memories.create("Async Alice likes rowing", user_id=user_id, tier="long")
            assert (await memory.memories.get(created["id"]))["tier"] == "long"
            updated = await memory.memories.update(created["id"], importance_score=0.9)
            assert updated["importance_score"] == 0.9
            await memory.memories.batch([{"content": f"async note {n}", "user_id": user_id} for n in range(5)])
            seen = [m["content"] async for m in memory.memories.iter(user_id=user_id, limit=2, ordering="created_at")]
            # One batch shares one created_at; the id breaks the tie, so compare as sorted lists.
            assert seen[0] == "Async Alice likes rowing"
            assert sorted(seen[1:]) == [f"async note {n}" for n in range(5)]
            context, found, page = await asyncio.gather(
                memory.get_context("rowing", user_id=user_id, threshold=0.1),
                memory.search("rowing", user_id=user_id, threshold=0.1),
                memory.memories.list(user_id=user_id, limit=1),
            )
            assert "rowing" in context["context"] and found["results"][0]["id"] == created["id"]
            assert page["meta"]["total"] == 6
            history = await memory.memories.history(created["id"])
            assert [e["action"] for e in history["data"]] == ["created", "updated"]
            assert (await memory.memories.delete(created["id"]))["deleted"] is True
            with pytest.raises(NotFoundError):
                await memory.memories.get(created["id"])
            with pytest.raises(ValidationError):
                await memory.memories.create("x", tier="forever", user_id=user_id)  # type: ignore[arg-type]
            accepted = await memory.sessions.create(conversation="user: I always use vim.", user_id=user_id)
            assert (await memory.sessions.get(accepted["session_id"]))["id"] == accepted["session_id"]
            assert (await memory.usage())["memories_stored"] >= 5
            keys = [k async for k in memory.admin.keys.iter()]
            assert keys and all("secret" not in k for k in keys)
            assert (await memory.admin.settings.get())["text_index"] in ("ready", "reindexing")
            assert (await memory.admin.settings.update())["text_language"] == "english"  # no change
            # 5 notes, plus whatever the session extracted if it has completed by now.
            assert (await memory.admin.users.delete(user_id))["memories"] >= 5
            with pytest.raises(NotFoundError):
                await memory.admin.users.export(user_id)

    run(main())


def test_close_without_context_manager():
    async def main():
        memory = AsyncMemoryOS(api_key=os.environ["MEMORYOS_API_KEY"])
        await memory.usage()
        await memory.close()
        assert memory._http.is_closed

    run(main())


def test_another_tenant_gets_nothing_async(user_id):
    async def main():
        async with AsyncMemoryOS() as mine, AsyncMemoryOS(api_key=os.environ["MEMORYOS_OTHER_API_KEY"]) as theirs:
            created = await mine.memories.create("async secret", user_id=user_id)
            with pytest.raises(NotFoundError):
                await theirs.memories.get(created["id"])
            assert [m async for m in theirs.memories.iter(user_id=user_id)] == []

    run(main())
