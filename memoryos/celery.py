"""The Celery application. Tasks live in each app's tasks.py and stay thin (see docs/architecture.md)."""

import os
import sys

from celery import Celery
from celery.signals import worker_init

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryos.settings")

app = Celery("memoryos")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_init.connect
def refuse_mismatched_vectors(**_) -> None:
    """A worker whose embedder makes vectors of another size than the vector column would fail each ingestion
    task one by one: say why and stop before taking any, as `make run` does (memoryos/serve.py). A database
    that does not answer yet (or is not migrated yet) is not a mismatch: the worker starts, and its tasks retry."""
    from django.db import DatabaseError, connection

    from memories.maintenance import DimensionMismatch, check_dimensions

    try:
        check_dimensions()
    except DimensionMismatch as exc:
        print(f"MemoryOS worker cannot start. {exc}", file=sys.stderr, flush=True)
        raise SystemExit(1) from None
    except DatabaseError:
        pass
    finally:
        connection.close()  # the pool's processes are forked from this one: they must not share its connection
