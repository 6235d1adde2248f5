from __future__ import annotations

import uuid

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVectorField
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.db.models.functions import Now
from django.utils import timezone
from pgvector.django import HalfVectorField, HnswIndex, VectorField

from tenants.models import Tenant

# At most this many tags and entities on a memory (the API refuses more; a merge keeps the first ones).
MAX_TAGS = 50
MAX_ENTITIES = 100
# Words that deny what a text says. Two memories that differ by one of them state different things, which the
# tsvector cannot show: "not" and "no" are stop words of the configuration (memories.sql.statement_sql), and
# search/context.py does not pack one as the other's near-duplicate. Contractions end in n't (or n’t). Then
# the same words in the other languages a tenant's text is most often in ("nicht" and "kein" are stop words of
# `german`, "pas" of `french`); words that are also common English ones ("sin", Spanish "without") are left out.
NEGATIONS = (
    *("not", "no", "never", "nor", "neither", "none", "nobody", "nothing", "nowhere", "cannot", "without"),
    *("nicht", "kein", "keine", "keinen", "keinem", "keiner", "keines", "nie", "niemals", "nichts", "niemand", "ohne"),
    *("ne", "pas", "jamais", "aucun", "aucune", "rien", "sans"),
    *("nunca", "jamás", "ningún", "ninguno", "ninguna", "nada", "nadie"),
    *("non", "nessuno", "nessuna", "niente", "senza"),
    *("não", "nenhum", "nenhuma", "ninguém", "sem"),
    *("niet", "geen", "nooit", "niets", "zonder"),
    *("не", "нет", "никогда", "ничего", "никто", "без"),
)


class Tier(models.TextChoices):
    SHORT = "short", "Short-term"
    MEDIUM = "medium", "Medium-term"
    LONG = "long", "Long-term"


# How long the lifecycle keeps a memory of each tier, as an order: short < medium < long. A merge never moves a
# fact into a memory that lasts less (ingestion, consolidation).
TIER_RANK = {tier: rank for rank, tier in enumerate(Tier.values)}


class MemoryNature(models.TextChoices):
    EPISODIC = "episodic", "Episodic"
    SEMANTIC = "semantic", "Semantic"


class ContentType(models.TextChoices):
    TEXT = "text", "Text"
    CONVERSATION = "conversation", "Conversation"
    DOCUMENT = "document", "Document"
    EVENT = "event", "Event"
    FACT = "fact", "Fact"
    PREFERENCE = "preference", "Preference"
    DECISION = "decision", "Decision"


# When a client does not say, facts/preferences/decisions/documents are knowledge (semantic) and the rest
# are things that happened (episodic). See docs/memories.md.
SEMANTIC_CONTENT_TYPES = frozenset(
    {ContentType.FACT, ContentType.PREFERENCE, ContentType.DECISION, ContentType.DOCUMENT}
)


# What a merge adds to the importance of the memory that absorbs a duplicate (SPEC §7, docs/lifecycle.md).
MERGE_IMPORTANCE_BOOST = 0.05


class TenantScopedQuerySet(models.QuerySet):
    def for_tenant(self, tenant: Tenant | uuid.UUID | str) -> TenantScopedQuerySet:
        tenant_id = tenant.pk if isinstance(tenant, Tenant) else tenant
        if tenant_id is None:
            return self.none()
        return self.filter(tenant_id=tenant_id)


class TenantScopedManager(models.Manager.from_queryset(TenantScopedQuerySet)):
    """`Model.objects` answers nothing until a tenant is named: `Model.objects.for_tenant(t)`.

    A forgotten tenant filter therefore returns no rows instead of every tenant's rows. Cross-tenant code
    (admin, lifecycle jobs) uses the explicit `Model.unscoped` manager.
    """

    def get_queryset(self):
        return super().get_queryset().none()

    def for_tenant(self, tenant):
        return TenantScopedQuerySet(self.model, using=self._db).for_tenant(tenant)


# A memory's user_id, and its copy on the vector row (the covering index's entries depend on it, below).
USER_ID_MAX_LENGTH = 255


class Memory(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    user_id = models.CharField(max_length=USER_ID_MAX_LENGTH, null=True, blank=True)
    scope = models.CharField(max_length=255, null=True, blank=True)
    content = models.TextField()
    content_type = models.CharField(max_length=20, choices=ContentType.choices, default=ContentType.TEXT)
    tier = models.CharField(max_length=10, choices=Tier.choices, default=Tier.SHORT)
    memory_nature = models.CharField(max_length=10, choices=MemoryNature.choices, default=MemoryNature.EPISODIC)
    importance_score = models.FloatField(default=0.5, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)])
    relevance_score = models.FloatField(default=0.5, validators=[MinValueValidator(0.0), MaxValueValidator(1.0)])
    access_count = models.PositiveIntegerField(default=0)
    last_accessed_at = models.DateTimeField(null=True, blank=True)
    metadata = models.JSONField(default=dict, blank=True)
    tags = ArrayField(models.CharField(max_length=100), default=list, blank=True)
    entities = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    external_id = models.CharField(max_length=255, null=True, blank=True)
    source_id = models.CharField(max_length=255, null=True, blank=True)
    parent_memory = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="+", db_index=False
    )
    superseded_by = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="+", db_index=False
    )
    pinned = models.BooleanField(default=False)
    expires_at = models.DateTimeField(null=True, blank=True)
    occurred_at = models.DateTimeField(default=timezone.now)
    # The tenant's text_language when the memory was written (or re-indexed): the search_vector's.
    text_language = models.CharField(max_length=32, default="english", db_default="english", editable=False)
    # The lexemes of the content in that language, with each run of Chinese, Japanese or Korean characters
    # rewritten as its pairs of characters (migrations 0020 and 0021; docs/search.md, "Languages and Unicode").
    search_vector = models.GeneratedField(
        expression=models.Func(
            "text_language", "content", function="memoryos_search_vector", output_field=SearchVectorField()
        ),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    content_hash = models.CharField(max_length=64)
    embedding_model = models.CharField(max_length=200)
    created_at = models.DateTimeField(default=timezone.now, editable=False)
    updated_at = models.DateTimeField(default=timezone.now)
    # When the memory last changed in a way that can make it a duplicate of another: created, its content
    # (and vector) edited, or unpinned. Consolidation compares only what changed after its previous run, so
    # the jobs that rewrite tier, scores or counts do not make it compare a memory again (docs/lifecycle.md).
    # The database default fills the rows that existed before the column (migration 0008) and COPY loads.
    content_changed_at = models.DateTimeField(default=timezone.now, db_default=Now())

    objects = TenantScopedManager()
    unscoped = models.Manager()

    class Meta:
        default_manager_name = "unscoped"
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "memories"
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "external_id"],
                condition=Q(external_id__isnull=False),
                name="memory_external_id_unique_per_tenant",
            ),
            models.CheckConstraint(
                condition=Q(importance_score__gte=0) & Q(importance_score__lte=1),
                name="memory_importance_0_1",
            ),
            models.CheckConstraint(
                condition=Q(relevance_score__gte=0) & Q(relevance_score__lte=1), name="memory_relevance_0_1"
            ),
        ]
        indexes = [
            models.Index(fields=["tenant", "-created_at", "-id"], name="memory_tenant_created"),
            models.Index(fields=["tenant", "user_id", "-created_at"], name="memory_tenant_user_created"),
            models.Index(
                fields=["tenant", "scope"],
                name="memory_tenant_scope",
                opclasses=["uuid_ops", "varchar_pattern_ops"],
            ),
            models.Index(fields=["tenant", "content_hash"], name="memory_tenant_content_hash"),
            # /v1/context reads a tenant's pinned memories, most important first, on every call.
            models.Index(fields=["tenant", "-importance_score"], name="memory_tenant_pinned", condition=Q(pinned=True)),
            # Deleting a memory nulls the references to it; these keep that from scanning the table.
            models.Index(fields=["parent_memory"], name="memory_parent", condition=Q(parent_memory__isnull=False)),
            models.Index(
                fields=["superseded_by"],
                name="memory_superseded_by",
                condition=Q(superseded_by__isnull=False),
            ),
            # Tags and entities: memory_tenant_tags_gin and memory_tenant_entities_gin, on keys of the tenant
            # (memories/selectors.py, TENANT_KEY_INDEXES; migration 0018). Full text: memory_tenant_search_gin, on the
            # lexemes with the tenant's (search/sql.py, TENANT_LEXEMES; migration 0012). Expressions Django's
            # index classes do not write.
        ]

    def __str__(self) -> str:
        return f"{self.id} [{self.tier}] {self.content[:60]}"


# A tenant with more memories than this gets an HNSW index of its own, partial on its tenant_id, so that its
# searches walk a graph of its vectors alone (memories/maintenance.py, docs/search.md); search ranks a smaller
# tenant's vectors exactly (search/sql.py), so the two limits are one. There is no index over every tenant.
TENANT_INDEX_MIN_MEMORIES = 20_000
# The definition of those indexes; memories/maintenance.py gives each its name and its tenant's condition.
TENANT_HNSW_INDEX = HnswIndex(
    fields=["embedding"], name="memory_embedding_hnsw", m=16, ef_construction=64, opclasses=["halfvec_cosine_ops"]
)
# Such a tenant also gets a GIN index of its own memories' lexemes: its full-text lookups then read postings of
# its own rows, not the shared memory_tenant_search_gin's intersected with its tenant lexeme's, which list every
# memory it has (docs/search.md, "A large tenant's own full-text index"). Its pending list is as short as the
# shared index's (migration 0014).
TENANT_TEXT_INDEX = GinIndex(fields=["search_vector"], name="memory_search_gin", gin_pending_list_limit=64)
# A B-tree entry holds at most 2,704 bytes. The widest entry of the vectors' covering index: an 8-byte header,
# the tenant (16), a user_id of USER_ID_MAX_LENGTH (255) four-byte characters with its 4-byte length, the memory
# (16), then the halfvec, an 8-byte header and 2 bytes a dimension. So it carries the vectors up to 816 dimensions
# (384, 512 and 768 among them; tests/test_reembed.py stores one at the limit and one past it). Past that, an insert
# whose entry overflowed would fail, so the index holds the memory alone and an exact search reads the vectors
# from the table (docs/embeddings.md, "Large vectors").
BTREE_ENTRY_MAX_BYTES = 2704
_COVERING_ENTRY_FIXED_BYTES = 8 + 16 + 4 + 4 * USER_ID_MAX_LENGTH + 16 + 8


def covering_carries_vectors(dimensions: int) -> bool:
    return _COVERING_ENTRY_FIXED_BYTES + 2 * dimensions <= BTREE_ENTRY_MAX_BYTES


def covering_index(dimensions: int) -> models.Index:
    """The vectors' (tenant_id, user_id) B-tree for vectors of this size: with each memory_id, and with each
    vector while it fits an entry. Covering, an exact search reads a tenant's or a user's vectors from the index
    alone, on consecutive pages, however their rows are spread over the heap (migration 0013, docs/search.md)."""
    include = ["memory", "embedding"] if covering_carries_vectors(dimensions) else ["memory"]
    return models.Index(fields=["tenant", "user_id"], include=include, name="memory_embedding_covering")


class MemoryEmbedding(models.Model):
    """The vector of a memory, in a narrow table of its own (docs/architecture.md, "Why vectors have their own
    table"). A memory row changes often — access counts on every search hit, decay, promotion — and its vector
    only when the content changes. Apart, a new version of the memory row never inserts the unchanged vector
    into the HNSW index again (about 1 ms each), and exact scans over a tenant's vectors read only vectors.
    Stored as `halfvec` (2 bytes a dimension): half the space and scan time of `vector`, HNSW up to 4,000
    dimensions, and cosine similarities within 0.001 of full precision."""

    # No foreign key in the database: its ON DELETE trigger ran once per deleted memory (22 µs each, most of
    # a prune). Django cascades ORM deletes; the set-based deletes in memories/sql.py delete the vectors in
    # the same statement.
    memory = models.OneToOneField(
        Memory,
        on_delete=models.CASCADE,
        primary_key=True,
        related_name="vector",
        db_column="memory_id",
        db_constraint=False,
    )
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    # A copy of the memory's user_id, which never changes after creation: a search filtered by user ranks
    # that user's vectors alone, through (tenant, user_id), before it reads any memory row (search/sql.py).
    user_id = models.CharField(max_length=USER_ID_MAX_LENGTH, null=True, blank=True)
    embedding = HalfVectorField(dimensions=settings.EMBEDDING_DIMENSIONS)

    objects = TenantScopedManager()
    unscoped = models.Manager()

    class Meta:
        default_manager_name = "unscoped"
        indexes = [covering_index(settings.EMBEDDING_DIMENSIONS)]  # migrations 0013 and 0015

    def __str__(self) -> str:
        return f"vector of {self.memory_id}"


class MemoryEvent(models.Model):
    """History of a memory. `memory_id` is a plain column, not a foreign key, so a `deleted` event outlives
    the row it describes (for operators; the API answers 404 for a deleted memory)."""

    class Action(models.TextChoices):
        CREATED = "created"
        UPDATED = "updated"
        PROMOTED = "promoted"
        DECAYED = "decayed"
        SUPERSEDED = "superseded"
        MERGED = "merged"
        PRUNED = "pruned"
        DELETED = "deleted"

    id = models.BigAutoField(primary_key=True)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+", db_index=False)
    memory_id = models.UUIDField()
    action = models.CharField(max_length=20, choices=Action.choices)
    before = models.JSONField(default=dict, blank=True)
    after = models.JSONField(default=dict, blank=True)
    actor = models.CharField(max_length=200)
    at = models.DateTimeField(default=timezone.now)

    objects = TenantScopedManager()
    unscoped = models.Manager()

    class Meta:
        default_manager_name = "unscoped"
        ordering = ["at", "id"]
        indexes = [models.Index(fields=["tenant", "memory_id", "at"], name="memory_event_tenant_memory")]

    def __str__(self) -> str:
        return f"{self.action} {self.memory_id} at {self.at:%Y-%m-%d %H:%M:%S}"


class LifecycleRun(models.Model):
    """One run of a lifecycle job (docs/lifecycle.md): what it changed, and for `consolidate` the point in
    time up to which memories have been compared, so the next run looks only at what changed since."""

    id = models.BigAutoField(primary_key=True)
    job = models.CharField(max_length=20)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    started_at = models.DateTimeField(default=timezone.now)
    finished_at = models.DateTimeField(null=True, blank=True)
    changed = models.PositiveBigIntegerField(default=0)
    report = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-started_at", "-id"]
        indexes = [models.Index(fields=["job", "tenant", "-started_at"], name="lifecycle_run_job")]

    def __str__(self) -> str:
        return f"{self.job} at {self.started_at:%Y-%m-%d %H:%M:%S}: {self.changed} changed"


class TenantCentroid(models.Model):
    """A large tenant's vectors summed as unit vectors, for the scope baseline of its graph walks (search/sql.py).

    The mean cosine of a query to the tenant's memories is the query's unit vector times this sum, over their
    count: one product instead of a distance per memory, over all of them instead of a sample. Written at each
    run of tenant_indexes (hourly; the run that builds the tenant's HNSW index included), after a re-embedding
    (memories/maintenance.py) and in a user's erasure (users/services.py); deleted by a resize. A search uses it
    only while `embedding_model` is the current embedder's and its size the query's."""

    tenant = models.OneToOneField(Tenant, on_delete=models.CASCADE, primary_key=True, related_name="+")
    memories = models.BigIntegerField()  # the vectors summed
    total = VectorField()  # `vector` of any size, in float4: a sum of thousands of halfvecs would overflow one
    embedding_model = models.CharField(max_length=200)
    computed_at = models.DateTimeField()

    objects = TenantScopedManager()
    unscoped = models.Manager()

    class Meta:
        default_manager_name = "unscoped"

    def __str__(self) -> str:
        return f"centroid of {self.memories} vectors ({self.embedding_model})"


class CacheGeneration(models.Model):
    """A generation counter of the result cache (memories/cache.py), kept in PostgreSQL when there is no
    Redis: the local-memory cache is each process's own, and a write served by one gunicorn worker must
    make every other worker's cached results unreachable too (docs/search.md, "Caching")."""

    key = models.CharField(max_length=100, primary_key=True)
    tenant = models.ForeignKey(Tenant, on_delete=models.CASCADE, related_name="+")
    value = models.BigIntegerField()

    objects = TenantScopedManager()
    unscoped = models.Manager()

    def __str__(self) -> str:
        return f"{self.key} = {self.value}"
