import { queryOptions } from '@tanstack/react-query';
import { fetchMfaStatus, fetchSecuritySettings, fetchSessions } from '../security';
import { securityKeys } from '../queryKeys';

// TanStack Query options of Settings → Security (the signed-in user's account and the site policy).

export const securityQueries = {
  /** Signed-in devices: read again on every visit (another browser may have signed in meanwhile). */
  sessions: () => queryOptions({ queryKey: securityKeys.sessions, queryFn: fetchSessions, refetchOnMount: 'always' }),
  mfa: () => queryOptions({ queryKey: securityKeys.mfa, queryFn: fetchMfaStatus, refetchOnMount: 'always' }),
  settings: () => queryOptions({ queryKey: securityKeys.settings, queryFn: fetchSecuritySettings }),
};
