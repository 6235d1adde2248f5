"""Embedding providers behind one small interface (SPEC §2). `get_embedder()` returns the configured one.

embedder = get_embedder()
vectors = embedder.embed(["first text", "second text"])   # one call for the whole batch
"""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings

from memories.embeddings.base import Embedder, EmbeddingError

__all__ = ["Embedder", "EmbeddingError", "get_embedder"]


def get_embedder() -> Embedder:
    return _build(
        settings.EMBEDDING_PROVIDER,
        settings.EMBEDDING_DIMENSIONS,
        settings.EMBEDDING_MODEL,
        settings.OPENAI_BASE_URL,
        settings.OPENAI_API_KEY,
        settings.EMBEDDING_TIMEOUT_SECONDS,
    )


@lru_cache(maxsize=8)
def _build(provider: str, dimensions: int, model: str, base_url: str, api_key: str, timeout: int) -> Embedder:
    if provider == "hash":
        from memories.embeddings.hashing import HashEmbedder

        return HashEmbedder(dimensions=dimensions)
    if provider == "openai":
        from memories.embeddings.openai import OpenAIEmbedder

        return OpenAIEmbedder(
            dimensions=dimensions,
            model=model or "text-embedding-3-small",
            base_url=base_url or None,
            api_key=api_key,
            timeout=timeout,
        )
    if provider == "local":
        from memories.embeddings.local import LocalEmbedder

        return LocalEmbedder(dimensions=dimensions, model=model)
    raise ValueError(f"unknown EMBEDDING_PROVIDER {provider!r}")
