"""API key secrets: generation and hashing. The secret itself is never stored."""

from __future__ import annotations

import hashlib
import secrets

KEY_PREFIX = "mos_"
_SECRET_BYTES = 32  # token_urlsafe(32) -> 43 URL-safe characters
DISPLAY_PREFIX_LENGTH = 12  # "mos_" + 8 characters, shown in lists and logs


def generate_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(_SECRET_BYTES)


def hash_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode("utf-8")).hexdigest()


def display_prefix(raw_key: str) -> str:
    return raw_key[:DISPLAY_PREFIX_LENGTH]


def looks_like_key(raw_key: str) -> bool:
    return raw_key.startswith(KEY_PREFIX) and 36 <= len(raw_key) <= 128
