"""POST /v1/context end to end."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import CacheGeneration, Memory
from search import tokens
from search.services import access_flush
from tests.openai_server import FakeOpenAI


def add(account, content, **fields):
    response = account.client.post("/v1/memories", {"content": content, **fields}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def context(account, expected=200, **body):
    response = account.client.post("/v1/context", body, format="json")
    assert response.status_code == expected, response.json()
    return response.json()


@pytest.fixture
def memories(account):
    return {
        "pinned": add(account, "Always answer in British English", pinned=True, tier="long"),
        "coffee": add(account, "Alice drinks dark roast coffee every morning", tier="long", user_id="alice"),
        "oat": add(account, "Alice takes oat milk in her coffee", tier="short", user_id="alice"),
        "cat": add(account, "Alice has a cat called Tom", tier="medium", user_id="alice"),
        "bob": add(account, "Bob drinks coffee black", tier="long", user_id="bob"),
    }


def test_context_block_is_cited_ordered_and_exact(account, memories):
    body = context(account, query="how does Alice take her coffee", threshold=0.3, user_id="alice")
    text = body["context"]
    assert text.startswith("# Relevant memories\n## Pinned\n")
    assert f"[mem_{memories['coffee']['id']}]" in text and f"[mem_{memories['oat']['id']}]" in text
    assert text.index("## Pinned") < text.index("## Long-term knowledge") < text.index("## Recent")
    assert memories["bob"]["id"] not in text  # user_id filter
    assert body["token_count"] == tokens.count(text, "o200k_base") and body["tokenizer"] == "o200k_base"
    assert body["max_tokens"] == 4000
    cited = [c["memory_id"] for c in body["citations"]]
    assert cited[0] == memories["pinned"]["id"]
    assert [m["id"] for m in body["memories"]] == cited
    assert body["retrieval_time_ms"] >= 0


def test_pinned_memories_are_included_even_when_off_topic(account, memories):
    body = context(account, query="how does Alice take her coffee")
    assert memories["pinned"]["id"] in body["context"]


@pytest.mark.parametrize("tokenizer", tokens.TOKENIZERS)
def test_small_budgets_are_respected(account, memories, tokenizer):
    for budget in (0, 5, 20, 40, 80):
        body = context(account, query="coffee", max_tokens=budget, tokenizer=tokenizer, threshold=0)
        assert body["token_count"] <= budget
        assert body["token_count"] == tokens.count(body["context"], tokenizer)
        if budget < 5:
            assert body["context"] == ""


def test_token_budget_alias_and_json_format(account, memories):
    as_text = context(account, query="coffee", token_budget=300, threshold=0)
    as_json = context(account, query="coffee", token_budget=300, threshold=0, format="json")
    assert as_json["max_tokens"] == 300
    assert [item["memory_id"] for item in as_json["context"]] == [c["memory_id"] for c in as_text["citations"]]
    assert as_json["token_count"] == as_text["token_count"]
    assert {"memory_id", "section", "score", "content", "truncated"} <= set(as_json["context"][0])


def test_a_large_memory_is_truncated_to_fit(account):
    add(account, "The migration plan: " + "move the tables one at a time and verify each. " * 300, tier="long")
    body = context(account, query="migration plan tables", max_tokens=120, threshold=0, format="json")
    assert body["token_count"] <= 120
    assert body["context"][0]["truncated"] is True


def test_budget_over_the_plan_is_quota_exceeded(account):
    response = account.client.post("/v1/context", {"query": "x", "max_tokens": 16001}, format="json")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "QUOTA_EXCEEDED"
    assert response.json()["error"]["details"]["limit"] == 16000


def test_the_best_hits_below_the_threshold_fill_the_floor(account, memories):
    """A chat app's next message seldom scores its user's memories at a search's threshold: the best
    `min_memories` hits are packed whatever their score (default 5), and nothing else below the threshold."""
    query = "plan something nice for the weekend"
    at_zero = context(account, query=query, user_id="alice", threshold=0, format="json")
    ranked = [item["memory_id"] for item in at_zero["context"] if item["section"] != "pinned"]
    assert len(ranked) == 3 and all(item["score"] < 0.7 for item in at_zero["context"] if item["section"] != "pinned")
    floor = context(account, query=query, user_id="alice", format="json")
    assert [item["memory_id"] for item in floor["context"] if item["section"] != "pinned"] == ranked
    two = context(account, query=query, user_id="alice", min_memories=2, format="json")
    kept = {item["memory_id"] for item in two["context"] if item["section"] != "pinned"}
    scores = {item["memory_id"]: item["score"] for item in at_zero["context"]}
    assert len(kept) == 2 and kept < set(ranked)  # the best two (scores may tie: then either)
    assert min(scores[i] for i in kept) >= max(scores[i] for i in set(ranked) - kept)
    every = context(account, query=query, user_id="alice", threshold=0, min_memories=1, format="json")
    assert {item["memory_id"] for item in every["context"]} == set(scores)  # a floor, not a cap
    none = context(account, query=query, user_id="alice", min_memories=0, format="json")
    assert [item["memory_id"] for item in none["context"]] == [memories["pinned"]["id"]]


def test_the_floors_hits_below_the_threshold_count_no_access(account, memories):
    """Shown but not found relevant: an off-topic turn must not give the floor's memories recency and the promote
    job's access counts. The pins and the hits that clear the threshold count, as in a search."""
    access_flush()
    body = context(account, query="how does Alice take her coffee", user_id="alice", threshold=0.3, format="json")
    above = {item["memory_id"] for item in body["context"] if item["score"] >= 0.3 or item["section"] == "pinned"}
    below = {item["memory_id"] for item in body["context"]} - above
    assert memories["pinned"]["id"] in above and below, body["context"]  # both kinds are in this block
    access_flush()
    counts = {str(k): v for k, v in Memory.objects.for_tenant(account.tenant).values_list("id", "access_count")}
    assert {memory_id for memory_id, n in counts.items() if n} == above


def test_the_floor_never_reaches_past_the_user_or_the_tenant(account, other, memories):
    add(other, "Alice in the other tenant loves weekend hikes", tier="long", user_id="alice")
    body = context(account, query="weekend hikes", user_id="alice", min_memories=100)
    cited = {c["memory_id"] for c in body["citations"]}
    assert cited == {memories[name]["id"] for name in ("pinned", "coffee", "oat", "cat")}
    assert "hikes" not in body["context"]
    theirs = context(other, query="coffee cat oat milk", user_id="alice", min_memories=100)
    assert [c["memory_id"] for c in theirs["citations"]] != [] and "oat milk" not in theirs["context"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "query"),
        ({"query": "x", "min_memories": -1}, "min_memories"),
        ({"query": "x", "min_memories": 101}, "min_memories"),
        ({"query": "x", "min_memories": "five"}, "min_memories"),
        ({"query": "x", "max_tokens": -1}, "max_tokens"),
        ({"query": "x", "format": "xml"}, "format"),
        ({"query": "x", "tokenizer": "gpt2"}, "tokenizer"),
        ({"query": "x", "max_tokens": 10, "token_budget": 20}, "token_budget"),
        ({"query": "x", "occurred_after": "2025-06-01T00:00:00Z", "occurred_before": "2025-01-01"}, "occurred_before"),
    ],
)
def test_bad_context_input(account, body, field):
    response = account.client.post("/v1/context", body, format="json")
    assert response.status_code == 400
    assert field in response.json()["error"]["details"]["fields"]


def test_another_tenants_memories_never_appear(account, other):
    add(other, "The vault combination is 12-34-56", pinned=True, tier="long")
    add(other, "The vault is behind the painting", tier="long")
    mine = add(account, "My vault has nothing in it", tier="long")
    body = context(account, query="vault combination painting", threshold=0)
    assert [c["memory_id"] for c in body["citations"]] == [mine["id"]]
    assert "12-34-56" not in body["context"] and "painting" not in body["context"]


def test_tokens_returned_are_metered(account, memories):
    body = context(account, query="coffee", threshold=0)
    usage = account.client.get("/v1/usage").json()
    assert usage["days"][0]["tokens_returned"] >= body["token_count"] > 0


def test_a_larger_budget_ranks_more_hits(account):
    """Hits ranked for a block scale with the budget (⌈max_tokens / MIN_LINE_TOKENS⌉, 50 to 100), so a large budget is
    not capped at the 50 that a 1,000-token block could ever hold."""
    rows = [{"content": f"tea fact {i}: leaf batch {i * 7} steeped {i % 5} minutes"} for i in range(80)]
    assert account.client.post("/v1/memories/batch", {"memories": rows}, format="json").status_code == 201
    large = context(account, query="tea fact leaf batch steeped minutes", max_tokens=4000, threshold=0)
    small = context(account, query="tea fact leaf batch steeped minutes", max_tokens=1000, threshold=0)
    assert 50 < len(large["citations"]) <= 80
    assert len(small["citations"]) < 50 and small["token_count"] <= 1000


# Invalidation runs when the write's transaction commits, so this test really commits.
@pytest.mark.django_db(transaction=True)
def test_a_tenant_wide_pin_is_visible_to_a_users_very_next_context(account, memories):
    before = context(account, query="coffee", user_id="alice")
    assert memories["pinned"]["id"] in before["context"]
    rule = add(account, "Never mention prices", pinned=True)  # no user: a standing instruction for all
    assert rule["id"] in context(account, query="coffee", user_id="alice")["context"]
    account.client.patch(f"/v1/memories/{rule['id']}", {"pinned": False}, format="json")
    assert rule["id"] not in context(account, query="coffee", user_id="alice")["context"]


def test_pinned_memories_are_read_once_for_many_queries(account, memories):
    first = context(account, query="coffee", user_id="alice")
    with CaptureQueriesContext(connection) as queries:
        second = context(account, query="a cat called Tom", user_id="alice")
    assert not any('"memories_memory"."pinned"' in q["sql"] for q in queries.captured_queries)
    assert first["citations"][0] == {"memory_id": memories["pinned"]["id"], "score": first["citations"][0]["score"]}
    assert second["citations"][0]["memory_id"] == memories["pinned"]["id"]


def test_a_context_reads_its_cache_generations_once(account, memories, settings):
    """Without Redis, the generation counters that key cached results are read from PostgreSQL: a context's
    own result, whether the tenant pins anything, and the pinned memories are keyed by counters read in one
    statement (search/cache.py, generations_for)."""
    settings.SHARED_COUNTERS_IN_DATABASE = True
    context(account, query="coffee", user_id="alice")  # the counters exist from here on
    with CaptureQueriesContext(connection) as queries:
        body = context(account, query="a cat called Tom", user_id="alice")
    table = CacheGeneration._meta.db_table
    reads = [q["sql"] for q in queries.captured_queries if q["sql"].startswith("SELECT") and table in q["sql"]]
    assert len(reads) == 1, reads
    assert body["citations"][0]["memory_id"] == memories["pinned"]["id"]


def test_a_context_works_without_the_cache(account, memories, settings):
    """Redis down, with the generation counters in it too: the context is built without the cache."""
    settings.SHARED_COUNTERS_IN_DATABASE = False
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://127.0.0.1:1/0"}
    }
    body = context(account, query="coffee", user_id="alice")
    assert body["citations"][0]["memory_id"] == memories["pinned"]["id"]


def test_a_tenant_without_pins_is_not_asked_for_them_per_user(account):
    add(account, "Alice drinks dark roast coffee every morning", user_id="alice")
    add(account, "Bob drinks coffee black", user_id="bob")
    context(account, query="coffee", user_id="alice")
    with CaptureQueriesContext(connection) as queries:
        body = context(account, query="coffee", user_id="bob")  # another user: another context, other pins
    assert not any('"memories_memory"."pinned"' in q["sql"] for q in queries.captured_queries)
    assert "## Pinned" not in body["context"] and body["citations"]


# Invalidation runs when the write's transaction commits, so this test really commits.
@pytest.mark.django_db(transaction=True)
def test_a_first_pin_is_visible_to_the_very_next_context(account):
    add(account, "Alice drinks dark roast coffee every morning", user_id="alice")
    assert "## Pinned" not in context(account, query="coffee", user_id="alice")["context"]
    pin = add(account, "Alice is vegan", user_id="alice", pinned=True)
    assert f"## Pinned\n- [mem_{pin['id']}]" in context(account, query="coffee", user_id="alice")["context"]
    rule = add(account, "Never mention prices", pinned=True)  # a tenant-wide one, after the tenant had pins
    assert rule["id"] in context(account, query="coffee", user_id="alice")["context"]


def test_the_query_embedding_call_is_timed_apart_as_in_a_search(account, memories, settings):
    """retrieval_time_ms is the server's own time, as in /v1/search; a slow embedding API shows in
    embedding_time_ms, not in it."""
    with FakeOpenAI() as server:
        server.mode = "slow"  # 3 s before each embeddings answer
        settings.EMBEDDING_PROVIDER, settings.OPENAI_BASE_URL = "openai", server.base_url
        body = context(account, query="what does alice drink", threshold=0)
        again = context(account, query="what does alice drink", threshold=0)  # cached: no embedding call
    assert body["embedding_time_ms"] >= 3000 and body["retrieval_time_ms"] < 3000
    assert again["embedding_time_ms"] == 0 and len(server.requests) == 1
    # The cache keeps the serialized memories: a hit answers what the first call answered.
    timings = ("retrieval_time_ms", "embedding_time_ms")
    assert again["memories"] and {k: v for k, v in again.items() if k not in timings} == {
        k: v for k, v in body.items() if k not in timings
    }
