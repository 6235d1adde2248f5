"""The model extractor: any OpenAI-compatible chat API answering a JSON schema (SPEC §7).

The client makes one attempt (max_retries=0): retries belong to the session job, which spaces them out and
counts them. Failures are classified for it: network errors, timeouts, 408/409/429 and 5xx are transient;
other 4xx (a bad key, an unknown model) are permanent; an answer that is not valid JSON of the schema is a
transient ExtractionError, because the next sample may be fine.
"""

from __future__ import annotations

import json
import re
from datetime import UTC, date, datetime, time
from typing import Any

import openai
from django.utils import timezone

from ingestion.extractors.base import Conversation, ExtractedMemory, ExtractionError
from memories.models import ContentType, MemoryNature, Tier

MAX_MEMORIES = 50
SYSTEM_PROMPT = """You extract long-term memories about the user from a conversation for a memory store.
Return JSON matching the schema. Each memory is one self-contained statement in the third person
("User prefers dark mode."), understandable without the conversation.
Keep: the user's preferences (including how they want the assistant to answer from now on: "User asks the
assistant to always answer in Portuguese."), decisions, facts the user states about themselves, events of the
user's life (what they or their family and friends did or will do; include the date in the text when the conversation
gives one), and what the user asks to be reminded of on a given day (an event on that day). A mood of the moment ("I'm
so tired today") is an event of that day with importance 0.4, not a lasting fact; a habit or a liking is a fact or a
preference even when it names a month or a weekday ("I always go home in December"), with occurred_on null. Add
exactly one memory of content_type "conversation" and nature "episodic" that summarises the session in one or two
sentences. Name people as the user relates to them ("User's sister lives in Paris.", not "She lives in Paris."), and
write what the user asks of every answer ("Keep your answers under 100 words") as a request for good, but not what
they ask of this one ("Keep it short"). A lasting fact and what it asks of every answer ("I'm colorblind, so avoid
red and green in charts") are two memories: the fact, and the request for good. When the user corrects what they
said earlier in the conversation ("Sorry, Friday, not Thursday"), keep the corrected statement alone.
Dates: the conversation's date and weekday come first. Resolve relative dates against it ("tomorrow", "on Friday",
"next week", "in March"): a plan or an arrangement ("I'm flying to Tokyo on Friday") is the next such day, something
told in the past ("I went to Paris on Monday") the last one. occurred_on is that day as YYYY-MM-DD for a memory
about one day (a week's or a month's first day for "next week" or "in March", a season's first month's first day
for "last summer": spring March, summer June, autumn September, winter December), and null for anything else. A day
and month in figures that could be read either way ("12/05") has no date.
Skip small talk, questions without answers, anything the assistant merely suggested, and any secret
(text shown as [REDACTED] stays out).
importance: 0.9 for identity and lasting constraints, 0.7 for preferences and decisions, 0.5 for events,
0.3 for the summary. tier: "long" for identity, "medium" for preferences/decisions/facts, "short" for
events and the summary."""

SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["memories"],
    "properties": {
        "memories": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["content", "content_type", "memory_nature", "importance", "tier", "occurred_on"],
                "properties": {
                    "content": {"type": "string"},
                    "occurred_on": {"type": ["string", "null"]},
                    "content_type": {"type": "string", "enum": list(ContentType.values)},
                    "memory_nature": {"type": "string", "enum": list(MemoryNature.values)},
                    "importance": {"type": "number", "minimum": 0, "maximum": 1},
                    "tier": {"type": "string", "enum": list(Tier.values)},
                },
            },
        }
    },
}
_TRANSIENT_STATUS = {408, 409, 429}


def _parse(raw: str | None) -> list[ExtractedMemory]:
    """The model's answer as memories; ExtractionError for anything that is not the schema."""
    try:
        data = json.loads(raw or "")
    except json.JSONDecodeError as exc:
        raise ExtractionError(f"The model's answer is not JSON: {exc.msg} at {exc.pos}.") from exc
    items = data.get("memories") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise ExtractionError("The model's answer has no 'memories' list.")
    memories = []
    for index, item in enumerate(items[:MAX_MEMORIES]):
        problem = _check(item)
        if problem:
            raise ExtractionError(f"memories[{index}] of the model's answer: {problem}")
        memories.append(
            ExtractedMemory(
                content=item["content"].strip(),
                content_type=item["content_type"],
                memory_nature=item["memory_nature"],
                importance=float(item["importance"]),
                tier=item["tier"],
                occurred_at=_midday(item.get("occurred_on")),
            )
        )
    return memories


def _midday(day: str | None) -> datetime | None:
    """ "2026-11-27" → that day at 12:00 UTC, as the rules extractor dates a day; None for None."""
    return None if day is None else datetime.combine(date.fromisoformat(day), time(12), tzinfo=UTC)


def _check(item: Any) -> str | None:
    if not isinstance(item, dict):
        return "not an object."
    content = item.get("content")
    if not isinstance(content, str) or not content.strip():
        return "content must be a non-empty string."
    for name, choices in (("content_type", ContentType), ("memory_nature", MemoryNature), ("tier", Tier)):
        if item.get(name) not in choices.values:
            return f"{name} {item.get(name)!r} is not one of {', '.join(choices.values)}."
    day = item.get("occurred_on")  # a model that leaves it out says null
    if day is not None and not (isinstance(day, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", day) and _is_date(day)):
        return f"occurred_on {day!r} is not a date written YYYY-MM-DD."
    importance = item.get("importance")
    if isinstance(importance, bool) or not isinstance(importance, int | float) or not 0 <= importance <= 1:
        return "importance must be a number from 0 to 1."
    return None


def _is_date(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:  # "2026-02-30"
        return False
    return True


class LLMExtractor:
    name = "llm"

    def __init__(self, *, model: str, base_url: str | None, api_key: str, timeout: float):
        self.model = model
        self._client = openai.OpenAI(
            base_url=base_url or None, api_key=api_key or "not-needed", timeout=timeout, max_retries=0
        )

    def extract(self, conversation: Conversation) -> list[ExtractedMemory]:
        # The day it was said, with its weekday, so that "on Friday" can be resolved; now when no message is dated.
        started = conversation.started_at or timezone.now()
        context = f"Conversation date: {started:%Y-%m-%d} ({started:%A}).\n"
        try:
            response = self._client.chat.completions.create(
                model=self.model,
                temperature=0,
                messages=[
                    {"role": "system", "content": SYSTEM_PROMPT},
                    {"role": "user", "content": context + conversation.as_text()},
                ],
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": "memories", "strict": True, "schema": SCHEMA},
                },
            )
        except openai.APIStatusError as exc:
            transient = exc.status_code in _TRANSIENT_STATUS or exc.status_code >= 500
            raise ExtractionError(
                f"The extraction model answered HTTP {exc.status_code}.", transient=transient
            ) from exc
        except openai.APIConnectionError as exc:  # includes timeouts
            raise ExtractionError(f"The extraction model is unreachable: {exc.__class__.__name__}.") from exc
        if not response.choices:
            raise ExtractionError("The model's answer has no choices.")
        return _parse(response.choices[0].message.content)
