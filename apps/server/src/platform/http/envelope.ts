import type { ApiSuccess } from '@rentfront/shared';

/** The success envelope of server.md §1. */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
