"""MemoryOS server: Django project package (settings, urls, Celery app, WSGI)."""

from memoryos.celery import app as celery_app

__all__ = ("celery_app",)
