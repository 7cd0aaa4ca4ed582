import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { auditRequest } from '../../platform/audit';
import {
  deriveDeviceCookieKey,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  issueDeviceCookie,
  verifyDeviceCookie,
} from '../../platform/auth/device-cookie';
import { LoginThrottle } from '../../platform/auth/login-throttle';
import { AppError } from '../../platform/http/errors';
import type { LoginResult } from './service';
import { findUserByEmail } from './users';

/**
 * Wraps the password step of POST /api/auth/login (issue 20 items 4 and 6): the throttle before
 * it, the device cookie after it, and an audit entry either way. Kept apart from service.ts's
 * `login` so that function can change (MFA) without touching this.
 */
const keys = new WeakMap<AppContext, Buffer>();
function deviceKey(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    key = deriveDeviceCookieKey(ctx.pii.blindIndexKey());
    keys.set(ctx, key);
  }
  return key;
}

const throttles = new WeakMap<AppContext, LoginThrottle>();
function throttleOf(ctx: AppContext): LoginThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) {
    throttle = new LoginThrottle(ctx.rateLimits);
    throttles.set(ctx, throttle);
  }
  return throttle;
}

/** A refused password (or unknown or unverified account): the service answers 401 for all of them. */
const isRefusal = (err: unknown) => err instanceof AppError && err.statusCode === 401;

export async function guardedLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  attempt: () => Promise<LoginResult>,
): Promise<LoginResult> {
  const device = verifyDeviceCookie(deviceKey(ctx), request.cookies[DEVICE_COOKIE], email);
  const throttle = throttleOf(ctx);
  const ticket = await throttle.check({ email, ip: request.ip, device });
  let result: LoginResult;
  try {
    result = await attempt();
  } catch (err) {
    if (isRefusal(err)) {
      await throttle.failure(ticket);
      await auditLoginFailure(ctx, request, email);
    }
    throw err;
  }
  // The password was right either way; with MFA on, the browser becomes a known device (and the
  // sign-in is recorded) only when the code is right too (mfa/routes.ts calls rememberDevice).
  await throttle.success(ticket);
  if (result.kind === 'session') {
    rememberDevice(ctx, reply, email);
    await auditRequest(ctx.db, request, {
      actorId: result.user.id,
      action: 'auth.login',
      entityType: 'user',
      entityId: result.user.id,
      details: { trusted_device: device !== null },
    });
  }
  return result;
}

/** Marks this browser as one that has signed in to the account (OWASP's device cookie). */
export function rememberDevice(ctx: AppContext, reply: FastifyReply, email: string): void {
  // A new cookie each time: a stolen one stops being the browser's own at its next sign-in.
  reply.setCookie(DEVICE_COOKIE, issueDeviceCookie(deviceKey(ctx), email), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth',
    secure: ctx.config.secureCookies,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

/**
 * "Sign-in failed", naming the account when there is one (the e-mail itself is not stored: for
 * an unknown address it may be anyone's). Known and unknown addresses do the same work here.
 */
async function auditLoginFailure(ctx: AppContext, request: FastifyRequest, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  await auditRequest(ctx.db, request, {
    actorId: null,
    action: 'auth.login_failed',
    entityType: 'user',
    entityId: user?.id,
    details: { known_account: user !== undefined },
  });
}
