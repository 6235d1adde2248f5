"""Fixtures for the SDK's tests. The live server is started by clients/harness.py, which exports
MEMORYOS_BASE_URL, MEMORYOS_API_KEY and MEMORYOS_OTHER_API_KEY; `scripted` is a local HTTP server that
answers what a test tells it to, for retry and error paths a healthy server does not produce."""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional

import pytest

from memoryos import MemoryOS


def _require(name: str) -> str:
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"{name} is not set: run these tests through clients/harness.py (see make test).")
    return value


@pytest.fixture(scope="session")
def base_url() -> str:
    return _require("MEMORYOS_BASE_URL")


@pytest.fixture
def client(base_url):
    with MemoryOS(api_key=_require("MEMORYOS_API_KEY"), base_url=base_url) as memory:
        yield memory


@pytest.fixture
def other(base_url):
    """A client of another tenant."""
    with MemoryOS(api_key=_require("MEMORYOS_OTHER_API_KEY"), base_url=base_url) as memory:
        yield memory


@pytest.fixture
def user_id() -> str:
    """A fresh end user per test, so tests sharing the tenant do not see each other's memories."""
    return f"user-{uuid.uuid4().hex[:12]}"


def wait_until(predicate, timeout: float = 30.0, interval: float = 0.25):
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(interval)


class Scripted:
    """An HTTP server that answers each request with the next scripted response and records requests."""

    def __init__(self) -> None:
        self.responses: List[Dict[str, Any]] = []
        self.requests: List[Dict[str, Any]] = []
        scripted = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                scripted.requests.append(
                    {
                        "method": self.command,
                        "path": self.path,
                        "headers": {k.lower(): v for k, v in self.headers.items()},
                        "json": json.loads(body) if body else None,
                        "at": time.monotonic(),
                    }
                )
                answer = scripted.responses.pop(0) if scripted.responses else {"status": 500, "json": None}
                if answer.get("delay"):
                    time.sleep(answer["delay"])
                payload = answer.get("raw")
                if payload is None:
                    payload = json.dumps(answer.get("json")).encode() if answer.get("json") is not None else b""
                self.send_response(answer["status"])
                for name, value in (answer.get("headers") or {}).items():
                    self.send_header(name, value)
                if answer.get("json") is not None:
                    self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST = do_PATCH = do_DELETE = _answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def add(self, status: int, json_body: Any = None, headers: Optional[Dict[str, str]] = None, **extra) -> None:
        self.responses.append({"status": status, "json": json_body, "headers": headers, **extra})

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def scripted():
    server = Scripted()
    yield server
    server.close()


def envelope(code: str, message: str = "nope", request_id: str = "req-1", **details) -> dict:
    return {"error": {"code": code, "message": message, "details": details, "request_id": request_id}}
