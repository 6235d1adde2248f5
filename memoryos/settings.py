"""MemoryOS settings. Every value comes from the environment through memoryos.env; see docs/configuration.md."""

from __future__ import annotations

import secrets
from pathlib import Path

import dj_database_url

from memoryos import embedded
from memoryos.env import env_bool, env_choice, env_int, env_list, env_str

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
    "tenants",
    "memories",
    "search",
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
    # Without Redis the rate-limit counters live in each process; that is the documented embedded default.
    SILENCED_SYSTEM_CHECKS = ["django_ratelimit.W001"]

RATELIMIT_USE_CACHE = "default"
RATELIMIT_ENABLE = env_bool("RATELIMIT_ENABLE", True)

# --- Celery (background work; issue #4 uses it) ----------------------------------------------------------
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 3600}
CELERY_TASK_TIME_LIMIT = 600
CELERY_TASK_SOFT_TIME_LIMIT = 540

# --- API --------------------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["memoryos.api.authentication.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
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
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "memoryos.api.schema.add_common_headers",
    ],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
}

# Limits on input (SPEC §4).
MAX_BODY_BYTES = env_int("MAX_BODY_BYTES", 1024 * 1024, minimum=1024)
MAX_CONTENT_BYTES = env_int("MAX_CONTENT_BYTES", 32 * 1024, minimum=1)
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_BODY_BYTES

# --- Embeddings (SPEC §2) ---------------------------------------------------------------------------------
EMBEDDING_PROVIDER = env_choice("EMBEDDING_PROVIDER", "hash", ("hash", "openai", "local"))
EMBEDDING_DIMENSIONS = env_int("EMBEDDING_DIMENSIONS", 384, minimum=1)
EMBEDDING_MODEL = env_str("EMBEDDING_MODEL")
EMBEDDING_TIMEOUT_SECONDS = env_int("EMBEDDING_TIMEOUT_SECONDS", 30, minimum=1)
# "low,high[,rank_weight]": overrides the provider's declared calibration of search scores (docs/search.md).
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
