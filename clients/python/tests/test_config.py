"""Constructor: keyword-only, environment fallbacks, a clear error without a key."""

import pytest

from memoryos import DEFAULT_BASE_URL, AsyncMemoryOS, MemoryOS
from memoryos.exceptions import ConfigurationError, MemoryOSError


def test_missing_key_names_both_variables(monkeypatch):
    monkeypatch.delenv("MEMORYOS_API_KEY", raising=False)
    for cls in (MemoryOS, AsyncMemoryOS):
        with pytest.raises(ConfigurationError) as raised:
            cls()
        assert "MEMORYOS_API_KEY" in str(raised.value) and "MEMORYOS_BASE_URL" in str(raised.value)
        assert isinstance(raised.value, MemoryOSError) and raised.value.code == "CONFIGURATION_ERROR"


def test_environment_fallbacks_and_defaults(monkeypatch):
    monkeypatch.setenv("MEMORYOS_API_KEY", "mos_from_env")
    monkeypatch.delenv("MEMORYOS_BASE_URL", raising=False)
    client = MemoryOS()
    assert client.api_key == "mos_from_env" and client.base_url == DEFAULT_BASE_URL == "http://127.0.0.1:8000/v1"
    assert client.max_retries == 2
    monkeypatch.setenv("MEMORYOS_BASE_URL", "http://example.invalid/v1/")
    assert MemoryOS().base_url == "http://example.invalid/v1"
    explicit = MemoryOS(api_key="mos_explicit", base_url="http://h/v1", timeout=5, max_retries=0, headers={"X-A": "1"})
    assert (explicit.api_key, explicit.base_url, explicit.timeout, explicit.max_retries) == (
        "mos_explicit",
        "http://h/v1",
        5,
        0,
    )
    client.close()
    explicit.close()


def test_constructor_is_keyword_only():
    with pytest.raises(TypeError):
        MemoryOS("mos_positional")  # type: ignore[misc]


def test_arguments_the_client_can_check_itself():
    client = MemoryOS(api_key="mos_x")
    with pytest.raises(ValueError):
        client.search()
    with pytest.raises(ValueError):
        client.sessions.create(user_id="u")
    with pytest.raises(ValueError):
        client.memories.get("")
    with pytest.raises(ConfigurationError):
        MemoryOS(api_key="mos_x", max_retries=-1)
    client.close()
