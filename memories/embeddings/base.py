from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from memoryos.api.errors import ServiceUnavailableError


class EmbeddingError(ServiceUnavailableError):
    """The embedder failed or answered something unusable. Surfaces as 503 SERVICE_UNAVAILABLE."""

    default_message = "The embedding provider is unavailable; try again shortly."


def unit_vector(values: Sequence[float]) -> list[float]:
    """`values` scaled to length 1; ValueError (its message says why) if one is not finite or all are zero.

    Scaled by the largest first: the squares of finite values past about 1e154 overflow a float, and those
    under about 1e-162 vanish, so `sqrt(sum(x * x))` called such a vector "not finite" or "the zero vector"."""
    if not all(map(math.isfinite, values)):
        raise ValueError("Embedding values must be finite numbers (no NaN or infinity).")
    largest = max(map(abs, values), default=0.0)
    if largest == 0.0:
        raise ValueError("Embedding must not be the zero vector.")
    scaled = [x / largest for x in values]
    norm = math.hypot(*scaled)
    return [x / norm for x in scaled]


@dataclass(frozen=True)
class Calibration:
    """How a provider's cosine similarities map to an absolute relevance in [0, 1] (docs/search.md).

    `vector_low` is the similarity at which a memory stops being evidence (maps to 0), `vector_high` the
    similarity at which it is certainly relevant (maps to 1); in between, linear. `vector_rank_weight` is
    the weight of the vector ranking in Reciprocal Rank Fusion (the full-text ranking has weight 1).
    `vector_weight` and `text_weight` are how much each signal's evidence alone counts in the hybrid
    relevance (1: proof of relevance). A semantic model's vectors are the stronger evidence; a lexical
    provider's (hash) are weaker than the full-text match they resemble.

    `scope_margin` turns on the scope baseline: a memory's vector evidence starts at the query's mean cosine
    to the other memories searched, less this margin, when that is above `low` (docs/search.md, "The scope
    baseline"). A sentence model finds short texts that share a name ("Alice …", "User …") alike, so a
    question that names the user is close to every memory of theirs; what tells is being closer than the
    rest. None: `low` alone (hash: a margin moved neither its dev-set recall nor the direct answers it keeps).
    """

    vector_low: float
    vector_high: float
    vector_rank_weight: float = 1.0
    vector_weight: float = 1.0
    text_weight: float = 0.6
    scope_margin: float | None = None

    @classmethod
    def parse(cls, raw: str) -> Calibration:
        """From EMBEDDING_CALIBRATION: "low,high[,rank_weight[,vector_weight[,text_weight[,scope_margin]]]]"."""
        usage = (
            "EMBEDDING_CALIBRATION is 'low,high[,rank_weight[,vector_weight[,text_weight[,scope_margin]]]]' with "
            "-1 <= low < high <= 1 and the last three between 0 and 1"
        )
        try:
            parts = [float(part) for part in raw.split(",")]
        except ValueError:
            raise ValueError(usage) from None
        if not 2 <= len(parts) <= 6 or not -1 <= parts[0] < parts[1] <= 1 or any(not 0 <= p <= 1 for p in parts[3:]):
            raise ValueError(usage)
        return cls(*parts)


class Embedder(Protocol):
    #: Recorded on every memory (`embedding_model`), so `manage.py reembed` knows what is stale.
    name: str
    dimensions: int
    #: Declared per provider; search uses it to make combined_score comparable across queries.
    calibration: Calibration

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed a batch in one call; vectors are L2-normalised and in input order."""
        ...
