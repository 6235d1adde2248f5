from django.apps import AppConfig
from django.db.backends.signals import connection_created


class MemoryosConfig(AppConfig):
    name = "memoryos"

    def ready(self) -> None:
        from memoryos.db import connection_setup

        connection_created.connect(connection_setup, dispatch_uid="memoryos.db.connection_setup")
