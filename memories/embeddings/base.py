from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from memoryos.api.errors import ServiceUnavailableError


class EmbeddingError(ServiceUnavailableError):
    """The embedder failed or answered something unusable. Surfaces as 503 SERVICE_UNAVAILABLE."""

    default_message = "The embedding provider is unavailable; try again shortly."


class Embedder(Protocol):
    #: Recorded on every memory (`embedding_model`), so `manage.py reembed` knows what is stale.
    name: str
    dimensions: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """Embed a batch in one call; vectors are L2-normalised and in input order."""
        ...
