"""The ranking statement alone, per kind of request, on the bench/latency.py data set (load it first).

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py            # timings per case
    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py --explain  # the plans in docs/search.md

Four cases: the big tenant and a 10k tenant, each without and with a `user_id`; with `--cases`, also filtered
by a common tag, two tags, a tier or a metadata value (`big+tag`, `small+tags`, `small+tier`, `big+meta`, ...),
and by a user and a tag (`big+user+tag`, `small+user+tag`).
`hybrid_search` runs as /v1/search runs it (same candidates, ef_search and exact/HNSW choice), without HTTP,
Django views or the cache: p50 and p95 of the statement and the building of its rows, after one warm-up pass.
`--explain` prints `EXPLAIN (ANALYZE, BUFFERS)` of one query per case (`big`, `small`, `big+user`, or the `--cases`
given), keeping the candidate CTEs (`vec`, `pool_all`, `pool`, `txt`).

`--unique` sends every query once, as real traffic does (after `--warmup` other unique queries per case),
and reports the statement's execution time from `EXPLAIN ANALYZE` with the pages it read from outside
shared buffers, and the time PostgreSQL took to plan it. `--without-tenant-indexes` runs in a
transaction that drops the large tenants' own indexes and rolls back at the end. Before migration
0010 that meant the same queries through the shared HNSW index; since, the big tenant has no HNSW index at
all (what a tenant over the limit costs until its indexes are built); since session 29 it drops their
full-text indexes too, and the text side reads the shared GIN index.

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py --unique [--without-tenant-indexes]

`--corpus-words` (with `--unique` or the default timing) asks in the corpus's own words instead: a subject, a verb
and an object of bench/synth.py, as a user asks about what they told. The default queries end in a unique number,
which no memory holds: their rarest term, the one the full-text side looks up first, then matches nothing, and
that side costs almost nothing. With the corpus's words it scores a pool of matches (up to TEXT_MATCH_CAP): this
corpus has few distinct words, so every one of them is common, and these figures are an upper bound for it.

`--small-graphs N` weighs the limit over which a tenant gets an HNSW index of its own
(TENANT_INDEX_MIN_MEMORIES, 20,000): in a transaction rolled back at the end, it gives N of the 10k tenants
an index of their own, as if the limit were under 10,000, and sends the `small` case's unique queries to
those tenants only. Each query runs twice, in turns, ranked exactly (as now) and through the tenant's graph;
it prints both statements' times from `EXPLAIN ANALYZE`, the median of the paired differences, and how
many of the exact hybrid top 20 the graph's top 20 holds. `bench/crud.py --memories 10000 [--own-index]`
measures the other side of that limit, the writes.

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py --small-graphs 10 --warmup 100 --queries 300

`--against FILE` weighs a change to the ranking statement: FILE is another version of search/sql.py (e.g.
`git show HEAD~1:search/sql.py > /tmp/sql_before.py`). Each unique query runs through both, in turns (each goes
first every other query), prepared as the server runs them; it prints both p50s and the median of the paired
differences (this tree's minus FILE's), which the host's drift between two runs does not blur.

    git show HEAD~1:search/sql.py > /tmp/sql_before.py
    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py --against /tmp/sql_before.py --queries 200 \
        [--corpus-words]

`--throughput N` asks how many distinct searches the ranking statement itself allows on this machine: the
`--cases` in turns (by default the four of bench/latency.py's mix; `--warmup` and `--queries` count them all
together here), each query once, from N threads with a connection each, as N server threads would run them,
without HTTP, authentication or the cache. It reports the statements per second and the CPU each took in
PostgreSQL and in this process (which builds the statement and its rows, as a server thread does), and the
ceiling the PostgreSQL share alone puts on searches per second: the machine's cores over PostgreSQL's CPU per
statement, what a server with no cost of its own could reach.

    MEMORYOS_PG_SHARED_BUFFERS=4GB .venv/bin/python bench/search_cases.py --throughput 4 --warmup 400 --queries 2000

`--recall` compares, for the cases that walk an HNSW graph (the big tenant, and its users with more than
20,000 memories, if any), the 20 nearest memories the graph walk returns with the exact 20.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from common import ROOT, cpu_seconds, django_setup, host_speed, report
from latency import queries
from synth import OBJECTS, SUBJECTS, VERBS

CASES = ("big", "big+user", "small", "small+user")
# Searches with a client's filter: run with `--cases`, e.g. `--cases small+tag,big+tag` (docs/search.md,
# "Searches with a filter").
FILTER_CASES = (
    *(f"{size}+{f}" for size in ("big", "small") for f in ("tag", "tags", "tier", "meta")),
    "big+user+tag",
    "small+user+tag",
)
# A common tag (about 1 memory in 7 of every tenant), two tags (1 in 60), a tier and a metadata value (1 in 3).
FILTERS = {
    "tag": {"tags": ["work"]},
    "tags": {"tags": ["work", "food"]},
    "tier": {"tier": "long"},
    "meta": {"metadata": {"source": "chat"}},
}
PLAN_QUERY = "my sister wants to learn Japanese cooking at the weekend"


def corpus_queries(rng: random.Random, count: int) -> list[str]:
    """Queries of the corpus's own words (see --corpus-words)."""
    return [f"{rng.choice(SUBJECTS).lower()} {rng.choice(VERBS)} {rng.choice(OBJECTS)}" for _ in range(count)]


def _arguments(case: str, index: int, text: str, candidates: int, small_tenants: int = 100) -> dict:
    from tenants.models import Tenant

    tenant = (
        Tenant.objects.get(slug="lat-big")
        if case.startswith("big")
        else Tenant.objects.get(slug=f"lat-{index % small_tenants:03d}")
    )
    parts = case.split("+")
    user = f"user-{index % 100}" if "user" in parts else None
    extra = next((FILTERS[part] for part in parts if part in FILTERS), {})
    return statement_arguments(tenant, text, candidates=candidates, user=user, extra=extra)


def statement_arguments(
    tenant, text: str, *, candidates: int, user: str | None = None, extra: dict | None = None
) -> dict:
    """The arguments of search.sql.hybrid_search for a search of `tenant` with this text, as the API's search
    would pass them (hybrid, threshold 0.7, 20 results)."""
    from memories.embeddings import get_embedder
    from memories.selectors import MemoryFilters
    from search import selectors
    from search.selectors import MIN_CANDIDATES, _calibration, _scope, _scoring

    embedder = get_embedder()
    extra = extra or {}
    candidates = max(MIN_CANDIDATES, candidates)
    return dict(
        tenant_id=tenant.pk,
        vector=embedder.embed([text])[0],
        text=text,
        filters=MemoryFilters(user_id=user, **extra),
        include_superseded=False,
        scoring=_scoring("hybrid", _calibration(embedder)),
        threshold=0.7,
        limit=20,
        offset=0,
        candidates=candidates,
        ef_search=max(selectors.EF_SEARCH_FLOOR, candidates),
        tenant_size=tenant.memory_count,
        exact=_scope(tenant, user).exact,
        embedder=embedder.name,
        scope_size=_scope(tenant, user).size,
        text_language=tenant.text_language,
    )


def _candidate_ctes(lines: list[str]) -> str:
    out, keep = [lines[0]], False
    for line in lines[1:]:
        if re.match(r"^  CTE ", line):
            keep = line.strip() in ("CTE vec", "CTE pool_all", "CTE pool", "CTE txt")
        elif re.match(r"^  ->", line) or re.match(r"^[A-Z]", line):
            keep = False
        if keep and "Buffers" not in line and "Storage" not in line:
            out.append(line)
    out += [line for line in lines if line.startswith("Execution Time")]
    text = re.sub(r"'\[[-0-9.,e]+\]'", "'[…]'", "\n".join(out))
    text = re.sub(r"(memory_embedding_hnsw_t_|memory_search_gin_t_)[0-9a-f]{32}", r"\1<tenant>", text)
    return re.sub(r"'[0-9a-f]{8}-[0-9a-f-]{27}'::uuid", "'<tenant>'::uuid", text)


def _drop_tenant_indexes() -> None:
    from memories.maintenance import TENANT_INDEX_KINDS

    names = [(kind, name) for kind in TENANT_INDEX_KINDS for name, _ in kind.existing()]
    for kind, name in names:
        kind.drop(name)
    report("tenant_indexes_dropped", len(names), "", "until the rollback at the end")


def _unique(args) -> None:
    from search.sql import explain_hybrid_search

    host_speed()
    texts = (corpus_queries if args.corpus_words else queries)(random.Random(4), args.warmup + args.queries)
    # Corpus-word queries repeat now and then (few words): named apart from the unique ones.
    kind = "corpus_words" if args.corpus_words else "unique"
    for case in args.cases:
        times, reads, planning = [], [], []
        for i, text in enumerate(texts):
            plan = explain_hybrid_search(**_arguments(case, i, text, args.candidates), as_json=True)
            if i < args.warmup:
                continue
            times.append(plan["Execution Time"])
            reads.append(plan["Plan"].get("Shared Read Blocks", 0))
            planning.append(plan["Planning Time"])
        detail = f"n={len(times)} queries after {args.warmup} others, {args.candidates} candidates"
        times.sort()
        report(f"statement_{case}_{kind}_p50", statistics.median(times), "ms", detail)
        report(f"statement_{case}_{kind}_p95", times[max(0, int(len(times) * 0.95) - 1)], "ms", detail)
        report(f"statement_{case}_{kind}_pages_read_p50", statistics.median(reads), "", "from outside shared buffers")
        report(f"statement_{case}_{kind}_planning_p50", statistics.median(planning), "ms", "before the execution time")


def _small_graphs(args) -> None:
    """A 10k tenant's search, exactly and through an HNSW index of its own (see --small-graphs)."""
    from memories.maintenance import HNSW
    from search.sql import explain_hybrid_search, hybrid_search
    from tenants.models import Tenant

    tenants = args.small_graphs
    host_speed()
    started = time.perf_counter()
    for n in range(tenants):
        HNSW.build(Tenant.objects.get(slug=f"lat-{n:03d}").pk)
    report("small_graphs_built", tenants, "", f"in {time.perf_counter() - started:.1f} s, rolled back at the end")
    texts = queries(random.Random(5), args.warmup + args.queries)
    exact, graph, overlap = [], [], []
    for i, text in enumerate(texts):
        arguments = {**_arguments("small", i, text, args.candidates, small_tenants=tenants), "threshold": 0.0}
        for way in (True, False) if i % 2 else (False, True):  # each way goes first every other query
            plan = explain_hybrid_search(**{**arguments, "exact": way}, as_json=True)
            if i >= args.warmup:
                (exact if way else graph).append(plan["Execution Time"])
        if i >= args.warmup:
            top = [{hit.pk for hit in hybrid_search(**{**arguments, "exact": way})} for way in (True, False)]
            overlap.append(len(top[0] & top[1]) / max(1, len(top[0])))
    detail = f"n={len(exact)} queries after {args.warmup} others, {tenants} tenants, {args.candidates} candidates"
    report("statement_small_exact_p50", statistics.median(exact), "ms", detail)
    report("statement_small_graph_p50", statistics.median(graph), "ms", detail)
    report(
        "statement_small_graph_minus_exact_p50",
        statistics.median(g - e for g, e in zip(graph, exact, strict=True)),
        "ms",
        "median of paired differences",
    )
    report(
        "statement_small_graph_top20_overlap",
        statistics.mean(overlap),
        "",
        "share of the exact hybrid top 20 in the graph's, threshold 0",
    )


def _against(args) -> None:
    """This tree's ranking statement against another version of search/sql.py, query by query (see --against)."""
    import importlib.util
    import inspect
    import sys

    from search import sql

    spec = importlib.util.spec_from_file_location("search_sql_against", args.against)
    other = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = other  # (its dataclasses look their module up)
    spec.loader.exec_module(other)
    # An older statement may not take every argument of this tree's (such as `embedder`): it gets those it takes.
    takes = set(inspect.signature(other._hybrid_statement).parameters) | set(
        inspect.signature(other.hybrid_search).parameters
    )
    host_speed()
    texts = (corpus_queries if args.corpus_words else queries)(random.Random(8), args.queries * len(args.cases))
    for n, case in enumerate(args.cases):
        ours, theirs = [], []
        for i, text in enumerate(texts[n * args.queries : (n + 1) * args.queries]):
            kwargs = _arguments(case, i, text, args.candidates)
            older = {key: value for key, value in kwargs.items() if key in takes}
            for module, times in ((sql, ours), (other, theirs)) if i % 2 else ((other, theirs), (sql, ours)):
                started = time.perf_counter()
                module.hybrid_search(**(kwargs if module is sql else older))
                times.append((time.perf_counter() - started) * 1000)
        detail = f"n={len(ours)} unique queries, {args.candidates} candidates, statement and rows, in turns"
        report(f"statement_{case}_p50", statistics.median(ours), "ms", detail)
        report(f"statement_{case}_against_p50", statistics.median(theirs), "ms", f"{args.against}; {detail}")
        report(
            f"statement_{case}_minus_against_p50",
            statistics.median(a - b for a, b in zip(ours, theirs, strict=True)),
            "ms",
            "median of paired differences",
        )
        # The second statement of a pair finds the pages the first one read: a paired difference is lower when
        # this tree's runs second. Split by order, each median carries that effect with opposite signs, and
        # their mean cancels it (for two identical statements, the single median above lands on either side).
        first, second = (
            statistics.median(a - b for i, (a, b) in enumerate(zip(ours, theirs, strict=True)) if i % 2 == odd)
            for odd in (1, 0)
        )
        report(f"statement_{case}_minus_against_ours_first_p50", first, "ms", "this tree's statement ran first")
        report(f"statement_{case}_minus_against_ours_second_p50", second, "ms", "this tree's statement ran second")
        report(f"statement_{case}_minus_against_balanced", (first + second) / 2, "ms", "mean of the two")


def _throughput(args) -> None:
    """Distinct searches per second through the ranking statement alone, from N threads (see --throughput)."""
    from django.db import connection

    from search.sql import hybrid_search

    host_speed()
    texts = (corpus_queries if args.corpus_words else queries)(random.Random(9), args.warmup + args.queries)
    cases = args.cases
    # Built before the clock starts: the embedding and the tenant's lookups are the server's, not the statement's.
    work = [_arguments(cases[i % len(cases)], i // len(cases), text, args.candidates) for i, text in enumerate(texts)]
    warm, measured = work[: args.warmup], work[args.warmup :]

    def run(items) -> None:
        try:
            for kwargs in items:
                hybrid_search(**kwargs)
        finally:
            connection.close()  # each thread's own

    def phase(items) -> float:
        started = time.perf_counter()
        with ThreadPoolExecutor(args.throughput) as pool:  # a failed search is raised here
            list(pool.map(run, [items[n :: args.throughput] for n in range(args.throughput)]))
        return time.perf_counter() - started

    phase(warm)
    before, client_before = cpu_seconds(), time.process_time()
    seconds = phase(measured)
    database_ms = (cpu_seconds()["database"] - before["database"]) * 1000 / len(measured)
    client_ms = (time.process_time() - client_before) * 1000 / len(measured)
    detail = f"n={len(measured)} after {len(warm)} others, cases {','.join(cases)} in turns, {args.throughput} threads"
    report("statement_throughput", len(measured) / seconds, "searches/s", detail)
    report(
        "statement_cpu_per_search",
        database_ms + client_ms,
        "ms",
        f"PostgreSQL {database_ms:.2f} ms, this process {client_ms:.2f} ms (the statement's text, its rows)",
    )
    cores = os.cpu_count()
    report(
        "statement_ceiling",
        cores * 1000 / database_ms,
        "searches/s",
        f"{cores} cores over PostgreSQL's CPU per search: the most any server could reach with this statement",
    )


def _recall(args) -> None:
    """How many of the exact 20 nearest memories the HNSW path returns, for the cases that walk a graph."""
    from memories.embeddings import get_embedder
    from search.selectors import _calibration, _scoring
    from search.sql import hybrid_search

    scoring = _scoring("vector", _calibration(get_embedder()))
    texts = queries(random.Random(6), args.queries)
    for case in ("big", "big+user"):
        recalls = []
        for i, text in enumerate(texts):
            kwargs = _arguments(case, i, text, args.candidates)
            if kwargs["exact"]:
                continue  # this user is searched exactly anyway
            kwargs.update(text=None, scoring=scoring, threshold=0.0, limit=20)
            walked = {m.pk for m in hybrid_search(**kwargs)}
            exact = {m.pk for m in hybrid_search(**{**kwargs, "exact": True})}
            recalls.append(len(walked & exact) / len(exact))
        if recalls:
            detail = f"n={len(recalls)} queries, vector mode, limit 20, {args.candidates} candidates"
            report(f"hnsw_{case}_recall@20_vs_exact", statistics.mean(recalls), "", detail)
        else:
            report(f"hnsw_{case}_recall@20_vs_exact", float("nan"), "", "no query of this case walks a graph")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--queries", type=int, default=100, help="queries per case")
    parser.add_argument("--candidates", type=int, default=50, help="candidates per index (context: 50-100)")
    parser.add_argument("--explain", action="store_true")
    parser.add_argument("--unique", action="store_true", help="every query once, timed by EXPLAIN ANALYZE")
    parser.add_argument("--warmup", type=int, default=800, help="--unique: unmeasured queries per case first")
    parser.add_argument("--without-tenant-indexes", action="store_true", help="drop them, roll back at the end")
    parser.add_argument("--recall", action="store_true", help="the HNSW path against exact distances")
    parser.add_argument("--throughput", type=int, help="N threads: distinct searches/s of the statement alone")
    parser.add_argument("--against", type=Path, help="another version of search/sql.py, run in turns with this one")
    parser.add_argument("--small-graphs", type=int, help="N 10k tenants with an HNSW index of their own, rolled back")
    parser.add_argument(
        "--corpus-words", action="store_true", help="queries of the corpus's own words, no number (--explain: one)"
    )
    parser.add_argument("--ef-search", type=int, help="hnsw.ef_search floor (default: the server's)")
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-latency")
    parser.add_argument(
        "--cases",
        type=lambda text: text.split(","),
        default=list(CASES),
        help=f"comma-separated, of {', '.join(CASES + FILTER_CASES)} (default: the first four)",
    )
    args = parser.parse_args()
    unknown = set(args.cases) - set(CASES + FILTER_CASES)
    if unknown:
        parser.error(f"unknown cases: {', '.join(sorted(unknown))}")
    django_setup(args.data_dir)
    if args.ef_search:
        from search import selectors

        selectors.EF_SEARCH_FLOOR = args.ef_search
    from django.db import transaction

    from search.sql import explain_hybrid_search, hybrid_search

    if args.recall:
        _recall(args)
        return
    if args.throughput:
        _throughput(args)
        return
    if args.against:
        _against(args)
        return
    if args.small_graphs:
        with transaction.atomic():
            _small_graphs(args)
            transaction.set_rollback(True)
        return
    if args.unique:
        with transaction.atomic():
            if args.without_tenant_indexes:
                _drop_tenant_indexes()
            _unique(args)
            transaction.set_rollback(True)
        return

    if args.explain:
        # The plans of docs/search.md (one query, one tenant or user each), or those of the cases asked for.
        # With --corpus-words, a query of the corpus's own words, whose pool is not empty.
        query = corpus_queries(random.Random(4), 1)[0] if args.corpus_words else PLAN_QUERY
        cases = ("big", "small", "big+user") if args.cases == list(CASES) else args.cases
        for case in cases:
            index = 3 if "user" in case.split("+") else 7
            print(f"=== {case}: {query}")
            explain_hybrid_search(**_arguments(case, index, query, args.candidates))  # warm
            print(_candidate_ctes(explain_hybrid_search(**_arguments(case, index, query, args.candidates))))
        return
    host_speed()
    texts = (corpus_queries if args.corpus_words else queries)(random.Random(3), args.queries)
    for case in args.cases:
        calls = [_arguments(case, i, text, args.candidates) for i, text in enumerate(texts)]
        for kwargs in calls:  # warm-up pass
            hybrid_search(**kwargs)
        times = []
        for kwargs in calls:
            started = time.perf_counter()
            hybrid_search(**kwargs)
            times.append((time.perf_counter() - started) * 1000)
        times.sort()
        p95 = times[max(0, int(len(times) * 0.95) - 1)]
        detail = f"n={len(times)}, {args.candidates} candidates, statement and rows, warm"
        report(f"statement_{case}_p50", statistics.median(times), "ms", detail)
        report(f"statement_{case}_p95", p95, "ms", detail)


if __name__ == "__main__":
    main()
