import { AUTH_MESSAGES } from '@rentfront/shared';
import { tooManyRequests } from '../http/errors';
import type { RateLimitStore } from '../rate-limit';
import { rateLimitSubject } from '../rate-limit-subject';
import { normalizeLogin } from './device-cookie';

/**
 * Sign-in throttling that an attacker cannot turn against the office (issue 20 item 4; ADR 0024).
 * It replaces the account lock (10 failures from anywhere → 15 minutes out), which let anyone who
 * knew the owner's e-mail keep the office out.
 *
 * - Per client address: at most IP_ATTEMPTS attempts in the window, whatever the accounts (stops
 *   a spray of one password over many accounts from one address).
 * - Per (account, address): at most PAIR_ATTEMPTS attempts; a success clears it. Guessing from
 *   one address ends there, and only for that address: the owner elsewhere is not affected.
 * - Per account: failures from every address are counted; past ACCOUNT_FREE_FAILURES the account
 *   is slowed down with a growing pause (5 s, 10 s, 20 s … at most BACKOFF_CAP_MS) during which
 *   untrusted browsers get 429 without their password being checked. Failures from many addresses
 *   are what reaches it: one address stops at PAIR_ATTEMPTS.
 * - A trusted device (a valid device cookie for this account, device-cookie.ts) skips the three
 *   limits above and has its own: DEVICE_ATTEMPTS per window, cleared on success. A device over
 *   its limit is treated as untrusted.
 *
 * The address limits count an IPv6 client by its /64, as every other per-address limit does
 * (rate-limit-subject.ts): one line can pick any of its 2^64 addresses per attempt.
 *
 * Attempts are counted before the password is checked, so parallel guesses cannot slip through
 * between check and count. The keys never depend on whether the account exists: a known and an
 * unknown e-mail go through the same steps. Counters live in the shared rate-limit store (memory,
 * or Redis for a fleet), which hashes keys before they leave the process.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const IP_ATTEMPTS = 20;
export const PAIR_ATTEMPTS = 5;
export const DEVICE_ATTEMPTS = 10;
export const ACCOUNT_FREE_FAILURES = 10;
export const BACKOFF_FIRST_MS = 5 * 1000;
export const BACKOFF_CAP_MS = 60 * 1000;

export interface LoginAttempt {
  email: string;
  /** The client address (request.ip: the proxy's forwarded address only with TRUST_PROXY). */
  ip: string;
  /** The nonce of a valid device cookie for this account, or null. */
  device: string | null;
}

/** What check() decided, handed back to success() or failure(). */
export interface ThrottleTicket {
  account: string;
  /** The address subject the limits counted (an IPv6 client's /64). */
  ip: string;
  /** Set when the attempt ran as a trusted device. */
  device: string | null;
}

const keys = {
  ip: (ip: string) => `login-ip:${ip}`,
  pair: (account: string, ip: string) => `login-pair:${account}|${ip}`,
  device: (nonce: string) => `login-device:${nonce}`,
  accountFailures: (account: string) => `login-account-fail:${account}`,
  accountPause: (account: string) => `login-account-pause:${account}`,
};

/** The pause after the n-th failure of an account in the window (0 while n is within the free ones). */
export function backoffMs(failures: number): number {
  const over = failures - ACCOUNT_FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(BACKOFF_FIRST_MS * 2 ** (over - 1), BACKOFF_CAP_MS);
}

const retryAfterSeconds = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
const refuse = (resetAt: number) => tooManyRequests(AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds(resetAt));

export class LoginThrottle {
  constructor(private readonly store: RateLimitStore) {}

  private over(count: number, max: number): boolean {
    return count > max * this.store.limitScale;
  }

  /** Counts the attempt and throws 429 (with Retry-After) when it may not go on. */
  async check(attempt: LoginAttempt): Promise<ThrottleTicket> {
    const account = normalizeLogin(attempt.email);
    const ip = rateLimitSubject(attempt.ip);
    if (attempt.device) {
      const hit = await this.store.hit(keys.device(attempt.device), LOGIN_WINDOW_MS);
      if (!this.over(hit.count, DEVICE_ATTEMPTS)) return { account, ip, device: attempt.device };
      // A device guessing too often is no longer trusted: the ordinary limits apply to it.
    }
    const perIp = await this.store.hit(keys.ip(ip), LOGIN_WINDOW_MS);
    if (this.over(perIp.count, IP_ATTEMPTS)) throw refuse(perIp.resetAt);
    const pair = await this.store.hit(keys.pair(account, ip), LOGIN_WINDOW_MS);
    if (this.over(pair.count, PAIR_ATTEMPTS)) throw refuse(pair.resetAt);
    const pause = await this.store.peek(keys.accountPause(account));
    if (pause && pause.count > 0) throw refuse(pause.resetAt);
    return { account, ip, device: null };
  }

  /** A wrong password (or an unknown account): the account's count grows, and may pause it. */
  async failure(ticket: ThrottleTicket): Promise<void> {
    const failures = await this.store.hit(keys.accountFailures(ticket.account), LOGIN_WINDOW_MS);
    const pauseMs = backoffMs(failures.count / this.store.limitScale);
    if (pauseMs > 0) await this.store.hit(keys.accountPause(ticket.account), pauseMs);
  }

  /** The right password: this address's (or this device's) count for the account starts again. */
  async success(ticket: ThrottleTicket): Promise<void> {
    if (ticket.device) await this.store.reset(keys.device(ticket.device));
    else await this.store.reset(keys.pair(ticket.account, ticket.ip));
  }
}
