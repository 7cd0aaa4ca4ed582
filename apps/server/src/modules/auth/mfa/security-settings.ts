import { SECURITY_MESSAGES, type SecuritySettings } from '@rentfront/shared';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { securitySettings } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { conflict } from '../../../platform/http/errors';
import { hasMfaEnabled } from './has-mfa';

/** The site's security settings; no row yet = the defaults. */
export async function getSecuritySettings(db: DbOrTx): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySettings).limit(1);
  return { require_mfa: row?.requireMfa ?? false };
}

export async function updateSecuritySettings(
  ctx: AppContext,
  input: SecuritySettings,
  actor: { id: string; ip: string },
): Promise<SecuritySettings> {
  // Requiring it without having it would lock the owner out of this very screen.
  if (input.require_mfa && !(await hasMfaEnabled(ctx.db, actor.id))) throw conflict(SECURITY_MESSAGES.requireMfaOwnFirst);
  return ctx.db.transaction(async (tx) => {
    const values = { id: 1, requireMfa: input.require_mfa, updatedBy: actor.id, updatedAt: new Date() };
    await tx.insert(securitySettings).values(values).onConflictDoUpdate({ target: securitySettings.id, set: values });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'settings.security_updated',
      entityType: 'security_settings',
      details: { require_mfa: input.require_mfa },
      ip: actor.ip,
    });
    return { require_mfa: input.require_mfa };
  });
}
