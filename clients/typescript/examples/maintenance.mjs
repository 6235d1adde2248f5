// Memory maintenance from the client side: promote short-term memories that keep being used, clean up
// low-relevance ones nobody reads, and report counts by tier.
//
//   MEMORYOS_API_KEY=mos_... node maintenance.mjs [USER_ID]
//
// The server's lifecycle jobs (decay, promote, prune, consolidate) do this on a schedule; a script like
// this one applies your own rules on top.
import { MemoryOS } from 'memoryos';

const PROMOTE_AFTER_ACCESSES = 5;
const CLEANUP_BELOW_RELEVANCE = 0.1;

async function collect(iterable) {
  const items = [];
  for await (const item of iterable) items.push(item);
  return items;
}

async function promoteFrequentlyUsed(memory, userId) {
  // Collect first, then change: updating while paging through the same filter would shift the pages.
  const candidates = await collect(memory.memories.iter({ tier: 'short', user_id: userId, limit: 100 }));
  let promoted = 0;
  for (const item of candidates) {
    if (item.access_count >= PROMOTE_AFTER_ACCESSES) {
      await memory.memories.update(item.id, {
        tier: 'medium',
        importance_score: Math.min(1, item.importance_score + 0.1),
      });
      promoted += 1;
      console.log(`promoted ${item.id} to medium (${item.access_count} accesses)`);
    }
  }
  return promoted;
}

async function cleanUpLowRelevance(memory, userId) {
  const all = await collect(memory.memories.iter({ tier: 'short', user_id: userId, limit: 100 }));
  const stale = all.filter((m) => m.relevance_score < CLEANUP_BELOW_RELEVANCE && m.access_count === 0 && !m.pinned);
  for (const item of stale) {
    await memory.memories.delete(item.id);
    console.log(`deleted ${item.id} (relevance ${item.relevance_score.toFixed(2)})`);
  }
  return stale.length;
}

async function countsByTier(memory, userId) {
  const counts = {};
  for (const tier of ['short', 'medium', 'long']) {
    // limit 1: only the page's meta.total is needed.
    counts[tier] = (await memory.memories.list({ tier, user_id: userId, limit: 1 })).meta.total;
  }
  return counts;
}

const userId = process.argv[2];
const memory = new MemoryOS();
console.log(`promoted: ${await promoteFrequentlyUsed(memory, userId)}`);
console.log(`deleted: ${await cleanUpLowRelevance(memory, userId)}`);
const counts = await countsByTier(memory, userId);
for (const [tier, count] of Object.entries(counts)) console.log(`${tier}: ${count}`);
console.log(`total: ${Object.values(counts).reduce((a, b) => a + b, 0)}`);
