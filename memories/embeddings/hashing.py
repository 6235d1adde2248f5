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
from operator import itemgetter

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
    """The text's features with their counts, in the order they first appear (which fixes the order of the sums
    below, and so their last bits): each word, then its character trigrams, and then the word bigrams."""
    words = [w for w in _WORD.findall(text.lower()) if w not in _STOP_WORDS]
    items: list[str] = []
    for word in words:
        items.append("w:" + word)
        padded = f"<{word}>"
        items.extend(["c:" + padded[i : i + 3] for i in range(len(padded) - 2)])
    items.extend(["b:" + first + " " + second for first, second in zip(words, words[1:], strict=False)])
    return Counter(items)


_WEIGHTS = {"w": _WORD_WEIGHT, "b": _BIGRAM_WEIGHT, "c": _TRIGRAM_WEIGHT}
_kind = itemgetter(0)


class HashEmbedder:
    def __init__(self, *, dimensions: int):
        self.dimensions = dimensions
        self.name = f"hash-v{VERSION}-{dimensions}"
        self.calibration = CALIBRATION

    def sums(self, text: str) -> np.ndarray | None:
        """Each feature adds ±weight × (1 + ln count) at its CRC-32 modulo the size, the sign from the CRC's top
        bit, over arrays, in the features' order; None for a text without a feature."""
        counts = features(text)
        n = len(counts)
        if not n:
            return None
        digests = np.fromiter(map(zlib.crc32, map(str.encode, counts)), dtype=np.int64, count=n)
        signs = np.where(digests & 0x80000000, 1.0, -1.0)
        weights = np.fromiter(map(_WEIGHTS.__getitem__, map(_kind, counts)), dtype=np.float64, count=n)
        logs = 1.0 + np.fromiter(map(math.log, counts.values()), dtype=np.float64, count=n)
        return np.bincount(digests % self.dimensions, weights=signs * weights * logs, minlength=self.dimensions)

    def _vector(self, text: str) -> np.ndarray:
        """The sums, L2-normalised. The norm is the square root of the correctly rounded sum of the squares
        (math.fsum), not np.linalg.norm: that one is BLAS's dot product, whose order of additions depends on the
        CPU (OpenBLAS's AVX-512 kernel and its AVX2 one differ in the last bits). Stored and compared in half
        precision, the vectors are those of the first per-feature loop (`tests/test_embeddings.py` pins them;
        bench/hash_norm.py compares the two norms; docs/embeddings.md)."""
        vector = self.sums(text)
        if vector is not None:
            norm = math.sqrt(math.fsum((vector * vector).tolist()))
            if norm != 0.0:
                return vector / norm
        # No feature, or every feature cancelled out: a fixed direction, since the zero vector has no cosine.
        vector = np.zeros(self.dimensions, dtype=np.float64)
        vector[0] = 1.0
        return vector

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return [self._vector(text).tolist() for text in texts]
