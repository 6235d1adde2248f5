"""Which pairs of memories de-duplication takes for one memory: changed facts against restatements.

Ingestion merges a new memory into a stored one, and consolidation merges the newer of two, when their
vectors are as close as SAME_MEMORY_SIMILARITY (cosine 0.95). An embedding puts a changed number, a changed
name or an added "not" that close too, and the merge then drops the new fact. So a merge also needs the two
texts to state the same: the same full-text lexemes, and both or neither denying (docs/ingestion.md,
"Duplicates"). For each pair below this prints its cosine with the embedder and whether the rule merges the
two (through `ingestion.services._distinct`, the check between the memories of one session; against stored
memories and in consolidation the rule is the same); then how many pairs of each kind the rule merges, and
how many the cosine alone would have merged. A third list, two facts of one kind about different things
(a daughter and a son), shows how often the newer would supersede the older one. Supersession needs the
cosine (≥ 0.75, not merged) and the newer to restate the older with one part changed
(`ingestion.services.changes_one_thing`); both counts are printed, with the rule and with the cosine alone
(docs/ingestion.md, "Supersession"). Both memories are taken to be semantic and of one type.

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
    # Added in session 15, before the rule that supersession now also needs was tried on them.
    ("User drives a Honda Civic.", "User drives a Tesla Model 3."),
    ("User's favorite programming language is Python.", "User's favorite programming language is Go."),
    ("User's home airport is SFO.", "User's home airport is JFK."),
    ("User's gym membership ends in March.", "User's gym membership ends in June."),
    ("User's rent is $1800 a month.", "User's rent is $2100 a month."),
    ("User is vegetarian.", "User is vegan."),
    ("User's team uses Jira for tickets.", "User's team uses Linear for tickets."),
    ("User's preferred editor is VS Code.", "User's preferred editor is Neovim."),
    ("User's flight to Tokyo leaves on May 3.", "User's flight to Tokyo leaves on May 5."),
    ("User's email address is ana@oldmail.com.", "User's email address is ana@newmail.io."),
    ("User is training for a half marathon.", "User is training for a full marathon."),
    ("User's daughter goes to Lincoln Elementary.", "User's daughter goes to Roosevelt Elementary."),
    ("User wants the weekly report on Fridays.", "User wants the weekly report on Mondays."),
    ("User's timezone is CET.", "User's timezone is PST."),
    ("User lives in Berlin.", "User moved to Munich."),
    ("User works at Acme Corp.", "User now works at Globex."),
    ("User's salary is 90k.", "User's salary went up to 110k."),
    ("User prefers tea.", "User prefers coffee now."),
    ("User's dentist appointment is on Tuesday at 3pm.", "User's dentist appointment moved to Thursday at 11am."),
    ("User is learning Spanish.", "User stopped learning Spanish."),
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
    # Added in session 15, as above.
    ("User's daughter is named Emma.", "User's son is named Jack."),
    ("User's mother lives in Lisbon.", "User's father lives in Porto."),
    ("User has a dog named Max.", "User has a cat named Luna."),
    ("User plays the guitar.", "User plays tennis."),
    ("User is allergic to cats.", "User is allergic to shellfish."),
    ("User's work laptop is a MacBook Pro.", "User's personal laptop is a ThinkPad."),
    ("User's birthday is March 3.", "User's wife's birthday is June 12."),
    ("User speaks Spanish.", "User also speaks German."),
    ("User's favorite band is Radiohead.", "User's favorite movie is Inception."),
    ("User has a meeting with Sarah on Monday.", "User has a dentist appointment on Tuesday."),
    ("User's car is a red Toyota.", "User's bike is a blue Trek."),
    ("User's manager is Alice.", "User's manager's manager is Carol."),
    ("User's brother is a doctor.", "User's sister is a lawyer."),
    ("User drinks coffee in the morning.", "User drinks wine in the evening."),
    ("User's kids are 5 and 8 years old.", "User's nephew is 12 years old."),
    ("User's main project uses PostgreSQL.", "User's side project uses SQLite."),
    ("User's flight to Tokyo leaves on May 3.", "User's flight back from Tokyo leaves on May 20."),
    ("User's son plays soccer.", "User's daughter plays piano."),
    ("User's wife works at the hospital.", "User's brother works at the bank."),
    ("User has two cats.", "User has a vegetable garden."),
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

    from ingestion.services import SAME_MEMORY_SIMILARITY, SUPERSEDE_MIN_SIMILARITY, _distinct, changes_one_thing
    from memories.embeddings import get_embedder
    from memories.sql import statement_keys

    embedder = get_embedder()
    for kind, pairs in (("changed_fact", CHANGED_FACTS), ("other_fact", OTHER_FACTS), ("restatement", RESTATEMENTS)):
        merged = merged_by_cosine = superseded = superseded_by_cosine = 0
        for n, (older, newer) in enumerate(pairs, 1):
            vectors = embedder.embed([older, newer])
            cosine = float(np.dot(vectors[0], vectors[1]) / np.linalg.norm(vectors[0]) / np.linalg.norm(vectors[1]))
            kept = len(_distinct(vectors, statement_keys([older, newer], language="english"), ["medium", "medium"]))
            merged += kept == 1
            merged_by_cosine += cosine >= SAME_MEMORY_SIMILARITY
            # Not merged, and close enough for the newer to supersede the older (both semantic, of one type), if it
            # restates it with one part changed.
            close = kept == 2 and cosine >= SUPERSEDE_MIN_SIMILARITY
            supersedes = close and changes_one_thing(older, newer)
            superseded += supersedes
            superseded_by_cosine += close
            verdict = (
                "merged" if kept == 1 else "superseded" if supersedes else "both kept (close)" if close else "both kept"
            )
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
            f"{args.provider}_{kind}_superseded_by_cosine_alone",
            superseded_by_cosine,
            "",
            f"{detail}, if both are semantic, of one type",
            digits=0,
        )
        report(
            f"{args.provider}_{kind}_superseded",
            superseded,
            "",
            f"{detail}, if both are semantic, of one type; cosine and one part changed",
            digits=0,
        )


if __name__ == "__main__":
    main()
