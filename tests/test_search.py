"""POST /v1/search: ranking, filters, threshold, pagination, isolation, access tracking and caching."""

import math
import re
import uuid

import pytest
from django.conf import settings as django_settings
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories import maintenance
from memories.models import Memory, MemoryEmbedding, TenantCentroid
from memories.selectors import MemoryFilters
from search.selectors import SearchRequest, memory_search
from search.services import access_flush
from tests.conftest import explain_search, make_client, own_indexes
from tests.openai_server import FakeOpenAI

FACTS = [
    "I prefer dark roast coffee in the morning",
    "My cat is called Tom and he is orange",
    "The deploy pipeline runs on GitHub Actions",
    "We moved the office to Berlin in March",
    "Oat milk is what I put in my coffee",
]


def add(account, content, **fields):
    response = account.client.post("/v1/memories", {"content": content, **fields}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()


def search(account, **body):
    response = account.client.post("/v1/search", body, format="json")
    assert response.status_code == 200, response.json()
    return response.json()


@pytest.fixture
def facts(account):
    return [add(account, text) for text in FACTS]


def test_search_rows_load_what_the_orm_loads(account, facts):
    """search/sql.hybrid_search builds its rows with memoryos.rows.RowLoader, not the ORM: every field must come
    back as the ORM gives it (JSON, arrays, dates, foreign keys), with the search's columns beside them, in a
    read-only record that the result cache can keep."""
    from memories.selectors import HEAVY_FIELDS
    from search.selectors import SearchRequest, memory_search

    rich = add(
        account,
        "coffee with everything set: ünïcode",
        user_id="u",
        scope="app/chat",
        tier="long",
        metadata={"nested": {"list": [1, 2.5, None, "x"]}},
        tags=["a", "b"],
        entities=["Alice"],
        external_id="ext-1",
        pinned=True,
        occurred_at="2024-02-29T23:59:59.123456+05:30",
    )
    Memory.unscoped.filter(pk=facts[0]["id"]).update(superseded_by_id=rich["id"])
    rows = memory_search(
        tenant=account.tenant, request=SearchRequest(query="coffee", threshold=0, include_superseded=True)
    ).results
    assert {str(row.pk) for row in rows} >= {rich["id"], facts[0]["id"], facts[4]["id"]}
    for mine in rows:
        theirs = Memory.unscoped.get(pk=mine.pk)
        for field in Memory._meta.concrete_fields:
            if field.name not in HEAVY_FIELDS:
                assert getattr(mine, field.attname) == getattr(theirs, field.attname), field.name
        cache.set("hit", mine)  # pickled, as the result cache keeps it
        assert mine.pk == theirs.pk and cache.get("hit") == mine
        with pytest.raises(AttributeError):
            mine.content = "changed"
        assert 0 <= mine.combined_score <= 1 and mine.total_matches == len(rows)
    loaded = next(row for row in rows if str(row.pk) == rich["id"])
    assert loaded.metadata["nested"]["list"] == [1, 2.5, None, "x"] and loaded.tags == ["a", "b"]
    assert next(row for row in rows if str(row.pk) == facts[0]["id"]).superseded_by_id is not None


def test_hybrid_search_finds_the_right_memory(account, facts):
    body = search(account, query="what coffee do I drink", threshold=0)
    assert body["search_type"] == "hybrid"
    contents = [r["content"] for r in body["results"]]
    assert set(contents[:2]) == {FACTS[0], FACTS[4]}
    top = body["results"][0]
    for key in ("combined_score", "vector_score", "text_score", "text_coverage", "rrf_score", "recency", "importance"):
        assert key in top
    assert all(0 <= r["combined_score"] <= 1 for r in body["results"])
    scores = [r["combined_score"] for r in body["results"]]
    assert scores == sorted(scores, reverse=True)
    assert body["retrieval_time_ms"] >= 0 and body["threshold"] == 0
    assert body["meta"] == {"total": len(body["results"]), "limit": 20, "offset": 0, "has_more": False}


def test_default_threshold_keeps_relevant_and_drops_off_topic(account, facts):
    relevant = search(account, query="coffee with oat milk")
    assert relevant["threshold"] == 0.7
    assert relevant["results"] and relevant["results"][0]["content"] == FACTS[4]
    off_topic = search(account, query="quantum chromodynamics lattice simulation")
    assert off_topic["results"] == []


def test_threshold_filters_on_combined_score(account, facts):
    everything = search(account, query="coffee", threshold=0)["results"]
    cut = everything[1]["combined_score"]
    kept = search(account, query="coffee", threshold=cut)["results"]
    assert kept and all(r["combined_score"] >= cut for r in kept)
    assert len(kept) < len(everything)


def test_vector_search_with_an_embedding(account, facts):
    stored = MemoryEmbedding.unscoped.get(pk=facts[1]["id"])
    body = search(account, embedding=stored.embedding, threshold=0)
    assert body["search_type"] == "vector"
    assert body["results"][0]["id"] == facts[1]["id"]
    assert body["results"][0]["vector_score"] == pytest.approx(1.0, abs=1e-5)
    assert body["results"][0]["text_rank"] is None


@pytest.mark.parametrize("mode", ["vector", "text"])
def test_single_signal_modes(account, facts, mode):
    body = search(account, query="GitHub Actions pipeline", mode=mode, threshold=0)
    assert body["search_type"] == mode
    assert body["results"][0]["content"] == FACTS[2]
    other_rank = "text_rank" if mode == "vector" else "vector_rank"
    assert all(r[other_rank] is None for r in body["results"])


def test_falls_back_to_text_when_the_embedder_is_down(account, facts, settings):
    with FakeOpenAI() as server:
        server.mode = "error500"
        settings.EMBEDDING_PROVIDER, settings.OPENAI_BASE_URL = "openai", server.base_url
        body = search(account, query="GitHub Actions pipeline", threshold=0)
    assert body["search_type"] == "text"
    assert body["results"][0]["content"] == FACTS[2]


@pytest.mark.parametrize("large", [False, True], ids=["ranked-exactly", "graph-walk"])
def test_filters(account, monkeypatch, large):
    """The same answers whether the scope is ranked exactly (tags and entities checked on its rows) or walks its
    graph (tags and entities checked on the rows it reaches, or their few matches found under the tenant's keys)."""
    if large:
        monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)
    a = add(
        account,
        "coffee note alpha",
        user_id="u1",
        tier="long",
        scope="food/drinks",
        tags=["x", "y"],
        entities=["Alice", "Bob"],
        metadata={"p": 1},
        content_type="fact",
        occurred_at="2020-01-01T00:00:00Z",
    )
    b = add(
        account,
        "coffee note beta",
        user_id="u2",
        tier="short",
        scope="food",
        tags=["x"],
        entities=["Alice"],
        metadata={"p": 2},
    )
    c = add(account, "coffee note gamma", user_id="u1", tier="medium", scope="work")
    if large:
        own_indexes(account)

    def ids(**filters):
        return {r["id"] for r in search(account, query="coffee note", threshold=0, **filters)["results"]}

    assert ids() == {a["id"], b["id"], c["id"]}
    assert ids(user_id="u1") == {a["id"], c["id"]}
    assert ids(tier="long") == {a["id"]}
    assert ids(scope="food") == {a["id"], b["id"]}
    assert ids(tags=["x", "y"]) == {a["id"]}
    assert ids(tags=["x"]) == {a["id"], b["id"]}
    assert ids(entities=["Alice", "Bob"]) == {a["id"]}
    assert ids(entities=["Alice"], user_id="u2") == {b["id"]}
    assert ids(metadata={"p": 2}) == {b["id"]}
    assert ids(content_type="fact") == {a["id"]}
    assert ids(memory_nature="semantic") == {a["id"]}
    assert ids(occurred_before="2021-01-01T00:00:00Z") == {a["id"]}
    assert ids(occurred_after="2021-01-01T00:00:00Z") == {b["id"], c["id"]}
    assert ids(user_id="u1", tier="short") == set()


def test_tags_and_entities_are_looked_up_under_their_tenants_keys_or_checked_on_the_rows(db):
    """The GIN indexes on tags and entities hold `<tenant_id>:<item>` keys (migration memories/0018), so a lookup
    reads one tenant's rows. Written with the tenant's keys, a filter can use them; otherwise it is checked on the
    rows the other conditions reach, as a scope ranked exactly wants (docs/search.md, "Searches with a filter")."""
    from memories.selectors import MemoryFilters
    from search.sql import _filter_sql

    tenant = uuid.uuid4()
    filters = MemoryFilters(tags=["x"], entities=["E"])
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # an index if one can serve the condition at all
        for tenant_keys in (None, tenant):
            where, params = _filter_sql(filters, True, tenant_keys=tenant_keys)
            cursor.execute(f"EXPLAIN SELECT 1 FROM memories_memory WHERE {where}", params)  # noqa: S608 - ORM-compiled
            plan = "\n".join(row[0] for row in cursor.fetchall())
            used = "memory_tenant_tags_gin" in plan or "memory_tenant_entities_gin" in plan
            assert used == (tenant_keys is not None), plan
            if tenant_keys is not None:
                assert f"{tenant}:x" in plan and f"{tenant}:E" in plan, plan


def test_a_walk_filtered_by_tags_ranks_few_matches_exactly_and_walks_for_many(account, other, monkeypatch):
    """A large tenant's search with a tag filter ranks the matching memories exactly, found under the tenant's keys,
    when the keys' statistics put them under the bound; with more, it walks the graph; and when the statistics
    were wrong (tags that always go together), the bounded count sends it to the walk. Another tenant holding the
    same tags is never among the results (docs/search.md, "Searches with a filter")."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)  # searched as a large tenant is
    monkeypatch.setattr("search.sql.WALK_ROW_COST", 1.0)  # bound: sqrt(50 candidates x 300 memories) = 122
    monkeypatch.setattr("search.sql._KEY_STATISTICS.seconds", 0)  # the statistics as this test's ANALYZE left them

    def tags(i: int) -> list[str]:
        return ["common"] * (i < 290) + ["rare"] * (i < 5) + ["p", "q", "r"] * (i < 200)

    for acct in (account, other):
        for start in range(0, 300, 100):
            rows = [{"content": f"espresso note {i}", "tags": tags(i)} for i in range(start, start + 100)]
            response = acct.client.post("/v1/memories/batch", {"memories": rows}, format="json")
            assert response.status_code == 201, response.json()
    own_indexes(account)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")
    theirs = {row["id"] for row in other.client.get("/v1/memories?limit=100").json()["data"]}

    def ran(node: dict) -> bool:  # the node, or one under it (not its one-time conditions), read a table or index
        scans = node["Node Type"].endswith("Scan") and "CTE" not in node["Node Type"]
        under = [child for child in node.get("Plans", []) if child["Parent Relationship"] != "InitPlan"]
        return (scans and node["Actual Loops"] > 0) or any(ran(child) for child in under)

    def subplan(node: dict, name: str) -> dict:
        found = [child for child in node.get("Plans", []) if child.get("Subplan Name") == name]
        return found[0] if found else next(subplan(c, name) for c in node.get("Plans", []) if subplan(c, name))

    def branches(items: list[str]) -> tuple[bool, bool, bool]:  # fm counted, the matches ranked, the graph walked
        plan = explain_search(account, "espresso note", filters=MemoryFilters(tags=items), as_json=True)["Plan"]
        vec = subplan(plan, "CTE vec")
        if vec["Node Type"] != "Append":  # the walk's statement alone
            return False, False, ran(vec)
        ranked, walked = vec["Plans"]  # the two branches
        return ran(subplan(plan, "CTE fm")), ran(ranked), ran(walked)

    assert branches(["rare"]) == (True, True, False)  # 5 matches: the walk never starts
    assert branches(["common"]) == (False, False, True)  # 290: the keys' statistics say so; the walk alone
    assert branches(["p", "q", "r"]) == (True, False, True)  # estimated 89, counted 123 (past the bound): a walk

    for items, expected in ((["rare"], 5), (["common"], 20), (["p", "q", "r"], 20)):
        found = search(account, query="espresso note", tags=items, threshold=0, limit=20)["results"]
        assert len(found) == expected, items
        assert all(set(items) <= set(hit["tags"]) for hit in found)
        assert not {hit["id"] for hit in found} & theirs


def test_a_filter_in_a_scope_ranked_exactly_ranks_few_matches_directly_and_checks_many_in_distance_order(
    account, monkeypatch
):
    """An exact search with a client's filter ranks the memories the filter lets through directly when they are
    few, and otherwise checks memory rows in distance order until enough pass: both give the rows a full
    ranking gives, and only one of the two runs."""
    from memories.selectors import MemoryFilters

    monkeypatch.setattr("search.sql.EXACT_FILTER_RANKS", 1)  # up to 50 matches (the candidates): ranked directly
    near = [{"content": f"espresso crema note {i}", "tier": "long"} for i in range(60)]
    far = [{"content": f"garden tomato {i}", "tier": "short", "tags": ["rare"]} for i in range(3)]
    assert account.client.post("/v1/memories/batch", {"memories": near + far}, format="json").status_code == 201

    def found(**filters):
        body = search(account, query="espresso crema", mode="vector", threshold=0, limit=100, **filters)
        return sorted(r["content"] for r in body["results"])

    assert found(tags=["rare"]) == sorted(m["content"] for m in far)  # 3 matches, however far
    assert found(tier="long") == sorted(m["content"] for m in near)  # 60: in distance order

    def rows_of_branches(filters: MemoryFilters) -> tuple[str, str]:
        """Rows that the direct branch (`count(*) FROM fm <= 50`) and the distance-order one (`> 50`) gave."""
        lines = explain_search(account, "espresso crema", mode="vector", filters=filters, exact=True).splitlines()
        gates = {
            line.split("col1 ")[1][:2].strip(): lines[n - 1]
            for n, line in enumerate(lines)
            if "col1 <= 50" in line or "col1 > 50" in line
        }
        return tuple(re.search(r"rows=([0-9.]+)", gates[op]).group(1) for op in ("<=", ">"))

    assert rows_of_branches(MemoryFilters(tags=["rare"])) == ("3.00", "0.00")
    assert rows_of_branches(MemoryFilters(tier="long")) == ("0.00", "50.00")


# The standing conditions (not expired, not superseded) are compiled once (search/sql.py): alone, and after a
# client's filters.
@pytest.mark.parametrize("filters", [{}, {"user_id": "u"}, {"user_id": "u", "tags": ["phone"], "scope": "app"}])
def test_expired_and_superseded_are_hidden_unless_asked(account, filters):
    fields = {"user_id": "u", "tags": ["phone"], "scope": "app/chat"}
    old = add(account, "my phone number ends in 1234", **fields)
    new = add(account, "my phone number ends in 9876", **fields)
    add(account, "my phone number was secret", expires_at="2000-01-01T00:00:00Z", **fields)
    Memory.unscoped.filter(pk=old["id"]).update(superseded_by_id=new["id"])
    visible = {r["id"] for r in search(account, query="phone number", threshold=0, **filters)["results"]}
    assert visible == {new["id"]}
    with_old = search(account, query="phone number", threshold=0, include_superseded=True, **filters)["results"]
    assert {r["id"] for r in with_old} == {new["id"], old["id"]}


def test_pagination(account):
    for i in range(7):
        add(account, f"hiking trip number {i} in the alps")
    page1 = search(account, query="hiking trip alps", threshold=0, limit=3)
    page2 = search(account, query="hiking trip alps", threshold=0, limit=3, offset=3)
    assert page1["meta"] == {"total": 7, "limit": 3, "offset": 0, "has_more": True}
    assert page2["meta"]["offset"] == 3
    assert not {r["id"] for r in page1["results"]} & {r["id"] for r in page2["results"]}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "query"),
        ({"query": "   "}, "query"),
        ({"query": "x", "threshold": 1.5}, "threshold"),
        ({"query": "x", "limit": 0}, "limit"),
        ({"query": "x", "limit": 101}, "limit"),
        ({"query": "x", "offset": -1}, "offset"),
        ({"query": "x", "mode": "magic"}, "mode"),
        ({"embedding": [0.1, 0.2]}, "embedding"),
        ({"query": "x", "tier": "eternal"}, "tier"),
        ({"query": "x", "metadata": [1]}, "metadata"),
        ({"embedding": [0.1] * 384, "mode": "text"}, "mode"),
        ({"query": "x", "occurred_after": "2025-01-02T00:00:00Z", "occurred_before": "2025-01-01"}, "occurred_before"),
        ({"query": "x", "created_after": "2025-01-01T00:00:01Z", "created_before": "2025-01-01"}, "created_before"),
    ],
)
def test_bad_search_input(account, body, field):
    response = account.client.post("/v1/search", body, format="json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["code"] == "VALIDATION_ERROR"
    assert field in error["details"]["fields"] or error["message"].startswith(field), error


def test_read_only_key_can_search(make_account):
    from tenants.models import Scope

    reader = make_account(scopes=[Scope.MEMORIES_READ])
    assert reader.client.post("/v1/search", {"query": "x"}, format="json").status_code == 200


def test_another_tenant_never_appears(account, other):
    mine = add(account, "the launch code is in the blue folder")
    theirs = add(other, "the launch code is in the blue folder")
    for body in (
        {"query": "launch code blue folder"},
        {"query": "launch code", "mode": "text"},
        {"embedding": MemoryEmbedding.unscoped.get(pk=theirs["id"]).embedding},
    ):
        results = search(account, threshold=0, **body)["results"]
        assert {r["id"] for r in results} == {mine["id"]}


def _prepared_plans() -> tuple[int, int, int]:
    """The ranking statements prepared on this connection: how many, and their generic and custom plans."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*), COALESCE(sum(generic_plans), 0), COALESCE(sum(custom_plans), 0) "
            "FROM pg_prepared_statements WHERE statement LIKE 'WITH freqs %%'"
        )
        return cursor.fetchone()


def test_an_exact_search_reuses_one_generic_plan_for_every_tenant_and_user(account, other):
    """An exact search filtered by no more than a user is a prepared statement of the connection with a
    generic plan: planned once, then run for every tenant and user, each of which still sees only its own."""
    mine = add(account, "the launch code is in the blue folder", user_id="ann")
    theirs = add(other, "the launch code is in the blue folder", user_id="ann")
    _, generic_before, custom_before = _prepared_plans()
    for searcher, own in ((account, mine), (other, theirs), (account, mine)):
        cache.clear()  # the third round repeats the first: from the database again, not from the cache
        for body in ({"query": "launch code blue folder"}, {"query": "the blue folder", "user_id": "ann"}):
            results = search(searcher, threshold=0, **body)["results"]
            assert [r["id"] for r in results] == [own["id"]]
    count, generic, custom = _prepared_plans()
    assert count >= 2 and (generic - generic_before, custom - custom_before) == (6, 0)


def test_a_graph_walk_is_prepared_once_per_tenant_and_walks_its_own_index(account, other, monkeypatch):
    """A large tenant's search with no filter but the user names the tenant in its text, so that the plan may
    use the tenant's own (partial) HNSW index; it is then prepared with a generic plan, one per tenant, and
    each tenant still sees only its own memories."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)  # both walk their own graph
    owned = {}
    for searcher in (account, other):
        owned[searcher.tenant.pk] = add(searcher, "the launch code is in the blue folder", user_id="ann")["id"]
        memos = {"memories": [{"content": f"memo {i} on topic {i % 7}"} for i in range(30)]}
        assert searcher.client.post("/v1/memories/batch", memos, format="json").status_code == 201
    indexes = {searcher.tenant.pk: own_indexes(searcher)[0] for searcher in (account, other)}

    def index_scans(searcher) -> int:
        with connection.cursor() as cursor:  # this transaction's scans, not yet in the cumulative statistics
            cursor.execute("SELECT pg_stat_get_xact_numscans(%s::regclass)", [indexes[searcher.tenant.pk]])
            return cursor.fetchone()[0]

    _, generic_before, custom_before = _prepared_plans()
    for searcher in (account, other, account):
        cache.clear()
        bystander = other if searcher is account else account
        before = index_scans(searcher), index_scans(bystander)
        for body in ({"query": "launch code blue folder"}, {"query": "the blue folder", "user_id": "ann"}):
            results = search(searcher, threshold=0.5, **body)["results"]
            assert [r["id"] for r in results] == [owned[searcher.tenant.pk]]
        assert (index_scans(searcher), index_scans(bystander)) == (before[0] + 2, before[1])
    count, generic, custom = _prepared_plans()
    assert count >= 2 and (generic - generic_before, custom - custom_before) == (6, 0)


@pytest.mark.parametrize("walk", [False, True], ids=["exact", "graph-walk"])
def test_a_search_runs_unprepared_when_prepared_statements_are_off(account, monkeypatch, walk):
    """DB_PREPARED_STATEMENTS=false (for a pooler that loses named statements) sets psycopg's threshold to
    None: the same search then prepares nothing and still answers."""
    mine = add(account, "the launch code is in the blue folder")
    if walk:
        monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)
        own_indexes(account)
    connection.ensure_connection()
    threshold, connection.connection.prepare_threshold = connection.connection.prepare_threshold, None
    try:
        before = _prepared_plans()
        assert [r["id"] for r in search(account, query="blue folder", threshold=0)["results"]] == [mine["id"]]
        assert _prepared_plans() == before
    finally:
        connection.connection.prepare_threshold = threshold


@pytest.mark.parametrize("exact_up_to", [0, 20_000], ids=["hnsw", "exact"])
def test_tiny_tenant_next_to_a_huge_one_still_gets_k_rows(account, other, monkeypatch, exact_up_to):
    """Filtered HNSW must not starve: the tenant filter lets few rows through the graph walk."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", exact_up_to)
    big = [{"content": f"note {i} about coffee beans and espresso machines", "user_id": "u"} for i in range(3000)]
    for start in range(0, len(big), 500):
        assert (
            other.client.post("/v1/memories/batch", {"memories": big[start : start + 500]}, format="json").status_code
            == 201
        )
    mine = [add(account, f"tiny tenant memory {i} about tea") for i in range(12)]
    if not exact_up_to:  # each walks its own tenant's graph, as large tenants do
        own_indexes(account)
        own_indexes(other)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")
    for mode in ("vector", "hybrid"):
        body = search(account, query="coffee espresso machines", mode=mode, threshold=0, limit=10)
        assert len(body["results"]) == 10, mode
        assert {r["id"] for r in body["results"]} <= {m["id"] for m in mine}


@pytest.mark.parametrize("exact_up_to", [5, 20_000], ids=["big-tenant-small-user", "small-tenant"])
def test_a_user_filter_ranks_only_that_users_vectors(account, other, monkeypatch, exact_up_to):
    """The vector row carries user_id: a user-filtered search ranks that user's vectors first, exactly when the
    user (or the tenant) is small, and never returns another user's or another tenant's memories."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", exact_up_to)
    rows = [{"content": f"espresso note {i}", "user_id": "many"} for i in range(12)]
    rows += [{"content": f"espresso memo {i}", "user_id": "few"} for i in range(3)]
    assert account.client.post("/v1/memories/batch", {"memories": rows}, format="json").status_code == 201
    other.client.post("/v1/memories/batch", {"memories": [{"content": "espresso", "user_id": "few"}]}, format="json")
    if exact_up_to == 5:  # a large tenant: "many" walks its graph, filtered by user (iterative scan)
        own_indexes(account)
    stored = MemoryEmbedding.objects.for_tenant(account.tenant)
    assert sorted(stored.values_list("user_id", flat=True)) == ["few"] * 3 + ["many"] * 12
    for user, count in (("few", 3), ("many", 12)):  # "few" is exact in the big tenant, "many" walks HNSW
        body = search(account, query="espresso", user_id=user, mode="vector", threshold=0, limit=20)
        assert len(body["results"]) == count
        assert {r["user_id"] for r in body["results"]} == {user}


def test_a_users_vectors_are_counted_in_one_statement_of_their_own(account, monkeypatch):
    """In a large tenant, a search filtered by user first counts that user's vectors: exact, or a walk of its graph. The
    count is bounded by its LIMIT, so it needs no transaction and time limit of its own: of the search's
    statements, only the ranking one runs in `_bounded` (which, nested in the test's transaction, reads the
    settings it will set back)."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 5)
    rows = [{"content": f"espresso note {i}", "user_id": "u" if i < 3 else "v"} for i in range(8)]
    assert account.client.post("/v1/memories/batch", {"memories": rows}, format="json").status_code == 201
    with CaptureQueriesContext(connection) as queries:
        assert len(search(account, query="espresso", user_id="u", threshold=0)["results"]) == 3
    statements = [q["sql"] for q in queries.captured_queries]
    assert sum(sql.startswith("SELECT count(*) FROM (SELECT 1 FROM") and "user_id" in sql for sql in statements) == 1
    assert sum("current_setting" in sql for sql in statements) == 1, statements


@pytest.mark.parametrize("walk", [False, True], ids=["exact", "graph-walk"])
def test_the_deepest_page_answers(account, monkeypatch, walk):
    """offset 1000 + limit 100 (the largest the API takes) needs 1,100 candidates, over pgvector's largest
    hnsw.ef_search (1,000): the setting is capped, and the iterative scan still walks far enough to fill the page."""
    if walk:  # searched as a large tenant is, through its own graph
        monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 0)
    # Room to spare for the walk: an HNSW graph of 1,105 such alike notes let it reach 1,095 of them.
    rows = [{"content": f"espresso note {i}"} for i in range(1300 if walk else 1105)]
    for start in range(0, len(rows), 500):
        response = account.client.post("/v1/memories/batch", {"memories": rows[start : start + 500]}, format="json")
        assert response.status_code == 201, response.json()
    if walk:
        index, _ = own_indexes(account)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")
    if walk:
        assert f"Index Scan using {index}" in explain_search(account, "espresso note")

    def walks() -> int:
        with connection.cursor() as cursor:  # this transaction's scans of the tenant's graph
            cursor.execute("SELECT pg_stat_get_xact_numscans(%s::regclass)", [index])
            return cursor.fetchone()[0]

    before = walks() if walk else 0
    for n, mode in enumerate(("vector", "hybrid"), 1):
        body = search(account, query="espresso note", mode=mode, threshold=0, offset=1000, limit=100)
        assert len(body["results"]) == 100, mode
        assert body["meta"]["offset"] == 1000
        if walk:  # the page came from the graph, not from a sort of every vector
            assert walks() == before + n


def test_plan_uses_both_indexes_for_a_large_tenant(account, other):
    """EXPLAIN ANALYZE of the statement: HNSW for the vector candidates, GIN for the text ones, each the tenant's
    own. Its own GIN index finds the same pool as the shared one, and no other tenant's memory."""
    rows = [{"content": f"memo {i} on topic {i % 97} with word{i % 13}"} for i in range(2000)]
    for start in range(0, len(rows), 500):
        other.client.post("/v1/memories/batch", {"memories": rows[start : start + 500]}, format="json")
    add(account, "memo 42 on topic 42 with word7")  # another tenant's, which no lookup may return

    def by_text() -> list[tuple[str, float]]:
        results = search(other, query="topic 42 word7", mode="text", threshold=0, limit=100)["results"]
        return [(r["id"], r["text_score"]) for r in results]

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")
    shared = by_text()  # through the shared GIN index
    theirs = {str(pk) for pk in Memory.objects.for_tenant(other.tenant).values_list("pk", flat=True)}
    assert len(shared) == 100 and {i for i, _ in shared} <= theirs
    index, text = own_indexes(other)
    plan = explain_search(other, "topic 42 word7")
    assert f"Index Scan using {index}" in plan  # the tenant's own graph
    assert f"Bitmap Index Scan on {text}" in plan  # the terms' postings of its own memories
    assert "memory_tenant_search_gin" not in plan  # not the shared index's besides
    cache.clear()
    assert by_text() == shared  # the same pool, the same ranking


def test_the_full_text_index_keeps_its_pending_list_short(account):
    """Every full-text lookup, of every tenant, reads the GIN index's whole pending list of recent writes.
    Migration 0014 has the write that takes it past 64 kB merge it (PostgreSQL's default: 4 MB)."""
    rows = [{"content": f"memo {i} about espresso, cortado and ristretto number{i}"} for i in range(2000)]
    for start in range(0, len(rows), 500):
        response = account.client.post("/v1/memories/batch", {"memories": rows[start : start + 500]}, format="json")
        assert response.status_code == 201
    with connection.cursor() as cursor:
        cursor.execute("SELECT gin_clean_pending_list('memory_tenant_search_gin'::regclass)")
        assert cursor.fetchone()[0] <= 64 * 1024 // 8192 + 1  # pages of pending entries it had left to merge
    assert search(account, query="number1999", mode="text", threshold=0)["results"][0]["content"] == rows[-1]["content"]


def test_the_text_pool_reads_the_tenants_postings_without_a_bitmap_of_all_its_memories(account, other):
    """The pool's GIN lookup holds the tenant (TENANT_LEXEMES). Without a filter on the next column of a B-tree led
    by the tenant, the planner ANDed it with a bitmap of every memory of the tenant from such a B-tree (200,000
    rows for the big tenant of bench/latency.py); a user filter still narrows the pool through its B-tree."""
    from memories.selectors import MemoryFilters

    ours = [{"content": f"memo {i} on topic {i % 97}", "user_id": f"u{i % 4}"} for i in range(1000)]
    theirs = [{"content": f"memo {i} about topic {i % 89}"} for i in range(4000)]  # the tenant is a fifth of the table
    for client, rows in ((other.client, ours), (account.client, theirs)):
        for start in range(0, len(rows), 500):
            response = client.post("/v1/memories/batch", {"memories": rows[start : start + 500]}, format="json")
            assert response.status_code == 201
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory, memories_memoryembedding")

    def pool(filters: MemoryFilters) -> tuple[set[str], str]:
        """The indexes the pool reads, and its plan."""
        lines = explain_search(other, "memo topic", filters=filters, exact=True).splitlines()
        start = lines.index("  CTE pool")
        lines = lines[start : next(n for n in range(start + 1, len(lines)) if lines[n].startswith("  CTE "))]
        found = (re.search(r"Index (?:Only )?Scan (?:using|on) (\w+)", line) for line in lines)
        return {m.group(1) for m in found if m}, "\n".join(lines)

    assert pool(MemoryFilters())[0] == {"memory_tenant_search_gin"}
    assert pool(MemoryFilters(tags=["x"]))[0] == {"memory_tenant_search_gin"}
    # The user's rows of this tenant, not every tenant's rows of a user of that name (a skip scan of the B-tree).
    assert re.search(
        r"Index Cond: \(\(tenant_id = '[-0-9a-f]+'::uuid\) AND \(\(user_id\)", pool(MemoryFilters(user_id="u1"))[1]
    )
    body = search(other, query="memo topic", mode="text", threshold=0, limit=100)
    assert len(body["results"]) == 100
    assert all(r["content"].split(" ")[2] == "on" for r in body["results"])  # theirs say "about"


def test_a_query_of_common_words_pools_the_memories_holding_all_of_them(account, other, make_account, monkeypatch):
    """When even the query's rarest term is expected in more memories of the scope than the pool holds
    (TEXT_MATCH_CAP), the pool is the memories holding every term of the query, not the first of the rarest
    term's matches in the table's order; when fewer than the candidates hold them all, it is those first matches
    again, and the search still fills its page."""
    monkeypatch.setattr("search.sql.TEXT_MATCH_CAP", 100)

    def load(into, both: int) -> None:
        # The rarest term, delta, in 200 of 600 memories: the pool would hold the first 100 of them, delta alone.
        rows = [f"note {i} delta" for i in range(200 - both)]
        rows += [f"note {i} gamma" for i in range(400 - both)]
        rows += [f"note {i} gamma delta" for i in range(both)]
        for start in range(0, len(rows), 500):
            response = into.client.post(
                "/v1/memories/batch", {"memories": [{"content": c} for c in rows[start : start + 500]]}, format="json"
            )
            assert response.status_code == 201
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE memories_memory")

    for n in range(5):
        response = account.client.post("/v1/memories", {"content": f"gamma delta of another tenant {n}"}, format="json")
        assert response.status_code == 201
    load(other, both=60)
    body = search(other, query="gamma delta", mode="text", threshold=0, limit=20)
    assert len(body["results"]) == 20
    assert all(r["content"].endswith("gamma delta") for r in body["results"])
    theirs = search(account, query="gamma delta", mode="text", threshold=0, limit=20)["results"]
    assert sorted(r["content"] for r in theirs) == [f"gamma delta of another tenant {n}" for n in range(5)]

    third = make_account()
    load(third, both=10)  # fewer than the 50 candidates hold both terms
    assert len(search(third, query="gamma delta", mode="text", threshold=0, limit=20)["results"]) == 20


def test_the_text_side_cuts_each_vector_to_the_query_terms_with_their_frequencies(account, other):
    """`txt` unnests each pool memory's vector cut down to the query's terms (search/sql.py, _lexemes): the same
    saturated frequency of each query term as the whole vector gives, and no other lexeme."""
    from search.sql import TABLE, _lexemes

    for client in (account.client, other.client):
        response = client.post(
            "/v1/memories", {"content": "Espresso, espresso and more espresso with tea"}, format="json"
        )
        assert response.status_code == 201

    def rows(**options) -> list[tuple[str, float]]:
        with connection.cursor() as cursor:
            cursor.execute(
                "WITH qeff AS (SELECT unnest(ARRAY['espresso', 'milk']) AS lexeme), "  # noqa: S608 - our fragments
                f"pool AS (SELECT id, search_vector FROM {TABLE} WHERE tenant_id = %s) "
                f"SELECT lexeme, tf::float8 FROM {_lexemes('pool', **options)} x ORDER BY lexeme",
                [account.tenant.pk],
            )
            return cursor.fetchall()

    whole = rows()
    assert [lexeme for lexeme, _ in whole] == ["espresso", "tea"]
    assert rows(query_terms_only=True) == [whole[0]]
    assert whole[0][1] == pytest.approx(2.2 * 3 / (3 + 1.2))  # three times: BM25's saturation, k1 = 1.2


@pytest.mark.django_db
def test_a_vectors_literal_is_the_halfvec_its_floats_make():
    """memories.sql.halfvec_literal writes looked-up halves; PostgreSQL must read the same halfvec from it as
    from the repr of each float (what the statement sent before), ties and subnormals included."""
    import numpy as np

    from memories.sql import halfvec_literal

    rng = np.random.default_rng(7)
    halves = np.arange(0, 0x7C00, dtype=np.uint16).view(np.float16).astype(np.float64)  # every finite half >= 0
    ties = (halves[:-1] + halves[1:]) / 2  # halfway between two halves: to the even one
    near = np.concatenate([ties * (1 + 2.0**-30), ties * (1 - 2.0**-30)])  # just off a tie, inside single precision
    values = np.concatenate([ties, near, rng.uniform(-1, 1, 200_000), rng.uniform(-1e-4, 1e-4, 50_000), [0.0, -0.0]])
    values = np.concatenate([values, -values])
    vectors = [chunk.tolist() for chunk in np.array_split(rng.permutation(values), 2_000)]
    old = ["[" + ",".join(repr(float(x)) for x in vector) + "]" for vector in vectors]
    new = [halfvec_literal(vector) for vector in vectors]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(*), count(*) FILTER (WHERE a::halfvec::text IS DISTINCT FROM b::halfvec::text) "
            "FROM unnest(%s::text[], %s::text[]) AS t(a, b)",
            [old, new],
        )
        assert cursor.fetchone() == (2_000, 0)


@pytest.mark.django_db
@pytest.mark.parametrize("include_superseded", [False, True])
def test_a_filter_by_user_alone_is_written_as_the_orm_writes_it(include_superseded):
    """search.sql._filter_sql writes a filter by user alone without the ORM; the SQL and its parameters must be
    what the ORM compiles, so that the statement's text (and its prepared plan) stays the same."""
    from memories.selectors import MemoryFilters
    from search.sql import _filter_sql, _standing_sql, _where

    filters = MemoryFilters(user_id="alice's 'id'")
    where, params = _where(filters.as_q())
    standing, standing_params = _standing_sql(include_superseded)
    expected = (f"({where} AND {standing})", [*params, *standing_params])
    assert _filter_sql(filters, include_superseded) == expected
    assert _filter_sql(filters, include_superseded, tenant_keys=uuid.uuid4()) == expected
    with_tag = MemoryFilters(user_id="alice", tags=["x"])  # anything more goes through the ORM
    assert "tags" in _filter_sql(with_tag, include_superseded)[0]


def test_a_query_of_stop_words_reads_no_memory_by_text(account, facts):
    # No term to look up: the tenant's own lexeme in the GIN index (search/sql.py, TENANT_LEXEMES) must not stand
    # in for one, or the text side would read every memory of the tenant (and score none).
    assert search(account, query="the and of it", mode="text", threshold=0)["results"] == []
    plan = explain_search(account, "the and of it")
    pool = plan[plan.index("CTE pool") :].splitlines()[1]
    # Read and empty, or not read at all (the text side's joins with the empty query terms skip it).
    assert "rows=0.00" in pool or "(never executed)" in pool, pool


def test_every_hit_counts_one_access_in_one_update(account, facts):
    access_flush()
    body = search(account, query="coffee", threshold=0, limit=2)
    returned = {r["id"] for r in body["results"]}
    assert len(returned) == 2
    with CaptureQueriesContext(connection) as queries:
        access_flush()
    updates = [q["sql"] for q in queries.captured_queries if q["sql"].startswith("UPDATE")]
    assert len(updates) == 1
    counts = dict(Memory.objects.for_tenant(account.tenant).values_list("id", "access_count"))
    assert {str(k) for k, v in counts.items() if v == 1} == returned
    assert all(v == 0 for k, v in counts.items() if str(k) not in returned)
    assert all(Memory.unscoped.get(pk=i).last_accessed_at for i in returned)


def test_access_increment_needs_the_right_tenant(account, other):
    """The raw access UPDATE joins on (tenant, id): another tenant's id pair touches nothing."""
    from search.sql import access_increment

    mine = add(account, "a memory only I own")
    access_increment([(str(other.tenant.pk), mine["id"], 5)])
    assert Memory.unscoped.get(pk=mine["id"]).access_count == 0
    access_increment([(str(account.tenant.pk), mine["id"], 5)])
    assert Memory.unscoped.get(pk=mine["id"]).access_count == 5


def test_repeated_search_is_served_from_the_cache(account, facts):
    access_flush()
    first = search(account, query="coffee", threshold=0)
    with CaptureQueriesContext(connection) as queries:
        again = search(account, query="coffee", threshold=0)
    assert again["results"]
    assert not any("hnsw" in q["sql"] or "WITH freqs" in q["sql"] for q in queries.captured_queries)
    # The cache keeps the serialized rows: a hit answers what the first search answered, and counts accesses.
    timings = ("retrieval_time_ms", "embedding_time_ms")
    assert {k: v for k, v in again.items() if k not in timings} == {k: v for k, v in first.items() if k not in timings}
    access_flush()
    counts = dict(Memory.objects.for_tenant(account.tenant).values_list("id", "access_count"))
    assert {str(k): v for k, v in counts.items() if v} == {r["id"]: 2 for r in first["results"]}


# Invalidation runs when the write's transaction commits, so these tests really commit (transaction=True).
# The generation counters live in Redis, or without Redis in PostgreSQL (memories/cache.py): both stores.
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("in_database", [False, True], ids=["redis", "postgresql"])
def test_a_write_is_visible_to_the_very_next_search(account, facts, settings, in_database):
    settings.SHARED_COUNTERS_IN_DATABASE = in_database
    before = search(account, query="sailing regatta", threshold=0)["results"]
    assert not any("sailing" in r["content"] for r in before)
    created = add(account, "I won the sailing regatta last summer")
    assert search(account, query="sailing regatta", threshold=0)["results"][0]["id"] == created["id"]
    account.client.patch(f"/v1/memories/{created['id']}", {"content": "I lost the chess final"}, format="json")
    after_patch = search(account, query="sailing regatta", threshold=0)["results"]
    assert not any("sailing" in r["content"] for r in after_patch)  # the cached answer is gone
    assert [r["content"] for r in after_patch if r["id"] == created["id"]] == ["I lost the chess final"]
    assert search(account, query="chess final", threshold=0)["results"][0]["id"] == created["id"]
    account.client.delete(f"/v1/memories/{created['id']}")
    assert not any(r["id"] == created["id"] for r in search(account, query="chess final", threshold=0)["results"])


@pytest.mark.django_db(transaction=True)
def test_a_write_for_one_user_keeps_other_users_cached(account):
    from search import cache

    add(account, "u1 likes cycling", user_id="u1")
    search(account, query="cycling", threshold=0, user_id="u1")
    key_u1 = cache.result_key("search", account.tenant.pk, "u1", {})
    key_tenant = cache.result_key("search", account.tenant.pk, None, {})
    add(account, "u2 likes running", user_id="u2")
    assert cache.result_key("search", account.tenant.pk, "u1", {}) == key_u1
    assert cache.result_key("search", account.tenant.pk, None, {}) != key_tenant


@pytest.mark.django_db(transaction=True)
def test_without_redis_a_write_served_by_one_process_reaches_the_results_another_one_cached(account, settings):
    """Without Redis each gunicorn worker caches results in its own memory (two LocMemCache locations play
    two workers here). The generation counters are in PostgreSQL, so worker B's write makes A's stale."""

    def worker(name):
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": name}}

    settings.SHARED_COUNTERS_IN_DATABASE = True
    add(account, "I paddled a canoe", user_id="u1")
    for name in ("worker-a", "worker-b"):
        worker(name)
        assert len(search(account, query="kayak canoe", user_id="u1", threshold=0)["results"]) == 1
    worker("worker-b")
    created = add(account, "I paddled a kayak", user_id="u1")
    worker("worker-a")
    found = search(account, query="kayak canoe", user_id="u1", threshold=0)["results"]
    assert created["id"] in [r["id"] for r in found]


@pytest.mark.django_db(transaction=True)
def test_generations_in_postgresql_are_each_tenants_own(account, other, settings):
    from memories.cache import epoch_key, tenant_key
    from memories.models import CacheGeneration
    from search import cache

    settings.SHARED_COUNTERS_IN_DATABASE = True
    mine, theirs = (cache.result_key("search", a.tenant.pk, None, {}) for a in (account, other))
    add(account, "a write of the first tenant")
    assert cache.result_key("search", account.tenant.pk, None, {}) != mine
    assert cache.result_key("search", other.tenant.pk, None, {}) == theirs
    stored = dict(CacheGeneration.unscoped.filter(tenant=other.tenant).values_list("key", "value"))
    assert set(stored) == {epoch_key(other.tenant.pk), tenant_key(other.tenant.pk)}
    own = CacheGeneration.objects.for_tenant(account.tenant).values_list("key", flat=True)
    assert own and all(str(account.tenant.pk) in key for key in own)
    # The counters go with their tenant.
    gone = other.tenant.pk
    other.tenant.delete()
    assert not CacheGeneration.unscoped.filter(tenant_id=gone).exists()
    assert CacheGeneration.objects.for_tenant(account.tenant).exists()


def test_search_works_without_the_cache(account, facts, settings):
    settings.CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://127.0.0.1:1/0"}
    }
    assert search(account, query="coffee", threshold=0)["results"]


def test_unknown_key_cannot_search(db):
    assert make_client("mos_" + "y" * 40).post("/v1/search", {"query": "x"}, format="json").status_code == 401


@pytest.mark.django_db(transaction=True)
def test_a_search_past_its_time_limit_is_a_503_and_frees_its_connection(account, settings):
    """Another connection holds a lock the ranking statement must wait for: PostgreSQL cancels the statement
    at SEARCH_TIMEOUT_MS, the request answers 503, and the next search works."""
    import time

    import psycopg

    add(account, "the lighthouse keeper's notebook")
    settings.SEARCH_TIMEOUT_MS = 300
    params = {**connection.get_connection_params(), "autocommit": False}
    params.pop("cursor_factory", None)
    with psycopg.connect(**params) as blocker:
        blocker.execute("LOCK TABLE memories_memory IN ACCESS EXCLUSIVE MODE")
        started = time.monotonic()
        response = account.client.post("/v1/search", {"query": "lighthouse notebook"}, format="json")
        waited = time.monotonic() - started
        blocker.rollback()
    assert response.status_code == 503, response.json()
    error = response.json()["error"]
    assert error["code"] == "SERVICE_UNAVAILABLE" and "time limit" in error["message"]
    assert error["details"] == {"timeout_ms": 300}
    assert 0.3 <= waited < 5
    again = search(account, query="lighthouse notebook", threshold=0)
    assert again["results"][0]["content"] == "the lighthouse keeper's notebook"


def test_a_term_in_every_memory_of_the_scope_proves_nothing(account):
    """The user's name is in each of their memories: it must not make every one of them relevant to a
    question that names them (scope-aware IDF, docs/search.md). Their user_id is not the name, which the
    statement would otherwise drop from the question."""
    facts = [
        "Alice drinks dark roast coffee every morning",
        "Alice is allergic to peanuts",
        "Alice works as a nurse at the city hospital",
        "Alice prefers window seats on flights",
        "Alice moved to Lisbon in 2021",
        "Alice is learning Japanese on weekends",
    ]
    for fact in facts:
        add(account, fact, user_id="u_8f3a")
    found = search(account, query="what coffee does alice like", user_id="u_8f3a")  # the default threshold
    assert [r["content"] for r in found["results"]] == [facts[0]]
    ranked = search(account, query="what coffee does alice like", user_id="u_8f3a", threshold=0)["results"]
    assert ranked[0]["content"] == facts[0]
    assert all(r["combined_score"] < 0.5 for r in ranked[1:]), [(r["content"], r["combined_score"]) for r in ranked]
    # A question that only names her gets nothing: her name is what all of her memories share.
    assert search(account, query="what is Alice's favorite movie", user_id="u_8f3a")["results"] == []


def test_a_topic_in_most_of_a_small_scope_still_finds_its_memories(account):
    """Three of Dan's five memories are about coffee. Scope-aware IDF counts the question's most specific word
    as if the scope held SCOPE_IDF_PRIOR more memories without it, so a few memories do not make "coffee"
    worthless as a name in all of them is: the question about his coffee finds all three at the default
    threshold, and nothing else (before, it found nothing). Beside a rarer word ("drink"), "coffee" keeps its
    whole discount, and the rarer word decides."""
    coffee = [
        add(account, text, user_id="dan")["id"]
        for text in (
            "Dan prefers dark roast coffee.",
            "Dan drinks coffee at 8am every day.",
            "Dan hates instant coffee.",
        )
    ]
    add(account, "Dan lives in Leeds.", user_id="dan")
    add(account, "Dan's sister Ruth is a pilot.", user_id="dan")
    assert set(ids(search(account, query="how does Dan take his coffee", user_id="dan"))) == set(coffee)
    assert ids(search(account, query="when does Dan drink his coffee", user_id="dan")) == [coffee[1]]
    assert search(account, query="does Dan have children?", user_id="dan")["results"] == []
    # Three memories, all about coffee and all about "the user": both words get the prior (docs/search.md,
    # "Known limits of the threshold").
    extracted = [
        add(account, f"User {text}", user_id="u_8f3a")["id"]
        for text in ("prefers dark roast coffee.", "drinks coffee at 8am every day.", "hates instant coffee.")
    ]
    found = search(account, query="how does the user take their coffee?", user_id="u_8f3a")
    assert set(ids(found)) == set(extracted)


def towards(cosine: float, axis: int) -> list[float]:
    """A unit vector at `cosine` to the first axis (the query of the tests below), the rest along `axis`."""
    vector = [0.0] * django_settings.EMBEDDING_DIMENSIONS
    vector[0], vector[axis] = cosine, math.sqrt(1 - cosine * cosine)
    return vector


QUERY = towards(1.0, 1)
# A sentence model's calibration (local's) over the test embedder, whose vectors these tests set themselves.
WITH_BASELINE, WITHOUT_BASELINE = "0.15,0.35,1,1,0.6,0.06", "0.15,0.35,1,1,0.6"


def ids(body: dict) -> list[str]:
    return [r["id"] for r in body["results"]]


@pytest.fixture
def alike_scope(account, other, settings):
    """User u: one memory at cosine 0.8 to QUERY and four at 0.5, all tagged t. User v, and user u of another
    tenant: memories at 0, which would pull u's mean cosine down if they counted in its scope."""
    settings.EMBEDDING_CALIBRATION = WITH_BASELINE
    answer = add(account, "the answer", user_id="u", tags=["t"], embedding=towards(0.8, 2))
    for i in range(4):
        add(account, f"alike {i}", user_id="u", tags=["t"], embedding=towards(0.5, 3 + i))
    for i in range(20):
        add(account, f"elsewhere {i}", user_id="v", embedding=towards(0.0, 10 + i))
        add(other, f"theirs {i}", user_id="u", embedding=towards(0.0, 40 + i))
    return answer


def test_vector_evidence_starts_at_the_mean_cosine_of_the_scope(account, alike_scope, settings):
    """Every memory of u is at least 0.5 from the query, far above `low`: only the one closer than the rest is
    evidence (the scope baseline, docs/search.md). The scope is what the search covers, by user or by filter."""
    assert ids(search(account, embedding=QUERY, user_id="u")) == [alike_scope["id"]]  # the default threshold
    ranked = search(account, embedding=QUERY, user_id="u", threshold=0)["results"]
    assert ranked[0]["combined_score"] == pytest.approx(1.0, abs=1e-6)
    assert len(ranked) == 5 and all(r["combined_score"] < 0.05 for r in ranked[1:])
    assert ids(search(account, embedding=QUERY, tags=["t"])) == [alike_scope["id"]]  # a client filter's scope
    # The whole tenant: v's memories bring the mean under `low`, which applies, and all five pass.
    assert len(search(account, embedding=QUERY)["results"]) == 5
    settings.EMBEDDING_CALIBRATION = WITHOUT_BASELINE
    cache.clear()
    assert len(search(account, embedding=QUERY, user_id="u")["results"]) == 5


def test_a_candidate_of_the_text_side_alone_gets_its_own_cosine(account, other):
    """The vector side's candidates carry their distance into the scoring; a memory found only by its words
    (beyond the vector side's 50 nearest) has its vector looked up, in its own tenant, for its cosine."""
    for i in range(55):
        add(account, f"nearby {i}", user_id="w", embedding=towards(0.5, 3 + i))
    far = add(account, "zebra quartz", user_id="w", embedding=towards(0.2, 2))
    add(other, "zebra quartz", user_id="w", embedding=towards(0.9, 2))  # the same words and user, another tenant
    ranked = search(account, query="zebra quartz", embedding=QUERY, user_id="w", threshold=0, limit=50)["results"]
    found = {r["id"]: r for r in ranked}
    assert found[far["id"]]["vector_rank"] is None and found[far["id"]]["text_rank"] == 1
    assert found[far["id"]]["vector_score"] == pytest.approx(0.2, abs=2e-3)
    nearby = [r for r in ranked if r["vector_rank"] is not None]
    assert len(nearby) == 49 and all(r["vector_score"] == pytest.approx(0.5, abs=2e-3) for r in nearby)


def test_a_scope_of_one_memory_has_no_baseline(account, settings):
    settings.EMBEDDING_CALIBRATION = WITH_BASELINE
    only = add(account, "only", user_id="solo", embedding=towards(0.5, 2))
    assert ids(search(account, embedding=QUERY, user_id="solo")) == [only["id"]]


def test_a_graph_walk_takes_its_baseline_from_a_sample_of_the_scope(account, alike_scope, monkeypatch):
    """A scope searched through the tenant's HNSW index sees only its nearest memories: the baseline comes from
    the first BASELINE_SAMPLE vectors of the user (or of the tenant) instead."""
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 2)
    own_indexes(account)
    assert ids(search(account, embedding=QUERY, user_id="u")) == [alike_scope["id"]]
    assert len(search(account, embedding=QUERY)["results"]) == 5  # the tenant's: v's memories count
    monkeypatch.setattr("search.sql.BASELINE_SAMPLE", 1)  # the answer alone, written first: no baseline
    cache.clear()
    assert len(search(account, embedding=QUERY, user_id="u")["results"]) == 5


def test_a_tenants_walk_takes_its_baseline_from_its_centroid_as_an_exact_search_would(
    account, other, settings, monkeypatch
):
    """With its centroid, a tenant's walk sums the distances to all of its memories, as an exact search does,
    not to the first BASELINE_SAMPLE of them (user by user). Another tenant's centroid, or one of another
    embedder's vectors, never counts."""
    settings.EMBEDDING_CALIBRATION = WITH_BASELINE
    for i in range(3):  # user "a" is sampled first: far from the query, it would make every memory relevant
        add(account, f"first user {i}", user_id="a", embedding=towards(0.0, 2 + i))
    answer = add(account, "the answer", user_id="b", embedding=towards(0.9, 10))
    for i in range(20):
        add(account, f"alike {i}", user_id="b", embedding=towards(0.6, 11 + i))
        add(other, f"theirs {i}", user_id="b", embedding=towards(0.95, 40 + i))  # their baseline is high

    def scores() -> dict[str, float]:
        cache.clear()
        return {
            r["id"]: r["combined_score"] for r in search(account, embedding=QUERY, threshold=0, limit=50)["results"]
        }

    exact = scores()
    assert len(exact) == 24 and ids(search(account, embedding=QUERY)) == [answer["id"]]
    monkeypatch.setattr("search.selectors.EXACT_SEARCH_MAX_MEMORIES", 2)
    monkeypatch.setattr("search.sql.BASELINE_SAMPLE", 3)
    own_indexes(account)
    sampled = scores()
    assert sampled.keys() == exact.keys() and search(account, embedding=QUERY)["meta"]["total"] == 21  # the sample's

    maintenance.tenant_centroids_write([account.tenant.pk, other.tenant.pk])
    walked = scores()
    assert walked.keys() == exact.keys()
    assert all(walked[key] == pytest.approx(exact[key], abs=2e-3) for key in exact), (walked, exact)
    assert ids(search(account, embedding=QUERY)) == [answer["id"]]
    plan = explain_search(account, "the answer", mode="vector")
    # No sample read, by whichever path the planner would have taken (the covering index, or on so small a table
    # a sequential scan: both were seen).
    assert re.search(r"Scan[^\n]* on memories_memoryembedding e \(never executed\)", plan), plan
    TenantCentroid.unscoped.filter(tenant=account.tenant).update(embedding_model="another-model")
    assert scores() == sampled


def test_a_question_that_names_the_user_finds_its_answer_not_every_memory_of_theirs(account, settings):
    """The README's example with all-MiniLM-L6-v2: each question is above the old `high` (0.30) from all three
    memories, which a fixed floor took as proof for every one of them."""
    settings.EMBEDDING_PROVIDER, settings.EMBEDDING_MODEL = "local", ""
    coffee = add(account, "Alice drinks dark roast coffee every morning", user_id="alice")
    berlin = add(account, "Alice moved to Berlin in 2024", user_id="alice")
    add(account, "Alice is allergic to peanuts", user_id="alice")
    assert ids(search(account, query="how does Alice take her coffee", user_id="alice")) == [coffee["id"]]
    assert ids(search(account, query="where does Alice live", user_id="alice")) == [berlin["id"]]
    for question in ("how does Alice take her coffee", "where does Alice live"):
        every = search(account, query=question, user_id="alice", threshold=0)["results"]
        assert len(every) == 3 and all(r["vector_score"] > 0.30 for r in every)  # the case the baseline is for


def test_the_users_own_name_is_no_evidence_in_their_scope(account):
    """The README's walk with the default embedder: two of Alice's three memories name her, so scope-aware IDF
    discounts her name only in part, and it is most of a short memory's words: "Alice moved to Berlin in 2024"
    passed the default threshold for a question about her coffee."""
    coffee = add(account, "Alice prefers dark roast coffee", user_id="alice")
    berlin = add(account, "Alice moved to Berlin in 2024", user_id="alice")
    add(account, "Standup is at 9:30", user_id="alice")
    assert ids(search(account, query="how does Alice take her coffee", user_id="alice")) == [coffee["id"]]
    # Without the user filter her name is a word like any other.
    assert set(ids(search(account, query="Alice", mode="text"))) == {coffee["id"], berlin["id"]}


def test_a_numeric_user_id_keeps_its_number_in_the_question(account):
    """Only the words of a user_id are dropped: user 12's question about room 12 still needs the 12."""
    twelve = add(account, "The team meeting moved to room 12", user_id="12")
    add(account, "The team meeting moved to room 14", user_id="12")
    assert ids(search(account, query="which meeting is in room 12", user_id="12", mode="text")) == [twelve["id"]]


@pytest.mark.django_db(transaction=True)  # VACUUM, which marks the pages all-visible, cannot run in a transaction
def test_an_exact_search_reads_its_vectors_from_the_covering_index_alone(account, other):
    """A small tenant's search ranks all of its vectors, or a user's: from the covering (tenant_id, user_id)
    index, which holds each vector, not from the heap, where a tenant's rows lie among everybody's (search/sql.py,
    migration 0013). Written in turns, as tenants write in a real service."""
    owners = ((account, 300), (other, 3000))  # the tenant a tenth of the table: not a sequential scan
    rows = [
        [{"content": f"note {i} about topic {i % 50}", "user_id": f"u{i % 30}"} for i in range(n)] for _, n in owners
    ]
    for start in range(0, 3000, 100):
        for (owner, _), written in zip(owners, rows, strict=True):
            if batch := written[start : start + 100]:
                response = owner.client.post("/v1/memories/batch", {"memories": batch}, format="json")
                assert response.status_code == 201
    with connection.cursor() as cursor:
        cursor.execute("VACUUM ANALYZE memories_memoryembedding")
        cursor.execute("ANALYZE memories_memory")
    for plan in (
        explain_search(account, "topic 7", exact=True),
        explain_search(account, "topic 7", exact=True, filters=MemoryFilters(user_id="u3")),
    ):
        assert "Index Only Scan using memory_embedding_covering on memories_memoryembedding" in plan


def test_a_search_leaves_no_setting_behind_in_a_callers_transaction(account, facts):
    """The statement's settings (a timeout, HNSW's) are for its own transaction: inside a
    caller's (this test's), where its savepoint's release would keep them, it sets them back."""

    def current() -> list:
        with connection.cursor() as cursor:
            cursor.execute("SELECT current_setting('hnsw.ef_search', true), current_setting('statement_timeout')")
            return list(cursor.fetchone())

    before = current()
    assert search(account, query="coffee", threshold=0)["results"]  # sets hnsw.ef_search 256, a timeout of 5 s
    assert current() == before
    assert before[1] == "0" and before[0] != "256"


def test_equal_scores_go_by_the_fused_rank_nearest_first(account, settings):
    """Below the evidence's start every memory scores 0; their order, and which of them a context block's floor
    packs, is the fused rank's (here the vector side's: the nearest first), not the ids'. Written farthest first, so
    an order by id (time-ordered or not) would not give it."""
    settings.EMBEDDING_CALIBRATION = WITH_BASELINE
    written = [
        add(account, f"far {i}", user_id="z", embedding=towards(c, 2 + i))
        for i, c in enumerate((0.02, 0.04, 0.06, 0.08, 0.10))
    ]
    ranked = search(account, embedding=QUERY, user_id="z", threshold=0)["results"]
    assert all(r["combined_score"] == 0 for r in ranked)
    assert [r["id"] for r in ranked] == [m["id"] for m in reversed(written)]
    assert [r["vector_rank"] for r in ranked] == [1, 2, 3, 4, 5]
    # The floor of a context block (`keep_best`) picks by the same order: the two nearest, at the default threshold.
    floor = memory_search(
        tenant=account.tenant,
        request=SearchRequest(embedding=QUERY, filters=MemoryFilters(user_id="z"), keep_best=2),
        count_access=False,
        use_cache=False,
    )
    assert [str(m.id) for m in floor.results] == [written[4]["id"], written[3]["id"]]
