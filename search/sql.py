"""The hybrid ranking statement: the one place search touches raw SQL (reviewed like code).

One statement does all of it:
  freqs/qterms  the query's English lexemes, each weighted by inverse document frequency
  pool/qeff     the memories in scope holding a rare query term (or, if all are common, every term); those
                terms' IDF scaled to the scope
  vec           cosine candidates: exact for a small tenant or user, else the tenant's own HNSW index
  fm            with a client's filter, in an exact scope: the memories it lets through, bounded (vec's plan);
                in a walk filtered by tags or entities, those memories if the statistics put them under a bound
  vstats        the searched scope's size and summed distance, for the scope baseline (for a walk: from the
                tenant's centroid, or a sample)
  txt           GIN full-text candidates (the pool, by IDF-weighted match)
  fused         Reciprocal Rank Fusion (k = 60) of the two rankings
  cands/terms   each fused candidate's memory row, vector and text signals (all their lexemes in one pass)
  scored        absolute evidence per signal, calibrated per embedder, then recency and importance
  final select  threshold, order, page
Every subquery names the tenant as its first condition. The filters are compiled by the ORM from the same
MemoryFilters as GET /v1/memories, so both endpoints mean the same thing by `scope`, `tags`, `metadata`.
See docs/search.md for the formula and the measurements behind its constants.
"""

from __future__ import annotations

import functools
import math
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

from django.db import OperationalError, connection, transaction
from django.db.models import Q
from django.db.models.functions import Now
from django.db.models.sql import Query
from psycopg.errors import QueryCanceled

from memories.maintenance import TEXT as OWN_TEXT_INDEXES
from memories.models import TENANT_INDEX_MIN_MEMORIES, Memory, MemoryEmbedding, TenantCentroid
from memories.selectors import HEAVY_FIELDS, TENANT_KEY_INDEXES, MemoryFilters, tenant_key
from memories.sql import STORED_STATEMENT, halfvec_literal, lexemes_sql
from memoryos.api.errors import ServiceUnavailableError
from memoryos.db import fetch_prepared
from memoryos.reread import Reread
from memoryos.rows import RowLoader

RRF_K = 60
# Full-text candidates come from the query's rarest lexemes, as many as keep the expected number of
# matching memories in the tenant under TEXT_MATCH_BUDGET (the rarest one always); at most
# TEXT_MATCH_CAP matches are scored, so a query of common words cannot scan a big tenant.
TEXT_MATCH_BUDGET = 300
TEXT_MATCH_CAP = 4000
# Tenants up to this size, and in a larger tenant users up to this size, are searched exactly (a B-tree of the
# vectors' table, then distances): a graph walk would have to skip the other tenants' or users' rows.
# Larger tenants have an HNSW index of their own (memories/maintenance.py), walked with iterative scans.
EXACT_SEARCH_MAX_MEMORIES = TENANT_INDEX_MIN_MEMORIES
# With no client filter but user_id, an exact search ranks the tenant's (or user's) vectors alone and reads
# the memory rows of this many times the candidates it needs (expired and superseded ones drop out there).
EXACT_OVERFETCH = 2
# With another filter, an exact search ranks the memories the filter lets through directly when they are at most
# this many times the candidates it needs; with more, it checks memory rows in distance order instead.
EXACT_FILTER_RANKS = 10
# A graph walk filtered by tags or entities reads about candidates × scope / matches rows, each costing about this
# many times what ranking one match exactly costs (docs/search.md, "Searches with a filter"): the matches are
# ranked exactly up to sqrt(WALK_ROW_COST × candidates × scope) of them.
WALK_ROW_COST = 3.4
# Scope-aware IDF counts the question's most specific term in the scope (the one in the fewest of its memories)
# as if the scope held this many more memories without it: a few memories are weak evidence that a word is in
# most of them. A user's name in all of their memories still weighs little; a topic in three of five keeps
# enough weight to pass the default threshold. A commoner term beside a rarer one keeps its whole discount: the
# rarer word decides (docs/search.md, "A few memories are weak evidence"; bench/ranking.py's `*_topic_*` lines).
SCOPE_IDF_PRIOR = 5
# A graph walk estimates the scope baseline from this many of the scope's vectors (docs/search.md).
BASELINE_SAMPLE = 1000
TABLE = Memory._meta.db_table
VECTORS = MemoryEmbedding._meta.db_table
CENTROIDS = TenantCentroid._meta.db_table
# Memory columns returned with each hit (not the vector or the tsvector), then the search's own columns, set
# as attributes of the same names (the last is a window count, the others columns of `scored`).
_MEMORY = RowLoader(Memory, "m", exclude=HEAVY_FIELDS)
_SCORES = (
    "combined_score",
    "vector_score",
    "text_score",
    "text_coverage",
    "rrf_score",
    "recency",
    "importance",
    "vector_rank",
    "text_rank",
    "total_matches",
)
# A search hit: the memory's columns and the search's, read-only (memoryos/rows.py).
Hit = _MEMORY.record_type("Hit", __name__, _SCORES)
# A memory's lexemes and one more, its tenant's (` tenant <uuid>`: a space never occurs in a parsed lexeme):
# the expression of the GIN index memory_tenant_search_gin (migration memories/0012, which repeats it; the
# planner uses the index only for this exact expression). A search's terms are looked up together with its
# tenant's lexeme, so the index intersects a term's postings with the tenant's itself. On one GIN of every
# tenant's lexemes, a common term's postings were read across the whole table, then ANDed with the tenant's
# rows from a B-tree (docs/search.md, "The text side"). A large tenant's search without a narrowing filter
# reads the tenant's own GIN index instead (_hybrid_statement).
TENANT_LEXEMES = "(search_vector || array_to_tsvector(ARRAY[' tenant ' || tenant_id::text]))"
# BM25's term-frequency saturation (k1 = 1.2), without length normalisation: memories are short. In float8:
# with numeric constants (`2.2`) PostgreSQL computed it in numeric, per lexeme of every memory scored
# (docs/search.md, "Frequencies in float8": what this and another change of session 21 saved together).
_TF = (
    "2.2::float8 * COALESCE(cardinality((y.u).positions), 1) "
    "/ (COALESCE(cardinality((y.u).positions), 1) + 1.2::float8)"
)


def _lexemes(source: str, *, query_terms_only: bool = False) -> str:
    """A row per lexeme of each memory in `source` (a CTE with `id` and `search_vector`): the memory's id, the
    lexeme and its saturated frequency. The set-returning unnest sits in a select list over all the memories at
    once: in FROM, as a LATERAL subquery per memory, each memory set up a function scan and an aggregate of its
    own, most of a search whose rarest query term was in thousands of memories (docs/search.md, "The text side").

    With `query_terms_only`, each vector is first cut down to the query's terms (qeff), positions kept: a stored
    search_vector is to_tsvector's, every position of weight D, so the terms marked A are all that ts_filter
    keeps. A few rows per memory to unnest, join and sum instead of one per lexeme."""
    vector = (
        "ts_filter(setweight(s.search_vector, 'A', (SELECT array_agg(lexeme) FROM qeff)), '{a}')"
        if query_terms_only
        else "s.search_vector"
    )
    return (
        f"(SELECT y.id, (y.u).lexeme AS lexeme, {_TF} AS tf "
        f"FROM (SELECT s.id, unnest({vector}) AS u FROM {source} s) y)"
    )


@dataclass(frozen=True)
class Scoring:
    """Constants of the relevance formula (docs/search.md); the vector ones come from the embedder."""

    vector_low: float
    vector_high: float
    vector_rank_weight: float = 1.0  # weight of the vector ranking in RRF (the text ranking has 1)
    vector_weight: float = 1.0  # 0 when there is no query vector (text mode)
    text_weight: float = 0.6  # 0 in vector mode; 1 in text mode
    scope_margin: float | None = None  # vector evidence starts at the scope's mean cosine less this; None: off
    text_saturation: float = 0.5  # share of the query's IDF mass at which text evidence is certain
    coverage_saturation: float = 0.1  # share of the memory's own IDF mass at which text evidence is certain
    rrf_weight: float = 0.2  # share of the score that depends on the fused rank
    recency_weight: float = 0.05
    recency_half_life_days: float = 30.0
    importance_weight: float = 0.1


def _where(q: Q) -> tuple[str, list]:
    """A condition on the unaliased memories table, compiled by the ORM (no queryset to clone)."""
    query = Query(Memory)
    query.add_q(q)
    where, params = query.get_compiler(connection=connection).compile(query.where)
    return where, list(params)


@functools.cache
def _standing_sql(include_superseded: bool) -> tuple[str, tuple]:
    """The conditions of every search (not expired; not superseded, unless asked for), compiled once: they hold
    no value of the request, and compiling them through the ORM on every search showed in a profile of misses."""
    q = Q(expires_at__isnull=True) | Q(expires_at__gt=Now())
    if not include_superseded:
        q &= Q(superseded_by__isnull=True)
    where, params = _where(q)
    return where, tuple(params)


@functools.cache
def _user_sql() -> str:
    """The condition of a filter by user alone, compiled once; the user is its one parameter."""
    where, params = _where(Q(user_id=""))
    assert params == [""], params
    return where


def _filter_sql(filters: MemoryFilters, include_superseded: bool, *, tenant_keys=None) -> tuple[str, list]:
    """WHERE fragment for the filters and the standing conditions, against the unaliased memories table; with
    `tenant_keys` (the tenant's id), tags and entities on their tenant's GIN indexes (MemoryFilters.as_q). A
    filter by user alone (half of the searches of bench/latency.py) skips the ORM, whose compiling was most of
    the time it took to build such a search's statement, in a profile."""
    standing, standing_params = _standing_sql(include_superseded)
    if filters.user_id is not None and filters == MemoryFilters(user_id=filters.user_id):
        return f"({_user_sql()} AND {standing})", [filters.user_id, *standing_params]
    q = filters.as_q(tenant_keys=tenant_keys)
    if not q:
        return standing, list(standing_params)
    where, params = _where(q)
    return f"({where} AND {standing})", [*params, *standing_params]


def _tenant_tsquery(tenant_id) -> str:
    """The tsquery of a tenant's lexeme in TENANT_LEXEMES (the id parsed first, so nothing else gets in)."""
    return f"' tenant {uuid.UUID(str(tenant_id))}'"


def _uuid_literal(value) -> str:
    """A UUID written into the SQL text, for the planner to see: parsed first, so nothing else gets in."""
    return f"'{uuid.UUID(str(value))}'::uuid"


class _Statement:
    """SQL text and its positional parameters, appended together so they cannot drift apart."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.params: list = []
        # Whether one generic plan serves every search of this text (hybrid_search): an exact search with no
        # filter but the user (the same plan for every tenant and user), or such a walk of one tenant's graph.
        self.generic = False

    def add(self, fragment: str, *params) -> None:
        self.parts.append(fragment)
        self.params.extend(params)

    @property
    def sql(self) -> str:
        return "".join(self.parts)


def _read_key_statistics() -> tuple[float, dict[str, tuple[dict[str, float], float]]]:
    """The statistics of the tag and entity keys' indexes: the table's rows, and for each index each key's share of
    them with the least listed share (a bound for the keys not listed). ANALYZE changes them."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT c.reltuples, st.tablename, st.most_common_elems::text::text[], st.most_common_elem_freqs "
            "FROM pg_class c LEFT JOIN pg_stats st ON st.schemaname = current_schema() AND st.tablename IN "
            "(%s, %s) AND st.most_common_elems IS NOT NULL WHERE c.oid = %s::regclass",
            [*TENANT_KEY_INDEXES.values(), TABLE],
        )
        found = cursor.fetchall()
    rows = max(found[0][0], 0.0) if found else 0.0
    # most_common_elem_freqs lists the elements' shares, then the least and the greatest of them, then nulls'.
    return rows, {ix: (dict(zip(keys, freqs, strict=False)), freqs[len(keys)]) for _, ix, keys, freqs in found if ix}


# Read at most once a minute per process.
_KEY_STATISTICS = Reread(_read_key_statistics, seconds=60.0)


def _few_key_matches(tenant_id, filters: MemoryFilters, *, candidates: int, scope_n: int, tenant_size: int) -> int:
    """For a graph walk filtered by tags or entities: the bound under which its matches are ranked exactly, if the
    statistics put them under it; else 0.

    The walk checks the memory row of each vector it reaches, about candidates × scope / matches of them; ranking
    the matches exactly costs a few µs each. The two cost the same at sqrt(WALK_ROW_COST × candidates × scope)
    matches. The estimate: each key's rows, from the statistics of its index's expression (a key not listed: at
    most the least listed one's; no statistics yet: the whole scope), over the tenant's size, multiplied together
    and by the scope's size (docs/search.md, "Searches with a filter")."""
    keys = [
        (index, tenant_key(tenant_id, item))
        for name, index in TENANT_KEY_INDEXES.items()
        for item in getattr(filters, name)
    ]
    scope_n, tenant_size = max(scope_n, 1), max(tenant_size, 1)
    rows, shares = _KEY_STATISTICS.get()
    estimate = float(scope_n)
    for ix, key in keys:
        listed, least = shares.get(ix, ({}, None))
        count = rows * listed.get(key, least) if rows and least is not None else scope_n
        estimate *= min(1.0, max(count, 0.5) / tenant_size)
    bound = math.isqrt(int(WALK_ROW_COST * candidates * scope_n))
    return bound if estimate <= bound else 0


def _hybrid_statement(
    *,
    tenant_id,
    vector: list[float] | None,
    text: str | None,
    filters: MemoryFilters,
    include_superseded: bool,
    scoring: Scoring,
    threshold: float,
    limit: int,
    offset: int,
    candidates: int,
    tenant_size: int,
    exact: bool,
    scope_size: int | None = None,  # memories searched (the tenant's or user's); None: counted in the statement
    embedder: str | None = None,  # whose vectors `vector` and the memories' are; None: no centroid (a sample)
    text_language: str,  # the tenant's (its memories' lexemes are in it), and so the query's
    keep_best: int = 0,  # the best this many are kept whatever their score (a context block's floor)
) -> _Statement:
    # Tags and entities are checked on the rows the other conditions reach; a walk's `fm` (below) alone looks
    # them up in their tenant's GIN indexes.
    where, where_params = _filter_sql(filters, include_superseded)
    # The memories searched; a user of a small tenant, counted in the statement (`scope`), at most the tenant's.
    scope_n = tenant_size if scope_size is None else scope_size
    use_vector, use_text = vector is not None, bool(text and text.strip())
    vector_literal = halfvec_literal(vector) if use_vector else None
    best_rrf = ((scoring.vector_rank_weight if use_vector else 0) + (1 if use_text else 0)) / (RRF_K + 1)

    s = _Statement()
    # Document frequencies come from PostgreSQL's own statistics of the tsvector column (ANALYZE keeps the
    # most common lexemes and the share of rows holding each); a lexeme not listed is rarer than all listed.
    s.add(
        "WITH freqs AS MATERIALIZED (SELECT e.lexeme, e.freq FROM pg_stats st, "
        "unnest(st.most_common_elems::text::text[], st.most_common_elem_freqs) AS e(lexeme, freq) "
        "WHERE st.schemaname = current_schema() AND st.tablename = %s AND st.attname = 'search_vector' "
        "AND e.lexeme IS NOT NULL), "
        # Before the first ANALYZE there are no statistics: every term is then equally (and fully) informative.
        "rare AS (SELECT COALESCE(min(freq) / 2, 0.01) AS freq FROM freqs), ",
        TABLE,
    )
    s.add("qv AS (SELECT %s::halfvec AS v), ", vector_literal)
    # In a search filtered by user, the words of the user_id ("alice") are no evidence: every memory in scope
    # is that user's, whether it names them or not (docs/search.md, "The user's own name"). Its numbers ("12",
    # "8f3a") are not words of a name, and a question may need them ("room 12").
    s.add(
        "qterms AS (SELECT t.lexeme, COALESCE(f.freq, r.freq) AS freq, "
        "ln(1.0 / GREATEST(COALESCE(f.freq, r.freq), 1e-6)) AS idf "
        f"FROM (SELECT DISTINCT lexeme FROM unnest({lexemes_sql('%s', '%s')})) t "
        "CROSS JOIN rare r LEFT JOIN freqs f USING (lexeme) WHERE %s AND t.lexeme NOT IN "
        f"(SELECT lexeme FROM unnest({lexemes_sql('%s', '%s')}) WHERE lexeme !~ '[0-9]')), ",
        text_language,
        text or "",
        use_text,
        text_language,
        filters.user_id or "",
    )
    # A query whose every term is common: when even the rarest term is expected in more memories of the scope
    # than the pool holds, the pool is the memories holding every term of the query (when two or more), those a
    # full-text ranking puts first, rather than the first TEXT_MATCH_CAP of the rarest term's in the table's
    # order, and the first of the rarest term's again only when fewer than the candidates hold every term. A
    # scope of at most TEXT_MATCH_CAP memories cannot hold any term more often: its statement has no `every`.
    every = use_text and scope_n > TEXT_MATCH_CAP
    s.add(
        "qpick AS (SELECT lexeme, row_number() OVER w AS n, sum(freq) OVER w AS cumulative FROM qterms "
        "WINDOW w AS (ORDER BY freq, lexeme)), "
        "qpicked AS (SELECT lexeme FROM qpick WHERE n = 1 OR cumulative * %s <= %s), "
        # Any of the picked terms; NULL, matching nothing, when no term was picked (a query of stop words), since
        # with the tenant's lexeme alone (add_pool) it would match all the tenant's memories.
        "qtsq AS (SELECT CASE WHEN count(*) > 0 THEN string_agg(quote_literal(lexeme), ' | ')::tsquery END AS tsq",
        max(1, tenant_size),
        TEXT_MATCH_BUDGET,
    )
    if every:
        s.add(
            ", (SELECT CASE WHEN count(*) > 1 AND min(freq) * %s > %s THEN string_agg(quote_literal(lexeme), ' & ')"
            "::tsquery END FROM qterms) AS every",
            scope_n,
            TEXT_MATCH_CAP,
        )
    s.add(" FROM qpicked), ")
    # The full-text candidates: the memories in scope holding one of the picked (globally rarest) terms, or every
    # term, found through a GIN index. By default the shared one, of TENANT_LEXEMES: the terms are looked up with
    # the tenant's lexeme, and their postings intersected with the tenant's. A B-tree led by the tenant narrows
    # them further only through a filter on its next column (the user, the scope, the creation time). Without
    # one, the planner ANDs the GIN's bitmap with one of every memory of the tenant, which the GIN has already
    # applied: the condition is then written so that no B-tree serves it.
    narrowed = filters.user_id is not None or any((filters.scope, filters.created_after, filters.created_before))
    if use_text and not narrowed and uuid.UUID(str(tenant_id)) in OWN_TEXT_INDEXES.tenants.get():
        # A large tenant's own GIN index (memories/maintenance.py) holds its postings alone: no intersection with
        # its lexeme's, which list every memory it has. It is partial on the tenant, named as a literal for the
        # planner to see. Given both conditions, the planner ANDed the two indexes' bitmaps, reading the shared
        # one anyway; given a narrowing filter, it read the own index alone and checked the filter on every
        # match's row, where the shared index ANDed with the B-tree reads only the rows in the filter's range.
        lookup, lookup_params = f"tenant_id = {_uuid_literal(tenant_id)} AND search_vector @@ {{}}", []
    else:
        tenant_condition = "tenant_id = %s" if narrowed else "(tenant_id = %s) IS TRUE"
        lookup = f"{tenant_condition} AND {TENANT_LEXEMES} @@ ({{}} && %s::tsquery)"
        lookup_params = [tenant_id, _tenant_tsquery(tenant_id)]
    # One-time filters on pool_all's count run one of its two branches.
    short = "(SELECT count(*) FROM pool_all) < %s"

    def add_pool(tsquery: str) -> None:
        s.add(f"SELECT id, search_vector FROM {TABLE}, qtsq WHERE {lookup.format(tsquery)} AND ", *lookup_params)
        s.add(where, *where_params)
        s.add(" LIMIT %s", TEXT_MATCH_CAP)

    if every:
        s.add("pool_all AS MATERIALIZED (")
        add_pool("qtsq.every")
        s.add(
            "), pool AS MATERIALIZED (SELECT id, search_vector FROM pool_all WHERE NOT " + short + " UNION ALL "
            "(SELECT * FROM (",
            candidates,
        )
        add_pool("qtsq.tsq")
        s.add(") p WHERE " + short + ")), ", candidates)
    else:
        s.add("pool AS MATERIALIZED (")
        add_pool("qtsq.tsq")
        s.add("), ")
    # Every memory in scope that holds a picked term is in a pool of those terms (unless it hit the cap), so the
    # pool counts each picked term's document frequency in the scope exactly. A term rare in the whole table but
    # common in this scope (the user's own name, in every memory of theirs) then weighs what it tells here:
    # its IDF is scaled by the square of its BM25 IDF in the scope, relative to that of a term in one memory
    # (1 for a term unique in the scope, about 0 for one in every memory); for the term in the fewest of the scope's
    # memories, the scope is taken SCOPE_IDF_PRIOR memories larger than it is. docs/search.md, "Scope-aware IDF".
    # A pool of the memories holding every term counts no term's matches: there, as at the cap, the table's IDF.
    s.add(
        # A lexeme's matches checked with @@ (a binary search of the tsvector), not by unnesting every memory.
        "localdf AS (SELECT q.lexeme, count(*) AS df FROM qpicked q JOIN pool p "
        "ON p.search_vector @@ quote_literal(q.lexeme)::tsquery "
        + ("WHERE " + short + " " if every else "")
        + "GROUP BY q.lexeme), ",
        *([candidates] if every else []),
    )
    if scope_size is None and filters.user_id is not None:
        # The user's memories, counted here (bounded, on the vectors' (tenant_id, user_id) index) rather than
        # in a round trip of their own; read only if a picked term is in the pool.
        s.add(
            f"scope AS (SELECT count(*) AS n FROM (SELECT 1 FROM {VECTORS} WHERE tenant_id = %s AND user_id = %s "
            "LIMIT %s) u), ",
            tenant_id,
            filters.user_id,
            EXACT_SEARCH_MAX_MEMORIES + 1,
        )
    else:
        s.add("scope AS (SELECT %s::float8 AS n), ", scope_n)
    s.add(
        # `(SELECT n FROM scope)` is an InitPlan, run at its first use: never, when no picked term is in the pool.
        "qeff AS MATERIALIZED (SELECT q.lexeme, q.idf * CASE WHEN d.df IS NOT NULL "
        "AND (SELECT count(*) FROM pool) < %s THEN power(ln(1 + (GREATEST((SELECT n FROM scope), d.df) + d.prior "
        "- d.df + 0.5) / (d.df + 0.5)) / ln(1 + (GREATEST((SELECT n FROM scope), d.df) + d.prior - 0.5) / 1.5), 2) "
        "ELSE 1 END AS idf FROM qterms q LEFT JOIN (SELECT lexeme, df, "
        "CASE WHEN df = min(df) OVER () THEN %s ELSE 0 END AS prior FROM localdf) d USING (lexeme)), "
        "qinfo AS (SELECT COALESCE(sum(idf), 0) AS mass FROM qeff), ",
        TEXT_MATCH_CAP,
        SCOPE_IDF_PRIOR,
    )
    # Exact distances for a small tenant (the `+ 0` keeps the planner off the HNSW index and on the tenant's
    # B-tree); the HNSW index with iterative scans for a large one. The filters are on the memory row (the
    # unaliased memories table), joined by primary key.
    distance = "(e.embedding <=> (SELECT v FROM qv))" + (" + 0" if exact else "")
    # The vector row carries the memory's user_id (it never changes), so a user filter applies there first.
    user = (" AND e.user_id = %s", [filters.user_id]) if filters.user_id is not None else ("", [])
    # The scope baseline (docs/search.md): an exact search computes every distance in scope anyway, so it also
    # counts and sums them, over all of them, before it keeps the nearest. A graph walk sees only its nearest:
    # it sums a sample of the scope's vectors instead (below).
    use_baseline = use_vector and scoring.scope_margin is not None
    in_scan = exact and use_baseline
    # With it, the distances are a subquery whose rows the window aggregates see before ORDER BY ... LIMIT;
    # OFFSET 0 keeps the planner from pulling it up, which would compute each distance twice (sum and sort).
    nearest = (
        ("SELECT d.*, count(*) OVER () AS scope_n, sum(distance) OVER () AS scope_distance FROM (", " OFFSET 0) d")
        if in_scan
        else ("", "")
    )
    s.generic = exact and filters.only("user_id")

    def add_joined(vectors: str, vectors_params: list, wrap: tuple[str, str] = ("", "")) -> None:
        # The nearest vectors joined to their memory rows, which the filters check (a walk: the planner joins
        # the vectors the tenant's HNSW index yields, in distance order).
        s.add(
            f"{wrap[0]}SELECT e.memory_id AS id, {distance} AS distance FROM {VECTORS} e "
            f"JOIN {TABLE} ON {TABLE}.id = e.memory_id WHERE {vectors}{user[0]} AND {TABLE}.tenant_id = %s "
            "AND %s AND ",
            *vectors_params,
            *user[1],
            tenant_id,
            use_vector,
        )
        s.add(where, *where_params)
        s.add(f"{wrap[1]} ORDER BY distance LIMIT %s", candidates)

    # A walk filtered by tags or entities whose matches the statistics put under a bound (_few_key_matches).
    few = 0
    if not (exact or s.generic) and use_vector and (filters.tags or filters.entities):
        few = _few_key_matches(tenant_id, filters, candidates=candidates, scope_n=scope_n, tenant_size=tenant_size)
    if s.generic:
        # No filter of the client's but the user: the nearest vectors first, through (tenant, user_id), then
        # only their memory rows for the standing conditions (not expired, not superseded), with room for
        # some of them to fail those. The vectors come from the covering (tenant_id, user_id) index alone, an
        # index-only scan over consecutive pages, not from the heap, where a tenant's rows are spread among
        # everybody's (docs/search.md, "Small tenants, and small users").
        s.add(
            f"vec AS MATERIALIZED (SELECT n.* FROM ({nearest[0]}SELECT e.memory_id AS id, {distance} AS distance "
            f"FROM {VECTORS} e WHERE e.tenant_id = %s{user[0]} AND %s{nearest[1]} "
            f"ORDER BY distance LIMIT %s) n JOIN {TABLE} ON {TABLE}.id = n.id WHERE {TABLE}.tenant_id = %s AND ",
            tenant_id,
            *user[1],
            use_vector,
            candidates * EXACT_OVERFETCH,
            tenant_id,
        )
        s.add(where, *where_params)
        s.add(" ORDER BY distance LIMIT %s), ", candidates)
    elif (exact and not in_scan and use_vector) or few:
        # A client's filter that few memories may pass: those memories first (fm), at most `bound` + 1 of them.
        # If that is all of them, their vectors are ranked, each found by primary key (a LATERAL subquery the
        # planner cannot flatten: joined, fm's estimate could make it hash every tenant's vectors). Otherwise
        # another way answers. One-time filters on fm's count run one of the two, never both.
        #   - In a scope ranked exactly, the bound is EXACT_FILTER_RANKS times the candidates, and fm reads the
        #     scope's rows through its B-tree. With more matches, the scope's vectors are ranked and each memory
        #     row is checked in distance order until `candidates` pass, a few rows per candidate.
        #   - In a walk, the bound is `few`, and fm reads the tags' and entities' keys of the tenant (their GIN
        #     indexes), its tenant condition written so that its B-tree, a bitmap of all the tenant's rows, cannot
        #     serve it. With more matches (the statistics were wrong), the walk runs.
        bound = few or candidates * EXACT_FILTER_RANKS
        tenant_condition = f"({TABLE}.tenant_id = %s) IS TRUE" if few else f"{TABLE}.tenant_id = %s"
        s.add(f"fm AS MATERIALIZED (SELECT {TABLE}.id FROM {TABLE} WHERE {tenant_condition} AND ", tenant_id)
        fm_where, fm_params = (
            _filter_sql(filters, include_superseded, tenant_keys=tenant_id) if few else (where, where_params)
        )
        s.add(fm_where, *fm_params)
        s.add(
            " LIMIT %s), "
            "vec AS MATERIALIZED (SELECT * FROM (SELECT fm.id, d.distance FROM fm CROSS JOIN LATERAL (SELECT "
            f"{distance} AS distance FROM {VECTORS} e WHERE e.memory_id = fm.id AND e.tenant_id = %s OFFSET 0) d "
            "ORDER BY d.distance LIMIT %s) a WHERE (SELECT count(*) FROM fm) <= %s UNION ALL SELECT * FROM (",
            bound + 1,
            tenant_id,
            candidates,
            bound,
        )
        if few:
            add_joined(f"e.tenant_id = {_uuid_literal(tenant_id)}", [])
        else:
            s.add(
                f"SELECT n.id, n.distance FROM (SELECT e.memory_id AS id, {distance} AS distance FROM {VECTORS} e "
                f"WHERE e.tenant_id = %s{user[0]} ORDER BY distance OFFSET 0) n CROSS JOIN LATERAL (SELECT 1 "
                f"FROM {TABLE} WHERE {TABLE}.id = n.id AND {TABLE}.tenant_id = %s AND ",
                tenant_id,
                *user[1],
                tenant_id,
            )
            s.add(where, *where_params)
            s.add(" OFFSET 0) f ORDER BY n.distance LIMIT %s", candidates)
        s.add(") b WHERE (SELECT count(*) FROM fm) > %s), ", bound)
    else:
        # A graph walk; the scope baseline's exact scan, which needs every distance the filters let through; or
        # text mode, with no vector at all. A walk names its tenant as a literal, in the text: the tenant's HNSW
        # index is partial on it, and a plan made for any tenant could not use it. With no filter but the user,
        # the plan then depends on nothing else, and the statement, one per large tenant, is prepared like an
        # exact one.
        walk = not exact and use_vector
        s.generic = walk and filters.only("user_id")
        vectors = ("e.tenant_id = " + _uuid_literal(tenant_id), []) if walk else ("e.tenant_id = %s", [tenant_id])
        s.add("vec AS MATERIALIZED (")
        add_joined(*vectors, wrap=nearest)
        s.add("), ")
    if in_scan:
        s.add("vstats AS (SELECT max(scope_n) AS n, max(scope_distance) AS distance FROM vec), ")
    elif use_baseline:
        # A tenant's walk: the distances to all of its memories summed in one product, from its centroid (the sum
        # of its unit vectors, memories/maintenance.py): n - q̂·Σv̂ is Σ(1 - cos). Only a centroid of the same
        # embedder's vectors, and of their size, counts; without one (a tenant grown large since the last
        # tenant_indexes run, or a user's walk) the sample below answers instead.
        centroid = filters.user_id is None and embedder is not None
        if centroid:
            s.add(
                "centroid AS (SELECT c.memories AS n, c.memories - inner_product(l2_normalize((SELECT v FROM qv)"
                f"::vector), c.total) AS distance FROM {CENTROIDS} c WHERE c.tenant_id = %s "
                "AND c.embedding_model = %s AND vector_dims(c.total) = vector_dims((SELECT v FROM qv))), ",
                tenant_id,
                embedder,
            )
        # The first BASELINE_SAMPLE vectors of the tenant (or the user) on their (tenant_id, user_id) index:
        # a user's in the order they were written; a tenant's, user by user. Without the request's other
        # filters, which the vectors' table does not hold. Not read when the centroid answered (a one-time
        # filter: the scan never starts).
        s.add(
            "vstats AS ("
            + ("SELECT n, distance FROM centroid UNION ALL " if centroid else "")
            + "SELECT x.n, x.distance FROM (SELECT count(*) AS n, sum(y.embedding <=> (SELECT v FROM qv)) AS distance "
            f"FROM (SELECT e.embedding FROM {VECTORS} e WHERE e.tenant_id = %s{user[0]} LIMIT %s) y) x"
            + (" WHERE NOT EXISTS (SELECT 1 FROM centroid)" if centroid else "")
            + "), ",
            tenant_id,
            *user[1],
            BASELINE_SAMPLE,
        )
    else:
        s.add("vstats AS (SELECT NULL::bigint AS n, NULL::float8 AS distance), ")
    s.add(
        # IDF-weighted, saturated frequencies of the query terms each memory of the pool holds (each holds one of
        # the picked terms, all of which are in qeff, so the join drops no memory).
        "txt AS MATERIALIZED (SELECT x.id, sum(qt.idf * x.tf) AS text_match "
        f"FROM {_lexemes('pool', query_terms_only=True)} x JOIN qeff qt USING (lexeme) "
        "GROUP BY x.id ORDER BY text_match DESC, x.id LIMIT %s), ",
        candidates,
    )
    s.add(
        "fused AS (SELECT id, min(vector_rank) AS vector_rank, min(text_rank) AS text_rank, min(distance) AS distance "
        "FROM (SELECT id, row_number() OVER (ORDER BY distance, id) AS vector_rank, NULL::bigint AS text_rank, "
        "distance FROM vec UNION ALL SELECT id, NULL, row_number() OVER (ORDER BY text_match DESC, id), NULL FROM txt"
        ") u GROUP BY id), "
    )
    s.add(
        "cands AS MATERIALIZED (SELECT m.id, f.vector_rank, f.text_rank, m.search_vector, "
        f"COALESCE(%s / ({RRF_K} + f.vector_rank), 0) + COALESCE(1.0 / ({RRF_K} + f.text_rank), 0) AS rrf_score, "
        # A vector candidate's distance is vec's; only a candidate of the text side alone looks its vector up.
        f"COALESCE(1 - COALESCE(f.distance, (SELECT e.embedding <=> (SELECT v FROM qv) FROM {VECTORS} e "
        "WHERE e.tenant_id = %s AND e.memory_id = f.id)), 0) AS vector_score, "
        "LEAST(1.0, power(0.5, GREATEST(0.0, extract(epoch FROM now() - COALESCE(m.last_accessed_at, m.created_at))"
        " / 86400.0 / %s))) AS recency, "
        "m.importance_score AS importance "
        f"FROM fused f JOIN {TABLE} m ON m.tenant_id = %s AND m.id = f.id), ",
        scoring.vector_rank_weight,
        tenant_id,
        scoring.recency_half_life_days,
        tenant_id,
    )
    # For each candidate, in one pass over all their lexemes (the statistics and the query's terms joined once,
    # not once per memory): the query's match, and the same sum over every lexeme of the memory (its own
    # information, for coverage). A memory with no lexeme at all has neither.
    s.add(
        "terms AS (SELECT x.id, COALESCE(sum(qt.idf * x.tf), 0) AS text_match, "
        "sum(x.tf * COALESCE(qt.idf, ln(1.0 / GREATEST(COALESCE(f.freq, (SELECT freq FROM rare)), 1e-6)))) AS mass "
        f"FROM {_lexemes('cands')} x LEFT JOIN freqs f USING (lexeme) LEFT JOIN qeff qt USING (lexeme) "
        "GROUP BY x.id), "
        "signals AS MATERIALIZED (SELECT c.id, c.vector_rank, c.text_rank, c.rrf_score, c.vector_score, "
        "CASE WHEN q.mass > 0 THEN COALESCE(t.text_match, 0) / q.mass ELSE 0 END AS text_score, "
        "COALESCE(t.text_match / NULLIF(t.mass, 0), 0) AS text_coverage, c.recency, c.importance "
        "FROM cands c LEFT JOIN terms t USING (id), qinfo q), "
    )
    # Evidence per signal in [0, 1], their noisy-OR, then the fused rank, importance and recency. Vector
    # evidence starts at `low`, or at the mean cosine of the query to the other memories in scope less the
    # margin, if higher (the scope baseline; a candidate's own cosine is taken out of the sum).
    s.add(
        "evidence AS (SELECT g.*, "
        "LEAST(1.0, GREATEST(0.0, (g.vector_score - GREATEST(%s, COALESCE("
        "(vs.n - vs.distance - g.vector_score) / NULLIF(vs.n - 1, 0) - %s, %s))) / %s)) AS vector_evidence, "
        "LEAST(1.0, GREATEST(g.text_score / %s, g.text_coverage / %s)) AS text_evidence FROM signals g, vstats vs), ",
        scoring.vector_low,
        scoring.scope_margin or 0.0,
        scoring.vector_low,
        scoring.vector_high - scoring.vector_low,
        scoring.text_saturation,
        scoring.coverage_saturation,
    )
    s.add(
        "scored AS (SELECT e.*, LEAST(1.0, GREATEST(0.0, "
        "(1 - (1 - %s * e.vector_evidence) * (1 - %s * e.text_evidence)) "
        "* (1 - %s + %s * e.rrf_score / %s) "
        "* (1 + %s * (e.importance - 0.5)) "
        "* (1 - %s * (1 - e.recency)))) AS combined_score FROM evidence e) ",
        scoring.vector_weight,
        scoring.text_weight,
        scoring.rrf_weight,
        scoring.rrf_weight,
        max(best_rrf, 1e-9),
        scoring.importance_weight,
        scoring.recency_weight,
    )
    s.add(
        f"SELECT {_MEMORY.columns}, {', '.join(f'r.{name}' for name in _SCORES[:-1])}, "
        "count(*) OVER () AS total_matches FROM "
    )
    # The result's order. Equal scores (most often 0: no evidence either way) go by the fused rank, the nearest
    # first, not by id.
    best_first = "r.combined_score DESC, r.rrf_score DESC, r.id"
    if keep_best:
        # The best `keep_best` by the same order, whatever their score: a context block's floor
        # (search/selectors.py). A search's statement keeps its text without it.
        s.add(f"(SELECT r.*, row_number() OVER (ORDER BY {best_first}) AS best FROM scored r) r ")
    else:
        s.add("scored r ")
    s.add(f"JOIN {TABLE} m ON m.tenant_id = %s AND m.id = r.id WHERE r.combined_score >= %s", tenant_id, threshold)
    if keep_best:
        s.add(" OR r.best <= %s", keep_best)
    s.add(f" ORDER BY {best_first} LIMIT %s OFFSET %s", limit, offset)
    return s


class SearchTimeoutError(ServiceUnavailableError):
    default_message = (
        "The search took longer than the server's time limit (SEARCH_TIMEOUT_MS) and was cancelled; "
        "try again, or narrow it with filters."
    )


@contextmanager
def _bounded(timeout_ms: int, **settings: str):
    """A transaction with these settings, whose statements PostgreSQL cancels after `timeout_ms` (0: no limit),
    so that a slow search, or one waiting on a lock, gives its connection back instead of holding it. Inside a
    caller's transaction (a test's, a bench's) it is a savepoint, whose release would leave the settings in
    force until the caller's end: it sets them back first. (A rollback of the savepoint would too, but psycopg
    deallocates the connection's prepared statements on any ROLLBACK.)"""
    values = {"statement_timeout": str(int(timeout_ms)), **settings}
    calls = ", ".join("set_config(%s, %s, true)" for _ in values)
    nested = connection.in_atomic_block
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            if nested:  # (an extension's setting not defined yet, such as pgvector's before its first use, stays)
                cursor.execute("SELECT " + ", ".join("current_setting(%s, true)" for _ in values), list(values))
                before = {name: value for name, value in zip(values, cursor.fetchone(), strict=True) if value}
            cursor.execute(f"SELECT {calls}", [part for item in values.items() for part in item])
            yield cursor
            if nested:
                restore = ", ".join("set_config(%s, %s, true)" for _ in before)
                cursor.execute(f"SELECT {restore}", [part for item in before.items() for part in item])
    except OperationalError as exc:
        if isinstance(exc.__cause__, QueryCanceled):
            raise SearchTimeoutError(details={"timeout_ms": timeout_ms}) from exc
        raise


def user_vectors(*, tenant_id, user_id: str, cap: int) -> int:
    """How many vectors the user has in the tenant, counted up to `cap` + 1 (index-only): whether a search
    filtered by this user can rank them exactly. Bounded by its LIMIT, so it runs on its own, one round trip,
    without the transaction and time limit of `_bounded` (three more: BEGIN, the setting, COMMIT)."""
    return fetch_prepared(
        f"SELECT count(*) FROM (SELECT 1 FROM {VECTORS} WHERE tenant_id = %s AND user_id = %s LIMIT %s) u",
        [tenant_id, user_id, cap + 1],
    )[0][0]


def _hnsw(ef_search: int) -> dict[str, str]:
    # For the transaction only: keep walking the HNSW graph until the filters let enough rows through
    # (pgvector >= 0.8 iterative scans), and consider enough neighbours per step.
    return {"hnsw.iterative_scan": "relaxed_order", "hnsw.ef_search": str(ef_search)}


def hybrid_search(*, ef_search: int, timeout_ms: int = 0, **kwargs) -> list[Hit]:
    """Ranked memories of one tenant; each carries its score components and `total_matches`. Cancelled
    after `timeout_ms` (SearchTimeoutError). Arguments: see _hybrid_statement."""
    statement = _hybrid_statement(**kwargs)
    # An exact search filtered by nothing but a user needs no literal: every tenant's (and user's) plan is
    # the same, through the B-trees of tenant and user. A walk of a tenant's own HNSW index has the tenant in
    # its text (the index is partial), and its plan is then the same for every search of that tenant. Both
    # run as prepared statements of this connection with a generic plan, planned once instead of on every
    # search (docs/search.md, "Prepared generic plans"). Other filters may need their values to pick an
    # index: those are planned per search.
    plan = {"plan_cache_mode": "force_generic_plan"} if statement.generic else {}
    with _bounded(timeout_ms, **_hnsw(ef_search), **plan) as cursor:
        if statement.generic:
            rows = fetch_prepared(statement.sql, statement.params)
        else:
            cursor.execute(statement.sql, statement.params)
            rows = cursor.fetchall()
    return [_MEMORY.record(Hit, row) for row in rows]


def explain_hybrid_search(*, ef_search: int, as_json: bool = False, **kwargs) -> list[str] | dict:
    """EXPLAIN (ANALYZE, BUFFERS) of the statement hybrid_search would run (for docs/search.md and bench/):
    its lines, or with `as_json` the plan as PostgreSQL's JSON object (times and buffer counts per node)."""
    statement = _hybrid_statement(**kwargs)
    options = "ANALYZE, BUFFERS, FORMAT JSON" if as_json else "ANALYZE, BUFFERS, COSTS OFF"
    with _bounded(0, **_hnsw(ef_search)) as cursor:
        cursor.execute(f"EXPLAIN ({options}) " + statement.sql, statement.params)
        rows = cursor.fetchall()
    return rows[0][0][0] if as_json else [row[0] for row in rows]


def access_increment(rows: list[tuple[str, str, int]]) -> None:
    """Add `n` to access_count and set last_accessed_at for (tenant_id, memory_id, n) rows, in one UPDATE."""
    if not rows:
        return
    # Each column as the text of a PostgreSQL array, cast in the statement: psycopg writes a list parameter element
    # by element in Python, which took longer than the rest of a flush. UUIDs and integers need no quoting.
    tenant_ids, memory_ids, counts = (
        "{" + ",".join(map(str, column)) + "}" for column in zip(*sorted(rows), strict=True)
    )
    with transaction.atomic(), connection.cursor() as cursor:
        # Lock the rows in id order first: two processes flushing overlapping rows then wait, not deadlock.
        cursor.execute(f"SELECT 1 FROM {TABLE} WHERE id = ANY(%s::uuid[]) ORDER BY id FOR UPDATE", [memory_ids])
        cursor.execute(
            f"UPDATE {TABLE} AS m SET access_count = m.access_count + v.n, last_accessed_at = now() "
            "FROM unnest(%s::uuid[], %s::uuid[], %s::int[]) AS v(tenant_id, id, n) "
            "WHERE m.tenant_id = v.tenant_id AND m.id = v.id",
            [tenant_ids, memory_ids, counts],
        )


@dataclass(frozen=True)
class Neighbour:
    memory_id: str
    similarity: float  # cosine similarity, 1 = same direction
    content_type: str
    memory_nature: str
    same_statement: bool  # it states what the query text states (memories.sql.statement_sql)
    tier: str
    expires_at: datetime | None
    content: str


def nearest_neighbours(
    *, tenant_id, user_id: str | None, scope: str | None, vectors: list[list[float]], statements: list[str], limit: int
) -> list[list[Neighbour]]:
    """For each vector, the `limit` most similar live memories of this tenant, user and scope (a NULL user_id
    or scope is a group of its own), nearest first; each says whether it states what the text of that vector
    states (`statements`, from memories.sql.statement_keys). Superseded and expired memories are not
    candidates. Exact distances over the user's memories (the `+ 0` keeps the planner on the tenant/user
    B-tree): used by ingestion, off the request path."""
    if not vectors:
        return []
    user_condition = "m.user_id = %s" if user_id is not None else "m.user_id IS NULL"
    params: list = [[halfvec_literal(v) for v in vectors], statements, tenant_id, tenant_id]
    if user_id is not None:
        params.append(user_id)
    params += [scope, limit]
    sql = (
        "SELECT q.i, n.id, n.similarity, n.content_type, n.memory_nature, "
        f"{STORED_STATEMENT.format(alias='n')} = q.s, n.tier, n.expires_at, n.content "
        "FROM unnest(%s::text[], %s::text[]) WITH ORDINALITY AS q(v, s, i) CROSS JOIN LATERAL ("
        "SELECT m.id, 1 - (e.embedding <=> q.v::halfvec) AS similarity, m.content_type, m.memory_nature, "
        f"m.search_vector, m.content, m.tier, m.expires_at FROM {TABLE} m "
        f"JOIN {VECTORS} e ON e.memory_id = m.id "
        f"WHERE m.tenant_id = %s AND e.tenant_id = %s AND {user_condition} AND m.scope IS NOT DISTINCT FROM %s "
        "AND m.superseded_by_id IS NULL AND (m.expires_at IS NULL OR m.expires_at > now()) "
        "ORDER BY (e.embedding <=> q.v::halfvec) + 0 LIMIT %s) n ORDER BY q.i, n.similarity DESC"
    )
    found: list[list[Neighbour]] = [[] for _ in vectors]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        for row in cursor.fetchall():
            index, memory_id, similarity, content_type, nature, same, tier, expires_at, content = row
            found[index - 1].append(
                Neighbour(
                    memory_id=str(memory_id),
                    similarity=float(similarity),
                    content_type=content_type,
                    memory_nature=nature,
                    same_statement=same,
                    tier=tier,
                    expires_at=expires_at,
                    content=content,
                )
            )
    return found
