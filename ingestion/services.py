"""Writes of sessions, and the one code path that turns a session into memories (SPEC §7).

session_run() is what both runners call (runner.py: a Celery worker, or a thread of the web process):

  claim      short transaction: lock the row; skip it if it is finished, or if a live attempt holds it;
             otherwise status=processing, attempts+1
  extract    outside any transaction: the extractor (rules or a model), then one embedding call
  apply      one transaction: lock the row again, check this attempt still owns it, de-duplicate against
             the user's memories, write memories and history, mark the session completed

Memories and the `completed` status commit together, so a crash at any point leaves either nothing or
everything; re-running a completed session changes nothing. Failures are recorded on the row with the
time of the next attempt; after SESSION_MAX_RETRIES retries (or at once for a permanent error) it is dead.
"""

from __future__ import annotations

import difflib
import random
import re
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import numpy as np
import structlog
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from ingestion import runner
from ingestion.extractors import Conversation, ExtractedMemory, ExtractionError, Message, get_extractor
from ingestion.extractors.base import parse_conversation
from ingestion.models import Session
from ingestion.redaction import redact
from ingestion.selectors import session_get
from memories import services as memory_services
from memories.embeddings import EmbeddingError, get_embedder
from memories.models import TIER_RANK, MemoryNature
from memories.sql import statement_keys
from memoryos.api.errors import ApiError, ConflictError
from search.sql import nearest_neighbours
from tenants.models import Tenant

log = structlog.get_logger(__name__)

# Cosine similarity at or above which a new memory is the same as an existing one (merge), and the band
# below it in which a new fact of the same kind replaces the old one (supersede). docs/ingestion.md.
SAME_MEMORY_SIMILARITY = 0.95
SUPERSEDE_MIN_SIMILARITY = 0.75
# A changed fact says what the old one said with one part changed: a value of at most this many words.
MAX_CHANGED_WORDS = 3
# Stored memories compared with each candidate, nearest first: the nearest that states the same is merged into,
# and the nearest of the candidate's kind may be superseded by it.
NEIGHBOURS = 5
ACTOR = "ingestion"
RECOVER_BATCH = 500
ACCEPTED_GRACE = timedelta(seconds=60)  # an enqueue that should have happened by now was lost


@dataclass(frozen=True)
class Outcome:
    status: str  # the session's status after this run, or "skipped"
    retry_in: float | None = None  # seconds until the next attempt, when one is due


def retry_delay(attempt: int) -> float:
    """Exponential backoff with jitter: about 2 s, 4 s, 8 s for attempts 1, 2, 3."""
    base = settings.SESSION_RETRY_BASE_SECONDS * 2 ** (attempt - 1)
    return base + random.uniform(0, settings.SESSION_RETRY_JITTER_SECONDS)  # noqa: S311 - jitter, not crypto


def session_create(*, tenant: Tenant, data: dict[str, Any]) -> Session:
    """Commit a session (secrets redacted) and queue it once the transaction commits."""
    if data.get("messages") is not None:
        payload = {
            "messages": [
                {
                    "role": m["role"],
                    "content": redact(m["content"]),
                    **({"timestamp": m["timestamp"].isoformat()} if m.get("timestamp") else {}),
                }
                for m in data["messages"]
            ]
        }
    else:
        payload = {"conversation": redact(data["conversation"])}
    with transaction.atomic():
        session = Session.objects.create(
            tenant=tenant,
            user_id=data.get("user_id"),
            scope=data.get("scope"),
            source_client=data.get("source_client"),
            metadata=data.get("metadata") or {},
            input=payload,
        )
        runner.enqueue_on_commit(session.pk)
    log.info("session_accepted", session_id=str(session.pk), tenant_id=str(tenant.pk))
    return session


def session_replay(*, tenant: Tenant, session_id: uuid.UUID) -> Session:
    """Give a dead (or failed) session a fresh set of attempts and queue it."""
    with transaction.atomic():
        session = session_get(tenant=tenant, session_id=session_id, for_update=True)
        if session.status not in (Session.Status.DEAD, Session.Status.FAILED):
            raise ConflictError(
                f"Only dead or failed sessions can be replayed; this one is {session.status}.",
                details={"status": session.status},
            )
        session.status = Session.Status.ACCEPTED
        session.attempts = 0
        session.next_attempt_at = None
        session.updated_at = timezone.now()
        session.save(update_fields=["status", "attempts", "next_attempt_at", "updated_at"])
        runner.enqueue_on_commit(session.pk)
    log.info("session_replayed", session_id=str(session.pk), tenant_id=str(tenant.pk))
    return session


def _conversation(session: Session) -> Conversation:
    if "messages" in session.input:
        messages = [
            Message(
                role=m["role"],
                content=m["content"],
                timestamp=datetime.fromisoformat(m["timestamp"]) if m.get("timestamp") else None,
            )
            for m in session.input["messages"]
        ]
    else:
        messages = parse_conversation(session.input["conversation"])
    # When it was said: its first dated message, else when the session was sent (not when it is processed, which a
    # retry or a replay of a dead session can put days later, and "tomorrow" would move with it).
    started = next((m.timestamp for m in messages if m.timestamp), None) or session.created_at
    return Conversation(
        messages=messages, user_id=session.user_id, source_client=session.source_client, started_at=started
    )


def _claim(session_id) -> tuple[Session, int] | None:
    now = timezone.now()
    with transaction.atomic():
        session = (
            Session.unscoped.select_for_update().select_related("tenant", "tenant__plan").filter(pk=session_id).first()
        )
        if session is None or session.status in (Session.Status.COMPLETED, Session.Status.DEAD):
            return None
        if (
            session.status == Session.Status.PROCESSING
            and session.started_at
            and (now - session.started_at).total_seconds() < settings.SESSION_LEASE_SECONDS
        ):
            return None  # a live attempt holds it
        if session.status == Session.Status.FAILED and session.next_attempt_at and session.next_attempt_at > now:
            return None  # its retry is scheduled; this is an early duplicate
        if session.attempts > settings.SESSION_MAX_RETRIES:  # the attempts were lost with their workers
            session.status = Session.Status.DEAD
            session.last_error = session.last_error or "Every attempt was lost with its worker."
            session.updated_at = now
            session.save(update_fields=["status", "last_error", "updated_at"])
            log.warning("session_dead", session_id=str(session.pk), attempts=session.attempts)
            return None
        session.status = Session.Status.PROCESSING
        session.attempts += 1
        session.started_at = session.updated_at = now
        session.next_attempt_at = None
        session.save(update_fields=["status", "attempts", "started_at", "updated_at", "next_attempt_at"])
        return session, session.attempts


def _distinct(vectors: list[list[float]], statements: list[str], tiers: list[str]) -> list[int]:
    """Indexes of the candidates that are not near-duplicates of an earlier one of the same session: as close
    as SAME_MEMORY_SIMILARITY, stating the same (memories.sql.statement_sql), and lasting at least as long (a
    tier as high), as a merge into a stored memory needs."""
    if not vectors:
        return []
    matrix = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    matrix = matrix / np.where(norms == 0, 1, norms)
    kept: list[int] = []
    for index in range(len(vectors)):
        same = [
            k for k in kept if statements[k] == statements[index] and TIER_RANK[tiers[k]] >= TIER_RANK[tiers[index]]
        ]
        if not same or float(np.max(matrix[same] @ matrix[index])) < SAME_MEMORY_SIMILARITY:
            kept.append(index)
    return kept


_WORD = re.compile(r"[^\W_]+")


def changes_one_thing(older: str, newer: str) -> bool:
    """Whether `newer` says what `older` says with at most one part changed: word for word the same but for
    one run of at most MAX_CHANGED_WORDS words on either side, replaced, added ("not") or removed, and at
    least one word kept. "User's daughter is 7 years old." → "User's son is 10 years old." changes two
    things: it is another fact, not a new version of this one (docs/ingestion.md, "Supersession")."""
    old_words, new_words = _WORD.findall(older.lower()), _WORD.findall(newer.lower())
    changes = [
        (i2 - i1, j2 - j1)
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_words, new_words, autojunk=False).get_opcodes()
        if tag != "equal"
    ]
    if not changes:
        return True
    if len(changes) > 1:
        return False
    removed, added = changes[0]
    return removed <= MAX_CHANGED_WORDS and added <= MAX_CHANGED_WORDS and len(new_words) > added


def _apply(session: Session, attempt: int, candidates: list[ExtractedMemory], vectors, embedder_name: str) -> bool:
    """Write the session's memories and mark it completed, in one transaction. False when another attempt
    took the session over meanwhile (then nothing is written)."""
    tenant = session.tenant
    with transaction.atomic():
        current = Session.unscoped.select_for_update().filter(pk=session.pk).first()
        if current is None or current.status != Session.Status.PROCESSING or current.attempts != attempt:
            return False
        statements = statement_keys([candidate.content for candidate in candidates], language=tenant.text_language)
        keep = _distinct(vectors, statements, [candidate.tier for candidate in candidates])
        neighbours = nearest_neighbours(
            tenant_id=tenant.pk,
            user_id=session.user_id,
            scope=session.scope,
            vectors=[vectors[i] for i in keep],
            statements=[statements[i] for i in keep],
            limit=NEIGHBOURS,
        )
        merges: dict[str, tuple[float, int]] = {}
        to_create: list[tuple[ExtractedMemory, list[float], str | None]] = []
        for index, nearest in zip(keep, neighbours, strict=True):
            candidate = candidates[index]
            # The same memory: as close, stating the same, and lasting at least as long (a tier as high, no expiry:
            # a merge into a short-term memory would leave the fact to be pruned with it). A close one that
            # states something else (a changed number, a "not"), or lasts less, may be superseded below.
            same = next(
                (
                    n
                    for n in nearest
                    if n.similarity >= SAME_MEMORY_SIMILARITY
                    and n.same_statement
                    and n.expires_at is None
                    and TIER_RANK[n.tier] >= TIER_RANK[candidate.tier]
                ),
                None,
            )
            if same is not None:
                importance, count = merges.get(same.memory_id, (0.0, 0))
                merges[same.memory_id] = (max(importance, candidate.importance), count + 1)
                continue
            # A changed fact replaces the nearest fact of its kind that it restates with one part changed, which
            # need not be the nearest memory: the session's summary quotes the very sentence a fact was taken
            # from, and a son's age is near a daughter's.
            like = next(
                (
                    n
                    for n in nearest
                    if candidate.memory_nature == MemoryNature.SEMANTIC == n.memory_nature
                    and candidate.content_type == n.content_type
                    and n.similarity >= SUPERSEDE_MIN_SIMILARITY
                    and changes_one_thing(n.content, candidate.content)
                ),
                None,
            )
            to_create.append((candidate, vectors[index], like.memory_id if like is not None else None))

        items = [
            {
                "content": candidate.content[: settings.MAX_CONTENT_BYTES // 4],
                "embedding": vector,
                "content_type": candidate.content_type,
                "memory_nature": candidate.memory_nature,
                "importance_score": round(min(1.0, max(0.0, candidate.importance)), 4),
                "tier": candidate.tier,
                "occurred_at": candidate.occurred_at,
                "tags": candidate.tags or None,
                "pinned": candidate.pinned,
                "user_id": session.user_id,
                "scope": session.scope,
                "source_id": f"session:{session.pk}",
                "metadata": {
                    "session_id": str(session.pk),
                    **({"source_client": session.source_client} if session.source_client else {}),
                },
            }
            for candidate, vector, _ in to_create
        ]
        created = memory_services.memory_create_many(
            tenant=tenant, actor=ACTOR, items=items, batch=False, embedded_by=embedder_name
        )
        superseded = []
        for memory, (_, _, old_id) in zip(created, to_create, strict=True):
            if old_id and memory_services.memory_supersede(tenant=tenant, actor=ACTOR, old_id=old_id, new_id=memory.pk):
                superseded.append(old_id)
        for memory_id, (importance, count) in merges.items():
            memory_services.memory_merge(
                tenant=tenant,
                actor=ACTOR,
                memory_id=memory_id,
                importance=importance,
                count=count,
                source={"merged_from_session": str(session.pk)},
            )
        current.status = Session.Status.COMPLETED
        current.created_memory_ids = [m.pk for m in created]
        current.merged_memory_ids = list(merges)
        current.superseded_memory_ids = superseded
        current.last_error = None
        current.completed_at = current.updated_at = timezone.now()
        current.save(
            update_fields=[
                "status",
                "created_memory_ids",
                "merged_memory_ids",
                "superseded_memory_ids",
                "last_error",
                "completed_at",
                "updated_at",
            ]
        )
    log.info(
        "session_completed",
        session_id=str(session.pk),
        tenant_id=str(tenant.pk),
        attempt=attempt,
        created=len(created),
        merged=len(merges),
        superseded=len(superseded),
    )
    return True


def _fail(session_id, attempt: int, error: str, *, transient: bool) -> Outcome:
    with transaction.atomic():
        session = Session.unscoped.select_for_update().filter(pk=session_id).first()
        if session is None or session.status != Session.Status.PROCESSING or session.attempts != attempt:
            return Outcome("skipped")
        now = timezone.now()
        session.last_error = error[:2000]
        session.updated_at = now
        if transient and attempt <= settings.SESSION_MAX_RETRIES:
            delay = retry_delay(attempt)
            session.status = Session.Status.FAILED
            session.next_attempt_at = now + timedelta(seconds=delay)
        else:
            delay = None
            session.status = Session.Status.DEAD
            session.next_attempt_at = None
        session.save(update_fields=["status", "last_error", "updated_at", "next_attempt_at"])
    log.warning(
        "session_attempt_failed",
        session_id=str(session_id),
        attempt=attempt,
        error=error,
        transient=transient,
        status=session.status,
        retry_in=delay,
    )
    return Outcome(session.status, retry_in=delay)


def _episodes_dated(candidates: list[ExtractedMemory], said_at: datetime) -> list[ExtractedMemory]:
    """An episode the extractor gave no day of its own (the session's summary, an event told without its day, a
    model's `occurred_on: null`) happened when the conversation did, not when the memory is written; a semantic
    memory keeps the store's default."""
    for candidate in candidates:
        if candidate.memory_nature == MemoryNature.EPISODIC and candidate.occurred_at is None:
            candidate.occurred_at = said_at
    return candidates


def session_run(session_id) -> Outcome:
    """One attempt at a session; idempotent, safe to call for any id at any time (see the module doc)."""
    claimed = _claim(session_id)
    if claimed is None:
        return Outcome("skipped")
    session, attempt = claimed
    with structlog.contextvars.bound_contextvars(session_id=str(session.pk), tenant_id=str(session.tenant_id)):
        try:
            conversation = _conversation(session)
            candidates = _episodes_dated(get_extractor().extract(conversation), conversation.started_at)
            embedder = get_embedder()
            vectors = embedder.embed([c.content for c in candidates]) if candidates else []
            if not _apply(session, attempt, candidates, vectors, embedder.name):
                return Outcome("skipped")
        except ExtractionError as exc:
            return _fail(session.pk, attempt, f"extraction: {exc}", transient=exc.transient)
        except EmbeddingError as exc:
            return _fail(session.pk, attempt, f"embedding: {exc}", transient=True)
        except ApiError as exc:  # a quota, or a conflict with the tenant's state: retrying will not help
            return _fail(session.pk, attempt, f"{exc.code}: {exc.message}", transient=False)
        except Exception as exc:  # noqa: BLE001 - an unexpected error must not lose the session
            log.exception("session_attempt_crashed")
            return _fail(session.pk, attempt, f"{exc.__class__.__name__}: {exc}", transient=True)
    return Outcome(Session.Status.COMPLETED)


def sessions_recover(now=None) -> list[uuid.UUID]:
    """Sessions whose next step was lost: an enqueue after commit that never happened, a retry whose timer
    died with its process, a claim whose worker died. Their ids, to be queued again (running is idempotent)."""
    now = now or timezone.now()
    due = (
        Session.unscoped.filter(status=Session.Status.ACCEPTED, updated_at__lt=now - ACCEPTED_GRACE)
        | Session.unscoped.filter(status=Session.Status.FAILED, next_attempt_at__lt=now - ACCEPTED_GRACE)
        | Session.unscoped.filter(
            status=Session.Status.PROCESSING, started_at__lt=now - timedelta(seconds=settings.SESSION_LEASE_SECONDS)
        )
    )
    return list(due.order_by("updated_at").values_list("pk", flat=True)[:RECOVER_BATCH])
