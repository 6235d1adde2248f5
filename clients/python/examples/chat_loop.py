"""A chat loop with memory: fetch context before the model call, store the turn after it.

    MEMORYOS_API_KEY=mos_... OPENAI_BASE_URL=https://api.openai.com/v1 OPENAI_API_KEY=sk-... \
        python chat_loop.py alice

One message per line on stdin; Ctrl-D ends the chat, and the whole conversation is then submitted as a
session so that the server extracts lasting facts (preferences, decisions) from it. Any OpenAI-compatible
chat API works; without OPENAI_BASE_URL the "model" just echoes, so the loop runs anywhere.
"""

import os
import sys

import httpx

from memoryos import MemoryOS


def call_model(system: str, message: str) -> str:
    base_url = os.environ.get("OPENAI_BASE_URL")
    if not base_url:
        return f"(no model configured) You said: {message}"
    response = httpx.post(
        base_url.rstrip("/") + "/chat/completions",
        headers={"Authorization": f"Bearer {os.environ.get('OPENAI_API_KEY', '')}"},
        json={
            "model": os.environ.get("CHAT_MODEL", "gpt-4o-mini"),
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": message}],
        },
        timeout=60,
    )
    response.raise_for_status()
    return response.json()["choices"][0]["message"]["content"]


def chat_turn(memory: MemoryOS, user_id: str, message: str) -> str:
    # 1. What do we know that matters for this message? A token-budgeted block, ready for the prompt.
    context = memory.get_context(message, user_id=user_id, max_tokens=1500)
    system = "You are a helpful assistant.\n\nWhat you remember about the user:\n" + (
        context["context"] or "(nothing yet)"
    )
    # 2. The model call.
    reply = call_model(system, message)
    # 3. Store the turn as a short-term episodic memory; lifecycle jobs promote it if it keeps mattering.
    memory.memories.create(
        f"User: {message}\nAssistant: {reply}",
        content_type="conversation",
        memory_nature="episodic",
        tier="short",
        user_id=user_id,
    )
    return reply


def main() -> None:
    user_id = sys.argv[1] if len(sys.argv) > 1 else "demo-user"
    transcript = []
    with MemoryOS() as memory:
        for line in sys.stdin:
            message = line.strip()
            if not message:
                continue
            reply = chat_turn(memory, user_id, message)
            print(f"assistant> {reply}", flush=True)
            transcript += [{"role": "user", "content": message}, {"role": "assistant", "content": reply}]
        if transcript:
            session = memory.sessions.create(messages=transcript, user_id=user_id, source_client="chat_loop")
            print(f"session {session['session_id']} submitted for extraction")


if __name__ == "__main__":
    main()
