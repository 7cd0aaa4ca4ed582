import type { ApplicationTimeline, ApplicationTimelineEntry } from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { getApplicationRow } from './lookup';
import { readApplicationUpdates } from './updates';

/**
 * GET /api/admin/applications/{id}/timeline: submitted, then each office action as its status
 * change, its note and the e-mail it queued (with the outbox's delivery state), oldest first.
 * Applications from before the history existed show their submission from created_at alone.
 */
export async function getApplicationTimeline(db: DbOrTx, id: string): Promise<ApplicationTimeline> {
  const application = await getApplicationRow(db, id);
  const rows = await readApplicationUpdates(db, application.id);

  const entries: ApplicationTimelineEntry[] = [];
  if (!rows.some((r) => r.kind === 'submitted')) entries.push({ kind: 'submitted', at: application.createdAt.toISOString() });
  for (const r of rows) {
    const at = r.createdAt.toISOString();
    if (r.kind === 'submitted') entries.push({ kind: 'submitted', at });
    if (r.kind === 'office' && r.fromStatus !== r.toStatus) {
      entries.push({ kind: 'status_changed', at, actor: r.actor, from: r.fromStatus, to: r.toStatus });
    }
    if (r.kind === 'applicant' && r.message) entries.push({ kind: 'applicant_reply', at, text: r.message });
    if (r.kind !== 'applicant' && r.message) entries.push({ kind: 'message', at, actor: r.actor, text: r.message });
    if (r.mailSubject !== null && r.mailStatus !== null) {
      // Queued in the same transaction as the update, so it shares the update's time.
      entries.push({
        kind: 'email',
        at,
        subject: r.mailSubject,
        delivery: r.mailStatus,
        sent_at: r.mailSentAt ? r.mailSentAt.toISOString() : null,
      });
    }
  }
  return { entries };
}
