"""From a conversation to an answer: what a chat app gets back later from the memories of a session.

Each user of bench/conversation_cases.py sends their conversation to `POST /v1/sessions` (the configured
extractor keeps what it keeps, plus the session's summary); once every session has completed, each later
question is asked with the user's `user_id`:

  answered@1, @3          share of questions where the first (first three) `/v1/search` results hold a memory
                          with every answer word, at threshold 0
  answered@3 at 0.7       the same at the default threshold
  in context              share where the `/v1/context` block at a 300-token budget holds them, with the tokens
                          the block took (mean): by default (threshold 0.7, and the best `min_memories` = 5 hits
                          whatever their score), at 0.7 alone (`_floor0`: min_memories 0) and at threshold 0
  off-topic tokens        the tokens of the block for questions about nothing the users said, in the same three

The same figures for each user's `prompts` (lines `*_prompts_*`): the next message the user sends, which asks
nothing about the user but needs a memory to be answered well.

A second arm stores, for other users of the same tenant, the memories a careful reader would keep (`facts`, by
`POST /v1/memories/batch`) and asks the same questions: the gap between the arms is what extraction loses. A third,
`crowded`, gives each user the facts of all eight (about 37 memories, the answer words held by their owner's alone):
what a block costs and finds when a user has more memories than a block holds lines of.

    .venv/bin/python bench/conversations.py --provider hash
    .venv/bin/python bench/conversations.py --provider local
    .venv/bin/python bench/conversations.py --provider local --cases held-out   # users written after the designs

`--cases held-out` runs the same figures on eight other users (`HELD_OUT_USERS`), written in session 46 after the
context floor and extraction rounds 1-8 were designed on the first eight.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

import httpx
from common import ROOT, bench_tenant, conversation, django_setup, report, run_sessions, server
from conversation_cases import HELD_OUT_USERS, USERS, User

SAID_AT = "2026-11-20T15:00:00Z"
CONTEXT_TOKENS = 300
# Questions a chat app sends that no memory answers: what a block costs when nothing in it helps.
OFF_TOPIC = ("Tell me a joke.", "What is the capital of Australia?", "How do I convert Celsius to Fahrenheit?")
CASES = {"dev": USERS, "held-out": HELD_OUT_USERS}


# How a block is asked for: the default, the threshold alone (no floor of best hits), every hit.
CONTEXT_SETTINGS = {"default": {}, "t0.7_floor0": {"min_memories": 0}, "t0": {"threshold": 0}}


def store_facts(client: httpx.Client, users: list[User]) -> None:
    """The memories a careful reader would keep, written by hand: each user's own for "<name>-written", every
    user's for "<name>-crowded"."""
    for user in users:
        memories = [{"content": fact, "user_id": f"{user.name}-written"} for fact in user.facts]
        memories += [{"content": fact, "user_id": f"{user.name}-crowded"} for other in users for fact in other.facts]
        client.post("/v1/memories/batch", json={"memories": memories}).raise_for_status()


def holds(text: str, words: tuple[str, ...]) -> bool:
    return all(word.casefold() in text.casefold() for word in words)


def check_cases(users: list[User]) -> None:
    """Every answer is in its owner's facts and in no other user's: the crowded arm's figures count on it."""
    for user in users:
        for question in user.questions + user.prompts:
            owners = {other.name for other in users if any(holds(fact, question.words) for fact in other.facts)}
            if owners != {user.name}:
                raise SystemExit(f"{user.name}: {question.query} {question.words} is held by the facts of {owners}")


def context_of(client: httpx.Client, query: str, user_id: str, setting: str) -> dict:
    body = {"query": query, "user_id": user_id, "max_tokens": CONTEXT_TOKENS, **CONTEXT_SETTINGS[setting]}
    response = client.post("/v1/context", json=body)
    response.raise_for_status()
    return response.json()


def ask_all(client: httpx.Client, users: list[User], arm: str, kind: str, show: bool) -> dict:
    """Each user's `kind` ("questions" or "prompts") asked by search and context: the counts of the figures."""
    figures = {"asked": 0, "at1": 0, "at3": 0, "at3_default": 0, "in_context": dict.fromkeys(CONTEXT_SETTINGS, 0)}
    tokens = {setting: [] for setting in CONTEXT_SETTINGS}
    for user in users:
        user_id = f"{user.name}-{arm}"
        for question in getattr(user, kind):
            figures["asked"] += 1
            body = {"query": question.query, "user_id": user_id, "limit": 3}
            found = client.post("/v1/search", json={**body, "threshold": 0}).json()["results"]
            contents = [result["content"] for result in found]
            figures["at1"] += bool(contents) and holds(contents[0], question.words)
            figures["at3"] += any(holds(content, question.words) for content in contents)
            kept = client.post("/v1/search", json=body).json()["results"]
            figures["at3_default"] += any(holds(result["content"], question.words) for result in kept)
            for setting in tokens:
                block = context_of(client, question.query, user_id, setting)
                figures["in_context"][setting] += holds(block["context"], question.words)
                tokens[setting].append(block["token_count"])
            if show and not any(holds(result["content"], question.words) for result in kept):
                print(f"{arm} {user.name}: {question.query} ({' + '.join(question.words)})")
                print("".join(f"  {result['combined_score']:.2f} {result['content']}\n" for result in found), end="")
    figures["tokens"] = {setting: statistics.mean(spent) for setting, spent in tokens.items()}
    return figures


def score(client: httpx.Client, users: list[User], arm: str, provider: str, show: bool) -> None:
    for kind, infix in (("questions", ""), ("prompts", "_prompts")):
        figures = ask_all(client, users, arm, kind, show)
        asked, label = figures["asked"], f"{provider}_{arm}{infix}"
        report(f"{label}_answered@1", figures["at1"] / asked, "", f"{figures['at1']} of {asked} {kind}")
        report(f"{label}_answered@3", figures["at3"] / asked, "", f"{figures['at3']} of {asked}")
        report(
            f"{label}_answered@3_t0.7",
            figures["at3_default"] / asked,
            "",
            f"{figures['at3_default']} of {asked}, default threshold",
        )
        for setting, found in figures["in_context"].items():
            report(
                f"{label}_in_context_{setting}",
                found / asked,
                "",
                f"{found} of {asked}, {CONTEXT_TOKENS}-token budget, {figures['tokens'][setting]:.1f} tokens a block",
            )
    off_topic = {setting: [] for setting in CONTEXT_SETTINGS}
    for user in users:
        for query in OFF_TOPIC:
            for setting in off_topic:
                off_topic[setting].append(context_of(client, query, f"{user.name}-{arm}", setting)["token_count"])
    for setting, spent in off_topic.items():
        report(
            f"{provider}_{arm}_off_topic_tokens_{setting}",
            statistics.mean(spent),
            "tokens",
            f"mean of {len(spent)} blocks",
            digits=1,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--provider", choices=["hash", "local"], default="hash")
    parser.add_argument("--cases", choices=sorted(CASES), default="dev")
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument(
        "--show", action="store_true", help="print each question no top-3 result answers at the default threshold"
    )
    args = parser.parse_args()

    users = CASES[args.cases]
    check_cases(users)
    suffix = "" if args.cases == "dev" else f"-{args.cases}"
    data_dir = args.data_dir or ROOT / ".data" / f"bench-conversations-{args.provider}"
    django_setup(data_dir)
    key = bench_tenant(f"conversations-{args.provider}{suffix}")
    with server(data_dir, workers=1, threads=4, extra_env={"EMBEDDING_PROVIDER": args.provider}) as url:
        client = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=60)
        run_sessions(client, {f"{user.name}-said": conversation(user.turns, SAID_AT) for user in users})
        store_facts(client, users)
        for arm in ("said", "written", "crowded"):
            score(client, users, arm, args.provider, args.show)


if __name__ == "__main__":
    main()
