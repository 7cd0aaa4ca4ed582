import { eq } from 'drizzle-orm';
import { TOUR_ACTIVE_STATUSES, TOUR_MESSAGES, type AdminTourDetail } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { tours } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { sha256 } from '../../platform/crypto';
import { unprocessable } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { getTour, loadJoined } from './admin';
import { visitorTourEmail } from './emails';
import { tourManageToken } from './manage-token';
import { loadHome, tourMail } from './service';
import { loadTourSettings } from './settings';

/** Who acts, for the audit entry. */
export interface TourActor {
  userId: string | null;
  ip: string;
}

/**
 * The office revokes a visitor's manage link (issue 30, S13c): a forwarded or leaked link stops
 * working at once and shows the link page's "not valid" state. Revoking a revoked link is a no-op.
 */
export async function revokeManageLink(ctx: AppContext, id: string, actor: TourActor): Promise<AdminTourDetail> {
  await loadJoined(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
    if (current.manageLinkRevokedAt) return;
    await tx.update(tours).set({ manageLinkRevokedAt: new Date() }).where(eq(tours.id, id));
    await writeAudit(tx, { actorId: actor.userId, action: 'tour.manage_link_revoked', entityType: 'tour', entityId: id, ip: actor.ip });
  });
  return getTour(ctx, id);
}

/**
 * A new manage link for an upcoming active tour, e-mailed to the visitor: signed over the next
 * link version, its hash replaces the old one's, so every earlier link is dead (revoked or not).
 */
export async function issueManageLink(ctx: AppContext, id: string, actor: TourActor, now = new Date()): Promise<AdminTourDetail> {
  await loadJoined(ctx.db, id);
  const settings = await loadTourSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
    const active = (TOUR_ACTIVE_STATUSES as readonly string[]).includes(current.status);
    if (!active || current.startAt.getTime() <= now.getTime()) throw unprocessable(TOUR_MESSAGES.manageLinkNotActive);
    const version = current.manageLinkVersion + 1;
    const token = tourManageToken(ctx, id, version);
    const [row] = await tx
      .update(tours)
      .set({ manageLinkVersion: version, manageTokenHash: sha256(token), manageLinkRevokedAt: null, updatedAt: now })
      .where(eq(tours.id, id))
      .returning();
    const home = await loadHome(tx, row.propertyId);
    await enqueueEmail(tx, visitorTourEmail(ctx.config, tourMail(row, home, settings.time_zone), 'new_link', { token }));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: 'tour.manage_link_issued',
      entityType: 'tour',
      entityId: id,
      details: { version },
      ip: actor.ip,
    });
  });
  ctx.mailer.kick();
  return getTour(ctx, id);
}
