import { eq } from 'drizzle-orm';
import { savedSearches, savedSearchTokens } from '../../db/schema';
import { sha256 } from '../../platform/crypto';
import type { MailMessage } from '../../platform/mail/transport';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { asVisitor, freshIp } from '../../test/http';

/** Factories and link readers for the saved-searches tests. */

/** A visitor's save from a fresh address (its own rate-limit counter) unless `ip` is given. */
export function saveRequest(t: TestContext, payload: unknown, ip = freshIp()) {
  return asVisitor(t)({ method: 'POST', url: '/api/public/saved-searches', remoteAddress: ip, payload: payload as object });
}

/** The token of a link to `path` in a mail's text part. */
export function tokenIn(mail: MailMessage | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

/** Saves a search and returns its id and the confirmation token mailed for it. */
export async function savedPending(t: TestContext, email: string, filters: Record<string, unknown> = {}) {
  t.mail.sent = [];
  const res = await saveRequest(t, { email, filters });
  if (res.statusCode !== 202) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  await t.flushMail();
  const mail = t.mail.to(email).at(-1);
  const token = tokenIn(mail, '/saved-searches/confirm');
  const [row] = await t.app.ctx.db
    .select({ id: savedSearchTokens.savedSearchId })
    .from(savedSearchTokens)
    .where(eq(savedSearchTokens.tokenHash, sha256(token)));
  return { id: row.id, token };
}

export async function confirm(t: TestContext, token: string) {
  return t.app.inject({ method: 'POST', url: `/saved-searches/confirm?token=${token}`, headers: { origin: TEST_ORIGIN } });
}

/** Saves and confirms a search; returns its id. */
export async function savedConfirmed(t: TestContext, email: string, filters: Record<string, unknown> = {}) {
  const { id, token } = await savedPending(t, email, filters);
  const res = await confirm(t, token);
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode}`);
  return id;
}

export async function searchRow(t: TestContext, id: string) {
  const [row] = await t.app.ctx.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}
