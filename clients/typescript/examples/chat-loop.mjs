// A chat loop with memory: fetch context before the model call, store the turn after it.
//
//   MEMORYOS_API_KEY=mos_... OPENAI_BASE_URL=https://api.openai.com/v1 OPENAI_API_KEY=sk-... \
//     node chat-loop.mjs alice
//
// One message per line on stdin; end of input ends the chat, and the conversation is then submitted as a
// session so that the server extracts lasting facts from it. Any OpenAI-compatible chat API works;
// without OPENAI_BASE_URL the "model" just echoes, so the loop runs anywhere.
import { createInterface } from 'node:readline';
import { MemoryOS } from 'memoryos';

async function callModel(system, message) {
  const baseURL = process.env.OPENAI_BASE_URL;
  if (!baseURL) return `(no model configured) You said: ${message}`;
  const response = await fetch(`${baseURL.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.OPENAI_API_KEY ?? ''}` },
    body: JSON.stringify({
      model: process.env.CHAT_MODEL ?? 'gpt-4o-mini',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: message },
      ],
    }),
  });
  if (!response.ok) throw new Error(`model call failed: ${response.status}`);
  return (await response.json()).choices[0].message.content;
}

async function chatTurn(memory, userId, message) {
  // 1. What do we know that matters for this message? A token-budgeted block, ready for the prompt.
  const context = await memory.getContext({ query: message, user_id: userId, max_tokens: 1500 });
  const system = `You are a helpful assistant.\n\nWhat you remember about the user:\n${context.context || '(nothing yet)'}`;
  // 2. The model call.
  const reply = await callModel(system, message);
  // 3. Store the turn as a short-term episodic memory; lifecycle jobs promote it if it keeps mattering.
  await memory.memories.create({
    content: `User: ${message}\nAssistant: ${reply}`,
    content_type: 'conversation',
    memory_nature: 'episodic',
    tier: 'short',
    user_id: userId,
  });
  return reply;
}

const userId = process.argv[2] ?? 'demo-user';
const memory = new MemoryOS(); // MEMORYOS_API_KEY and MEMORYOS_BASE_URL from the environment
const transcript = [];
for await (const line of createInterface({ input: process.stdin })) {
  const message = line.trim();
  if (!message) continue;
  const reply = await chatTurn(memory, userId, message);
  console.log(`assistant> ${reply}`);
  transcript.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
}
if (transcript.length) {
  const session = await memory.sessions.create({ messages: transcript, user_id: userId, source_client: 'chat-loop' });
  console.log(`session ${session.session_id} submitted for extraction`);
}
