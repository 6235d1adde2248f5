export {
  MemoryOS,
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  VERSION,
  readEnv,
  retryDelay,
  type ClientOptions,
  type RequestOptions,
} from './client.js';
export * from './errors.js';
export type * from './types.js';
export { MemoryOS as default } from './client.js';
