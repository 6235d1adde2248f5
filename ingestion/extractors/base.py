"""The extractor interface: a conversation in, candidate memories out (SPEC §7).

An extractor never returns nothing to hide a failure: it raises ExtractionError. `transient` says whether
trying again may help (network, 429, 5xx, timeouts, a malformed answer) or not (a bad key, an unknown
model), which decides between a retry and the dead-letter table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from memories.models import ContentType, MemoryNature, Tier


class ExtractionError(Exception):
    def __init__(self, message: str, *, transient: bool = True):
        super().__init__(message)
        self.transient = transient


@dataclass(frozen=True)
class Message:
    role: str
    content: str
    timestamp: datetime | None = None


@dataclass
class Conversation:
    messages: list[Message]
    user_id: str | None = None
    source_client: str | None = None
    started_at: datetime | None = None

    def as_text(self) -> str:
        return "\n".join(f"{m.role.capitalize()}: {m.content}" for m in self.messages)


@dataclass
class ExtractedMemory:
    content: str
    content_type: str = ContentType.FACT
    memory_nature: str = MemoryNature.SEMANTIC
    importance: float = 0.5
    tier: str = Tier.MEDIUM
    occurred_at: datetime | None = None
    tags: list[str] = field(default_factory=list)
    pinned: bool = False  # it applies to every conversation: first in every context block (search/context.py)


class Extractor(Protocol):
    name: str

    def extract(self, conversation: Conversation) -> list[ExtractedMemory]:
        """Candidate memories of the conversation; raises ExtractionError on failure."""


_TURN = re.compile(r"^\s*(user|assistant|system|tool|human|ai|bot)\s*:\s?(.*)$", re.IGNORECASE)
_ROLE_ALIASES = {"human": "user", "ai": "assistant", "bot": "assistant"}


def parse_conversation(text: str) -> list[Message]:
    """'User: …\\nAssistant: …' into messages; lines without a speaker continue the previous turn, and a
    text with no speaker at all is one user message."""
    messages: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        match = _TURN.match(line)
        if match:
            role = match.group(1).lower()
            messages.append((_ROLE_ALIASES.get(role, role), [match.group(2)]))
        elif messages:
            messages[-1][1].append(line)
        elif line.strip():
            messages.append(("user", [line]))
    return [Message(role, "\n".join(lines).strip()) for role, lines in messages if "".join(lines).strip()]
