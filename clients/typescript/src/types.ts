/** Shapes of requests and responses. Field names are the API's (snake_case), as openai-node does. */

export type Tier = 'short' | 'medium' | 'long';
export type MemoryNature = 'episodic' | 'semantic';
export type ContentType = 'text' | 'conversation' | 'document' | 'event' | 'fact' | 'preference' | 'decision';
export type SearchMode = 'hybrid' | 'vector' | 'text';
export type ContextFormat = 'text' | 'json';
export type Tokenizer = 'o200k_base' | 'cl100k_base';
export type SessionStatus = 'accepted' | 'processing' | 'completed' | 'failed' | 'dead';
export type Scope = 'memories:read' | 'memories:write' | 'admin';
/** The languages full-text search can stem a tenant's memories in (PostgreSQL's names; `simple` only lowercases). */
export type TextLanguage =
  | 'arabic'
  | 'armenian'
  | 'basque'
  | 'catalan'
  | 'danish'
  | 'dutch'
  | 'english'
  | 'finnish'
  | 'french'
  | 'german'
  | 'greek'
  | 'hindi'
  | 'hungarian'
  | 'indonesian'
  | 'irish'
  | 'italian'
  | 'lithuanian'
  | 'nepali'
  | 'norwegian'
  | 'portuguese'
  | 'romanian'
  | 'russian'
  | 'serbian'
  | 'simple'
  | 'spanish'
  | 'swedish'
  | 'tamil'
  | 'turkish'
  | 'yiddish';
export type Ordering =
  | 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'occurred_at' | '-occurred_at'
  | 'importance_score' | '-importance_score' | 'relevance_score' | '-relevance_score'
  | 'access_count' | '-access_count';
/** ISO 8601 string or a Date. */
export type Timestamp = string | Date;
export type Metadata = Record<string, unknown>;

export interface PageMeta {
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

export interface Memory {
  id: string;
  user_id: string | null;
  scope: string | null;
  content: string;
  content_type: ContentType;
  tier: Tier;
  memory_nature: MemoryNature;
  importance_score: number;
  relevance_score: number;
  access_count: number;
  last_accessed_at: string | null;
  metadata: Metadata;
  tags: string[];
  entities: string[];
  external_id: string | null;
  source_id: string | null;
  parent_memory_id: string | null;
  superseded_by: string | null;
  pinned: boolean;
  expires_at: string | null;
  occurred_at: string;
  content_hash: string;
  embedding_model: string;
  created_at: string;
  updated_at: string;
}

export interface MemoryCreateParams {
  content: string;
  tier?: Tier;
  content_type?: ContentType;
  memory_nature?: MemoryNature;
  importance_score?: number;
  metadata?: Metadata;
  tags?: string[];
  entities?: string[];
  external_id?: string;
  source_id?: string;
  user_id?: string;
  scope?: string;
  parent_memory_id?: string;
  pinned?: boolean;
  expires_at?: Timestamp;
  occurred_at?: Timestamp;
  embedding?: number[];
}

/** `null` clears a nullable field (e.g. `expires_at: null`); absent fields stay as they are. */
export interface MemoryUpdateParams {
  content?: string;
  tier?: Tier;
  content_type?: ContentType;
  memory_nature?: MemoryNature;
  importance_score?: number;
  metadata?: Metadata;
  tags?: string[];
  entities?: string[];
  scope?: string | null;
  pinned?: boolean;
  expires_at?: Timestamp | null;
  occurred_at?: Timestamp;
  embedding?: number[];
}

export interface MemoryFilters {
  tier?: Tier;
  content_type?: ContentType;
  memory_nature?: MemoryNature;
  min_relevance?: number;
  user_id?: string;
  /** Prefix: "coding" matches "coding/python". */
  scope?: string;
  /** All of these. */
  tags?: string[];
  /** All of these. */
  entities?: string[];
  /** Matches memories whose metadata contains this object. */
  metadata?: Metadata;
  created_after?: Timestamp;
  created_before?: Timestamp;
  occurred_after?: Timestamp;
  occurred_before?: Timestamp;
}

export interface MemoryListParams extends MemoryFilters {
  /** 1-100, default 50 (the page size of `iter`). */
  limit?: number;
  offset?: number;
  ordering?: Ordering;
}

export interface MemoryBatchResult {
  data: Memory[];
  created: number;
}

export interface MemoryDeleted {
  id: string;
  deleted: boolean;
}

export interface MemoryEvent {
  id: number;
  memory_id: string;
  action: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  actor: string;
  at: string;
}

export interface SearchParams extends MemoryFilters {
  query?: string;
  embedding?: number[];
  /** Minimum combined_score, default 0.7. */
  threshold?: number;
  limit?: number;
  offset?: number;
  mode?: SearchMode;
  include_superseded?: boolean;
}

export interface SearchResult extends Memory {
  combined_score: number;
  vector_score: number;
  text_score: number;
  text_coverage: number;
  rrf_score: number;
  recency: number;
  importance: number;
  vector_rank: number | null;
  text_rank: number | null;
}

export interface SearchResponse {
  results: SearchResult[];
  search_type: SearchMode;
  threshold: number;
  meta: PageMeta;
  retrieval_time_ms: number;
  embedding_time_ms: number;
}

export interface ContextParams extends MemoryFilters {
  query: string;
  max_tokens?: number;
  format?: ContextFormat;
  tokenizer?: Tokenizer;
  threshold?: number;
  /** The best this many hits are in the block whatever their score (default 5); the others only at or above `threshold`. */
  min_memories?: number;
}

export interface ContextItem {
  memory_id: string;
  section: string;
  score: number;
  content: string;
  truncated: boolean;
}

export interface ContextResponse {
  /** The prompt block (format "text") or the selected items (format "json"). */
  context: string | ContextItem[];
  memories: Memory[];
  citations: { memory_id: string; score: number }[];
  token_count: number;
  max_tokens: number;
  tokenizer: Tokenizer;
  retrieval_time_ms: number;
  embedding_time_ms: number;
}

export interface Message {
  role: 'user' | 'assistant' | 'system' | 'tool';
  content: string;
  timestamp?: Timestamp;
}

export interface SessionCreateParams {
  /** Give `conversation` (text) or `messages`. */
  conversation?: string;
  messages?: Message[];
  user_id?: string;
  scope?: string;
  source_client?: string;
  metadata?: Metadata;
}

export interface SessionAccepted {
  session_id: string;
  status: SessionStatus;
}

export interface Session {
  id: string;
  status: SessionStatus;
  user_id: string | null;
  scope: string | null;
  source_client: string | null;
  metadata: Metadata;
  attempts: number;
  last_error: string | null;
  created_memory_ids: string[];
  merged_memory_ids: string[];
  superseded_memory_ids: string[];
  next_attempt_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Usage {
  tenant: { id: string; name: string; slug: string; status: string; text_language: TextLanguage };
  plan: {
    name: string;
    read_requests_per_minute: number;
    write_requests_per_minute: number;
    max_memories: number;
    max_context_tokens: number;
    max_batch_size: number;
  };
  memories_stored: number;
  days: Record<string, unknown>[];
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: Scope[];
  is_active: boolean;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyCreated extends ApiKey {
  /** Shown only in this response. */
  secret: string;
}

export interface ApiKeyCreateParams {
  name: string;
  scopes?: Scope[];
  expires_at?: Timestamp;
}

export interface ApiKeyRotated {
  key: ApiKeyCreated;
  rotated_key: ApiKey;
}

export interface UserExport {
  user_id: string;
  exported_at: string;
  memories: Memory[];
  events: MemoryEvent[];
  sessions: (Session & { input: unknown })[];
}

export interface UserErased {
  deleted: boolean;
  memories: number;
  events: number;
  sessions: number;
}

export interface TenantSettings {
  /** The language full-text search stems the tenant's memories and queries in. */
  text_language: TextLanguage;
  /** `reindexing` while the memories are re-indexed after a change of `text_language`, then `ready`. */
  text_index: 'ready' | 'reindexing';
}
