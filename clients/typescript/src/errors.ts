/**
 * One error tree. Every error is a `MemoryOSError`; an HTTP error is an `APIStatusError` subclass chosen by
 * the API's error code; a request that never got an answer is an `APIConnectionError` (or its
 * `APITimeoutError`) with the underlying error as `cause`.
 */

export interface ErrorFields {
  code?: string;
  status?: number;
  requestId?: string;
  retryAfter?: number;
  details?: Record<string, unknown>;
  body?: unknown;
  cause?: unknown;
}

export class MemoryOSError extends Error {
  /** The API's error code ("NOT_FOUND", ...) or a client-side one ("CONNECTION_ERROR", "TIMEOUT"). */
  readonly code: string;
  /** HTTP status; undefined when there was no answer. */
  readonly status: number | undefined;
  /** The server's X-Request-ID: quote it in support requests. */
  readonly requestId: string | undefined;
  /** Seconds the server asked to wait (Retry-After), when it did. */
  readonly retryAfter: number | undefined;
  readonly details: Record<string, unknown>;
  readonly body: unknown;

  constructor(message: string, fields: ErrorFields = {}) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = new.target.name;
    this.code = fields.code ?? (new.target as unknown as { defaultCode?: string }).defaultCode ?? 'ERROR';
    this.status = fields.status;
    this.requestId = fields.requestId;
    this.retryAfter = fields.retryAfter;
    this.details = fields.details ?? {};
    this.body = fields.body;
  }
}

export class ConfigurationError extends MemoryOSError {
  static defaultCode = 'CONFIGURATION_ERROR';
}

export class APIConnectionError extends MemoryOSError {
  static defaultCode = 'CONNECTION_ERROR';
}

export class APITimeoutError extends APIConnectionError {
  static override defaultCode = 'TIMEOUT';
}

export class APIStatusError extends MemoryOSError {
  static defaultCode = 'ERROR';
}

export class ValidationError extends APIStatusError {
  static override defaultCode = 'VALIDATION_ERROR';
}
export class AuthenticationError extends APIStatusError {
  static override defaultCode = 'AUTHENTICATION_ERROR';
}
export class ForbiddenError extends APIStatusError {
  static override defaultCode = 'FORBIDDEN';
}
export class NotFoundError extends APIStatusError {
  static override defaultCode = 'NOT_FOUND';
}
export class ConflictError extends APIStatusError {
  static override defaultCode = 'CONFLICT';
}
export class PayloadTooLargeError extends APIStatusError {
  static override defaultCode = 'PAYLOAD_TOO_LARGE';
}
export class QuotaExceededError extends APIStatusError {
  static override defaultCode = 'QUOTA_EXCEEDED';
}
export class RateLimitError extends APIStatusError {
  static override defaultCode = 'RATE_LIMIT_EXCEEDED';
}
export class InternalServerError extends APIStatusError {
  static override defaultCode = 'INTERNAL_ERROR';
}
export class ServiceUnavailableError extends APIStatusError {
  static override defaultCode = 'SERVICE_UNAVAILABLE';
}

type StatusErrorClass = new (message: string, fields?: ErrorFields) => APIStatusError;

const BY_CODE: Record<string, StatusErrorClass> = {
  VALIDATION_ERROR: ValidationError,
  AUTHENTICATION_ERROR: AuthenticationError,
  FORBIDDEN: ForbiddenError,
  NOT_FOUND: NotFoundError,
  CONFLICT: ConflictError,
  PAYLOAD_TOO_LARGE: PayloadTooLargeError,
  QUOTA_EXCEEDED: QuotaExceededError,
  RATE_LIMIT_EXCEEDED: RateLimitError,
  INTERNAL_ERROR: InternalServerError,
  SERVICE_UNAVAILABLE: ServiceUnavailableError,
};

// For answers without the API's envelope (a proxy's 502, say).
const BY_STATUS: Record<number, StatusErrorClass> = {
  400: ValidationError,
  401: AuthenticationError,
  403: ForbiddenError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  429: RateLimitError,
  503: ServiceUnavailableError,
};

/** The one place an error answer becomes an exception: by the envelope's code, else by the status. */
export function makeStatusError(
  status: number,
  statusText: string,
  body: unknown,
  headers: Headers,
  retryAfter: number | undefined,
): APIStatusError {
  const envelope =
    body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  let code = '';
  let message = `HTTP ${status} ${statusText}`.trim();
  let details: Record<string, unknown> = {};
  let requestId = headers.get('x-request-id') ?? undefined;
  if (envelope && typeof envelope === 'object') {
    const e = envelope as Record<string, unknown>;
    code = typeof e.code === 'string' ? e.code : '';
    if (typeof e.message === 'string') message = e.message;
    if (e.details && typeof e.details === 'object') details = e.details as Record<string, unknown>;
    if (typeof e.request_id === 'string') requestId = e.request_id;
  } else if (typeof body === 'string' && body.trim()) {
    message += `: ${body.trim().slice(0, 200)}`;
  }
  const cls = BY_CODE[code] ?? BY_STATUS[status] ?? (status >= 500 ? InternalServerError : APIStatusError);
  const fallback = cls === APIStatusError ? `HTTP_${status}` : undefined;
  return new cls(message, { code: code || fallback, status, requestId, retryAfter, details, body });
}
