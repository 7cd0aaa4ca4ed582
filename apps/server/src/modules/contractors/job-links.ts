import { eq } from 'drizzle-orm';
import { CONTRACTOR_LINK_DAYS } from '@rentfront/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { contractorJobLinks, type ContractorJobLinkRow } from '../../db/schema';
import { randomToken, sha256 } from '../../platform/crypto';

/** Where the link lands (a server-rendered page; the step forms post to the paths below it). */
export const JOB_PAGE_PATH = '/contractor-job';
export const JOB_ACTION_PATHS = {
  accept: `${JOB_PAGE_PATH}/accept`,
  propose: `${JOB_PAGE_PATH}/propose`,
  done: `${JOB_PAGE_PATH}/done`,
} as const;

/** Our tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const TOKEN_MAX_LENGTH = 100;

/**
 * A new link for one request and one contractor: 32 random bytes, only the SHA-256 stored,
 * expiring after CONTRACTOR_LINK_DAYS. Returns the token to put in the e-mail.
 */
export async function issueJobLink(db: DbOrTx, requestId: string, contractorId: string | null, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.insert(contractorJobLinks).values({
    tokenHash: sha256(token),
    requestId,
    contractorId,
    expiresAt: new Date(now.getTime() + CONTRACTOR_LINK_DAYS * 86_400_000),
    createdAt: now,
  });
  return token;
}

export function jobLinkUrl(config: Config, token: string, path: string = JOB_PAGE_PATH): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

/** The stored link of a token, or null for anything that is not a live token of ours. */
export async function findJobLink(db: DbOrTx, token: string, forUpdate = false): Promise<ContractorJobLinkRow | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const query = db
    .select()
    .from(contractorJobLinks)
    .where(eq(contractorJobLinks.tokenHash, sha256(token)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
