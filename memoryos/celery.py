"""The Celery application. Tasks live in each app's tasks.py and stay thin (see docs/architecture.md)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memoryos.settings")

app = Celery("memoryos")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
