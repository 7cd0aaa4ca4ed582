import { useCallback, useEffect, useState } from 'react';
import { ApiError, failureMessage } from '../api/errors';

// A page that reads its data in the browser (a link's token must not pass through the server's
// page render): pending, ready, or failed with the server's words and whether Try Again can help.

export type BrowserLoad<T> =
  { status: 'pending' } | { status: 'ready'; data: T } | { status: 'failed'; message: string; httpStatus: number; retry: boolean };

/** Runs `load` on mount and whenever `key` changes; a 4xx answer (a bad link) offers no retry. */
export function useBrowserLoad<T>(key: string, load: () => Promise<T>, fallback: string) {
  const [state, setState] = useState<BrowserLoad<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        const httpStatus = error instanceof ApiError ? error.status : 0;
        const clientMistake = httpStatus >= 400 && httpStatus < 500 && httpStatus !== 408 && httpStatus !== 429;
        setState({ status: 'failed', message: failureMessage(error, fallback), httpStatus, retry: !clientMistake });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `fallback` are read for the key they were given with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the data after a write answered with it. */
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, retry, replace };
}
