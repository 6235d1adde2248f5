"""`openai`: any OpenAI-compatible `/v1/embeddings` endpoint, through the official `openai` package."""

from __future__ import annotations

from collections.abc import Sequence

import openai

from memories.embeddings.base import Calibration, EmbeddingError, unit_vector

# Not measured here (no network at run time): a starting point for OpenAI's v3 models, whose unrelated
# pairs sit near 0.1-0.15, with the scope baseline of the other sentence model (local). Override with
# EMBEDDING_CALIBRATION after measuring your model (docs/search.md).
CALIBRATION = Calibration(vector_low=0.15, vector_high=0.40, scope_margin=0.06)

# The embeddings API takes at most 2048 inputs per request; our largest batch (1000) fits in one call.
MAX_INPUTS_PER_CALL = 2048


def accepts_dimensions(model: str) -> bool:
    """Models that take the `dimensions` parameter (OpenAI's v3 family); others reject it."""
    return model.startswith("text-embedding-3")


class OpenAIEmbedder:
    def __init__(self, *, dimensions: int, model: str, base_url: str | None, api_key: str, timeout: int):
        self.dimensions = dimensions
        self.model = model
        self.name = f"openai:{model}"
        self.calibration = CALIBRATION
        self._send_dimensions = accepts_dimensions(model)
        self._client = openai.OpenAI(base_url=base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=2)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        for start in range(0, len(texts), MAX_INPUTS_PER_CALL):
            vectors.extend(self._call(list(texts[start : start + MAX_INPUTS_PER_CALL])))
        return vectors

    def _call(self, texts: list[str]) -> list[list[float]]:
        kwargs = {"model": self.model, "input": texts, "encoding_format": "float"}
        if self._send_dimensions:
            kwargs["dimensions"] = self.dimensions
        try:
            response = self._client.embeddings.create(**kwargs)
        except openai.OpenAIError as exc:
            raise EmbeddingError(f"Embedding request failed: {exc.__class__.__name__}.") from exc
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(texts):
            raise EmbeddingError(f"The embedder returned {len(data)} vectors for {len(texts)} inputs.")
        vectors = []
        for item in data:
            vector = list(item.embedding)
            if len(vector) != self.dimensions:
                raise EmbeddingError(
                    f"The embedder returned {len(vector)} dimensions; EMBEDDING_DIMENSIONS is {self.dimensions}."
                )
            try:
                vectors.append(unit_vector(vector))
            except ValueError as exc:
                raise EmbeddingError(f"The embedder returned an unusable vector: {exc}") from exc
        return vectors
