from django.apps import AppConfig
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured


class MemoriesConfig(AppConfig):
    name = "memories"
    verbose_name = "Memories"

    def ready(self) -> None:
        # Read on every search: a malformed override fails at start, not as a 500 on each request.
        if settings.EMBEDDING_CALIBRATION:
            from memories.embeddings.base import Calibration

            try:
                Calibration.parse(settings.EMBEDDING_CALIBRATION)
            except ValueError as exc:
                raise ImproperlyConfigured(str(exc)) from None
