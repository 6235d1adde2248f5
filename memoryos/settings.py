"""MemoryOS settings. Every value comes from the environment through memoryos.env; see docs/configuration.md."""

from __future__ import annotations

import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from memoryos import embedded
from memoryos.env import env_bool, env_choice, env_float, env_int, env_list, env_str
from memoryos.languages import TEXT_LANGUAGES

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY") or env_str("DJANGO_SECRET_KEY")
if not SECRET_KEY:
    # A random key is fine for the embedded default: API keys are hashed, not signed, and the only signed
    # data (admin sessions) simply ends with the process. Production sets SECRET_KEY (deploy/env.example).
    SECRET_KEY = secrets.token_urlsafe(50)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["*"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "memoryos",  # the project's own management commands (doctor) and connection setup (memoryos/db.py)
    "tenants",
    "memories",
    "search",
    "ingestion",
    "users",
]

MIDDLEWARE = [
    "memoryos.api.middleware.RequestContextMiddleware",
    "memoryos.api.middleware.BodySizeLimitMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "memoryos.urls"
WSGI_APPLICATION = "memoryos.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database: DATABASE_URL, or the embedded PostgreSQL 18 + pgvector under MEMORYOS_DATA_DIR -----------
MEMORYOS_DATA_DIR = Path(env_str("MEMORYOS_DATA_DIR", str(BASE_DIR / ".data"))).expanduser().resolve()
DATABASE_URL = env_str("DATABASE_URL")
_conn_max_age = env_int("DB_CONN_MAX_AGE", 60, minimum=0)
if DATABASE_URL:
    _database = dj_database_url.parse(DATABASE_URL, conn_max_age=_conn_max_age, conn_health_checks=True)
else:
    _database = {
        "ENGINE": "django.db.backends.postgresql",
        "CONN_MAX_AGE": _conn_max_age,
        "CONN_HEALTH_CHECKS": True,
        **embedded.start(MEMORYOS_DATA_DIR),
    }
# Prepared statements (docs/architecture.md, "Prepared statements"): Django's cursors bind parameters on the
# client and never prepare; a threshold no query reaches lets only `memoryos.db.fetch_prepared`'s through.
# Off (psycopg never prepares) for a pooler that cannot keep named statements, such as PgBouncer < 1.21 in
# transaction mode.
DB_PREPARED_STATEMENTS = env_bool("DB_PREPARED_STATEMENTS", True)
_database.setdefault("OPTIONS", {})["prepare_threshold"] = 2**31 - 1 if DB_PREPARED_STATEMENTS else None
DATABASES = {"default": _database}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache (search results, rate limits, token counts): Redis when REDIS_URL is set -------------------
REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "mos",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "memoryos"}}

# Counters that every process must share: the result cache's generations (memories/cache.py) and the rate
# limits' counts (memoryos/api/ratelimit.py). In Redis when there is one; otherwise in PostgreSQL, since
# local memory is each process's own.
SHARED_COUNTERS_IN_DATABASE = not REDIS_URL

RATELIMIT_ENABLE = env_bool("RATELIMIT_ENABLE", True)

# --- Background work: Celery with Redis, or in-process without it (docs/ingestion.md) ---------------------
# A task is killed at TASK_TIME_LIMIT; a session claimed longer ago than that (plus a margin) is known to be
# abandoned and may be claimed again. The broker redelivers an unacknowledged task after the visibility
# timeout, which must therefore be longer than any task may run.
TASK_TIME_LIMIT = env_int("TASK_TIME_LIMIT", 300, minimum=2)
CELERY_VISIBILITY_TIMEOUT = env_int("CELERY_VISIBILITY_TIMEOUT", 3600, minimum=3)
if CELERY_VISIBILITY_TIMEOUT <= TASK_TIME_LIMIT:
    raise ImproperlyConfigured("CELERY_VISIBILITY_TIMEOUT must be longer than TASK_TIME_LIMIT.")
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A worker looks for unacknowledged tasks older than the visibility timeout (their worker died) every
# CELERY_RESTORE_INTERVAL seconds and puts them back on the queue.
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": CELERY_VISIBILITY_TIMEOUT,
    "unacked_restore_interval": env_int("CELERY_RESTORE_INTERVAL", 10, minimum=1),
    "unacked_restore_throttle": 1,
}
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_TIME_LIMIT = TASK_TIME_LIMIT
CELERY_TASK_SOFT_TIME_LIMIT = max(1, TASK_TIME_LIMIT - 10)
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
# "celery" sends work to the broker for `celery -A memoryos worker`; "inprocess" runs the same service code
# on a background thread of the web process (the embedded default, no Redis).
INGESTION_RUNNER = env_choice("INGESTION_RUNNER", "celery" if REDIS_URL else "inprocess", ("celery", "inprocess"))
# A claimed session whose attempt started longer ago than this is abandoned (its worker died): it may be
# claimed again. Longer than TASK_TIME_LIMIT, which kills any attempt first.
SESSION_LEASE_SECONDS = env_int("SESSION_LEASE_SECONDS", TASK_TIME_LIMIT + 30, minimum=1)
if SESSION_LEASE_SECONDS <= TASK_TIME_LIMIT:
    raise ImproperlyConfigured("SESSION_LEASE_SECONDS must be longer than TASK_TIME_LIMIT.")
SESSION_MAX_RETRIES = env_int("SESSION_MAX_RETRIES", 3, minimum=0)
SESSION_RETRY_BASE_SECONDS = env_float("SESSION_RETRY_BASE_SECONDS", 2.0, minimum=0.0)
SESSION_RETRY_JITTER_SECONDS = env_float("SESSION_RETRY_JITTER_SECONDS", 1.0, minimum=0.0)
MAX_SESSION_BYTES = env_int("MAX_SESSION_BYTES", 512 * 1024, minimum=1024)
# Beat schedule of the lifecycle jobs (memories/tasks.py) and of the session recovery sweep.
LIFECYCLE_BATCH_SIZE = env_int("LIFECYCLE_BATCH_SIZE", 50_000, minimum=100)
CELERY_BEAT_SCHEDULE = {
    "sessions-recover": {"task": "ingestion.recover_sessions", "schedule": 60.0, "options": {"expires": 55}},
    "lifecycle-decay": {
        "task": "memories.lifecycle",
        "schedule": 3600.0,
        "args": ["decay"],
        "options": {"expires": 3000},
    },
    "lifecycle-promote": {
        "task": "memories.lifecycle",
        "schedule": 3600.0,
        "args": ["promote"],
        "options": {"expires": 3000},
    },
    "lifecycle-consolidate": {
        "task": "memories.lifecycle",
        "schedule": 3600.0,
        "args": ["consolidate"],
        "options": {"expires": 3000},
    },
    # Large tenants' own HNSW indexes (memories/maintenance.py): drops, interrupted builds, anything a write missed.
    "tenant-indexes": {"task": "memories.tenant_indexes", "schedule": 3600.0, "options": {"expires": 3000}},
    # Memories of a tenant whose text language changed, in case the run the change started was lost.
    "text-reindex": {"task": "memories.text_reindex", "schedule": 60.0, "options": {"expires": 55}},
    # Responses kept for the retries of writes sent with an Idempotency-Key, once their 24 hours are over.
    "idempotency-keys-prune": {
        "task": "tenants.idempotency_keys_prune",
        "schedule": 3600.0,
        "options": {"expires": 3000},
    },
    "lifecycle-prune": {
        "task": "memories.lifecycle",
        "schedule": 86400.0,
        "args": ["prune"],
        "options": {"expires": 80000},
    },
}
# Where background work runs in the web process (no Celery worker, so no beat either), each web worker runs the
# schedule above in a thread of its own, and the database hands every run to exactly one of them
# (memoryos/scheduler.py). With Celery, run `celery beat`.
INPROCESS_SCHEDULER = env_bool("INPROCESS_SCHEDULER", INGESTION_RUNNER == "inprocess")
SCHEDULER_TICK_SECONDS = env_float("SCHEDULER_TICK_SECONDS", 15.0, minimum=0.1)

# --- Extraction of memories from sessions (SPEC §7) ------------------------------------------------------
EXTRACTION_MODEL = env_str("EXTRACTION_MODEL")
# `llm` when a model is named, else the deterministic `rules` extractor.
EXTRACTOR = env_choice("EXTRACTOR", "llm" if EXTRACTION_MODEL else "rules", ("llm", "rules"))
EXTRACTION_TIMEOUT_SECONDS = env_int("EXTRACTION_TIMEOUT_SECONDS", 60, minimum=1)

# --- API --------------------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["memoryos.api.authentication.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["memoryos.api.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "memoryos.api.schema.TenantAutoSchema",
    "EXCEPTION_HANDLER": "memoryos.api.exceptions.exception_handler",
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_THROTTLE_CLASSES": [],
}

SPECTACULAR_SETTINGS = {
    "TITLE": "MemoryOS API",
    "DESCRIPTION": "Multi-tenant memory for LLM applications: store, search and pack memories into prompts.",
    "VERSION": "1.0.0",
    "OAS_VERSION": "3.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": r"/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    "ENUM_NAME_OVERRIDES": {
        "TierEnum": "memories.models.Tier",
        "MemoryNatureEnum": "memories.models.MemoryNature",
        "ContentTypeEnum": "memories.models.ContentType",
        "SearchModeEnum": "search.selectors.MODES",
        "SessionStatusEnum": "ingestion.models.Session.Status",
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "memoryos.api.schema.add_common_headers",
        "memoryos.api.schema.require_bodies_that_need_a_field",
    ],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Limits on input (SPEC §4).
MAX_BODY_BYTES = env_int("MAX_BODY_BYTES", 1024 * 1024, minimum=1024)
MAX_CONTENT_BYTES = env_int("MAX_CONTENT_BYTES", 32 * 1024, minimum=1)
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_BODY_BYTES

# The full-text language of a tenant created without one (docs/search.md, "Languages and Unicode").
TEXT_LANGUAGE = env_choice("TEXT_LANGUAGE", "english", TEXT_LANGUAGES)

# --- Embeddings (SPEC §2) ---------------------------------------------------------------------------------
EMBEDDING_PROVIDER = env_choice("EMBEDDING_PROVIDER", "hash", ("hash", "openai", "local"))
# pgvector builds HNSW indexes of halfvec up to 4,000 dimensions (the large tenants' own, docs/embeddings.md).
EMBEDDING_DIMENSIONS = env_int("EMBEDDING_DIMENSIONS", 384, minimum=1, maximum=4000)
EMBEDDING_MODEL = env_str("EMBEDDING_MODEL")
EMBEDDING_TIMEOUT_SECONDS = env_int("EMBEDDING_TIMEOUT_SECONDS", 30, minimum=1)
# PostgreSQL cancels a search or context statement that runs (or waits on a lock) longer than this; 0: no limit.
SEARCH_TIMEOUT_MS = env_int("SEARCH_TIMEOUT_MS", 5000, minimum=0)
# "low,high[,rank_weight[,vector_weight[,text_weight[,scope_margin]]]]": overrides the provider's declared
# calibration of search scores (docs/search.md).
EMBEDDING_CALIBRATION = env_str("EMBEDDING_CALIBRATION")
OPENAI_BASE_URL = env_str("OPENAI_BASE_URL")
OPENAI_API_KEY = env_str("OPENAI_API_KEY")

# --- Static files (admin, API docs) are served by WhiteNoise straight from the apps ----------------------
STATIC_URL = "static/"
STATIC_ROOT = env_str("STATIC_ROOT") or None  # only `collectstatic` (the Docker image) needs it
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"

# --- Logging: structlog JSON on stdout, request id / tenant / key prefix on every line --------------------
LOG_LEVEL = env_str("LOG_LEVEL", "INFO").upper()
LOG_FORMAT = env_choice("LOG_FORMAT", "json", ("json", "console"))
LOGGING_CONFIG = None
from memoryos.logs import configure_logging  # noqa: E402

configure_logging(level=LOG_LEVEL, fmt=LOG_FORMAT)
