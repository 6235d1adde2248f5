"""A local OpenAI-compatible HTTP server for tests: real HTTP, real `openai` client, no patching.

It speaks POST /v1/embeddings and POST /v1/chat/completions. Each request is recorded.
`mode` switches the embeddings: "ok", "error500", "wrong_dimensions", "slow", "zero_vectors", "huge_vectors".
`chat_mode` switches the chat answers: "ok" (`chat_memories`, or one memory per user line), "malformed"
(not JSON), "wrong_schema" (JSON without the schema), "error500", "error429", "error401";
`chat_delay` seconds are slept before every chat answer (timeouts, a worker killed mid-call).
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from memories.embeddings.hashing import HashEmbedder


class FakeOpenAI:
    def __init__(self, dimensions: int = 384):
        self.dimensions = dimensions
        self.mode = "ok"
        self.chat_mode = "ok"
        self.chat_delay = 0.0
        self.chat_memories: list[dict] | None = None
        self.requests: list[dict] = []
        self._embedder = HashEmbedder(dimensions=dimensions)
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                return

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                server.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                if self.path.rstrip("/").endswith("/chat/completions"):
                    return self._send(*server.chat(body))
                if server.mode == "error500":
                    return self._send(500, {"error": {"message": "boom", "type": "server_error"}})
                if server.mode == "slow":
                    time.sleep(3)
                if self.path.rstrip("/").endswith("/embeddings"):
                    return self._send(200, server.embeddings(body))
                return self._send(404, {"error": {"message": "not found"}})

            def _send(self, status, payload):
                raw = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    def embeddings(self, body: dict) -> dict:
        inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
        dims = self.dimensions + (1 if self.mode == "wrong_dimensions" else 0)
        vectors = HashEmbedder(dimensions=dims).embed(inputs)
        scale = {"zero_vectors": 0.0, "huge_vectors": 1e300}.get(self.mode)
        if scale is not None:  # the same directions, or none, at a length no unit vector has
            vectors = [[x * scale for x in vector] for vector in vectors]
        return {
            "object": "list",
            "model": body.get("model"),
            "data": [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }

    @property
    def chat_calls(self) -> int:
        return sum(1 for r in self.requests if r["path"].rstrip("/").endswith("/chat/completions"))

    def chat(self, body: dict) -> tuple[int, dict]:
        if self.chat_delay:
            time.sleep(self.chat_delay)
        errors = {"error500": 500, "error429": 429, "error401": 401}
        if self.chat_mode in errors:
            status = errors[self.chat_mode]
            return status, {"error": {"message": f"simulated {status}", "type": "test", "code": None}}
        if self.chat_mode == "malformed":
            content = '{"memories": [{"content": "unterminated'
        elif self.chat_mode == "wrong_schema":
            content = json.dumps({"memories": [{"content": "x", "content_type": "opinion"}]})
        else:
            content = json.dumps({"memories": self.chat_memories or self._memories_of(body)})
        return 200, {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model"),
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": content}}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
        }

    @staticmethod
    def _memories_of(body: dict) -> list[dict]:
        """One fact per 'User:' line of the conversation the extractor sent."""
        text = body["messages"][-1]["content"]
        return [
            {
                "content": f"User said: {line[5:].strip()}",
                "content_type": "fact",
                "memory_nature": "semantic",
                "importance": 0.6,
                "tier": "medium",
            }
            for line in text.splitlines()
            if line.startswith("User:") and line[5:].strip()
        ]

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._httpd.shutdown()
        self._httpd.server_close()
