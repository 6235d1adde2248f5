"""Exact token counts with OpenAI's encodings, offline (the `bpe-openai` package ships the ranks)."""

from __future__ import annotations

from functools import lru_cache

import bpe_openai

TOKENIZERS = ("o200k_base", "cl100k_base")
DEFAULT_TOKENIZER = "o200k_base"


@lru_cache(maxsize=len(TOKENIZERS))
def encoding(name: str):
    if name not in TOKENIZERS:
        raise ValueError(f"unknown tokenizer {name!r}")
    return bpe_openai.get_encoding(name)


@lru_cache(maxsize=100_000)
def count(text: str, tokenizer: str) -> int:
    """Tokens of `text`, every character ordinary (special-token text like <|endoftext|> is just text).
    Cached per text, so a memory is counted once per process however often it is packed."""
    return len(encoding(tokenizer).encode_ordinary(text))


def truncate(text: str, tokenizer: str, max_tokens: int) -> str:
    """The longest prefix of `text` that is at most `max_tokens` tokens, cut on a token boundary."""
    if max_tokens <= 0:
        return ""
    enc = encoding(tokenizer)
    tokens = enc.encode_ordinary(text)
    if len(tokens) <= max_tokens:
        return text
    return enc.decode_bytes(tokens[:max_tokens]).decode("utf-8", errors="ignore")
