"""Secrets are redacted from a conversation before it reaches a model or the store (SPEC §7).

Each pattern replaces only the secret, so "my password is hunter2" keeps its meaning ("my password is
[REDACTED]") and the extractors can tell that something was there. The list covers the credential formats
people paste into chats; docs/ingestion.md lists them.
"""

from __future__ import annotations

import re

REDACTED = "[REDACTED]"

# Whole-token secrets: the match is the secret.
_TOKENS = [
    re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----"),
    re.compile(r"\bsk-(?:proj-|ant-)?[A-Za-z0-9_\-]{16,}"),  # OpenAI / Anthropic
    re.compile(r"\bmos_[A-Za-z0-9_\-]{20,}"),  # MemoryOS
    re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),  # AWS access key id
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}"),  # GitHub
    re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"),  # GitLab
    re.compile(r"\bxox[abprs]-[A-Za-z0-9\-]{10,}"),  # Slack
    re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"),  # Google API
    re.compile(r"\b[rsp]k_(?:live|test)_[A-Za-z0-9]{16,}"),  # Stripe
    re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}"),  # JWT
]
# "label: value" / "label = value" / "label is value": the value is the secret.
_LABELLED = re.compile(
    r"(?i)\b(password|passwd|passphrase|pwd|pin|secret|client[_ -]?secret|api[_ -]?key|access[_ -]?key|"
    r"secret[_ -]?key|private[_ -]?key|access[_ -]?token|auth[_ -]?token|refresh[_ -]?token|token)"
    r"(\s*(?:[:=]|\bis\b|\bwas\b)\s*)([\"']?)([^\s\"',;]{2,}[^\s\"',;.])"
)
_BEARER = re.compile(r"(?i)\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=\-]{12,}")
# Credentials inside URLs: scheme://user:password@host
_URL_PASSWORD = re.compile(r"(\b[a-z][a-z0-9+.\-]*://[^:/\s@]+:)([^@\s/]+)(@)")
_CARD = re.compile(r"\b(?:\d[ \-]?){13,19}\b")


def _luhn(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _card(match: re.Match) -> str:
    digits = re.sub(r"\D", "", match.group(0))
    return REDACTED if 13 <= len(digits) <= 19 and _luhn(digits) else match.group(0)


def _labelled(match: re.Match) -> str:
    value = match.group(4)
    # "my secret is that…" is prose, not a credential: a value needs a digit or symbol, or some length.
    if value == REDACTED or (len(value) < 6 and value.isalpha()):
        return match.group(0)
    return f"{match.group(1)}{match.group(2)}{match.group(3)}{REDACTED}"


def redact(text: str) -> str:
    for pattern in _TOKENS:
        text = pattern.sub(REDACTED, text)
    text = _URL_PASSWORD.sub(lambda m: f"{m.group(1)}{REDACTED}{m.group(3)}", text)
    text = _BEARER.sub(lambda m: f"{m.group(1)}{m.group(2)}{REDACTED}", text)
    text = _LABELLED.sub(_labelled, text)
    return _CARD.sub(_card, text)
