"""`hash`: a deterministic, dependency-free embedder (feature hashing), the default and the test embedder.

Each text becomes weighted features — words (stop words dropped), word bigrams and character trigrams of
words — hashed with CRC-32 into a signed vector, then L2-normalised. Same text, same vector, in every
process. It captures lexical overlap, not meaning; use `local` or `openai` for semantic recall.
"""

from __future__ import annotations

import math
import re
import zlib
from collections import Counter
from collections.abc import Sequence

import numpy as np

from memories.embeddings.base import Calibration

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "been",
        "but",
        "by",
        "do",
        "does",
        "did",
        "for",
        "from",
        "had",
        "has",
        "have",
        "he",
        "her",
        "him",
        "his",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "me",
        "my",
        "of",
        "on",
        "or",
        "our",
        "she",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "too",
        "us",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "will",
        "with",
        "you",
        "your",
    ]
)
_WORD_WEIGHT, _BIGRAM_WEIGHT, _TRIGRAM_WEIGHT = 1.0, 0.5, 0.3
VERSION = 1
# From the dev set (docs/search.md): relevant memories rarely pass cosine 0.2, and these vectors, lexical
# and without IDF, are weaker evidence than the full-text match they resemble: a third of the weight in the
# fusion and in the relevance, while a full-text match alone may prove relevance (text weight 1).
CALIBRATION = Calibration(vector_low=0.0, vector_high=0.2, vector_rank_weight=0.3, vector_weight=0.3, text_weight=1.0)


def features(text: str) -> Counter[str]:
    words = [w for w in _WORD.findall(text.lower()) if w not in _STOP_WORDS]
    counts: Counter[str] = Counter()
    for word in words:
        counts["w:" + word] += 1
        padded = f"<{word}>"
        for i in range(len(padded) - 2):
            counts["c:" + padded[i : i + 3]] += 1
    for first, second in zip(words, words[1:], strict=False):
        counts["b:" + first + " " + second] += 1
    return counts


_WEIGHTS = {"w": _WORD_WEIGHT, "b": _BIGRAM_WEIGHT, "c": _TRIGRAM_WEIGHT}


class HashEmbedder:
    def __init__(self, *, dimensions: int):
        self.dimensions = dimensions
        self.name = f"hash-v{VERSION}-{dimensions}"
        self.calibration = CALIBRATION

    def _vector(self, text: str) -> np.ndarray:
        vector = np.zeros(self.dimensions, dtype=np.float64)
        counts = features(text)
        if not counts:
            vector[0] = 1.0  # a fixed direction: the zero vector has no cosine
            return vector
        indexes = np.empty(len(counts), dtype=np.int64)
        values = np.empty(len(counts), dtype=np.float64)
        for n, (feature, count) in enumerate(counts.items()):
            digest = zlib.crc32(feature.encode("utf-8"))
            indexes[n] = digest % self.dimensions
            sign = 1.0 if digest & 0x80000000 else -1.0
            values[n] = sign * _WEIGHTS[feature[0]] * (1.0 + math.log(count))
        np.add.at(vector, indexes, values)
        norm = np.linalg.norm(vector)
        if norm == 0.0:  # every feature cancelled out
            vector[0] = 1.0
            return vector
        return vector / norm

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [self._vector(text).tolist() for text in texts]
