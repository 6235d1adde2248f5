"""Deterministic synthetic memories for latency and scale benchmarks (not for ranking quality)."""

from __future__ import annotations

import random

SUBJECTS = ["I", "My manager", "The team", "My sister", "Our client", "The user", "My doctor", "The landlord"]
VERBS = [
    "prefers",
    "decided to use",
    "moved to",
    "asked about",
    "complained about",
    "scheduled",
    "bought",
    "recommended",
    "switched from",
    "wants to learn",
    "is allergic to",
    "celebrated",
]
OBJECTS = [
    "dark roast coffee",
    "PostgreSQL 18",
    "a flat in Berlin",
    "the quarterly report",
    "noise in the office",
    "a dentist appointment",
    "a new bicycle",
    "Rust for the backend",
    "Vim to VS Code",
    "Japanese cooking",
    "peanuts",
    "a promotion",
    "morning standups",
    "the Kubernetes migration",
    "green tea",
    "hiking trips",
    "the budget review",
    "TypeScript generics",
    "a trip to Lisbon",
    "vegetarian recipes",
]
WHEN = ["yesterday", "last week", "on Monday", "every morning", "since 2021", "in March", "twice a month", ""]
TIERS = ["short", "short", "short", "medium", "medium", "long"]
TYPES = ["text", "fact", "preference", "event", "decision", "conversation"]
TAGS = ["work", "health", "food", "travel", "tech", "family", "money"]


def memory(rng: random.Random, users: int = 100) -> dict:
    text = " ".join(
        part for part in (rng.choice(SUBJECTS), rng.choice(VERBS), rng.choice(OBJECTS), rng.choice(WHEN)) if part
    )
    text += f" (note {rng.randrange(1_000_000)})."
    return {
        "content": text,
        "tier": rng.choice(TIERS),
        "content_type": rng.choice(TYPES),
        "importance_score": round(rng.random(), 3),
        "user_id": f"user-{rng.randrange(users)}",
        "tags": rng.sample(TAGS, k=rng.randrange(0, 3)),
        "metadata": {"source": rng.choice(["chat", "email", "import"])},
    }


def memories(count: int, seed: int = 7, users: int = 100) -> list[dict]:
    rng = random.Random(seed)
    return [memory(rng, users) for _ in range(count)]
