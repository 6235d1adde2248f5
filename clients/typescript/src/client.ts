import {
  APIConnectionError,
  APITimeoutError,
  ConfigurationError,
  MemoryOSError,
  makeStatusError,
} from './errors.js';
import type {
  ApiKey,
  ApiKeyCreated,
  ApiKeyCreateParams,
  ApiKeyRotated,
  ContextParams,
  ContextResponse,
  Memory,
  MemoryBatchResult,
  MemoryCreateParams,
  MemoryDeleted,
  MemoryEvent,
  MemoryListParams,
  MemoryUpdateParams,
  Page,
  SearchParams,
  SearchResponse,
  Session,
  SessionAccepted,
  SessionCreateParams,
  SessionStatus,
  TenantSettings,
  TextLanguage,
  Usage,
  UserErased,
  UserExport,
} from './types.js';

export const VERSION = '0.1.0';
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8000/v1';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;
const INITIAL_RETRY_DELAY_S = 0.5;
const MAX_RETRY_DELAY_S = 8;
const MAX_RETRY_AFTER_S = 60;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientOptions {
  /** Defaults to the MEMORYOS_API_KEY environment variable. */
  apiKey?: string;
  /** Includes /v1. Defaults to MEMORYOS_BASE_URL, else http://127.0.0.1:8000/v1. */
  baseURL?: string;
  /** Per attempt, in milliseconds (default 60000). */
  timeout?: number;
  /** Retries of 408/409/429/5xx and connection errors (default 2). */
  maxRetries?: number;
  /** Sent with every request. */
  headers?: Record<string, string>;
  /** A fetch implementation (default: the global fetch). */
  fetch?: Fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeout?: number;
  maxRetries?: number;
  headers?: Record<string, string>;
  /** Defaults to a fresh key per call (reused by its retries) for writes. */
  idempotencyKey?: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Reads an environment variable in any runtime: Node, Deno, Bun, or none (edge, browser). */
export function readEnv(name: string): string | undefined {
  const g = globalThis as {
    process?: { env?: Record<string, string | undefined> };
    Deno?: { env?: { get?: (key: string) => string | undefined } };
  };
  try {
    const value = g.process?.env?.[name] ?? g.Deno?.env?.get?.(name);
    return value?.trim() || undefined;
  } catch {
    return undefined; // Deno without --allow-env
  }
}

function uuid4(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (ch) => {
    const r = (Math.random() * 16) | 0;
    return (ch === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

function jsonable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonable);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = jsonable(v);
    return out;
  }
  return value;
}

/** Query-string form of filters: arrays comma-joined, objects as JSON, dates as ISO 8601. */
export function toQuery(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) search.set(key, value.join(','));
    else if (value instanceof Date) search.set(key, value.toISOString());
    else if (typeof value === 'object') search.set(key, JSON.stringify(value));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function pathId(id: string): string {
  if (!id) throw new MemoryOSError('An id must not be empty.', { code: 'VALIDATION_ERROR' });
  return encodeURIComponent(id);
}

export function parseRetryAfter(headers: Headers): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms && !Number.isNaN(Number(ms))) return Number(ms) / 1000;
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  if (!Number.isNaN(Number(raw))) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : (at - Date.now()) / 1000;
}

/** Seconds before retry `retriesTaken + 1`: Retry-After when 0-60 s, else 0.5 s x 2^n up to 8 s, with jitter. */
export function retryDelay(retriesTaken: number, headers?: Headers): number {
  const after = headers ? parseRetryAfter(headers) : undefined;
  if (after !== undefined && after >= 0 && after <= MAX_RETRY_AFTER_S) return after;
  const delay = Math.min(INITIAL_RETRY_DELAY_S * 2 ** retriesTaken, MAX_RETRY_DELAY_S);
  return delay * (1 - 0.25 * Math.random());
}

function shouldRetry(response: Response): boolean {
  const hint = response.headers.get('x-should-retry');
  if (hint === 'true') return true;
  if (hint === 'false') return false;
  return [408, 409, 429].includes(response.status) || response.status >= 500;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

class Resource {
  constructor(protected readonly client: MemoryOS) {}
}

export class Memories extends Resource {
  /** Store one memory. Unset fields take the server's defaults. */
  create(params: MemoryCreateParams, options?: RequestOptions): Promise<Memory> {
    return this.client.request({ method: 'POST', path: '/memories', body: params }, options);
  }
  /** Store many memories in one transaction (all or none); errors name the item's index. */
  batch(memories: MemoryCreateParams[], options?: RequestOptions): Promise<MemoryBatchResult> {
    return this.client.request({ method: 'POST', path: '/memories/batch', body: { memories } }, options);
  }
  /** One page: `{ data, meta: { total, limit, offset, has_more } }`. */
  list(params: MemoryListParams = {}, options?: RequestOptions): Promise<Page<Memory>> {
    return this.client.request({ method: 'GET', path: '/memories', query: { ...params } }, options);
  }
  /** Every matching memory, page after page: `for await (const m of client.memories.iter())`. */
  iter(params: MemoryListParams = {}, options?: RequestOptions): AsyncIterable<Memory> {
    return this.client.paginate<Memory>({ method: 'GET', path: '/memories', query: { ...params } }, options);
  }
  get(id: string, options?: RequestOptions): Promise<Memory> {
    return this.client.request({ method: 'GET', path: `/memories/${pathId(id)}` }, options);
  }
  /** Change the given fields; new content is re-embedded; metadata replaces the old object. */
  update(id: string, params: MemoryUpdateParams, options?: RequestOptions): Promise<Memory> {
    return this.client.request({ method: 'PATCH', path: `/memories/${pathId(id)}`, body: params }, options);
  }
  delete(id: string, options?: RequestOptions): Promise<MemoryDeleted> {
    return this.client.request({ method: 'DELETE', path: `/memories/${pathId(id)}` }, options);
  }
  /** The memory's events, oldest first. */
  history(id: string, options?: RequestOptions): Promise<{ data: MemoryEvent[] }> {
    return this.client.request({ method: 'GET', path: `/memories/${pathId(id)}/history` }, options);
  }
}

export class Sessions extends Resource {
  /** Submit a conversation for extraction; answers at once with `{ session_id, status: "accepted" }`. */
  create(params: SessionCreateParams, options?: RequestOptions): Promise<SessionAccepted> {
    if ((params.conversation === undefined) === (params.messages === undefined)) {
      throw new MemoryOSError('sessions.create needs exactly one of conversation or messages.', {
        code: 'VALIDATION_ERROR',
      });
    }
    return this.client.request({ method: 'POST', path: '/sessions', body: params }, options);
  }
  get(id: string, options?: RequestOptions): Promise<Session> {
    return this.client.request({ method: 'GET', path: `/sessions/${pathId(id)}` }, options);
  }
}

export class AdminKeys extends Resource {
  /** A new key; `secret` is shown only in this answer. Default scopes: memories:read, memories:write. */
  create(params: ApiKeyCreateParams, options?: RequestOptions): Promise<ApiKeyCreated> {
    return this.client.request({ method: 'POST', path: '/admin/keys', body: params }, options);
  }
  list(params: { limit?: number; offset?: number; active?: boolean } = {}, options?: RequestOptions): Promise<Page<ApiKey>> {
    return this.client.request({ method: 'GET', path: '/admin/keys', query: { ...params } }, options);
  }
  iter(params: { limit?: number; active?: boolean } = {}, options?: RequestOptions): AsyncIterable<ApiKey> {
    return this.client.paginate<ApiKey>({ method: 'GET', path: '/admin/keys', query: { ...params } }, options);
  }
  get(id: string, options?: RequestOptions): Promise<ApiKey> {
    return this.client.request({ method: 'GET', path: `/admin/keys/${pathId(id)}` }, options);
  }
  /** A new secret now; the old key keeps working for `grace_period_seconds` (default 3600). */
  rotate(id: string, params: { grace_period_seconds?: number } = {}, options?: RequestOptions): Promise<ApiKeyRotated> {
    return this.client.request({ method: 'POST', path: `/admin/keys/${pathId(id)}/rotate`, body: params }, options);
  }
  revoke(id: string, options?: RequestOptions): Promise<ApiKey> {
    return this.client.request({ method: 'DELETE', path: `/admin/keys/${pathId(id)}` }, options);
  }
}

export class AdminSessions extends Resource {
  list(
    params: { status?: SessionStatus; limit?: number; offset?: number } = {},
    options?: RequestOptions,
  ): Promise<Page<Session>> {
    return this.client.request({ method: 'GET', path: '/admin/sessions', query: { ...params } }, options);
  }
  iter(params: { status?: SessionStatus; limit?: number } = {}, options?: RequestOptions): AsyncIterable<Session> {
    return this.client.paginate<Session>({ method: 'GET', path: '/admin/sessions', query: { ...params } }, options);
  }
  replay(id: string, options?: RequestOptions): Promise<Session> {
    return this.client.request({ method: 'POST', path: `/admin/sessions/${pathId(id)}/replay` }, options);
  }
}

export class AdminUsers extends Resource {
  /** Everything stored about one end user. */
  export(userId: string, options?: RequestOptions): Promise<UserExport> {
    return this.client.request({ method: 'GET', path: `/admin/users/${pathId(userId)}/export` }, options);
  }
  /** Erase everything stored about one end user (GDPR). */
  delete(userId: string, options?: RequestOptions): Promise<UserErased> {
    return this.client.request({ method: 'DELETE', path: `/admin/users/${pathId(userId)}` }, options);
  }
}

export class AdminSettings extends Resource {
  /** The language of the tenant's full-text search, and whether its memories are being re-indexed in it. */
  get(options?: RequestOptions): Promise<TenantSettings> {
    return this.client.request({ method: 'GET', path: '/admin/settings' }, options);
  }
  /** Change the language: queries use it at once, the memories are re-indexed in the background. */
  update(params: { text_language?: TextLanguage } = {}, options?: RequestOptions): Promise<TenantSettings> {
    return this.client.request({ method: 'PATCH', path: '/admin/settings', body: params }, options);
  }
}

export class Admin extends Resource {
  readonly keys = new AdminKeys(this.client);
  readonly sessions = new AdminSessions(this.client);
  readonly users = new AdminUsers(this.client);
  readonly settings = new AdminSettings(this.client);
}

export class MemoryOS {
  readonly apiKey: string;
  readonly baseURL: string;
  readonly timeout: number;
  readonly maxRetries: number;
  private readonly defaultHeaders: Record<string, string>;
  private readonly fetch: Fetch;

  readonly memories = new Memories(this);
  readonly sessions = new Sessions(this);
  readonly admin = new Admin(this);

  constructor(options: ClientOptions = {}) {
    const apiKey = options.apiKey ?? readEnv('MEMORYOS_API_KEY');
    if (!apiKey) {
      throw new ConfigurationError(
        'No API key: pass { apiKey } or set the MEMORYOS_API_KEY environment variable ' +
          `(and MEMORYOS_BASE_URL if the server is not at the default ${DEFAULT_BASE_URL}).`,
      );
    }
    const fetchImpl = options.fetch ?? (globalThis.fetch as Fetch | undefined);
    if (!fetchImpl) throw new ConfigurationError('No fetch in this runtime: pass { fetch }.');
    this.apiKey = apiKey;
    this.baseURL = (options.baseURL ?? readEnv('MEMORYOS_BASE_URL') ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.defaultHeaders = { ...(options.headers ?? {}) };
    this.fetch = fetchImpl.bind(globalThis) as Fetch;
  }

  /** Hybrid search; give `query`, `embedding` or both. */
  search(params: SearchParams, options?: RequestOptions): Promise<SearchResponse> {
    if (params.query === undefined && params.embedding === undefined) {
      throw new MemoryOSError('search needs a query, an embedding, or both.', { code: 'VALIDATION_ERROR' });
    }
    return this.request({ method: 'POST', path: '/search', body: params }, options);
  }

  /** A token-budgeted prompt block of the memories that matter for `query`. */
  getContext(params: ContextParams, options?: RequestOptions): Promise<ContextResponse> {
    return this.request({ method: 'POST', path: '/context', body: params }, options);
  }

  usage(options?: RequestOptions): Promise<Usage> {
    return this.request({ method: 'GET', path: '/usage' }, options);
  }

  /** @internal Runs one logical call with retries. */
  async request<T>(call: Call, options: RequestOptions = {}): Promise<T> {
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeout = options.timeout ?? this.timeout;
    const idempotencyKey = call.method === 'GET' ? undefined : (options.idempotencyKey ?? `mos-ts-${uuid4()}`);
    const url = this.baseURL + call.path + toQuery(call.query);
    const body = call.body === undefined ? undefined : JSON.stringify(jsonable(call.body));
    for (let retriesTaken = 0; ; retriesTaken++) {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        Authorization: `Bearer ${this.apiKey}`,
        'X-MemoryOS-Client': `memoryos-ts/${VERSION}`,
      };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      if (retriesTaken) headers['X-Retry-Count'] = String(retriesTaken);
      Object.assign(headers, this.defaultHeaders, options.headers ?? {});

      const controller = new AbortController();
      const onAbort = () => controller.abort();
      options.signal?.addEventListener('abort', onAbort);
      const timer = setTimeout(() => controller.abort(), timeout);
      let response: Response;
      try {
        response = await this.fetch(url, { method: call.method, headers, body, signal: controller.signal });
      } catch (cause) {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        if (options.signal?.aborted) throw new APIConnectionError('Request aborted by the caller.', { cause });
        if (retriesTaken < maxRetries) {
          await sleep(retryDelay(retriesTaken));
          continue;
        }
        const attempts = `after ${retriesTaken + 1} attempt(s)`;
        if (controller.signal.aborted) {
          throw new APITimeoutError(`Request timed out ${attempts} (${timeout} ms each).`, { cause });
        }
        throw new APIConnectionError(`Connection error ${attempts}: ${String(cause)}`, { cause });
      }
      try {
        if (response.ok) {
          const text = await response.text();
          return (text ? JSON.parse(text) : undefined) as T;
        }
        if (retriesTaken < maxRetries && shouldRetry(response)) {
          await response.body?.cancel();
          await sleep(retryDelay(retriesTaken, response.headers));
          continue;
        }
        const text = await response.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        throw makeStatusError(
          response.status,
          response.statusText,
          parsed,
          response.headers,
          parseRetryAfter(response.headers),
        );
      } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      }
    }
  }

  /** @internal Every item of every page, following `meta.has_more`. */
  paginate<T>(call: Call, options?: RequestOptions): AsyncIterable<T> {
    const client = this;
    return {
      async *[Symbol.asyncIterator]() {
        const query = { ...(call.query ?? {}) };
        for (;;) {
          const page = await client.request<Page<T>>({ ...call, query }, options);
          yield* page.data;
          if (!page.meta?.has_more || page.data.length === 0) return;
          query.offset = page.meta.offset + page.data.length;
        }
      },
    };
  }
}
