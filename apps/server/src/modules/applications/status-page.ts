import { eq } from 'drizzle-orm';
import { DRAFT_MESSAGES as D, type ApplicationStatusView, type StatusEvent } from '@rentfront/shared/application-drafts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { applications, applicationUpdates } from '../../db/schema';
import { isLinkToken, sha256 } from '../../platform/crypto';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { applicantAnsweredEmail } from './draft-emails';
import type { ApplicationRow } from './serialize';
import { readApplicationUpdates } from './updates';

/** The application a status link names, or 404 (a malformed token is not looked up). */
async function applicationByStatusToken(db: DbOrTx, token: string, forUpdate = false): Promise<ApplicationRow> {
  if (!isLinkToken(token)) throw notFound(D.statusNotFound);
  const query = db
    .select()
    .from(applications)
    .where(eq(applications.statusTokenHash, sha256(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(D.statusNotFound);
  return row;
}

/** "Avery Complete" → "Avery": the page names the applicant and shows nothing else of them. */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The applicant's history: the submission, each status the office set, the office's words (which
 * the applicant was e-mailed anyway) and the applicant's own answers. Never who on the staff did
 * it, nor the e-mails' delivery state: those are the admin timeline's.
 */
async function statusEvents(db: DbOrTx, application: ApplicationRow): Promise<StatusEvent[]> {
  const rows = await readApplicationUpdates(db, application.id);
  const events: StatusEvent[] = [];
  if (!rows.some((r) => r.kind === 'submitted')) {
    events.push({ kind: 'submitted', at: application.createdAt.toISOString(), status: null, text: null });
  }
  for (const r of rows) {
    const at = r.createdAt.toISOString();
    if (r.kind === 'submitted') events.push({ kind: 'submitted', at, status: null, text: null });
    if (r.kind === 'office' && r.fromStatus !== r.toStatus) events.push({ kind: 'status_changed', at, status: r.toStatus, text: null });
    if (r.kind === 'office' && r.message) events.push({ kind: 'office_message', at, status: null, text: r.message });
    if (r.kind === 'applicant' && r.message) events.push({ kind: 'applicant_reply', at, status: null, text: r.message });
  }
  return events;
}

/** The office asked for more information and the applicant has not answered since. */
function awaitingReply(application: ApplicationRow, events: StatusEvent[]): boolean {
  if (application.status !== 'info_requested') return false;
  const asked = events.findLastIndex((e) => e.kind === 'status_changed' && e.status === 'info_requested');
  return !events.slice(asked + 1).some((e) => e.kind === 'applicant_reply');
}

async function statusView(db: DbOrTx, application: ApplicationRow): Promise<ApplicationStatusView> {
  const events = await statusEvents(db, application);
  return {
    reference: application.reference,
    first_name: firstNameOf(application.fullName),
    status: application.status,
    submitted_at: application.createdAt.toISOString(),
    property: {
      id: application.propertyId,
      title: application.propertyTitle,
      city: application.propertyCity,
      state: application.propertyState,
    },
    events,
    awaiting_reply: awaitingReply(application, events),
  };
}

/** GET /api/applications/status/{token}. */
export async function getStatusView(ctx: AppContext, token: string): Promise<ApplicationStatusView> {
  return statusView(ctx.db, await applicationByStatusToken(ctx.db, token));
}

/**
 * POST /api/applications/status/{token}/replies: the applicant's answer to "more information
 * needed", kept on the application's history and sent to the office. The status stays as it is:
 * the office decides what the answer changes.
 */
export async function replyOnStatusPage(ctx: AppContext, token: string, text: string): Promise<ApplicationStatusView> {
  const view = await ctx.db.transaction(async (tx) => {
    const application = await applicationByStatusToken(tx, token, true);
    if (application.status !== 'info_requested') throw conflict(D.replyNotExpected);
    const mail = applicantAnsweredEmail(ctx.config, { reference: application.reference, fullName: application.fullName, text });
    // The office's notice is not the applicant's mail, so the update does not point at it.
    await enqueueEmail(tx, { to: ctx.config.site.email, ...mail });
    await tx.insert(applicationUpdates).values({
      applicationId: application.id,
      kind: 'applicant',
      fromStatus: application.status,
      toStatus: application.status,
      message: text,
    });
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, application.id));
    return statusView(tx, application);
  });
  ctx.mailer.kick();
  return view;
}
