"""Extractors behind one interface (`EXTRACTOR`: `rules` or `llm`); see extractors/base.py."""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings

from ingestion.extractors.base import Conversation, ExtractedMemory, ExtractionError, Extractor, Message

__all__ = ["Conversation", "ExtractedMemory", "ExtractionError", "Extractor", "Message", "get_extractor"]


def get_extractor() -> Extractor:
    return _build(
        settings.EXTRACTOR,
        settings.EXTRACTION_MODEL,
        settings.OPENAI_BASE_URL,
        settings.OPENAI_API_KEY,
        settings.EXTRACTION_TIMEOUT_SECONDS,
    )


@lru_cache(maxsize=4)
def _build(kind: str, model: str, base_url: str, api_key: str, timeout: int) -> Extractor:
    if kind == "llm":
        from ingestion.extractors.llm import LLMExtractor

        return LLMExtractor(model=model or "gpt-4o-mini", base_url=base_url, api_key=api_key, timeout=timeout)
    from ingestion.extractors.rules import RulesExtractor

    return RulesExtractor()
