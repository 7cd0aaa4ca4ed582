import { eq } from 'drizzle-orm';
import { TOUR_MESSAGES, type TourSettings } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { tours, type TourRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { enqueueEmail } from '../../platform/mail/outbox';
import { officeTourEmail, type TourMail } from './emails';
import { tourVerifyToken } from './manage-token';

/**
 * Who may get a self-guided home's access instructions (issue 30, S2). A booking is anonymous, so
 * the lockbox code goes only to a tour the office confirmed or, when Settings › Tours turns
 * "Self-guided tours need confirmation" off, to a visitor who proved the e-mail address through
 * the booking e-mail's link. Why it was allowed is what the audit entry records.
 */
export type AccessGrant = 'confirmed' | 'verified';

type AccessTour = Pick<TourRow, 'type' | 'status' | 'emailVerifiedAt'>;

export function accessGrant(settings: TourSettings, tour: AccessTour): AccessGrant | null {
  if (tour.type !== 'self_guided') return null;
  if (tour.status === 'confirmed') return 'confirmed';
  if (!settings.self_guided_needs_confirmation && tour.status === 'booked' && tour.emailVerifiedAt) return 'verified';
  return null;
}

/** When the instructions come, for a self-guided tour that may not have them yet; null otherwise. */
export function accessNote(settings: TourSettings, tour: AccessTour): string | null {
  if (tour.type !== 'self_guided' || accessGrant(settings, tour)) return null;
  return settings.self_guided_needs_confirmation || tour.emailVerifiedAt
    ? TOUR_MESSAGES.accessAfterConfirmation
    : TOUR_MESSAGES.accessAfterVerification;
}

/** What a visitor e-mail says about access: the note, and the verification link when the note asks for it. */
export function accessMailOptions(ctx: AppContext, settings: TourSettings, tour: AccessTour & { id: string }) {
  const note = accessNote(settings, tour);
  return { accessNote: note, verifyToken: note === TOUR_MESSAGES.accessAfterVerification ? tourVerifyToken(ctx, tour.id) : undefined };
}

const GRANT_NOTES: Record<AccessGrant, string> = {
  confirmed: 'The access instructions went to the visitor because the tour is confirmed.',
  verified: 'The access instructions went to the visitor, who confirmed the e-mail address (tours need no confirmation).',
};

/**
 * Records one send of access instructions, in the transaction that queues it: an audit entry
 * (the tour and why; never the instructions), the office's notice, and the send's time (cleared
 * when the visitor moves the tour, which then waits for the office again).
 */
export async function recordAccessSent(ctx: AppContext, tx: DbOrTx, tour: TourRow, mail: TourMail, grant: AccessGrant, now: Date) {
  await writeAudit(tx, {
    actorId: null,
    action: 'tour.access_sent',
    entityType: 'tour',
    entityId: tour.id,
    details: { grant, property_id: tour.propertyId },
  });
  await enqueueEmail(tx, officeTourEmail(ctx.config, mail, 'access_sent', 'office', { note: GRANT_NOTES[grant] }));
  await tx.update(tours).set({ accessSentAt: now }).where(eq(tours.id, tour.id));
}

/**
 * After a confirmation or a verification: a self-guided tour whose reminder went out without the
 * instructions gets it again at the reminder job's next pass, this time with them.
 */
export async function reopenAccessReminder(tx: DbOrTx, tour: Pick<TourRow, 'id' | 'type' | 'reminderSentAt' | 'accessSentAt'>) {
  if (tour.type !== 'self_guided' || !tour.reminderSentAt || tour.accessSentAt) return;
  await tx.update(tours).set({ reminderSentAt: null }).where(eq(tours.id, tour.id));
}
