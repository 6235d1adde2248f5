"""Type-checked by test_typing.py, not run: what a user's code sees through the SDK's annotations."""

from memoryos import AsyncMemoryOS, MemoryOS
from memoryos.types import ContextResponse, Memory, SearchResponse, TenantSettings


def sync_use(client: MemoryOS) -> str:
    memory: Memory = client.memories.create("x", tier="long", user_id="u")
    found: SearchResponse = client.search("q", threshold=0.5)
    block: ContextResponse = client.get_context("q", max_tokens=100)
    settings: TenantSettings = client.admin.settings.update(text_language="german")
    for item in client.memories.iter(tier="short"):
        print(item["content"].upper())
    return memory["id"] + found["results"][0]["content"] + str(block["token_count"]) + settings["text_index"]


async def async_use(client: AsyncMemoryOS) -> str:
    memory = await client.memories.create("x", tier="long")
    async for item in client.memories.iter():
        print(item["tier"])
    return memory["id"]


def wrong(client: MemoryOS) -> None:
    client.memories.create("x", tier="forever")  # the one error mypy must report
