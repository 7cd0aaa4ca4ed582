import { toApiFailure } from '../../api/errors';
import { useRemoteData } from '../../lib/useRemoteData';

/**
 * A portal page's data, read in the browser with the resident's session once the page is live
 * (ADR 0035: the server renders the shell and its loading state, never the resident's data).
 */
export function usePortalRead<T>(read: () => Promise<T>) {
  const state = useRemoteData(read, true);
  const signedOut = state.status === 'error' && toApiFailure(state.error).status === 401;
  return { ...state, signedOut };
}

export type PortalRead<T> = ReturnType<typeof usePortalRead<T>>;
