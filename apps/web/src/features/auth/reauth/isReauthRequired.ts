import { REAUTH_REQUIRED_CODE } from '@rentfront/shared/auth-security';
import { toApiFailure } from '../../../api/errors';

/** A 403 asking for the password again (issue 20: PII reveals after 15 minutes). */
export function isReauthRequired(error: unknown): boolean {
  const failure = toApiFailure(error);
  const data = failure.data as { code?: unknown } | null;
  return failure.status === 403 && data?.code === REAUTH_REQUIRED_CODE;
}
