"""Which pairs of memories de-duplication takes for one memory: changed facts against restatements.

Ingestion merges a new memory into a stored one, and consolidation merges the newer of two, when their
vectors are as close as SAME_MEMORY_SIMILARITY (cosine 0.95). An embedding puts a changed number, a changed
name or an added "not" that close too, and the merge then drops the new fact. So a merge also needs the two
texts to state the same: the same full-text lexemes, and both or neither denying (docs/ingestion.md,
"Duplicates"). For each pair below this prints its cosine with the embedder and whether the rule merges the
two (through `ingestion.services._distinct`, the check between the memories of one session; against stored
memories and in consolidation the rule is the same); then how many pairs of each kind the rule merges, and
how many the cosine alone would have merged. A third list, two facts of one kind about different things
(a daughter and a son), shows how often the newer would supersede the older one (cosine ≥ 0.75, not merged):
supersession is decided by the cosine and the kind alone (docs/ingestion.md, "Known limits").

    .venv/bin/python bench/duplicates.py --provider local
    .venv/bin/python bench/duplicates.py --provider hash
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from common import ROOT, django_setup, report

TRAIN = (
    "User takes the {} train from Porto Campanha to Lisbon Oriente every Monday morning for the weekly planning "
    "meeting with the product design team."
)
# (older, newer): the newer states something else. Merging them keeps the older and loses the newer.
CHANGED_FACTS = [
    ("User prefers oat milk.", "User prefers almond milk."),
    ("Standup is at 9:30.", "Standup is at 10:00."),
    ("User lives in Berlin.", "User lives in Paris."),
    ("User's favorite color is blue.", "User's favorite color is green."),
    ("User's phone number is 555-1234.", "User's phone number is 555-9876."),
    ("User works at Acme Corp as a data engineer.", "User works at Globex as a data engineer."),
    ("User is 34 years old.", "User is 35 years old."),
    ("User prefers dark roast coffee.", "User prefers light roast coffee."),
    ("User's manager is Alice.", "User's manager is Bob."),
    ("User decided to use PostgreSQL for the project.", "User decided to use MySQL for the project."),
    ("User prefers meetings in the morning.", "User prefers meetings in the afternoon."),
    ("User's budget for the trip is $2000.", "User's budget for the trip is $3500."),
    ("User is allergic to peanuts.", "User is not allergic to peanuts."),
    ("User is allergic to peanuts.", "User isn't allergic to peanuts."),
    ("User eats meat.", "User never eats meat."),
    (TRAIN.format("7:40"), TRAIN.format("8:40")),
]
# (older, newer): two facts of one kind about different things. The newer should not supersede the older.
OTHER_FACTS = [
    ("User's daughter is 7 years old.", "User's son is 10 years old."),
    ("User's phone number is 555-1234.", "User's office phone number is 555-9876."),
    ("User's favorite color is blue.", "User's favorite food is pizza."),
    ("User is allergic to peanuts.", "User is allergic to penicillin."),
    ("User's sister lives in Berlin.", "User's brother lives in Paris."),
    ("User's manager is Alice.", "User's dentist is Dr. Bob."),
    ("User likes hiking.", "User likes cycling."),
    ("User prefers oat milk.", "User prefers green tea."),
    ("User works as a data engineer.", "User's wife works as a nurse."),
    ("User decided to use PostgreSQL for the project.", "User decided to use React for the frontend."),
    ("User asks the assistant to never use emojis.", "User asks the assistant to always answer in Portuguese."),
    ("User's dog is called Rex.", "User's cat is called Tom."),
]
# The same statement, written again: these should merge.
RESTATEMENTS = [
    ("User prefers oat milk.", "The user prefers oat milk."),
    ("Standup is at 9:30.", "The standup is at 9:30!"),
    ("User's favourite language is Rust.", "user's favourite language is rust"),
    ("User is allergic to peanuts.", "User is allergic to peanuts!"),
    ("User prefers meetings in the morning.", "User prefers meetings in the mornings."),
    (TRAIN.format("7:40"), TRAIN.format("7:40").upper()),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--provider", choices=["hash", "local"], default="hash")
    parser.add_argument("--data-dir", type=Path, default=ROOT / ".data" / "bench-duplicates")
    args = parser.parse_args()
    os.environ["EMBEDDING_PROVIDER"] = args.provider
    django_setup(args.data_dir)
    import numpy as np

    from ingestion.services import SAME_MEMORY_SIMILARITY, SUPERSEDE_MIN_SIMILARITY, _distinct
    from memories.embeddings import get_embedder
    from memories.sql import statement_keys

    embedder = get_embedder()
    for kind, pairs in (("changed_fact", CHANGED_FACTS), ("other_fact", OTHER_FACTS), ("restatement", RESTATEMENTS)):
        merged = merged_by_cosine = superseded = 0
        for n, (older, newer) in enumerate(pairs, 1):
            vectors = embedder.embed([older, newer])
            cosine = float(np.dot(vectors[0], vectors[1]) / np.linalg.norm(vectors[0]) / np.linalg.norm(vectors[1]))
            kept = len(_distinct(vectors, statement_keys([older, newer]), ["medium", "medium"]))
            merged += kept == 1
            merged_by_cosine += cosine >= SAME_MEMORY_SIMILARITY
            # Not merged, and close enough for the newer to supersede the older (both semantic, of one type).
            supersedes = kept == 2 and cosine >= SUPERSEDE_MIN_SIMILARITY
            superseded += supersedes
            verdict = "merged" if kept == 1 else "superseded" if supersedes else "both kept"
            report(
                f"{args.provider}_{kind}_{n}_cosine",
                cosine,
                "",
                f"{verdict}: {older[:40]!r} -> {newer[:40]!r}",
                digits=3,
            )
        detail = f"of {len(pairs)} pairs"
        report(f"{args.provider}_{kind}_merged_by_cosine_alone", merged_by_cosine, "", detail, digits=0)
        report(f"{args.provider}_{kind}_merged", merged, "", f"{detail}, cosine and statement", digits=0)
        report(
            f"{args.provider}_{kind}_superseded",
            superseded,
            "",
            f"{detail}, if both are semantic, of one type",
            digits=0,
        )


if __name__ == "__main__":
    main()
