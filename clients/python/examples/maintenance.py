"""Memory maintenance from the client side: promote short-term memories that keep being used, clean up
low-relevance ones nobody reads, and report counts by tier.

    MEMORYOS_API_KEY=mos_... python maintenance.py [--user USER_ID]

The server's lifecycle jobs (decay, promote, prune, consolidate) do this on a schedule; a script like
this one applies your own rules on top.
"""

import argparse

from memoryos import MemoryOS

PROMOTE_AFTER_ACCESSES = 5
CLEANUP_BELOW_RELEVANCE = 0.1


def promote_frequently_used(memory: MemoryOS, user_id=None) -> int:
    # Collect first, then change: updating while paging through the same filter would shift the pages.
    candidates = [m for m in memory.memories.iter(tier="short", user_id=user_id, limit=100)]
    promoted = 0
    for item in candidates:
        if item["access_count"] >= PROMOTE_AFTER_ACCESSES:
            memory.memories.update(item["id"], tier="medium", importance_score=min(1.0, item["importance_score"] + 0.1))
            promoted += 1
            print(f"promoted {item['id']} to medium ({item['access_count']} accesses)")
    return promoted


def clean_up_low_relevance(memory: MemoryOS, user_id=None) -> int:
    stale = [
        m
        for m in memory.memories.iter(tier="short", user_id=user_id, limit=100)
        if m["relevance_score"] < CLEANUP_BELOW_RELEVANCE and m["access_count"] == 0 and not m["pinned"]
    ]
    for item in stale:
        memory.memories.delete(item["id"])
        print(f"deleted {item['id']} (relevance {item['relevance_score']:.2f})")
    return len(stale)


def counts_by_tier(memory: MemoryOS, user_id=None) -> dict:
    # limit=1: only the page's meta.total is needed.
    return {
        tier: memory.memories.list(tier=tier, user_id=user_id, limit=1)["meta"]["total"]
        for tier in ("short", "medium", "long")
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--user", help="only this end user's memories")
    args = parser.parse_args()
    with MemoryOS() as memory:
        print(f"promoted: {promote_frequently_used(memory, args.user)}")
        print(f"deleted: {clean_up_low_relevance(memory, args.user)}")
        counts = counts_by_tier(memory, args.user)
        for tier, count in counts.items():
            print(f"{tier}: {count}")
        print(f"total: {sum(counts.values())}")


if __name__ == "__main__":
    main()
