import type { Config } from '../../config';
import { randomToken, sha256 } from '../../platform/crypto';
import type { PiiCipher } from '../../platform/pii/cipher';

/**
 * The applicant's status page link (issue 34 item 4; ADR 0044): 32 random bytes. The SHA-256 finds
 * the application; the token itself is kept encrypted with the PII key, because every later status
 * e-mail links to the page again. It never reaches a log (logger.ts redacts the path).
 */
export function newStatusToken(cipher: PiiCipher): { token: string; hash: string; sealed: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token), sealed: cipher.encrypt(token) };
}

/** The token of a stored application, or null for one from before the status page existed. */
export function openStatusToken(sealed: string | null, cipher: PiiCipher): string | null {
  return sealed ? cipher.decrypt(sealed) : null;
}

export function statusPageUrl(config: Pick<Config, 'publicUrl'>, token: string): string {
  return `${config.publicUrl}/applications/${token}`;
}

/** The page's URL for an application as stored, for its e-mails; null before the page existed. */
export function statusPageUrlOf(
  row: { statusTokenCipher: string | null },
  ctx: { config: Pick<Config, 'publicUrl'>; pii: PiiCipher },
): string | null {
  const token = openStatusToken(row.statusTokenCipher, ctx.pii);
  return token ? statusPageUrl(ctx.config, token) : null;
}
