"""The `hash` embedder's vectors with its norm (math.fsum) against those with BLAS's (np.linalg.norm, the norm
until session 43), in half precision, what PostgreSQL stores and compares, and in full precision.

BLAS's dot product adds in an order that depends on the CPU's kernel; run this once as it is and once with
`OPENBLAS_CORETYPE=Haswell` (the AVX2 kernel of the hosts the pinned vectors were made on) to compare the
current norm with both (docs/embeddings.md):

    .venv/bin/python bench/hash_norm.py --texts 100000
    OPENBLAS_CORETYPE=Haswell .venv/bin/python bench/hash_norm.py --texts 100000

The texts are random sentences of 1 to 40 words from a fixed vocabulary (seeded); a quarter are embedded in 8
dimensions, where collisions and cancellations are frequent, the rest in 384.
"""

from __future__ import annotations

import argparse
import random

import numpy as np
from common import report

from memories.embeddings.hashing import HashEmbedder

WORDS = [
    "coffee",
    "dark",
    "roast",
    "Alice",
    "Bob",
    "school",
    "happy",
    "anxious",
    "lives",
    "in",
    "Toronto",
    "dog",
    "Rex",
    "the",
    "and",
    "of",
    "married",
    "works",
    "engineer",
    "Lisbon",
    "café",
    "naïve",
    "München",
    "東京",
    "loves",
    "hiking",
    "on",
    "weekends",
    "sister",
    "brother",
    "allergic",
    "peanuts",
    "prefers",
    "tea",
    "morning",
    "runs",
    "every",
    "day",
    "born",
    "1990",
    "job",
    "nurse",
    "hospital",
    "plays",
    "guitar",
] + [f"w{i}" for i in range(2000)]


def half(vector: np.ndarray) -> bytes:
    return vector.astype(np.float32).astype(np.float16).tobytes()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--texts", type=int, default=100_000)
    args = parser.parse_args()
    rng = random.Random(5)
    embedders = {8: HashEmbedder(dimensions=8), 384: HashEmbedder(dimensions=384)}
    half_differ = full_differ = compared = 0
    for i in range(args.texts):
        embedder = embedders[384 if i % 4 else 8]
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 40)))
        sums = embedder.sums(text)
        blas = sums / np.linalg.norm(sums) if sums is not None and np.linalg.norm(sums) != 0.0 else None
        if blas is None:
            continue  # no feature, or all cancelled: the fixed direction either way
        ours = embedder._vector(text)
        compared += 1
        half_differ += half(ours) != half(blas)
        full_differ += ours.tobytes() != blas.tobytes()
    report("hash_norm_half_precision_differ", half_differ, "texts", f"of {compared} compared", digits=0)
    report("hash_norm_full_precision_differ", full_differ, "texts", f"of {compared} compared", digits=0)


if __name__ == "__main__":
    main()
