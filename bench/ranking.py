"""Ranking quality on the MADial-Bench dev set, through the HTTP API, and /v1/context evidence coverage.

Loads each user's memories into one tenant (user_id per user), queries with the dialogue before the test
turn, and scores recall@5, recall@10 and NDCG@10 against the gold memory ids — for the hybrid and for
its own vector-only and text-only modes, at threshold 0 and at the default 0.7, plus a BM25 baseline
(PostgreSQL's English stemming, Okapi k1=1.2, b=0.75) and off-topic queries. Then our own direct questions
about a user, and about users whose memories share one topic (bench/direct_questions.py): what the default
threshold keeps and lets through.

    .venv/bin/python bench/ranking.py --provider local
    .venv/bin/python bench/ranking.py --provider hash
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections import Counter
from pathlib import Path

import httpx
from common import MADIAL, ROOT, bench_tenant, django_setup, madial_dialogues, report, server
from direct_questions import LANGUAGES, SETS, batch_items

NAMES = {"Bart": 1, "Lisa": 2}
DUMP_FIELDS = (
    "external_id",
    "combined_score",
    "vector_score",
    "text_score",
    "text_coverage",
    "rrf_score",
    "vector_rank",
    "text_rank",
)
# Questions no memory of these users answers; a calibrated score should let (almost) nothing through.
OFF_TOPIC = [
    "What is the time complexity of building a binary heap?",
    "How do I configure TLS certificates for nginx?",
    "Explain the difference between TCP and UDP.",
    "What were the main causes of the French Revolution?",
    "How many moons does Jupiter have?",
    "Give me a recipe for sourdough bread with rye flour.",
    "What is the capital city of Australia?",
    "How does a transformer attention layer work?",
    "Which stocks should I buy for my retirement portfolio?",
    "How do I fix a leaking kitchen faucet?",
]


def load_dataset(dataset: Path) -> tuple[dict[int, dict], list[dict]]:
    memories: dict[int, dict] = {}
    for line in (dataset / "MADial-Bench-en-memory.json").read_text().splitlines():
        if line.strip():
            ((memory_id, record),) = json.loads(line).items()
            memories[int(memory_id)] = record
    dialogues = madial_dialogues(dataset)
    owner: dict[int, int] = {}
    for dialogue in dialogues:
        for memory_id in dialogue["relevant-id"]:
            owner[memory_id] = dialogue["user-id"]
    for memory_id, record in memories.items():
        first_word = record["event"].split()[0].strip(",.'’s")
        record["user"] = owner.get(memory_id) or NAMES.get(first_word, 1)
    return memories, dialogues


def query_of(dialogue: dict) -> str:
    turns = dialogue["dialogue"][: dialogue["test-turn"][0]]
    return " ".join(turn.strip() for turn in turns if turn.strip() not in ("<BOD>", "<EOD>"))


def recall_at(ranked: list[int], gold: set[int], k: int) -> float:
    return len(set(ranked[:k]) & gold) / len(gold)


def ndcg_at(ranked: list[int], gold: set[int], k: int = 10) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, memory_id in enumerate(ranked[:k]) if memory_id in gold)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(k, len(gold))))
    return dcg / ideal


def scores(rankings: list[tuple[list[int], set[int]]]) -> tuple[float, float, float]:
    n = len(rankings)
    return (
        sum(recall_at(r, g, 5) for r, g in rankings) / n,
        sum(recall_at(r, g, 10) for r, g in rankings) / n,
        sum(ndcg_at(r, g) for r, g in rankings) / n,
    )


def paired(name: str, first: list[tuple[list[int], set[int]]], second: list[tuple[list[int], set[int]]]) -> None:
    """Per-query recall@10 of one mode minus another's: the mean, a 95% bootstrap interval (10,000 resamples,
    fixed seed) and the queries each one wins. An interval that includes 0 is a tie on this data."""
    pairs = zip(first, second, strict=True)
    differences = [recall_at(a, gold, 10) - recall_at(b, gold, 10) for (a, gold), (b, _) in pairs]
    n = len(differences)
    rng = random.Random(0)
    means = sorted(sum(rng.choice(differences) for _ in range(n)) / n for _ in range(10_000))
    wins, losses = sum(d > 0 for d in differences), sum(d < 0 for d in differences)
    report(
        name,
        sum(differences) / n,
        "",
        f"95% interval {means[249]:+.3f} to {means[9749]:+.3f}; wins {wins}, losses {losses}, ties {n - wins - losses}",
    )


def bm25_rankings(memories: dict[int, dict], dialogues: list[dict]) -> list[tuple[list[int], set[int]]]:
    """Okapi BM25 over PostgreSQL's English lexemes, per user (the same candidates as the API sees)."""
    from django.db import connection

    from memories.sql import lexemes_sql

    def lexemes(text: str) -> Counter:
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT lexeme, array_length(positions, 1) FROM unnest({lexemes_sql('%s', '%s')})", ["english", text]
            )
            return Counter({lexeme: count or 1 for lexeme, count in cursor.fetchall()})

    docs = {memory_id: lexemes(record["event"]) for memory_id, record in memories.items()}
    rankings = []
    for dialogue in dialogues:
        user_docs = {i: d for i, d in docs.items() if memories[i]["user"] == dialogue["user-id"]}
        n = len(user_docs)
        avg_len = sum(sum(d.values()) for d in user_docs.values()) / n
        df = Counter(term for d in user_docs.values() for term in d)
        query = lexemes(query_of(dialogue))

        def bm25(doc: Counter, query=query, n=n, df=df, avg_len=avg_len) -> float:
            length = sum(doc.values())
            total = 0.0
            for term in query:
                if term in doc:
                    idf = math.log(1 + (n - df[term] + 0.5) / (df[term] + 0.5))
                    tf = doc[term]
                    total += idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / avg_len))
            return total

        ranked = sorted(user_docs, key=lambda i: (-bm25(user_docs[i]), i))
        rankings.append((ranked, set(dialogue["relevant-id"])))
    return rankings


def direct_questions(client: httpx.Client, provider: str, names=tuple(SETS), label_suffix: str = "") -> None:
    """bench/direct_questions.py through the API, for each of its sets named: how much of each question's answer
    the default threshold keeps, what else it lets through, whether the first result (threshold 0) answers it, and
    what questions about the same users that no memory answers get."""
    client.post("/memories/batch", json={"memories": batch_items(names)}).raise_for_status()

    def found(question: str, user: str, threshold: float) -> list[str]:
        body = {"query": question, "user_id": user, "threshold": threshold, "limit": 20}
        response = client.post("/search", json=body)
        response.raise_for_status()
        return [r["external_id"] for r in response.json()["results"]]

    for name in names:
        _, questions, unanswered = SETS[name]
        kept = answers = others = first = 0
        missed = []
        for user, question, indexes in questions:
            gold = {f"{user}-{i}" for i in indexes}
            passed = set(found(question, f"{name}-{user}", 0.7))
            kept, answers, others = kept + len(gold & passed), answers + len(gold), others + len(passed - gold)
            if not gold & passed:
                missed.append(question)
            ranked = found(question, f"{name}-{user}", 0.0)
            first += bool(ranked) and ranked[0] in gold
        n = len(questions)
        label = f"{provider}_{name}{label_suffix}"
        report(f"{label}_answers_kept_t0.7", kept / answers, "", f"{answers} answers of {n} questions")
        report(f"{label}_other_results_t0.7_mean", others / n, "results", "per question, beside its answers")
        report(f"{label}_top1_answers", first / n, "", "share of questions whose first result answers them")
        report(f"{label}_no_answer_kept_t0.7", len(missed), "questions", "; ".join(missed), digits=0)
        counts = [len(found(question, f"{name}-{user}", 0.7)) for user, question in unanswered]
        report(
            f"{label}_unanswered_results_t0.7_mean",
            sum(counts) / len(counts),
            "results",
            f"max {max(counts)}, {len(counts)} questions about these users that no memory answers",
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--provider", choices=["hash", "local"], default="hash")
    parser.add_argument("--dataset", type=Path, default=MADIAL)
    parser.add_argument("--data-dir", type=Path, default=None)
    parser.add_argument("--dump", type=Path, default=None, help="write every candidate's score components here")
    args = parser.parse_args()
    data_dir = args.data_dir or ROOT / ".data" / f"bench-ranking-{args.provider}"

    django_setup(data_dir)
    key = bench_tenant(f"madial-{args.provider}")
    memories, dialogues = load_dataset(args.dataset)
    headers = {"Authorization": f"Bearer {key}"}
    dumped = []

    with server(data_dir, extra_env={"EMBEDDING_PROVIDER": args.provider}) as url:
        with httpx.Client(base_url=f"{url}/v1", headers=headers, timeout=120) as client:
            items = [
                {
                    "content": record["event"],
                    "user_id": f"user-{record['user']}",
                    "external_id": str(memory_id),
                    "content_type": "event",
                    "occurred_at": f"{record['time']}T12:00:00Z",
                    "metadata": {"scene": record["scene"], "emotion": record["emotion"]},
                }
                for memory_id, record in sorted(memories.items())
            ]
            for start in range(0, len(items), 500):
                client.post("/memories/batch", json={"memories": items[start : start + 500]}).raise_for_status()
            # What autovacuum does within a minute of a load: statistics for the planner and for IDF.
            from django.db import connection

            with connection.cursor() as cursor:
                cursor.execute("ANALYZE memories_memory, memories_memoryembedding")

            def ranked(dialogue: dict, mode: str, threshold: float) -> list[int]:
                response = client.post(
                    "/search",
                    json={
                        "query": query_of(dialogue),
                        "mode": mode,
                        "threshold": threshold,
                        "limit": 20,
                        "user_id": f"user-{dialogue['user-id']}",
                    },
                )
                response.raise_for_status()
                results = response.json()["results"]
                if args.dump and threshold == 0:
                    dumped.append(
                        {
                            "mode": mode,
                            "gold": dialogue["relevant-id"],
                            "results": [{k: r[k] for k in DUMP_FIELDS} for r in results],
                        }
                    )
                return [int(r["external_id"]) for r in results]

            by_mode = {}
            for threshold in (0.0, 0.7):
                for mode in ("hybrid", "vector", "text"):
                    rankings = [(ranked(d, mode, threshold), set(d["relevant-id"])) for d in dialogues]
                    r5, r10, ndcg = scores(rankings)
                    label = f"{args.provider}_{mode}_t{threshold:g}"
                    report(f"{label}_recall@5", r5, "", f"{len(dialogues)} dialogues")
                    report(f"{label}_recall@10", r10, "")
                    report(f"{label}_ndcg@10", ndcg, "")
                    if threshold == 0:
                        by_mode[mode] = rankings
            for part in ("vector", "text"):
                paired(f"{args.provider}_hybrid_minus_{part}_recall@10", by_mode["hybrid"], by_mode[part])

            # By default (threshold 0.7 and the best 5 hits whatever their score), then at the threshold alone.
            settings = (("", {}, "default threshold and floor"), ("_floor0", {"min_memories": 0}, "threshold alone"))
            for suffix, extra, named in settings:
                coverage, tokens_used = [], []
                for dialogue in dialogues:
                    user_id = f"user-{dialogue['user-id']}"
                    response = client.post(
                        "/context", json={"query": query_of(dialogue), "max_tokens": 1000, "user_id": user_id, **extra}
                    )
                    response.raise_for_status()
                    body = response.json()
                    cited = {int(m["external_id"]) for m in body["memories"]}
                    coverage.append(len(cited & set(dialogue["relevant-id"])) / len(dialogue["relevant-id"]))
                    tokens_used.append(body["token_count"])
                off_topic_tokens = [
                    client.post(
                        "/context", json={"query": question, "max_tokens": 1000, "user_id": f"user-{user}", **extra}
                    ).json()["token_count"]
                    for question in OFF_TOPIC
                    for user in (1, 2)
                ]
                report(
                    f"{args.provider}_context_evidence_coverage{suffix}",
                    sum(coverage) / len(coverage),
                    "",
                    f"share of gold memories cited at max_tokens=1000, {named}; "
                    f"mean {sum(tokens_used) / len(tokens_used):.0f} tokens used",
                )
                report(
                    f"{args.provider}_context_offtopic_tokens{suffix}",
                    sum(off_topic_tokens) / len(off_topic_tokens),
                    "tokens",
                    f"mean of {len(off_topic_tokens)} blocks at max_tokens=1000, {len(OFF_TOPIC)} questions x 2 users",
                    digits=1,
                )

            off_topic_top = []
            for threshold in (0.0, 0.7):
                counts = []
                for question in OFF_TOPIC:
                    for user in (1, 2):
                        response = client.post(
                            "/search",
                            json={"query": question, "threshold": threshold, "user_id": f"user-{user}", "limit": 20},
                        )
                        results = response.json()["results"]
                        counts.append(len(results))
                        if threshold == 0:
                            off_topic_top.append(results[0]["combined_score"] if results else 0.0)
                            dumped.append(
                                {
                                    "mode": "offtopic",
                                    "gold": [],
                                    "results": [{k: r[k] for k in DUMP_FIELDS} for r in results],
                                }
                            )
                if threshold > 0:
                    report(
                        f"{args.provider}_offtopic_results_t{threshold:g}_mean",
                        sum(counts) / len(counts),
                        "results",
                        f"max {max(counts)}, {len(OFF_TOPIC)} questions x 2 users",
                    )
            report(
                f"{args.provider}_offtopic_top1_score_max",
                max(off_topic_top),
                "",
                f"highest combined_score of any off-topic query; mean {sum(off_topic_top) / len(off_topic_top):.2f}",
            )
            direct_questions(client, args.provider)  # last: its memories join no dev-set user's scope
        # The sets in another language, again in a tenant whose text language is theirs.
        for name, language in LANGUAGES.items():
            own = {"Authorization": f"Bearer {bench_tenant(f'madial-{args.provider}-{language}', language)}"}
            with httpx.Client(base_url=f"{url}/v1", headers=own, timeout=120) as client:
                direct_questions(client, args.provider, [name], f"_in_{language}")

    r5, r10, ndcg = scores(bm25_rankings(memories, dialogues))
    report("bm25_recall@5", r5, "", "baseline, per-user candidates")
    report("bm25_recall@10", r10, "")
    report("bm25_ndcg@10", ndcg, "")
    if args.dump:
        args.dump.write_text(json.dumps(dumped))


if __name__ == "__main__":
    main()
