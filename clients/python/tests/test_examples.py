"""The README's code and the example scripts, run as a user would run them, against the live server."""

import json
import os
import re
import subprocess
import sys
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from conftest import wait_until

HERE = Path(__file__).resolve().parent.parent
README = (HERE / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


def run_python(code_or_path, *args, stdin="", env=None):
    command = [sys.executable, *([str(code_or_path)] if isinstance(code_or_path, Path) else ["-c", code_or_path])]
    done = subprocess.run(
        [*command, *args], input=stdin, capture_output=True, text=True, timeout=120, env={**os.environ, **(env or {})}
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


# The example scripts (they end in `if __name__ == "__main__":`) have their own tests below.
SNIPPETS = [block for block in BLOCKS if "__main__" not in block]


def test_every_example_file_is_in_the_readme_verbatim():
    for path in sorted((HERE / "examples").glob("*.py")):
        assert path.read_text().rstrip("\n") + "\n" in BLOCKS, path.name
    assert len(SNIPPETS) == 3  # quick start, async, errors


@pytest.mark.parametrize("snippet", SNIPPETS, ids=["quick-start", "async", "errors"])
def test_readme_snippet_runs(snippet):
    out = run_python(snippet)
    assert out.strip()  # each prints what it did


class ChatModel:
    """An OpenAI-compatible /chat/completions that records the system prompts it was sent."""

    def __init__(self):
        self.systems = []
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                model.systems.append(body["messages"][0]["content"])
                reply = {"choices": [{"index": 0, "message": {"role": "assistant", "content": "Noted."}}]}
                payload = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


def test_chat_loop_puts_what_it_stored_into_the_next_prompt(client, user_id):
    model = ChatModel()
    try:
        out = run_python(
            HERE / "examples" / "chat_loop.py",
            user_id,
            stdin="I prefer green tea in the morning.\nWhich tea do I prefer in the morning?\n",
            env={"OPENAI_BASE_URL": model.url, "OPENAI_API_KEY": "test"},
        )
    finally:
        model.server.shutdown()
    assert out.count("assistant> Noted.") == 2
    assert len(model.systems) == 2
    assert "green tea" not in model.systems[0]  # nothing remembered before the first turn
    assert "I prefer green tea in the morning." in model.systems[1]  # the stored turn came back as context
    session_id = re.search(r"session (\S+) submitted", out).group(1)
    done = wait_until(lambda: (s := client.sessions.get(session_id))["status"] in ("completed", "dead") and s)
    assert done["status"] == "completed"
    stored = [m["content"] for m in client.memories.iter(user_id=user_id)]
    assert sum("User: I prefer green tea" in c for c in stored) == 1


def test_maintenance_promotes_cleans_up_and_reports(client, user_id):
    used = client.memories.create("Carol uses a standing desk at work", user_id=user_id)
    stale = client.memories.create("Carol once mentioned the weather", user_id=user_id, importance_score=0.05)
    kept = client.memories.create("Carol is allergic to peanuts", user_id=user_id, importance_score=0.05, pinned=True)
    for _ in range(6):  # each search that returns the memory counts one access (flushed every ~2 s)
        assert client.search("standing desk", user_id=user_id, threshold=0.1, limit=1)["results"][0]["id"] == used["id"]
    wait_until(lambda: client.memories.get(used["id"])["access_count"] >= 5)

    out = run_python(HERE / "examples" / "maintenance.py", "--user", user_id)
    assert f"promoted {used['id']} to medium" in out and "promoted: 1" in out
    assert f"deleted {stale['id']}" in out and "deleted: 1" in out
    assert "short: 1\nmedium: 1\nlong: 0\ntotal: 2" in out
    assert client.memories.get(used["id"])["tier"] == "medium"
    assert client.memories.get(kept["id"])["tier"] == "short"
    assert [m["id"] for m in client.memories.iter(user_id=user_id, tier="short")] == [kept["id"]]
    assert uuid.UUID(used["id"])
