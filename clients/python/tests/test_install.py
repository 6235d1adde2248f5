"""The SDK is what a user installs: its own distribution, httpx only, typed, and not the server's package."""

import os
import sys
from importlib import metadata
from pathlib import Path

import memoryos
from memoryos import AsyncMemoryOS, MemoryOS, MemoryOSError
from memoryos.exceptions import MemoryOSError as FromExceptions
from memoryos.types import ContentType, ContextResponse, Memory, MemoryNature, SearchResult, Tier


def test_the_installed_distribution_is_imported_not_the_servers_package():
    location = Path(memoryos.__file__).resolve()
    assert Path(sys.prefix).resolve() in location.parents, location  # from this virtualenv's site-packages
    assert not (location.parent / "settings.py").exists()  # the server's `memoryos` holds Django settings
    assert metadata.version("memoryos") == memoryos.__version__


def test_runtime_dependency_is_httpx_only():
    requires = [r for r in metadata.requires("memoryos") or [] if "extra ==" not in r]
    assert [r.split(">")[0].split("<")[0].split("=")[0].strip() for r in requires] == ["httpx"]


def test_typed_package():
    assert (Path(memoryos.__file__).parent / "py.typed").exists()
    assert MemoryOSError is FromExceptions
    assert Tier.__args__ == ("short", "medium", "long") and MemoryNature.__args__ == ("episodic", "semantic")
    assert "preference" in ContentType.__args__
    assert {"id", "content", "tier"} <= set(Memory.__annotations__)
    assert "combined_score" in SearchResult.__annotations__ and "token_count" in ContextResponse.__annotations__
    assert AsyncMemoryOS and MemoryOS


def test_python_version_is_one_we_claim():
    assert sys.version_info >= (3, 9)
    assert os.environ.get("MEMORYOS_BASE_URL")
