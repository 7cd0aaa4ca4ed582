import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../../platform/auth/sessions';

/** The cookie holding a pending second-factor sign-in (a token whose SHA-256 is in mfa_challenges). */
export const MFA_CHALLENGE_COOKIE = 'mfa_pending';
export const MFA_CHALLENGE_MS = 5 * 60 * 1000;

// The same attributes on set and clear, so a browser replaces a cookie rather than keeping both.
export const cookieAttributes = (config: Config) => ({ httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies }) as const;

export function setSessionCookie(config: Config, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieAttributes(config), maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000) });
}

export function setChallengeCookie(config: Config, reply: FastifyReply, token: string): void {
  reply.setCookie(MFA_CHALLENGE_COOKIE, token, { ...cookieAttributes(config), maxAge: Math.floor(MFA_CHALLENGE_MS / 1000) });
}

export function clearChallengeCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(MFA_CHALLENGE_COOKIE, cookieAttributes(config));
}
