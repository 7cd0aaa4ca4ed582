import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '@rentfront/shared/http';

/** The failure object every API call turns into (public-site.md §8 "General conversion"). */
export interface ApiFailure {
  success: false;
  message: string;
  /** HTTP status; 0 when no response arrived; -1 for anything else. */
  status: number;
  data: unknown;
  /** Field errors from a 400 response, keyed by field name. */
  errors?: Record<string, string>;
}

/** Thrown by the client so TanStack Query and forms see failures; carries the spec's object. */
export class ApiError extends Error implements ApiFailure {
  readonly success = false as const;
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = null,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Builds the failure for an HTTP error response: server detail, then message, then the status text. */
export function failureFromResponse(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as { detail?: unknown; message?: unknown; errors?: unknown };
  const message =
    (typeof b.detail === 'string' && b.detail) || (typeof b.message === 'string' && b.message) || `Request failed with status ${status}`;
  const errors = b.errors && typeof b.errors === 'object' ? (b.errors as Record<string, string>) : undefined;
  return new ApiError(message, status, body ?? null, errors);
}

function isLoadFailure(value: unknown): value is { status: number; message: string } {
  if (!value || typeof value !== 'object' || value instanceof Error) return false;
  const { status, message } = value as { status?: unknown; message?: unknown };
  return typeof status === 'number' && typeof message === 'string';
}

/** Converts anything thrown during a call into the spec's failure object. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    return { success: false, message: error.message, status: error.status, data: error.data, errors: error.errors };
  }
  if (isLoadFailure(error)) {
    // A route loader's failure (page-data/loaded.ts): the status and message survived serialization.
    return { success: false, message: error.message, status: error.status, data: null };
  }
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when no response arrived (offline, DNS, refused).
    return { success: false, message: NETWORK_ERROR_MESSAGE, status: 0, data: null };
  }
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  return { success: false, message, status: -1, data: null };
}

/** The message to show for a failure, or `fallback` when the server gave none of its own. */
export function failureMessage(error: unknown, fallback: string): string {
  const failure = toApiFailure(error);
  if (failure.status > 0 && /^Request failed with status \d+$/.test(failure.message)) return fallback;
  if (failure.status === -1 && failure.message === GENERIC_ERROR_MESSAGE) return fallback;
  return failure.message || fallback;
}
