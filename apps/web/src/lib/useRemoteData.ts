import { useCallback, useEffect, useState } from 'react';

type RemoteState<T> = { status: 'idle' | 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Data a public page reads on demand (e.g. when a dialog opens), with pending, error and Try
 * Again. Page data comes from route loaders; this is for what only an interaction asks for.
 * The answer is kept while the page is mounted (`enabled` going false does not drop it).
 */
export function useRemoteData<T>(read: () => Promise<T>, enabled: boolean) {
  const [state, setState] = useState<RemoteState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loaded = state.status === 'success';

  useEffect(() => {
    if (!enabled || loaded) return;
    let current = true;
    setState({ status: 'pending' });
    read().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function each render; `attempt` asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, loaded, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
