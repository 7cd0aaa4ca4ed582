import type { AppContext } from '../../context';
import { LoginThrottle } from '../../platform/auth/login-throttle';

/**
 * The staff sign-in throttle (ADR 0024) over the resident sign-ins. Its accounts are prefixed so a
 * resident's and a staff member's counts for one e-mail stay apart; the per-address limit is the
 * same shared one, so one address cannot guess twice as often by switching forms.
 */
const throttles = new WeakMap<AppContext, LoginThrottle>();

export function residentThrottle(ctx: AppContext): LoginThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) {
    throttle = new LoginThrottle(ctx.rateLimits);
    throttles.set(ctx, throttle);
  }
  return throttle;
}

/** The throttle's account key of a resident sign-in of this kind. */
export const throttleAccount = (kind: 'link' | 'password', email: string) => `resident-${kind}:${email.trim().toLowerCase()}`;
