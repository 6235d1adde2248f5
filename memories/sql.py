"""The lifecycle statements (SPEC §8) and the memories app's other raw SQL, in one place, reviewed like code.

Each job is one statement per batch. A batch is a slice of the id space (ids are random UUIDs, so slices
hold about equal shares of every tenant) and optionally one tenant. Every statement starts from `params`:
one row per tenant with its effective parameters, tenant settings over plan features over the defaults
(docs/lifecycle.md). A value of the wrong JSON type is ignored, never cast into an error. History rows are
written by the same statement (data-modifying CTEs), and the statement answers how many rows of each
(tenant, user) it changed, for logs and cache invalidation.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Sequence

import numpy as np
from django.db import connection

from memories.models import (
    MAX_ENTITIES,
    MAX_TAGS,
    MERGE_IMPORTANCE_BOOST,
    NEGATIONS,
    TIER_RANK,
    CacheGeneration,
    Memory,
    MemoryEmbedding,
    MemoryEvent,
    TenantCentroid,
    Tier,
)
from memoryos.db import fetch_prepared
from tenants.models import Plan, Tenant

MEMORY = Memory._meta.db_table
VECTORS = MemoryEmbedding._meta.db_table
EVENT = MemoryEvent._meta.db_table
GENERATION = CacheGeneration._meta.db_table
CENTROID = TenantCentroid._meta.db_table
TENANT = Tenant._meta.db_table
PLAN = Plan._meta.db_table
# Beyond 60 half-lives the factor is 0 to float precision; capping the exponent avoids an underflow error.
MAX_HALF_LIVES = 60


def _setting(key: str, cast: str) -> str:
    """COALESCE(tenant setting, plan feature, default) for one parameter; the default is a query param."""

    def pick(source: str) -> str:
        path = f"{source}->'lifecycle'->'{key}'"
        return f"CASE WHEN jsonb_typeof({path}) = 'number' THEN ({path})::text::{cast} END"

    return f"COALESCE({pick('t.settings')}, {pick('pl.features')}, %s::{cast}) AS {key}"


def _params(defaults: dict[str, float], tenant_id) -> tuple[str, list]:
    columns = ", ".join(_setting(key, "float8") for key in defaults)
    sql = f"params AS (SELECT t.id AS tenant_id, {columns} FROM {TENANT} t JOIN {PLAN} pl ON pl.id = t.plan_id"
    values: list = list(defaults.values())
    if tenant_id is not None:
        sql += " WHERE t.id = %s"
        values.append(tenant_id)
    return sql + ")", values


def _slice(alias: str, low: uuid.UUID | None, high: uuid.UUID | None) -> tuple[str, list]:
    parts, values = [], []
    if low is not None:
        parts.append(f"{alias}.id >= %s")
        values.append(low)
    if high is not None:
        parts.append(f"{alias}.id < %s")
        values.append(high)
    return (" AND ".join(parts) or "TRUE"), values


# Whether the text denies something (a PostgreSQL regular expression, in a string literal). The full-text lexemes
# below cannot show it: "not", "no" and "nor" are stop words, and "isn't" leaves the lexeme "isn".
_NEGATION = r"\m(" + "|".join(NEGATIONS) + r")\M|n[''’]t\M"


def statement_sql(*, lexemes: str, text: str) -> str:
    """SQL for what a memory states, as a value two memories can be compared on: its full-text lexemes without
    positions (stemmed, stop words dropped, numbers kept: `lexemes` is a tsvector expression of `text`) and
    whether it denies something. Near-duplicates are the memories whose vectors are close AND that state the
    same: an embedding puts a changed number or an added "not" within the merge threshold ("User is 34 years
    old" and "... 35 ..." have a cosine of 0.97 with `local`; bench/duplicates.py, docs/ingestion.md)."""
    return f"(strip({lexemes})::text || CASE WHEN {text} ~* '{_NEGATION}' THEN ' !' ELSE '' END)"


def lexemes_sql(text: str, language: str) -> str:
    """The tsvector of the SQL text expression `text` in the text search configuration named by the SQL expression
    `language`, as a memory's search_vector is made of its content and text_language: each run of Chinese, Japanese
    or Korean characters as its pairs of characters first (migrations memories/0020 and 0021)."""
    return f"memoryos_search_vector({language}, {text})"


# What a stored memory states: its search_vector is lexemes_sql of its content.
STORED_STATEMENT = statement_sql(lexemes="{alias}.search_vector", text="{alias}.content")


def statement_keys(texts: Sequence[str], *, language: str) -> list[str]:
    """What each text states (statement_sql), as a stored memory with that content and text_language would."""
    key = statement_sql(lexemes=lexemes_sql("t", "%s"), text="t")
    rows = _run(f"SELECT {key} FROM unnest(%s::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i", [language, list(texts)])
    return [row[0] for row in rows]


def reindex_text(*, tenant_id, batch_size: int) -> int:
    """Re-index up to `batch_size` of the tenant's memories in another language than the tenant's, read from its
    row by this statement (their search_vector is generated from text_language and content); returns how many."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"WITH lang AS (SELECT text_language FROM {TENANT} WHERE id = %s) "
            f"UPDATE {MEMORY} m SET text_language = lang.text_language FROM lang WHERE m.tenant_id = %s AND m.id IN "
            f"(SELECT o.id FROM {MEMORY} o, lang WHERE o.tenant_id = %s AND o.text_language <> lang.text_language "
            "LIMIT %s)",
            [tenant_id, tenant_id, tenant_id, batch_size],
        )
        return cursor.rowcount


def reindex_text_done(tenant_id) -> bool:
    """Clear the tenant's text_reindexing mark if no memory of it is in another language; whether none is."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {TENANT} t SET text_reindexing = false WHERE t.id = %s AND NOT EXISTS "
            f"(SELECT 1 FROM {MEMORY} m WHERE m.tenant_id = %s AND m.text_language <> t.text_language)",
            [tenant_id, tenant_id],
        )
        return cursor.rowcount == 1


@functools.cache
def _half_texts() -> np.ndarray:
    """The text of each of the 65,536 half-precision values, indexed by its bits: the exact decimal of the value
    (its float64's repr), which PostgreSQL parses back to that very half. Built once, at a process's first search."""
    return np.array(
        [repr(value) for value in np.arange(65536, dtype=np.uint16).view(np.float16).tolist()], dtype=object
    )


def halfvec_literal(vector: Sequence[float]) -> str:
    """`vector` as the text of a halfvec, '[x,y,...]', for a `%s::halfvec` parameter: each value rounded as
    PostgreSQL rounds the text of the float itself (to single precision, then to half, to nearest even), then
    looked up, instead of a Python repr of each float, a share of every search's CPU (docs/search.md)."""
    halves = np.asarray(vector, dtype=np.float64).astype(np.float32).astype(np.float16)
    return "[" + ",".join(_half_texts()[halves.view(np.uint16)]) + "]"


def _run(sql: str, values: Sequence) -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute(sql, list(values))
        return cursor.fetchall()


def _history(source: str, action: str, before: str, after: str, actor: str) -> str:
    return (
        f"INSERT INTO {EVENT} (tenant_id, memory_id, action, before, after, actor, at) "
        f"SELECT tenant_id, id, '{action}', {before}, {after}, '{actor}', now() FROM {source}"
    )


_CHANGED = "SELECT tenant_id, user_id, count(*) FROM {source} GROUP BY tenant_id, user_id"
# The vectors of the deleted rows go in the same statement (MemoryEmbedding has no foreign key in the
# database); `= ANY(ARRAY(...))` keeps it on the primary key whatever the planner guesses about `gone`.
_DROP_VECTORS = f"vectors_gone AS (DELETE FROM {VECTORS} WHERE memory_id = ANY(ARRAY(SELECT id FROM gone)))"
TIERS = tuple(Tier.values)
# A memory's tier as its TIER_RANK, in SQL.
_TIER_RANK = "CASE {alias}.tier " + " ".join(f"WHEN '{tier}' THEN {rank}" for tier, rank in TIER_RANK.items()) + " END"
# Deleted rows (`gone`, with their tier) leave the tenant's stored-memory counters (quota, list totals),
# the total and the one of their tier, in the same statement.
_RELEASE_SLOTS = (
    f"counts AS (UPDATE {TENANT} t SET memory_count = GREATEST(0, t.memory_count - g.n), "
    + ", ".join(f"memories_{tier} = GREATEST(0, t.memories_{tier} - g.{tier})" for tier in TIERS)
    + " FROM (SELECT tenant_id, count(*) AS n, "
    + ", ".join(f"count(*) FILTER (WHERE tier = '{tier}') AS {tier}" for tier in TIERS)
    + " FROM gone GROUP BY tenant_id) g WHERE t.id = g.tenant_id)"
)
# Promoted rows (`moved`: old_tier, new_tier) move between the tenant's per-tier counters.
_MOVE_TIERS = (
    f"tier_counts AS (UPDATE {TENANT} t SET "
    + ", ".join(f"memories_{tier} = GREATEST(0, t.memories_{tier} + g.in_{tier} - g.out_{tier})" for tier in TIERS)
    + " FROM (SELECT tenant_id, "
    + ", ".join(
        f"count(*) FILTER (WHERE new_tier = '{tier}') AS in_{tier}, "
        f"count(*) FILTER (WHERE old_tier = '{tier}') AS out_{tier}"
        for tier in TIERS
    )
    + " FROM moved GROUP BY tenant_id) g WHERE t.id = g.tenant_id)"
)


def decay(defaults: dict[str, float], tenant_id, low, high) -> list[tuple]:
    """relevance = importance × 0.5^(Δt / half-life of the tier), Δt since last access (or creation).
    Pinned memories keep their relevance. Rows whose relevance moves by less than 0.001 are not written."""
    params, values = _params(defaults, tenant_id)
    where, slice_values = _slice("m", low, high)
    value = (
        "LEAST(1.0, GREATEST(0.0, m.importance_score * power(0.5, LEAST(%s, "
        "extract(epoch FROM now() - COALESCE(m.last_accessed_at, m.created_at)) / 86400.0 / "
        "GREATEST(CASE m.tier WHEN 'short' THEN p.half_life_short_days WHEN 'medium' THEN p.half_life_medium_days "
        "ELSE p.half_life_long_days END, 0.001)))))"
    )
    sql = (
        f"WITH {params}, changed AS (UPDATE {MEMORY} m SET relevance_score = {value} FROM params p "
        f"WHERE m.tenant_id = p.tenant_id AND {where} AND NOT m.pinned "
        f"AND abs(m.relevance_score - {value}) >= 0.001 RETURNING m.tenant_id, m.user_id) "
        + _CHANGED.format(source="changed")
    )
    return _run(sql, [*values, MAX_HALF_LIVES, *slice_values, MAX_HALF_LIVES])


def promote(defaults: dict[str, float], tenant_id, low, high) -> list[tuple]:
    """short → medium (enough accesses or importance), medium → long (more of either); a short memory that
    already meets the long-term bar goes straight to long. One `promoted` event per memory."""
    params, values = _params(defaults, tenant_id)
    where, slice_values = _slice("c", low, high)
    to_long = "(c.access_count >= p.promote_medium_min_access OR c.importance_score >= p.promote_medium_min_importance)"
    to_medium = "(c.access_count >= p.promote_short_min_access OR c.importance_score >= p.promote_short_min_importance)"
    sql = (
        f"WITH {params}, "
        f"target AS (SELECT c.id, c.tier AS old_tier, CASE WHEN {to_long} THEN 'long' ELSE 'medium' END AS new_tier "
        f"FROM {MEMORY} c JOIN params p ON p.tenant_id = c.tenant_id WHERE {where} "
        f"AND ((c.tier = 'short' AND ({to_medium} OR {to_long})) OR (c.tier = 'medium' AND {to_long}))), "
        f"moved AS (UPDATE {MEMORY} m SET tier = t.new_tier, updated_at = now() FROM target t "
        "WHERE m.id = t.id AND m.tier = t.old_tier RETURNING m.id, m.tenant_id, m.user_id, t.old_tier, t.new_tier), "
        "events AS ("
        + _history(
            "moved",
            "promoted",
            "jsonb_build_object('tier', old_tier)",
            "jsonb_build_object('tier', new_tier)",
            "job:promote",
        )
        + f"), {_MOVE_TIERS} "
        + _CHANGED.format(source="moved")
    )
    return _run(sql, [*values, *slice_values])


def prune(defaults: dict[str, float], tenant_id, low, high) -> list[tuple]:
    """Delete expired memories, short-term ones older than the limit (never promoted), and those below the
    relevance floor that nobody read for the idle period. Pinned memories go only when they expire.
    References to a deleted memory are cleared by the database (ON DELETE SET NULL, migration 0005)."""
    params, values = _params(defaults, tenant_id)
    where, slice_values = _slice("m", low, high)
    reason = (
        "CASE WHEN m.expires_at IS NOT NULL AND m.expires_at <= now() THEN 'expired' "
        "WHEN NOT m.pinned AND m.tier = 'short' AND m.created_at < now() - p.prune_short_after_days * interval '1 day' "
        "THEN 'short_term_expired' "
        "WHEN NOT m.pinned AND m.relevance_score < p.prune_min_relevance "
        "AND COALESCE(m.last_accessed_at, m.created_at) < now() - p.prune_idle_days * interval '1 day' "
        "THEN 'low_relevance' END"
    )
    sql = (
        f"WITH {params}, "
        f"doomed AS (SELECT m.id, {reason} AS reason FROM {MEMORY} m JOIN params p ON p.tenant_id = m.tenant_id "
        f"WHERE {where}), "
        f"gone AS (DELETE FROM {MEMORY} m USING doomed d WHERE m.id = d.id AND d.reason IS NOT NULL "
        "RETURNING m.id, m.tenant_id, m.user_id, m.tier, m.content_hash, d.reason), "
        "events AS ("
        + _history(
            "gone",
            "pruned",
            "jsonb_build_object('tier', tier, 'content_hash', content_hash)",
            "jsonb_build_object('reason', reason)",
            "job:prune",
        )
        + "), "
        f"{_DROP_VECTORS}, {_RELEASE_SLOTS} " + _CHANGED.format(source="gone")
    )
    return _run(sql, [*values, *slice_values])


def consolidate_groups(tenant_id, since) -> list[tuple]:
    """(tenant_id, user_id or None, live memories) of every group — a tenant's user, or its memories without a
    user — in which an unpinned memory was created, edited or unpinned since `since` (`content_changed_at`):
    the groups consolidation has to look at, in (tenant, user) order, so that a batch of consecutive groups
    spans few tenants."""
    where = "AND m.tenant_id = %s" if tenant_id is not None else ""
    return _run(
        f"SELECT m.tenant_id, m.user_id, count(*) FROM {MEMORY} m WHERE m.superseded_by_id IS NULL {where} "
        "GROUP BY m.tenant_id, m.user_id HAVING bool_or(m.content_changed_at >= %s AND NOT m.pinned) "
        "ORDER BY m.tenant_id, m.user_id",
        [tenant_id, since] if tenant_id is not None else [since],
    )


# Memory to sort the batch's rows by statement (without their vectors: about 6.5 MB for 50,000) and the pairs
# among copies, for this transaction only: the sorts stay in memory instead of spilling to disk.
CONSOLIDATE_WORK_MEM = "64MB"


def consolidate(defaults: dict[str, float], groups: Sequence[tuple], since) -> tuple[list[tuple], list[tuple]]:
    """Merge near-duplicates within each of `groups` ((tenant_id, user_id or None) pairs; None is the
    tenant's memories without a user) and within one scope: every unpinned memory whose content changed since
    `since` is compared with the older live memories of its group that state the same (statement_sql: a changed
    number or a "not" is a new fact, not a duplicate) — each group's rows are read once and grouped by statement,
    and only the memories that share one read their vectors — and at cosine ≥ the threshold (exact distances),
    the newer one is deleted and the nearest older one (the oldest of equally near ones) keeps the higher
    importance plus a boost per merge, the summed access count and the duplicates' tags and entities, with
    `merged` history on both. Pinned and superseded memories are never merged away, nor a memory that lasts
    longer than the older one (a higher tier, or a later or no expiry). A memory whose nearest older duplicate
    is itself merged away in this statement waits for the next pass.

    Returns (changed rows, the groups to pass over again): only a group with such a waiting memory needs
    another pass."""
    params, values = _params(defaults, None)
    tenant_ids = [group[0] for group in groups]
    user_ids = [group[1] for group in groups]
    columns = (
        "g.gk, g.max_distance, m.id, m.tenant_id, m.created_at, m.importance_score, m.access_count, m.scope, "
        f"m.expires_at, {_TIER_RANK.format(alias='m')} AS tier_rank"
    )
    changed = "m.content_changed_at >= %s AND NOT m.pinned AS changed"
    # What the memory states, as a fixed-size key to group on (md5 only narrows; `pairs` compares the statements).
    statement = f"md5({STORED_STATEMENT.format(alias='m')})::uuid AS statement"
    sql = (
        f"WITH {params}, "
        # One row per group with its threshold.
        "g AS (SELECT u.gk, u.tenant_id, u.user_id, 1 - p.consolidate_similarity AS max_distance "
        "FROM unnest(%s::uuid[], %s::text[]) WITH ORDINALITY AS u(tenant_id, user_id, gk) "
        "JOIN params p ON p.tenant_id = u.tenant_id), "
        # Duplicates state the same, so only the memories that share a statement with another one of their group
        # are candidates (a few): the rows are read once, without their vectors, and counted per statement; then
        # the candidates' vectors, once each. Named users and memories without a user are separate index paths
        # of (tenant, user_id, created_at).
        "candidates AS MATERIALIZED (SELECT c.*, e.embedding FROM (SELECT *, "
        "count(*) OVER (PARTITION BY gk, statement) AS copies "
        f"FROM (SELECT {columns}, {changed}, {statement} FROM g JOIN {MEMORY} m "
        "ON m.tenant_id = g.tenant_id AND m.user_id = g.user_id WHERE m.superseded_by_id IS NULL "
        f"UNION ALL SELECT {columns}, {changed}, {statement} FROM g JOIN {MEMORY} m "
        "ON m.tenant_id = g.tenant_id AND m.user_id IS NULL "
        "WHERE g.user_id IS NULL AND m.superseded_by_id IS NULL) rows) c "
        f"JOIN {VECTORS} e ON e.tenant_id = c.tenant_id AND e.memory_id = c.id WHERE c.copies > 1), "
        # Each changed candidate against the older ones of its statement and scope that last at least as long: a
        # tier as high, and no expiry or one as late (merging into a memory that goes sooner would shorten the
        # fact's life: a long-term duplicate pruned with a short one). Exact distances.
        "near AS (SELECT b.gk, b.id AS dup_id, b.tenant_id, b.importance_score, b.access_count, o.id AS keep_id, "
        "o.created_at AS keep_created_at, o.embedding <=> b.embedding AS distance "
        "FROM candidates b JOIN candidates o ON o.gk = b.gk AND o.statement = b.statement "
        "AND (o.created_at, o.id) < (b.created_at, b.id) WHERE b.changed AND o.scope IS NOT DISTINCT FROM b.scope "
        "AND b.tier_rank <= o.tier_rank AND (o.expires_at IS NULL OR o.expires_at >= b.expires_at) "
        "AND (o.embedding <=> b.embedding) <= b.max_distance), "
        # The nearest; of equally near ones (copies), the oldest, so that a chain of copies merges into its first
        # at once.
        "nearest AS (SELECT DISTINCT ON (dup_id) * FROM near ORDER BY dup_id, distance, keep_created_at, keep_id), "
        # Only for those, the statements themselves (the key is an md5 of them), and the duplicate's labels.
        "pairs AS (SELECT n.gk, n.dup_id, n.tenant_id, n.importance_score, n.access_count, n.keep_id, d.tags, "
        f"d.entities FROM nearest n JOIN {MEMORY} d ON d.tenant_id = n.tenant_id AND d.id = n.dup_id "
        f"JOIN {MEMORY} k ON k.tenant_id = n.tenant_id AND k.id = n.keep_id "
        f"WHERE {STORED_STATEMENT.format(alias='d')} = {STORED_STATEMENT.format(alias='k')}), "
        "valid AS (SELECT * FROM pairs WHERE keep_id NOT IN (SELECT dup_id FROM pairs)), "
        "waiting AS (SELECT DISTINCT gk FROM pairs WHERE keep_id IN (SELECT dup_id FROM pairs)), "
        # The kept memory also gains the tags and entities that only its duplicates had (after its own, up to the
        # API's limits), so that a filter by one of them still finds it.
        "labels AS (SELECT v.keep_id, "
        "ARRAY(SELECT DISTINCT x FROM valid w, unnest(w.tags) x WHERE w.keep_id = v.keep_id ORDER BY x) AS tags, "
        "ARRAY(SELECT DISTINCT x FROM valid w, unnest(w.entities) x WHERE w.keep_id = v.keep_id ORDER BY x) "
        "AS entities FROM (SELECT DISTINCT keep_id FROM valid) v), "
        f"kept AS (UPDATE {MEMORY} k SET importance_score = LEAST(1.0, GREATEST(k.importance_score, a.importance) "
        "+ %s * a.n), access_count = k.access_count + a.accesses, updated_at = now(), "
        f"tags = (k.tags || a.tags_added)[1:{MAX_TAGS}], entities = (k.entities || a.entities_added)[1:{MAX_ENTITIES}] "
        "FROM (SELECT s.*, ARRAY(SELECT x FROM unnest(l.tags) x WHERE x <> ALL(o.tags)) AS tags_added, "
        "ARRAY(SELECT x FROM unnest(l.entities) x WHERE x <> ALL(o.entities)) AS entities_added FROM "
        "(SELECT keep_id, tenant_id, max(importance_score) AS importance, count(*) AS n, "
        "sum(access_count) AS accesses, array_agg(dup_id::text ORDER BY dup_id) AS dups FROM valid "
        f"GROUP BY keep_id, tenant_id) s JOIN labels l USING (keep_id) JOIN {MEMORY} o "
        "ON o.tenant_id = s.tenant_id AND o.id = s.keep_id) a "
        "WHERE k.id = a.keep_id RETURNING k.id, k.tenant_id, k.user_id, k.importance_score, a.dups, k.tags, "
        "k.entities, cardinality(a.tags_added) > 0 AS new_tags, cardinality(a.entities_added) > 0 AS new_entities), "
        f"gone AS (DELETE FROM {MEMORY} d USING valid v WHERE d.id = v.dup_id "
        "RETURNING d.id, d.tenant_id, d.user_id, d.tier, v.keep_id), "
        "kept_events AS ("
        + _history(
            "kept",
            "merged",
            "'{}'::jsonb",
            "jsonb_strip_nulls(jsonb_build_object('merged_from', to_jsonb(dups), 'importance_score', importance_score, "
            "'tags', CASE WHEN new_tags THEN to_jsonb(tags) END, "
            "'entities', CASE WHEN new_entities THEN to_jsonb(entities) END))",
            "job:consolidate",
        )
        + "), gone_events AS ("
        + _history("gone", "merged", "'{}'::jsonb", "jsonb_build_object('merged_into', keep_id)", "job:consolidate")
        + "), "
        f"{_DROP_VECTORS}, {_RELEASE_SLOTS} "
        # The changed rows, then one row per waiting group (its position in `groups`, counted from 1).
        "SELECT tenant_id, user_id, count(*), NULL::bigint FROM gone GROUP BY tenant_id, user_id "
        "UNION ALL SELECT NULL, NULL, 0, gk FROM waiting"
    )
    _run("SELECT set_config('work_mem', %s, true)", [CONSOLIDATE_WORK_MEM])
    rows = _run(sql, [*values, tenant_ids, user_ids, since, since, MERGE_IMPORTANCE_BOOST])
    changed = [row[:3] for row in rows if row[3] is None]
    return changed, [groups[row[3] - 1] for row in rows if row[3] is not None]


def try_lock(key: str) -> bool:
    """A session-level advisory lock: two runs of one job never overlap, in any process."""
    return _run("SELECT pg_try_advisory_lock(hashtext(%s))", [key])[0][0]


def unlock(key: str) -> None:
    _run("SELECT pg_advisory_unlock(hashtext(%s))", [key])


def memory_stats(tenant_id=None) -> list[tuple]:
    """(tenant slug, tier, nature, count, pinned, superseded) for operators (manage.py memory_stats)."""
    where = "WHERE m.tenant_id = %s" if tenant_id is not None else ""
    return _run(
        f"SELECT t.slug, m.tier, m.memory_nature, count(*), count(*) FILTER (WHERE m.pinned), "
        f"count(*) FILTER (WHERE m.superseded_by_id IS NOT NULL) FROM {MEMORY} m JOIN {TENANT} t ON t.id = m.tenant_id "
        f"{where} GROUP BY t.slug, m.tier, m.memory_nature ORDER BY t.slug, m.tier, m.memory_nature",
        [tenant_id] if tenant_id is not None else [],
    )


def erase_user(tenant_id, user_id: str) -> tuple[dict[str, int], int]:
    """Delete one user's memories and their history in one statement (GDPR erasure); (memories deleted per
    tier, events deleted).

    Memories of other users that point at an erased one (parent, superseded_by) get NULL from the foreign
    keys' ON DELETE SET NULL (migration 0005), in the database rather than through Django's collector.
    """
    sql = (
        f"WITH gone AS (DELETE FROM {MEMORY} WHERE tenant_id = %s AND user_id = %s RETURNING id, tier), "
        f"{_DROP_VECTORS}, "
        f"events AS (DELETE FROM {EVENT} e WHERE e.tenant_id = %s AND e.memory_id IN (SELECT id FROM gone) "
        "RETURNING 1) "
        "SELECT (SELECT count(*) FROM events), "
        + ", ".join(f"(SELECT count(*) FROM gone WHERE tier = '{tier}')" for tier in TIERS)
    )
    events, *counts = _run(sql, [tenant_id, user_id, tenant_id])[0]
    return dict(zip(TIERS, counts, strict=True)), events


def reembed(model: str, rows: Sequence[tuple]) -> list[tuple]:
    """Store new vectors made by `model` for (tenant_id, memory_id, content_hash, old model, vector) rows, in
    one statement; (tenant_id, memories changed) per tenant.

    A memory is changed only if its content and its embedding_model are still those its vector was made
    from: an edit (or a client's vector) that landed since the batch was read keeps its own vector.
    """
    tenant_ids, memory_ids, hashes, old_models, vectors = (list(column) for column in zip(*rows, strict=True))
    sql = (
        "WITH v AS (SELECT * FROM unnest(%s::uuid[], %s::uuid[], %s::text[], %s::text[], %s::text[]) "
        "AS v(tenant_id, id, content_hash, old_model, embedding)), "
        f"changed AS (UPDATE {MEMORY} m SET embedding_model = %s FROM v WHERE m.tenant_id = v.tenant_id "
        "AND m.id = v.id AND m.content_hash = v.content_hash AND m.embedding_model = v.old_model "
        "RETURNING m.tenant_id, m.id), "
        f"vectors AS (UPDATE {VECTORS} e SET embedding = v.embedding::halfvec FROM changed c JOIN v ON v.id = c.id "
        "WHERE e.tenant_id = c.tenant_id AND e.memory_id = c.id RETURNING 1) "
        "SELECT tenant_id, count(*) FROM changed GROUP BY tenant_id"
    )
    return _run(sql, [tenant_ids, memory_ids, hashes, old_models, vectors, model])


def _vector_column() -> tuple[int, bool]:
    """(type modifier, NOT NULL) of the vector column, as the database has them."""
    [row] = _run(
        "SELECT atttypmod, attnotnull FROM pg_attribute WHERE attrelid = %s::regclass AND attname = 'embedding'",
        [VECTORS],
    )
    return row


def vector_dimensions() -> int | None:
    """The size of the vector column as the database has it (set when migration 0006 ran)."""
    dimensions, _ = _vector_column()
    return dimensions if dimensions > 0 else None


def vectors_resize(dimensions: int) -> None:
    """Give the vector column `dimensions`: every stored vector is dropped (a vector cannot change size); every
    memory is marked for re-embedding (embedding_model ''). Run inside a transaction, with the tenants' HNSW
    indexes already removed (memories/maintenance.py)."""
    with connection.cursor() as cursor:
        # ALTER TABLE refuses a table with deferred foreign-key checks still pending in this transaction.
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
        cursor.execute(
            f"ALTER TABLE {VECTORS} ALTER COLUMN embedding DROP NOT NULL, "
            f"ALTER COLUMN embedding TYPE halfvec({int(dimensions)}) USING NULL"
        )
        cursor.execute(f"UPDATE {MEMORY} SET embedding_model = ''")
        cursor.execute(f"DELETE FROM {CENTROID}")  # sums of vectors of the old size


def centroid_write(tenant_id, embedder: str) -> None:
    """Write one tenant's centroid (memories.models.TenantCentroid) from its vectors as they are: the count and
    the sum of their unit vectors, in float4; none when it has no vector. One statement, an upsert: two runs at
    once (the hourly job and an erasure) end with one row, not a duplicate key."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"WITH sums AS (SELECT count(*) AS n, sum(l2_normalize(embedding::vector)) AS total FROM {VECTORS} "
            "WHERE tenant_id = %s AND embedding IS NOT NULL), "
            f"gone AS (DELETE FROM {CENTROID} WHERE tenant_id = %s AND (SELECT n FROM sums) = 0) "
            f"INSERT INTO {CENTROID} (tenant_id, memories, total, embedding_model, computed_at) "
            "SELECT %s, n, total, %s, now() FROM sums WHERE n > 0 ON CONFLICT (tenant_id) DO UPDATE SET "
            "memories = EXCLUDED.memories, total = EXCLUDED.total, embedding_model = EXCLUDED.embedding_model, "
            "computed_at = EXCLUDED.computed_at",
            [tenant_id, tenant_id, tenant_id, embedder],
        )


def centroids_keep(tenant_ids: Sequence) -> None:
    """Delete the centroids of every other tenant."""
    with connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {CENTROID} WHERE tenant_id <> ALL(%s::uuid[])", [[str(t) for t in tenant_ids]])


def vectors_complete() -> bool:
    """Whether every memory has a vector again after a resize (then the column can be NOT NULL again)."""
    return not _run(f"SELECT 1 FROM {VECTORS} WHERE embedding IS NULL LIMIT 1", [])


def vectors_require() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")  # as in vectors_resize
        cursor.execute(f"ALTER TABLE {VECTORS} ALTER COLUMN embedding SET NOT NULL")


def vectors_required() -> bool:
    """Whether the vector column is NOT NULL: always, except between a resize and its completion."""
    return _vector_column()[1]


def indexes_named(table: str, prefix: str) -> list[tuple[str, bool]]:
    """(name, valid) of the table's indexes whose names start with `prefix`. An interrupted or failed CREATE
    INDEX CONCURRENTLY leaves an invalid one behind, which nothing uses but every insert updates."""
    return _run(
        "SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
        "WHERE i.indrelid = %s::regclass AND starts_with(c.relname, %s) ORDER BY c.relname",
        [table, prefix],
    )


def cache_generations(tenant_id, keys: Sequence[str]) -> dict[str, int]:
    """The stored generation counters of one tenant among `keys` (memories/cache.py). Read on every cached
    search and context without Redis, so one statement that the ORM does not compile each time. The keys are
    parameters of their own (a request reads two to five): psycopg writes an array parameter in Python, which
    took longer than the rest of the call."""
    if not keys:
        return {}
    listed = ", ".join(["%s"] * len(keys))
    return dict(
        fetch_prepared(
            f"SELECT key, value FROM {GENERATION} WHERE tenant_id = %s AND key IN ({listed})", [tenant_id, *keys]
        )
    )


def analyze_memories() -> None:
    """ANALYZE the memories' and the vectors' tables, each only if its lock is free at once (SKIP_LOCKED): the
    lock conflicts with autovacuum's and with CREATE INDEX CONCURRENTLY's. A tenant index build waits for older
    transactions to end, so an ANALYZE that waited for the build's lock would deadlock with it."""
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE (SKIP_LOCKED) {MEMORY}, {VECTORS}")
