"""The hybrid ranking statement — the one place search touches raw SQL (reviewed like code).

One statement: HNSW cosine candidates and GIN full-text candidates, each restricted to the tenant (first
condition) and the caller's filters, fused by Reciprocal Rank Fusion (k = 60), scored to an absolute
relevance in [0, 1] (docs/search.md) and weighted by recency and importance; then threshold, order and
page. The filters are compiled by the ORM from the same MemoryFilters as GET /v1/memories, so both
endpoints mean the same thing by `scope`, `tags`, `metadata`…
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import connection
from django.db.models import Q
from django.db.models.functions import Now

from memories.models import TEXT_SEARCH_CONFIG, Memory
from memories.selectors import HEAVY_FIELDS, MemoryFilters

RRF_K = 60
# IDF-weighted, saturated term frequency of the query terms a memory's tsvector contains.
_TEXT_MATCH = (
    "SELECT COALESCE(sum(qt.idf * 2.2 * COALESCE(cardinality(u.positions), 1) / (COALESCE(cardinality(u.positions), 1) + 1.2)), 0) "
    "FROM unnest({alias}.search_vector) u JOIN qterms qt ON qt.lexeme = u.lexeme"
)
# Memory columns returned with each hit (not the vector or the tsvector).
_COLUMNS = ", ".join(f"m.{field.column}" for field in Memory._meta.concrete_fields if field.name not in HEAVY_FIELDS)
# Query terms are the English lexemes of the query, each weighted by its inverse document frequency
# (from PostgreSQL's own statistics of the tsvector column, see lexeme_frequencies). Candidates are the
# memories that contain any *informative* term (document frequency <= INFORMATIVE_FREQUENCY), or any term
# at all when the query has no informative one; their text score is the IDF-weighted share of the query
# they contain (BM25's term-frequency saturation, no length normalisation: memories are short).
INFORMATIVE_FREQUENCY = 0.05


@dataclass(frozen=True)
class Scoring:
    """Constants of the relevance formula (docs/search.md); the vector ones come from the embedder."""

    vector_low: float
    vector_high: float
    vector_rank_weight: float = 1.0  # weight of the vector ranking in RRF (text ranking: 1)
    vector_weight: float = 1.0  # 0 when there is no query vector (text mode)
    text_weight: float = 0.6  # 0 in vector mode; 1 in text mode
    text_saturation: float = 0.5  # share of the query's IDF mass at which text evidence is certain
    coverage_saturation: float = 0.2  # share of the memory's own IDF mass at which text evidence is certain
    rrf_weight: float = 0.2  # share of the score that depends on the fused rank
    recency_weight: float = 0.05
    recency_half_life_days: float = 30.0
    importance_weight: float = 0.1


def _filter_sql(filters: MemoryFilters, include_superseded: bool) -> tuple[str, list]:
    """WHERE fragment for the filters, compiled by the ORM against the unaliased memories table."""
    qs = Memory.unscoped.filter(filters.as_q()).filter(Q(expires_at__isnull=True) | Q(expires_at__gt=Now()))
    if not include_superseded:
        qs = qs.filter(superseded_by__isnull=True)
    compiler = qs.query.get_compiler(connection=connection)
    where, params = compiler.compile(qs.query.where)
    return where, list(params)


def hybrid_search(
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
    ef_search: int,
    frequencies: tuple[list[str], list[float]] = ([], []),
) -> list[Memory]:
    """Ranked memories of one tenant; each carries the score components and `total_matches`."""
    where, where_params = _filter_sql(filters, include_superseded)
    table = Memory._meta.db_table
    use_vector, use_text = vector is not None, bool(text and text.strip())
    vector_literal = "[" + ",".join(repr(float(x)) for x in vector) + "]" if use_vector else None
    query_text = text or ""
    params: list = []
    parts: list[str] = []

    def sql(fragment: str, *values) -> None:
        parts.append(fragment)
        params.extend(values)

    lexemes, freqs = frequencies
    rare = min(freqs, default=1.0) / 2
    sql(
        "WITH freqs AS MATERIALIZED (SELECT * FROM unnest(%s::text[], %s::float8[]) AS s(lexeme, freq)), ",
        lexemes,
        freqs,
    )
    sql(
        "qterms AS (SELECT t.lexeme, ln(1.0 / GREATEST(COALESCE(f.freq, %s), 1e-6)) AS idf, "
        "COALESCE(f.freq, %s) <= %s AS informative "
        f"FROM (SELECT DISTINCT lexeme FROM unnest(to_tsvector('{TEXT_SEARCH_CONFIG}', %s))) t "
        "LEFT JOIN freqs f USING (lexeme) WHERE %s), ",
        rare,
        rare,
        INFORMATIVE_FREQUENCY,
        query_text,
        use_text,
    )
    sql(
        "qinfo AS (SELECT COALESCE(sum(idf), 0) AS mass, COALESCE(("
        "SELECT string_agg(quote_literal(lexeme), ' | ') FROM qterms WHERE informative), "
        "string_agg(quote_literal(lexeme), ' | '), '')::tsquery AS tsq FROM qterms), "
    )
    sql("vec AS MATERIALIZED (SELECT id, embedding <=> %s::vector AS distance ", vector_literal)
    sql(f"FROM {table} WHERE tenant_id = %s AND %s AND ", tenant_id, use_vector)
    sql(where, *where_params)
    sql(" ORDER BY distance LIMIT %s), ", candidates)
    sql("vec_ranked AS (SELECT id, row_number() OVER (ORDER BY distance, id) AS rank FROM vec), ")
    sql(
        f"txt AS MATERIALIZED (SELECT {table}.id, ({_TEXT_MATCH.format(alias=table)}) AS text_match "
        f"FROM {table}, qinfo WHERE tenant_id = %s AND search_vector @@ qinfo.tsq AND ",
        tenant_id,
    )
    sql(where, *where_params)
    sql(" ORDER BY text_match DESC, id LIMIT %s), ", candidates)
    sql("txt_ranked AS (SELECT id, row_number() OVER (ORDER BY text_match DESC, id) AS rank FROM txt), ")
    sql(
        "fused AS (SELECT id, min(vector_rank) AS vector_rank, min(text_rank) AS text_rank FROM ("
        "SELECT id, rank AS vector_rank, NULL::bigint AS text_rank FROM vec_ranked UNION ALL "
        "SELECT id, NULL::bigint, rank FROM txt_ranked) u GROUP BY id), "
    )
    sql("scored AS (SELECT m.id, f.vector_rank, f.text_rank, ")
    sql(
        f"COALESCE(%s / ({RRF_K} + f.vector_rank), 0) + COALESCE(1.0 / ({RRF_K} + f.text_rank), 0) AS rrf_score, ",
        scoring.vector_rank_weight,
    )
    sql("COALESCE(1 - (m.embedding <=> %s::vector), 0) AS vector_score, ", vector_literal)
    sql(f"CASE WHEN q.mass > 0 THEN ({_TEXT_MATCH.format(alias='m')}) / q.mass ELSE 0 END AS text_score, ")
    # The other side of the match: the share of the memory's own IDF mass that the query contains.
    sql(
        f"CASE WHEN q.mass > 0 THEN ({_TEXT_MATCH.format(alias='m')}) / NULLIF(("
        "SELECT sum(2.2 * COALESCE(cardinality(u.positions), 1) / (COALESCE(cardinality(u.positions), 1) + 1.2)"
        " * ln(1.0 / GREATEST(COALESCE(f.freq, %s), 1e-6))) "
        "FROM unnest(m.search_vector) u LEFT JOIN freqs f ON f.lexeme = u.lexeme), 0) ELSE 0 END AS text_coverage, ",
        rare,
    )
    sql(
        "LEAST(1.0, power(0.5, GREATEST(0.0, extract(epoch FROM (now() - COALESCE(m.last_accessed_at, "
        "m.created_at))) / 86400.0 / %s))) AS recency, ",
        scoring.recency_half_life_days,
    )
    sql("m.importance_score AS importance ")
    sql(f"FROM fused f JOIN {table} m ON m.id = f.id AND m.tenant_id = %s, qinfo q), ", tenant_id)
    # Absolute evidence per signal, then noisy-OR of the two, then rank fusion, importance and recency.
    sql(
        "evidence AS (SELECT s.*, "
        "LEAST(1.0, GREATEST(0.0, (s.vector_score - %s) / %s)) AS vector_evidence, "
        "LEAST(1.0, GREATEST(s.text_score / %s, s.text_coverage / %s)) AS text_evidence FROM scored s), ",
        scoring.vector_low,
        scoring.vector_high - scoring.vector_low,
        scoring.text_saturation,
        scoring.coverage_saturation,
    )
    sql(
        "ranked AS (SELECT e.*, LEAST(1.0, GREATEST(0.0, "
        "(1 - (1 - %s * e.vector_evidence) * (1 - %s * e.text_evidence))"
        " * (1 - %s + %s * e.rrf_score / %s)"
        " * (1 + %s * (e.importance - 0.5))"
        " * (1 - %s * (1 - e.recency)))) AS combined_score FROM evidence e) ",
        scoring.vector_weight,
        scoring.text_weight,
        scoring.rrf_weight,
        scoring.rrf_weight,
        # The best fused score this request can reach: rank 1 in every ranking it uses.
        max(1e-9, ((scoring.vector_rank_weight if use_vector else 0) + (1 if use_text else 0)) / (RRF_K + 1)),
        scoring.importance_weight,
        scoring.recency_weight,
    )
    sql(
        f"SELECT {_COLUMNS}, r.combined_score, r.vector_score, r.text_score, r.text_coverage, r.rrf_score, r.recency, "
        "r.importance, r.vector_rank, r.text_rank, count(*) OVER () AS total_matches "
        f"FROM ranked r JOIN {table} m ON m.id = r.id AND m.tenant_id = %s "
        "WHERE r.combined_score >= %s ORDER BY r.combined_score DESC, m.id LIMIT %s OFFSET %s",
        tenant_id,
        threshold,
        limit,
        offset,
    )
    statement = "".join(parts)
    with connection.cursor() as cursor:
        # For this statement only: keep scanning the HNSW graph until the filters let `candidates` rows
        # through (pgvector >= 0.8), and look at enough neighbours per step.
        cursor.execute(
            "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', %s, true)",
            [str(ef_search)],
        )
        return list(Memory.unscoped.raw(statement, params))


def access_increment(rows: list[tuple[str, str, int]]) -> None:
    """Add `n` to access_count and set last_accessed_at for (tenant_id, memory_id, n) rows, in one UPDATE."""
    if not rows:
        return
    tenant_ids, memory_ids, counts = (list(column) for column in zip(*rows, strict=True))
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Memory._meta.db_table} AS m "  # noqa: S608 - our table name; values are bound
            "SET access_count = m.access_count + v.n, last_accessed_at = now() "
            "FROM unnest(%s::uuid[], %s::uuid[], %s::int[]) AS v(tenant_id, id, n) "
            "WHERE m.tenant_id = v.tenant_id AND m.id = v.id",
            [tenant_ids, memory_ids, counts],
        )


def lexeme_frequencies() -> tuple[list[str], list[float]]:
    """The most common lexemes of the stored tsvectors and the share of memories holding each, from
    PostgreSQL's statistics (ANALYZE / autovacuum); empty before the first ANALYZE."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT most_common_elems::text::text[], most_common_elem_freqs FROM pg_stats "
            "WHERE schemaname = current_schema() AND tablename = %s AND attname = 'search_vector'",
            [Memory._meta.db_table],
        )
        row = cursor.fetchone()
    if not row or not row[0]:
        return [], []
    lexemes, freqs = row
    return list(lexemes), [float(f) for f in freqs[: len(lexemes)]]
