import type { LoadFailure } from '@rentfront/shared/public-data';

/**
 * A loader's answer: the data, or the failure the page shows in its own error state (with Try
 * Again). Loaders never throw for a failed read, so the layout stays and each page keeps the
 * spec's texts; the server sends the failure's status with the rendered page.
 */
export type Loaded<T> = { data: T; failure?: undefined } | { data?: undefined; failure: LoadFailure };

async function failureOf(error: unknown): Promise<LoadFailure> {
  // The server's in-process reads reject with { status, message } already.
  if (error && typeof error === 'object' && 'status' in error && 'message' in error) {
    const { status, message } = error as { status: unknown; message: unknown };
    if (typeof status === 'number' && typeof message === 'string' && status > 0) return { status, message };
  }
  // The API client's conversion, fetched only when a read failed: a page that reads nothing else
  // from the client does not carry it in its first load.
  const { toApiFailure } = await import('../api/errors');
  const failure = toApiFailure(error);
  // No response at all (offline): the page says so; 503 is what the server would answer.
  return { status: failure.status > 0 ? failure.status : 503, message: failure.message };
}

export async function load<T>(read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await read() };
  } catch (error) {
    return { failure: await failureOf(error) };
  }
}

/** The HTTP status a rendered page gets from its loaders' answers: the worst failure, else 200. */
export function statusOf(results: unknown[]): number {
  let status = 200;
  for (const result of results) {
    const failure = (result as Loaded<unknown> | undefined)?.failure;
    if (failure && failure.status > status) status = failure.status;
  }
  return status;
}
