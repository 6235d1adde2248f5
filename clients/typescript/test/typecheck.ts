// Compiled with `tsc --noEmit` by `npm test`: what a user's TypeScript sees through the published types.
import { MemoryOS, NotFoundError, type Memory, type SearchResponse, type TenantSettings } from '../dist/index.js';

export async function use(client: MemoryOS): Promise<string> {
  const memory: Memory = await client.memories.create({ content: 'x', tier: 'long', user_id: 'u' });
  const found: SearchResponse = await client.search({ query: 'q', threshold: 0.5 });
  const block = await client.getContext({ query: 'q', max_tokens: 100 });
  for await (const item of client.memories.iter({ tier: 'short' })) item.content.toUpperCase();
  // @ts-expect-error: not a tier
  await client.memories.create({ content: 'x', tier: 'forever' });
  // @ts-expect-error: content is required
  await client.memories.create({ tier: 'long' });
  const settings: TenantSettings = await client.admin.settings.update({ text_language: 'german' });
  // @ts-expect-error: not a language full-text search knows
  await client.admin.settings.update({ text_language: 'klingon' });
  try {
    await client.memories.get(memory.id);
  } catch (error) {
    if (error instanceof NotFoundError) return error.code + String(error.status) + (error.requestId ?? '');
  }
  return memory.id + found.results[0].combined_score.toFixed(2) + block.token_count + settings.text_index;
}
