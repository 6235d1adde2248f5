"""MemoryOS: memory for LLM applications. `MemoryOS` (sync) and `AsyncMemoryOS` (asyncio)."""

from ._base import DEFAULT_BASE_URL, NOT_GIVEN
from ._client import AsyncMemoryOS, MemoryOS
from ._version import __version__
from .exceptions import MemoryOSError

__all__ = ["MemoryOS", "AsyncMemoryOS", "MemoryOSError", "NOT_GIVEN", "DEFAULT_BASE_URL", "__version__"]
