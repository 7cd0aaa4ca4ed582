import { AppError } from '../http/errors';

export const STORAGE_UNAVAILABLE_MESSAGE = 'File storage is temporarily unavailable. Please try again in a moment.';

/**
 * The backing store failed (S3 unreachable, bucket missing, access refused): the request that
 * needed it gets a 503 in the usual error envelope. The driver logs the cause; the client never
 * sees it.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(503, STORAGE_UNAVAILABLE_MESSAGE);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** `get` of a key that does not exist (`open` and `stat` answer null instead). */
export class StorageNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`No stored file at ${key}`);
    this.name = 'StorageNotFoundError';
  }
}
