"""Other ways to fuse the two signals, scored offline on the dev set (docs/search.md, "Hybrid against its
own parts").

Loads MADial-Bench as bench/ranking.py does, asks /v1/search for every candidate of every dialogue query
(hybrid, threshold 0, limit 100: each user has 80 memories) with its score components, then re-ranks
those candidates without the server: the formula of search/sql.py recomputed (a check that this script
scores as the server does), Reciprocal Rank Fusion alone at several vector weights, linear mixes of the
text score and the cosine, and a grid over the calibration constants. With `--provider hash` it also
re-embeds the dataset with other features for the hash vector and fuses them with the same text ranks.

    .venv/bin/python bench/fusion.py --provider hash
"""

from __future__ import annotations

import argparse
import itertools
import math
import zlib
from collections import Counter
from pathlib import Path

import common
import httpx
import numpy as np
from common import MADIAL, ROOT, bench_tenant, django_setup, server
from direct_questions import SETS, batch_items
from ranking import OFF_TOPIC, load_dataset, ndcg_at, query_of, recall_at


def report(name: str, value: float, unit: str, details: str = "") -> None:
    common.report(name, value, unit, details, digits=3)  # differences here are of a point or two


FIELDS = ("external_id", "vector_score", "text_score", "text_coverage", "vector_rank", "text_rank")
FIELDS += ("recency", "importance", "combined_score")


# Around each provider's own calibration: low, high, w_v, w_e, w_t, and the RRF share of the score.
GRIDS = {
    "hash": ([0.0, 0.05], [0.2, 0.25, 0.3], [0.2, 0.3, 0.5], [0.2, 0.3, 0.5], [0.8, 1.0], [0.2, 0.3, 0.5]),
    "local": ([0.1, 0.15, 0.2], [0.25, 0.3, 0.35], [0.5, 1.0], [0.8, 1.0], [0.4, 0.6, 0.8], [0.2, 0.3, 0.5]),
}


def candidates(client: httpx.Client, query: str, user: int | str, scope: int) -> list[dict]:
    """Every memory of the user with its score components; `scope`: how many the user has. Each also gets
    the mean cosine of the query to the user's other memories (the scope baseline, search/sql.py)."""
    body = {"query": query, "threshold": 0, "limit": 100, "user_id": user if isinstance(user, str) else f"user-{user}"}
    response = client.post("/search", json=body)
    response.raise_for_status()
    found = [{k: r[k] for k in FIELDS} for r in response.json()["results"]]
    assert len(found) == scope, "the baseline below needs every memory of the user"
    total = sum(c["vector_score"] or 0 for c in found)
    for c in found:
        c["others_mean"] = (total - (c["vector_score"] or 0)) / (scope - 1) if scope > 1 else None
    return found


def formula(low, high, w_v, w_e, w_t, rrf_weight=None, coverage_saturation=None, margin=None):
    """combined_score as search/sql.py computes it, from one candidate's components; the constants that
    are not arguments are search.sql.Scoring's own. `margin`: the scope baseline's (None: off)."""
    from search.sql import Scoring

    base = Scoring(vector_low=low, vector_high=high)
    text_saturation = base.text_saturation
    coverage_saturation = base.coverage_saturation if coverage_saturation is None else coverage_saturation
    rrf_weight = base.rrf_weight if rrf_weight is None else rrf_weight
    importance_weight, recency_weight = base.importance_weight, base.recency_weight
    best = (w_v + 1) / 61

    def score(c: dict) -> float:
        floor = low if margin is None or c["others_mean"] is None else max(low, c["others_mean"] - margin)
        vector_evidence = min(1.0, max(0.0, ((c["vector_score"] or 0) - floor) / (high - low)))
        text_evidence = min(
            1.0, max((c["text_score"] or 0) / text_saturation, (c["text_coverage"] or 0) / coverage_saturation)
        )
        relevance = 1 - (1 - w_e * vector_evidence) * (1 - w_t * text_evidence)
        rrf = (w_v / (60 + c["vector_rank"]) if c["vector_rank"] else 0) + (
            1 / (60 + c["text_rank"]) if c["text_rank"] else 0
        )
        value = relevance * (1 - rrf_weight + rrf_weight * rrf / best)
        value *= (1 + importance_weight * (c["importance"] - 0.5)) * (1 - recency_weight * (1 - c["recency"]))
        return min(1.0, max(0.0, value))

    return score


def rrf(w_v: float):
    return lambda c: (
        (w_v / (60 + c["vector_rank"]) if c["vector_rank"] else 0)
        + (1 / (60 + c["text_rank"]) if c["text_rank"] else 0)
    )


def evaluate(queries: list[dict], score, threshold: float = 0.0) -> tuple[float, float]:
    """Mean recall@10 and NDCG@10 of the candidates ranked by `score`, keeping those at or above `threshold`."""
    r10 = ndcg = 0.0
    for q in queries:
        ranked = [
            int(c["external_id"]) for c in sorted(q["candidates"], key=lambda c: -score(c)) if score(c) >= threshold
        ]
        r10 += recall_at(ranked, q["gold"], 10)
        ndcg += ndcg_at(ranked, q["gold"])
    return r10 / len(queries), ndcg / len(queries)


def off_topic(questions: list[dict], score, threshold: float = 0.7) -> float:
    return sum(sum(1 for c in q["candidates"] if score(c) >= threshold) for q in questions) / len(questions)


def hash_features(ngrams: tuple[int, ...], word_weight: float, bigram_weight: float, binary: bool = False):
    """A hash-embedder variant: words, word bigrams and character n-grams of the given sizes. `embed` takes
    an optional factor per feature (`idf`, for query vectors weighted by document frequency)."""
    from memories.embeddings.hashing import _STOP_WORDS, _WORD

    def embed(text: str, dimensions: int = 384, idf=None) -> np.ndarray:
        words = [w for w in _WORD.findall(text.lower()) if w not in _STOP_WORDS]
        counts: Counter[tuple[str, float]] = Counter()
        for word in words:
            if word_weight:
                counts[("w:" + word, word_weight)] += 1
            padded = f"<{word}>"
            for n in ngrams:
                for i in range(len(padded) - n + 1):
                    counts[(f"c{n}:" + padded[i : i + n], 0.3)] += 1
        if bigram_weight:
            for first, second in zip(words, words[1:], strict=False):
                counts[("b:" + first + " " + second, bigram_weight)] += 1
        vector = np.zeros(dimensions)
        for (feature, weight), count in counts.items():
            digest = zlib.crc32(feature.encode())
            sign = 1.0 if digest & 0x80000000 else -1.0
            factor = idf(feature) if idf else 1.0
            vector[digest % dimensions] += sign * weight * factor * (1.0 if binary else 1.0 + math.log(count))
        norm = np.linalg.norm(vector)
        return vector / norm if norm else vector

    return embed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--provider", choices=["hash", "local"], default="hash")
    parser.add_argument("--dataset", type=Path, default=MADIAL)
    parser.add_argument("--data-dir", type=Path, default=None)
    args = parser.parse_args()
    data_dir = args.data_dir or ROOT / ".data" / f"bench-ranking-{args.provider}"
    django_setup(data_dir)
    from memories.embeddings import hashing

    key = bench_tenant(f"madial-{args.provider}")
    memories, dialogues = load_dataset(args.dataset)
    with server(data_dir, extra_env={"EMBEDDING_PROVIDER": args.provider}) as url:
        with httpx.Client(base_url=f"{url}/v1", headers={"Authorization": f"Bearer {key}"}, timeout=120) as client:
            items = [
                {"content": r["event"], "user_id": f"user-{r['user']}", "external_id": str(i), "content_type": "event"}
                for i, r in sorted(memories.items())
            ]
            for start in range(0, len(items), 500):
                client.post("/memories/batch", json={"memories": items[start : start + 500]}).raise_for_status()
            from django.db import connection

            with connection.cursor() as cursor:
                cursor.execute("ANALYZE memories_memory, memories_memoryembedding")
            sizes = Counter(r["user"] for r in memories.values())
            queries = [{"text": query_of(d), "user": d["user-id"], "gold": set(d["relevant-id"])} for d in dialogues]
            for q in queries:
                q["candidates"] = candidates(client, q["text"], q["user"], sizes[q["user"]])
            questions = [
                {"candidates": candidates(client, text, user, sizes[user])} for text in OFF_TOPIC for user in (1, 2)
            ]
            # bench/direct_questions.py's sets, after the dev set's ANALYZE, with the user ids of bench/ranking.py.
            client.post("/memories/batch", json={"memories": batch_items()}).raise_for_status()
            asked, unanswered = {}, {}
            for name, (users, questions_of_set, unanswered_of_set) in SETS.items():
                asked[name] = [
                    {
                        "gold": {f"{user}-{i}" for i in indexes},
                        "candidates": candidates(client, question, f"{name}-{user}", len(users[user])),
                    }
                    for user, question, indexes in questions_of_set
                ]
                unanswered[name] = [
                    {"candidates": candidates(client, question, f"{name}-{user}", len(users[user]))}
                    for user, question in unanswered_of_set
                ]

    p = args.provider
    calibration = hashing.CALIBRATION if p == "hash" else None
    if calibration is None:
        from memories.embeddings.local import CALIBRATION as calibration
    margin = calibration.scope_margin
    current = formula(
        calibration.vector_low,
        calibration.vector_high,
        calibration.vector_rank_weight,
        calibration.vector_weight,
        calibration.text_weight,
        margin=margin,
    )
    server_order = evaluate(queries, lambda c: c["combined_score"])
    report(f"{p}_server_order_recall@10", server_order[0], "", "as /v1/search ranked them")
    report(f"{p}_recomputed_formula_recall@10", evaluate(queries, current)[0], "", "should equal the line above")
    report(f"{p}_text_only_recall@10", evaluate(queries, lambda c: c["text_score"] or 0)[0], "", "by text score")
    # What the default threshold drops, next to what it lets through for off-topic questions.
    dropped = [
        c["text_score"] or 0
        for q in queries
        for c in sorted(q["candidates"], key=lambda c: -c["combined_score"])[:10]
        if int(c["external_id"]) in q["gold"] and c["combined_score"] < 0.7
    ]
    passed = [c["text_score"] or 0 for q in questions for c in q["candidates"] if c["combined_score"] >= 0.7]
    for name, scores, what in (
        ("gold_in_top10_under_0.7", dropped, "gold memories in a top 10 at threshold 0 that 0.7 drops"),
        ("off_topic_hits_at_0.7", passed, "off-topic questions' results at threshold 0.7"),
    ):
        span = f"; their text scores {min(scores):.3f}-{max(scores):.3f}" if scores else ""
        report(f"{p}_{name}", len(scores), "", what + span)
    report(f"{p}_vector_only_recall@10", evaluate(queries, lambda c: c["vector_score"] or 0)[0], "", "by cosine")
    for w_v in (0.1, 0.2, 0.3, 0.5, 0.7, 1.0):
        report(f"{p}_rrf_w{w_v:g}_recall@10", evaluate(queries, rrf(w_v))[0], "", "RRF alone, vector weight w")
    for a in (0.1, 0.2, 0.3, 0.5, 1.0, 2.0):
        score = lambda c, a=a: (c["text_score"] or 0) + a * (c["vector_score"] or 0)  # noqa: E731
        report(f"{p}_linear_{a:g}_recall@10", evaluate(queries, score)[0], "", "text score + a x cosine")

    own = (
        calibration.vector_low,
        calibration.vector_high,
        calibration.vector_rank_weight,
        calibration.vector_weight,
        calibration.text_weight,
    )
    for saturation in (0.2, 0.15, 0.1, 0.08):
        score = formula(*own, coverage_saturation=saturation, margin=margin)
        at_zero, at_default = evaluate(queries, score)[0], evaluate(queries, score, 0.7)[0]
        report(
            f"{p}_coverage_saturation_{saturation:g}_recall@10_t0.7",
            at_default,
            "",
            f"at threshold 0: {at_zero:.3f}; off-topic results per question at 0.7: {off_topic(questions, score):.2f}",
        )

    grid = []
    for low, high, w_v, w_e, w_t, share in itertools.product(*GRIDS[p]):
        score = formula(low, high, w_v, w_e, w_t, rrf_weight=share, margin=margin)
        setting = dict(low=low, high=high, w_v=w_v, w_e=w_e, w_t=w_t, rrf=share)
        grid.append(
            (evaluate(queries, score)[0], evaluate(queries, score, 0.7)[0], off_topic(questions, score), setting, score)
        )
    at_zero = [g[0] for g in grid]
    report(f"{p}_calibration_grid_recall@10_min", min(at_zero), "", f"{len(grid)} settings of the formula")
    report(f"{p}_calibration_grid_recall@10_max", max(at_zero), "")
    kept = [g for g in grid if g[2] <= 0.5]
    best = max(kept, key=lambda g: g[1]) if kept else None
    if best:
        report(
            f"{p}_calibration_grid_best_recall@10_t0.7",
            best[1],
            "",
            f"among settings with <= 0.5 off-topic results per question; recall@10 at 0 {best[0]:.3f}, "
            f"off-topic {best[2]:.2f}; {best[3]}",
        )
        for g in sorted(kept, key=lambda g: (-g[1], -g[0]))[:8]:
            print(f"    t0.7 {g[1]:.3f}  t0 {g[0]:.3f}  off-topic {g[2]:.2f}  {g[3]}")
        # The grid's best is the best of many tries on the same queries, so it flatters itself. Held out: pick
        # the setting on half the queries and score it, and the provider's own, on the other half.
        halves = (queries[0::2], queries[1::2])
        for n, (pick_on, score_on) in enumerate((halves, halves[::-1])):
            *_, choice, chosen = max(kept, key=lambda g: evaluate(pick_on, g[4], 0.7)[0])
            report(
                f"{p}_calibration_grid_held_out_{n}_recall@10_t0.7",
                evaluate(score_on, chosen, 0.7)[0],
                "",
                f"picked on the other half: {choice}; at 0 {evaluate(score_on, chosen)[0]:.3f}; the provider's own: "
                f"{evaluate(score_on, current, 0.7)[0]:.3f} at 0.7, {evaluate(score_on, current)[0]:.3f} at 0",
            )

    # The gold memories that the default threshold drops hold almost none of the query's words: what cosine
    # do they have, next to the other memories of the same user and to the off-topic questions' results?
    def percentiles(values: list[float]) -> str:
        return "/".join(f"{common.percentile(values, q):.3f}" for q in (10, 50, 90))

    textless = lambda c: (c["text_score"] or 0) < 0.03  # noqa: E731
    is_gold = lambda q, c: int(c["external_id"]) in q["gold"]  # noqa: E731
    for name, values in (
        (
            "textless_gold",
            [c["vector_score"] or 0 for q in queries for c in q["candidates"] if is_gold(q, c) and textless(c)],
        ),
        ("other_memories", [c["vector_score"] or 0 for q in queries for c in q["candidates"] if not is_gold(q, c)]),
        ("off_topic", [c["vector_score"] or 0 for q in questions for c in q["candidates"]]),
    ):
        report(f"{p}_cosine_{name}_p10/p50/p90", len(values), "candidates", percentiles(values))
    # More weight for vector evidence alone (w_e up to 1), with off-topic questions allowed up to 2 results each.
    wider = []
    for low, high, w_e in itertools.product([0.1, 0.15, 0.2], [0.3, 0.35, 0.4, 0.5], [0.5, 0.7, 0.8, 0.9, 1.0]):
        score = formula(low, high, own[2], w_e, own[4], margin=margin)
        at_most = max(sum(1 for c in q["candidates"] if score(c) >= 0.7) for q in questions)
        if at_most <= 2:
            wider.append((evaluate(queries, score, 0.7)[0], evaluate(queries, score)[0], (low, high, w_e)))
    if wider:
        best = max(wider)
        report(
            f"{p}_vector_evidence_grid_best_recall@10_t0.7",
            best[0],
            "",
            f"{len(wider)} settings with <= 2 off-topic results per question; at threshold 0 {best[1]:.3f}; "
            f"(low, high, w_e) {best[2]}; threshold-0 recall of all: {min(w[1] for w in wider):.3f}-"
            f"{max(w[1] for w in wider):.3f}, at 0.7: {min(w[0] for w in wider):.3f}-{best[0]:.3f}",
        )

    # The scope baseline (docs/search.md): its margin against the width of the evidence ramp (high - low), on
    # the dev set and on each set of bench/direct_questions.py. "off" is the fixed floor `low` alone.
    def set_figures(name: str, score) -> str:
        kept = sum(len(q["gold"] & {c["external_id"] for c in q["candidates"] if score(c) >= 0.7}) for q in asked[name])
        others = sum(
            sum(1 for c in q["candidates"] if score(c) >= 0.7 and c["external_id"] not in q["gold"])
            for q in asked[name]
        )
        top1 = sum(max(q["candidates"], key=score)["external_id"] in q["gold"] for q in asked[name])
        passed = [sum(1 for c in q["candidates"] if score(c) >= 0.7) for q in unanswered[name]]
        answers = sum(len(q["gold"]) for q in asked[name])
        return (
            f"{name}: answers kept {kept}/{answers}, other results {others / len(asked[name]):.2f}, top-1 {top1}/"
            f"{len(asked[name])}, unanswered results {sum(passed) / len(passed):.2f} (max {max(passed)})"
        )

    def sets_figures(score) -> str:
        return "; ".join(set_figures(name, score) for name in SETS)

    low = calibration.vector_low
    for width, scope_margin in itertools.product((0.15, 0.2, 0.25), (None, 0.1, 0.08, 0.06, 0.04, 0.02, 0.0)):
        score = formula(low, low + width, *own[2:], margin=scope_margin)
        at_zero, at_default = evaluate(queries, score)[0], evaluate(queries, score, 0.7)[0]
        chosen = " (the calibration's)" if (width, scope_margin) == (round(own[1] - low, 6), margin) else ""
        report(
            f"{p}_scope_baseline_width{width:g}_margin_{'off' if scope_margin is None else f'{scope_margin:g}'}"
            "_recall@10_t0.7",
            at_default,
            "",
            f"at 0: {at_zero:.3f}; off-topic {off_topic(questions, score):.2f}; {sets_figures(score)}{chosen}",
        )

    if p == "hash":
        by_id = {i: r["event"] for i, r in memories.items()}
        variants = {
            "current": hash_features((3,), 1.0, 0.5),
            "no_trigrams": hash_features((), 1.0, 0.5),
            "words_only": hash_features((), 1.0, 0.0),
            "trigrams_only": hash_features((3,), 0.0, 0.0),
            "3_to_5grams": hash_features((3, 4, 5), 0.5, 0.0),
            "binary_counts": hash_features((3,), 1.0, 0.5, binary=True),
        }
        # The current features, with the query's weighted by their inverse document frequency among the
        # user's memories (the memory vectors unchanged, as a server could weight a query): IDF, IDF squared.
        current = variants["current"]
        document_frequency = Counter()
        for r in memories.values():
            document_frequency.update((r["user"], f) for f in set(hashing.features(r["event"])))
        per_user = Counter(r["user"] for r in memories.values())

        def scope_idf(user, power):
            def weight(feature: str) -> float:
                key = feature.replace("c3:", "c:", 1)  # this script's trigram prefix; hashing.features uses c:
                df = document_frequency[(user, key)]
                return math.log((per_user[user] + 1) / (df + 0.5)) ** power

            return weight

        query_weights = {"idf_query": 1.0, "idf2_query": 2.0}
        # Pseudo-relevance feedback (Rocchio): the query vector plus beta x the mean vector of its top m
        # full-text hits, so that the vector ranking may reach memories that share words with those hits.
        feedback = {"feedback_m3_beta0.5": (3, 0.5), "feedback_m5_beta1": (5, 1.0), "feedback_m5_beta2": (5, 2.0)}
        extra = [*((n, current) for n in query_weights), *((n, current) for n in feedback)]
        for name, embed in [*variants.items(), *extra]:
            vectors = {i: embed(text) for i, text in by_id.items()}
            vector_r10 = hybrid_r10 = 0.0
            for q in queries:
                power = query_weights.get(name)
                query_vector = embed(q["text"], idf=scope_idf(q["user"], power) if power else None)
                ids = [i for i, r in memories.items() if r["user"] == q["user"]]
                text_rank = {int(c["external_id"]): c["text_rank"] for c in q["candidates"] if c["text_rank"]}
                if name in feedback:
                    m, beta = feedback[name]
                    top = sorted(text_rank, key=text_rank.get)[:m]
                    if top:
                        query_vector = query_vector + beta * np.mean([vectors[i] for i in top], axis=0)
                by_vector = sorted(ids, key=lambda i: -float(vectors[i] @ query_vector))
                vector_rank = {i: n + 1 for n, i in enumerate(by_vector)}
                fused = sorted(
                    ids,
                    key=lambda i: -(0.3 / (60 + vector_rank[i]) + (1 / (60 + text_rank[i]) if i in text_rank else 0)),
                )
                vector_r10 += recall_at(by_vector, q["gold"], 10)
                hybrid_r10 += recall_at(fused, q["gold"], 10)
            report(f"hash_variant_{name}_vector_recall@10", vector_r10 / len(queries), "")
            report(f"hash_variant_{name}_rrf0.3_recall@10", hybrid_r10 / len(queries), "", "with the same text ranks")


if __name__ == "__main__":
    main()
