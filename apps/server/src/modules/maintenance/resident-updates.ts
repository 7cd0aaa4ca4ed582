import { eq } from 'drizzle-orm';
import { MAINTENANCE_STATUS_LABELS, maintenanceEventText } from '@rentfront/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { maintenanceRequests, residents } from '../../db/schema';
import { enqueueEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import type { NewMaintenanceEvent } from './timeline';

/**
 * A request a resident sent from the portal (issue 32 item 4): every status change and contractor
 * step is e-mailed to them, queued in the transaction of the step. The office's and contractor's
 * notes are not copied (they may be meant for each other); the portal's timeline has the steps.
 */
export async function mailResidentOfEvent(db: DbOrTx, config: Config, event: NewMaintenanceEvent): Promise<void> {
  if (event.actor === 'resident') return;
  const [row] = await db
    .select({ title: maintenanceRequests.issueTitle, email: residents.email, name: residents.fullName })
    .from(maintenanceRequests)
    .innerJoin(residents, eq(residents.id, maintenanceRequests.residentId))
    .where(eq(maintenanceRequests.id, event.requestId));
  if (!row) return;
  const who = event.actor === 'contractor' ? (event.actorName ?? 'The contractor') : 'The office';
  const step = maintenanceEventText(event.kind, event.proposedDate ?? null, event.status ? MAINTENANCE_STATUS_LABELS[event.status] : null);
  const mail = renderEmail(
    {
      subject: `Update on your maintenance request: ${row.title}`,
      greeting: `Hello ${row.name},`,
      heading: 'Your maintenance request was updated',
      paragraphs: [
        `${who}: ${step.charAt(0).toLowerCase()}${step.slice(1)}.`,
        'The request’s page in your resident portal shows every step.',
      ],
      action: { label: 'See the request', url: `${config.publicUrl}/resident/maintenance/${event.requestId}` },
    },
    config.site.name,
  );
  await enqueueEmail(db, { to: row.email, ...mail });
}
