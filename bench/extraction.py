"""Extraction quality: labelled conversations through `POST /v1/sessions`, scored on the memories they leave.

Each case of bench/extraction_cases.py is one session of its own user, sent to a real server (`make run`'s
serve, in-process ingestion); once every session has completed, `GET /v1/memories?user_id=…` lists what it
left and each stored memory (except the session's summary) is matched against the case's labels:

  recall          share of the wanted memories that some stored memory holds (all their words)
  kind accuracy   of those found, the share stored as the kind wanted (an instruction: a pinned preference)
  date accuracy   of those found with a labelled date, the share whose `occurred_at` starts with it
  precision       share of the stored memories that match a wanted or an optional memory of their case
  quiet cases     share of the cases that want nothing (a question, thanks) which left nothing

It measures whichever extractor the server is configured with (`EXTRACTOR`, docs/ingestion.md): `rules` by
default; `EXTRACTOR=llm OPENAI_BASE_URL=… EXTRACTION_MODEL=…` in the environment for a model.

    .venv/bin/python bench/extraction.py                  # every set
    .venv/bin/python bench/extraction.py --set dev --show  # the dev set, with each miss and false positive
    .venv/bin/python bench/extraction.py --speed           # the rules extractor's own time per message, no server

`--speed` runs the `rules` extractor in this process over the chosen sets' conversations (three passes after a
warm-up; the best is reported), without the server, the database or the queue: its own cost per user message.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import httpx
from common import ROOT, bench_tenant, conversation, django_setup, report, run_sessions, server
from extraction_cases import ANY, INSTRUCTION, SAID_AT, SETS, Case, Want


def kind_of(memory: dict) -> str:
    if memory["content_type"] == "preference" and memory["pinned"]:
        return INSTRUCTION
    return memory["content_type"]


def holds(memory: dict, want: Want) -> bool:
    content = memory["content"].casefold()
    return all(word.casefold() in content for word in want.words)


def extract_all(client: httpx.Client, cases: dict[str, Case]) -> dict[str, list[dict]]:
    """Send every case as a session of its own user, wait for all of them, and return each user's memories."""
    run_sessions(client, {user: conversation(case.turns, SAID_AT) for user, case in cases.items()})
    stored = {}
    for user in cases:
        response = client.get("/v1/memories", params={"user_id": user, "limit": 100})
        response.raise_for_status()
        stored[user] = [m for m in response.json()["data"] if m["content_type"] != "conversation"]
    return stored


def score(name: str, cases: dict[str, Case], stored: dict[str, list[dict]], show: bool) -> None:
    wanted = found = right_kind = dated = right_date = kept = correct = quiet = quiet_ok = 0
    for user, case in cases.items():
        memories = stored[user]
        lines = []
        for want in case.expect:
            wanted += 1
            matches = [m for m in memories if holds(m, want)]
            if not matches:
                lines.append(
                    f"  missed {'any' if want.kinds == ANY else '/'.join(want.kinds)}: {' + '.join(want.words)}"
                )
                continue
            found += 1
            if any(kind_of(m) in want.kinds for m in matches):
                right_kind += 1
            else:
                lines.append(f"  kind {kind_of(matches[0])}, wanted {'/'.join(want.kinds)}: {matches[0]['content']}")
            if want.date:
                dated += 1
                if any((m["occurred_at"] or "").startswith(want.date) for m in matches):
                    right_date += 1
                else:
                    lines.append(f"  date {matches[0]['occurred_at']}, wanted {want.date}: {matches[0]['content']}")
        for memory in memories:
            kept += 1
            if any(holds(memory, want) for want in case.expect + case.optional):
                correct += 1
            else:
                lines.append(f"  false positive ({kind_of(memory)}): {memory['content']}")
        if not case.expect and not case.optional:
            quiet += 1
            quiet_ok += not memories
        if show and lines:
            said = " / ".join(t if isinstance(t, str) else f"[{t[0]}] {t[1]}" for t in case.turns)
            print(f"{user}: {said}\n" + "\n".join(lines))
    report(f"{name}_recall", found / wanted, "", f"{found} of {wanted} wanted memories found", digits=3)
    report(f"{name}_kind_accuracy", right_kind / found if found else 0, "", f"{right_kind} of {found}", digits=3)
    if dated:  # a set whose found memories need no date has no such figure
        report(f"{name}_date_accuracy", right_date / dated, "", f"{right_date} of {dated}", digits=3)
    report(f"{name}_precision", correct / kept if kept else 0, "", f"{correct} of {kept} stored memories", digits=3)
    report(f"{name}_quiet_cases", quiet_ok / quiet if quiet else 0, "", f"{quiet_ok} of {quiet}", digits=3)


def speed(names: list[str]) -> None:
    """The rules extractor's own time per message over the sets' conversations, in this process."""
    from datetime import datetime

    from ingestion.extractors.base import Conversation, Message
    from ingestion.extractors.rules import RulesExtractor

    said_at = datetime.fromisoformat(SAID_AT.replace("Z", "+00:00"))
    conversations = [
        Conversation(
            messages=[Message("user", t) if isinstance(t, str) else Message(t[0], t[1]) for t in case.turns],
            started_at=said_at,
        )
        for name in names
        for case in SETS[name]
    ]
    extractor = RulesExtractor()
    for said in conversations[:50]:
        extractor.extract(said)
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        for said in conversations:
            extractor.extract(said)
        best = min(best, time.perf_counter() - started)
    messages = sum(len(c.messages) for c in conversations)
    report(
        "rules_extract_per_message",
        best / messages * 1e6,
        "us",
        f"{len(conversations)} conversations, {messages} messages",
        digits=0,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--set", choices=[*SETS, "all"], default="all")
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-extraction")
    parser.add_argument("--show", action="store_true", help="print each miss, wrong kind or date, false positive")
    parser.add_argument("--speed", action="store_true", help="the rules extractor's own time per message, no server")
    args = parser.parse_args()

    django_setup(args.data_dir)
    names = list(SETS) if args.set == "all" else [args.set]
    if args.speed:
        speed(names)
        return
    key = bench_tenant("bench-extraction")
    with server(args.data_dir, workers=1, threads=4) as url:
        client = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {key}"}, timeout=30)
        for name in names:
            cases = {f"{name}-{i:02d}": case for i, case in enumerate(SETS[name], start=1)}
            score(name, cases, extract_all(client, cases), args.show)


if __name__ == "__main__":
    main()
