import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../platform/auth/sessions';

/** The cookie holding a pending second-factor sign-in (a token whose SHA-256 is in mfa_challenges). */
export const MFA_CHALLENGE_COOKIE = 'mfa_pending';
export const MFA_CHALLENGE_MS = 5 * 60 * 1000;

/** The cookies that sign someone in: named with `__Host-` on the wire when cookies are Secure. */
const SIGN_IN_COOKIES = [SESSION_COOKIE, MFA_CHALLENGE_COOKIE];

/**
 * A sign-in cookie's name as the browser keeps it. With Secure cookies (an https PUBLIC_URL) it
 * is `__Host-<name>`: browsers accept such a cookie only Secure, with Path=/ and no Domain, so a
 * sibling subdomain or a plain-http page cannot set or shadow the session (cookie tossing).
 * Plain-http development keeps the bare names.
 */
export const cookieName = (config: Config, name: string) => (config.secureCookies ? `__Host-${name}` : name);

// The same attributes on set and clear, so a browser replaces a cookie rather than keeping both.
export const cookieAttributes = (config: Config) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies }) as const;

export function setSessionCookie(config: Config, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieName(config, SESSION_COOKIE), token, {
    ...cookieAttributes(config),
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(cookieName(config, SESSION_COOKIE), cookieAttributes(config));
}

export function setChallengeCookie(config: Config, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieName(config, MFA_CHALLENGE_COOKIE), token, {
    ...cookieAttributes(config),
    maxAge: Math.floor(MFA_CHALLENGE_MS / 1000),
  });
}

export function clearChallengeCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(cookieName(config, MFA_CHALLENGE_COOKIE), cookieAttributes(config));
}

/**
 * Code reads the sign-in cookies by their plain names (`request.cookies.sid`). With Secure
 * cookies this hook, run right after the cookie parser, puts the `__Host-` cookie's value there
 * and drops a plain-named one, so a cookie without the prefix (which any subdomain could have
 * set) is never taken for a session.
 */
export function registerSignInCookieNames(app: FastifyInstance, config: Config): void {
  if (!config.secureCookies) return;
  app.addHook('onRequest', async (request) => {
    for (const name of SIGN_IN_COOKIES) {
      const value = request.cookies[`__Host-${name}`];
      if (value === undefined) delete request.cookies[name];
      else request.cookies[name] = value;
    }
  });
}
