"""A local OpenAI-compatible HTTP server for tests: real HTTP, real `openai` client, no patching.

It speaks POST /v1/embeddings. Each request is recorded; `mode` switches its behaviour:
"ok", "error500", "wrong_dimensions", "slow".
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
        return {
            "object": "list",
            "model": body.get("model"),
            "data": [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)],
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._httpd.shutdown()
        self._httpd.server_close()
