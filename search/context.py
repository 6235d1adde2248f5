"""Packing memories into a prompt block that never exceeds its token budget (SPEC §6).

The text is a list of lines, each ending in one newline and starting with a non-space character:

    # Relevant memories
    ## Pinned
    - [mem_<id>] content
    ## Long-term knowledge
    - [mem_<id>] content
    ## Medium-term
    ## Recent

OpenAI's encodings split text into pieces before merging, and a newline followed by a non-space
character always ends a piece; so the token count of such lines adds up exactly, and each line is
counted once (and cached). The final text is counted again, whole, before it is returned: the budget
holds by construction and is checked, not assumed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import structlog

from memories.models import NEGATIONS
from search import tokens

log = structlog.get_logger(__name__)

TITLE = "# Relevant memories\n"
SECTIONS = (
    ("pinned", "## Pinned\n"),
    ("long", "## Long-term knowledge\n"),
    ("medium", "## Medium-term\n"),
    ("short", "## Recent\n"),
)
TRUNCATED = " …[truncated]"
# A memory is cut to fit only if this many tokens of it would survive (otherwise it would say nothing).
MIN_TRUNCATED_TOKENS = 16
NEAR_DUPLICATE_JACCARD = 0.9
_WORDS = re.compile(r"\w+", re.UNICODE)
_NEGATION = re.compile(r"\b(?:" + "|".join(NEGATIONS) + r")\b|n['’]t\b", re.IGNORECASE)
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Candidate:
    memory_id: str
    content: str
    section: str  # "pinned", "long", "medium" or "short"
    score: float
    content_hash: str = ""


@dataclass
class Packed:
    text: str
    token_count: int
    items: list[dict] = field(default_factory=list)  # the selection, in text order


def line_for(candidate: Candidate, content: str | None = None) -> str:
    body = _SPACE.sub(" ", content if content is not None else candidate.content).strip()
    return f"- [mem_{candidate.memory_id}] {body}\n"


@dataclass(frozen=True)
class _Said:
    """What near-duplicate packing compares of a memory: its words, and whether it denies something."""

    words: frozenset[str]
    denies: bool


def _said(text: str) -> _Said:
    return _Said(frozenset(_WORDS.findall(text.lower())), bool(_NEGATION.search(text)))


def _near_duplicate(said: _Said, chosen: list[_Said]) -> bool:
    """Nearly the same words, and none of those that differ a number or a denial: "the 7:40 train" and "the
    8:40 train" in a long sentence are two facts, and a model should see both (as de-duplication keeps both,
    docs/ingestion.md)."""
    size = len(said.words)
    for other in chosen:
        # The overlap of two sets is at most the smaller's size, and their union at least the larger's: sizes
        # that far apart rule the pair out before any set is built.
        other_size = len(other.words)
        if min(size, other_size) < NEAR_DUPLICATE_JACCARD * max(size, other_size):
            continue
        overlap = len(said.words & other.words)
        union = size + other_size - overlap
        if not union or overlap / union < NEAR_DUPLICATE_JACCARD:
            continue
        if said.denies == other.denies and not any(c.isdigit() for w in said.words ^ other.words for c in w):
            return True
    return False


def pack(candidates: list[Candidate], *, max_tokens: int, tokenizer: str) -> Packed:
    """Greedy by score: pinned first, then the best remaining that fit; never more than `max_tokens`."""
    ordered = sorted(candidates, key=lambda c: (c.section != "pinned", -c.score))
    title_cost = tokens.count(TITLE, tokenizer)
    header_cost = {name: tokens.count(header, tokenizer) for name, header in SECTIONS}
    used = title_cost
    chosen: list[tuple[Candidate, str, bool]] = []
    chosen_said: list[_Said] = []
    seen_hashes: set[str] = set()
    open_sections: set[str] = set()

    for candidate in ordered:
        if candidate.content_hash and candidate.content_hash in seen_hashes:
            continue
        line = line_for(candidate)
        cost = tokens.count(line, tokenizer)
        cost += 0 if candidate.section in open_sections else header_cost[candidate.section]
        if used + cost > max_tokens:
            continue
        # After the budget check, which is cheaper (counts are cached) and rejects most candidates once the
        # budget is nearly full; the outcome is the same in either order.
        said = _said(candidate.content)
        if said.words and _near_duplicate(said, chosen_said):
            continue
        used += cost
        chosen.append((candidate, line, False))
        chosen_said.append(said)
        seen_hashes.add(candidate.content_hash)
        open_sections.add(candidate.section)

    if not chosen and ordered:
        truncated = _truncate_to_fit(ordered[0], max_tokens - title_cost - header_cost[ordered[0].section], tokenizer)
        if truncated is not None:
            chosen.append((ordered[0], truncated, True))

    packed = _render(chosen, tokenizer)
    while packed.token_count > max_tokens:  # not expected (see the module docstring): shrink, never overflow
        log.warning("context_overflow_repacked", tokens=packed.token_count, max_tokens=max_tokens)
        chosen.pop()
        packed = _render(chosen, tokenizer)
    return packed


def _render(chosen: list[tuple[Candidate, str, bool]], tokenizer: str) -> Packed:
    if not chosen:
        return Packed(text="", token_count=0)
    lines = [TITLE]
    items = []
    for name, header in SECTIONS:
        section = sorted((entry for entry in chosen if entry[0].section == name), key=lambda e: -e[0].score)
        if section:
            lines.append(header)
        for candidate, line, cut in section:
            lines.append(line)
            prefix = f"- [mem_{candidate.memory_id}] "
            items.append(
                {
                    "memory_id": candidate.memory_id,
                    "section": name,
                    "score": candidate.score,
                    "content": line[len(prefix) : -1],
                    "truncated": cut,
                }
            )
    text = "".join(lines)
    return Packed(text=text, token_count=tokens.count(text, tokenizer), items=items)


def _truncate_to_fit(candidate: Candidate, budget: int, tokenizer: str) -> str | None:
    """The candidate's line cut (and marked) to fit `budget` tokens, or None if too little would remain."""
    if budget <= 0:
        return None
    body = _SPACE.sub(" ", candidate.content).strip()
    low, high, best = MIN_TRUNCATED_TOKENS, tokens.count(body, tokenizer), None
    while low <= high:  # the largest prefix whose marked line fits
        middle = (low + high) // 2
        line = line_for(candidate, tokens.truncate(body, tokenizer, middle).rstrip() + TRUNCATED)
        if tokens.count(line, tokenizer) <= budget:
            best, low = line, middle + 1
        else:
            high = middle - 1
    return best
