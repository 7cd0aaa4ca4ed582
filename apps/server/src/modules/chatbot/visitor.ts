import crypto from 'node:crypto';

/**
 * Who owns a conversation. The browser keeps a random secret in an HttpOnly cookie; conversations
 * store only a public id derived from it. Knowing a session id or a visitor id (they appear in
 * URLs and logs) is not enough to read or continue someone's chat: the cookie is needed.
 */

export const VISITOR_COOKIE = 'rf_chat';
export const VISITOR_COOKIE_PATH = '/api/chatbot';
export const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface Visitor {
  /** Public id (a UUID), stored with the conversations. */
  id: string;
}

export function newVisitorSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The public id of a secret: the first 16 bytes of its SHA-256, written as a UUID. */
export function visitorIdFromSecret(secret: string): string {
  const hex = crypto.createHash('sha256').update(secret).digest('hex').slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The visitor a cookie value names, or null when there is none or it is not one of ours. */
export function visitorFromSecret(secret: string | undefined): Visitor | null {
  return secret && SECRET_PATTERN.test(secret) ? { id: visitorIdFromSecret(secret) } : null;
}
