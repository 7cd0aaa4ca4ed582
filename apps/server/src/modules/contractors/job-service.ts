import { eq } from 'drizzle-orm';
import {
  checkProposedDate,
  CONTRACTOR_NOTE_MAX,
  CONTRACTOR_PAGE_TEXT as TEXT,
  formatAddressWithUnit,
  MAINTENANCE_MAX_PHOTOS,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  type ContractorJobAction,
} from '@rentfront/shared';
import { officeToday } from '@rentfront/shared/time-zone';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { contractorJobLinks, contractors, maintenancePhotos, maintenanceRequests, type ContractorJobLinkRow } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { UploadedFile } from '../../platform/uploads';
import { deletePhotoFiles, nextPhotoPosition, photoRows, prepareAll, storePhotos } from '../maintenance/photos';
import type { RequestRow } from '../maintenance/serialize';
import { recordMaintenanceEvent } from '../maintenance/timeline';
import { officeJobEmail } from './job-emails';
import { findJobLink } from './job-links';

/** What a link can lead to. Only `open` offers the steps; every other state is a page of its own. */
export type JobState = 'open' | 'done' | 'already_done' | 'expired' | 'invalid' | 'cancelled' | 'closed';

/** What the job page shows of the request: the work, not the tenant (the e-mail has their details). */
export interface JobSummary {
  title: string;
  description: string;
  location: string;
  priority: string;
  status: string;
  contractorName: string | null;
  accepted: boolean;
  proposedDate: string | null;
  expiresAt: Date;
}

export interface JobView {
  state: JobState;
  job?: JobSummary;
  /** The confirmation of the step just taken. */
  notice?: string;
  /** Field errors of the step's form, keyed by field name (date, note, photos). */
  errors?: Record<string, string>;
  /** The form whose errors are shown, and what was typed, so nothing is lost. */
  failedAction?: ContractorJobAction;
  values?: { date?: string; note?: string };
}

export interface JobOutcome {
  view: JobView;
  status: number;
}

const STATUS_OF: Record<JobState, number> = {
  open: 200,
  done: 200,
  already_done: 410,
  expired: 410,
  invalid: 404,
  cancelled: 410,
  closed: 410,
};

const outcome = (view: JobView, status = STATUS_OF[view.state]): JobOutcome => ({ view, status });

/** Today in the office's zone (YYYY-MM-DD): the earliest date a contractor may propose. */
export { officeToday };

function summary(link: ContractorJobLinkRow, request: RequestRow): JobSummary {
  return {
    title: request.issueTitle,
    description: request.issueDescription,
    location: formatAddressWithUnit(request.propertyAddress, request.propertyUnit),
    priority: MAINTENANCE_PRIORITY_LABELS[request.priority],
    status: MAINTENANCE_STATUS_LABELS[request.status],
    contractorName: request.contractorName,
    accepted: link.acceptedAt !== null,
    proposedDate: link.proposedDate,
    expiresAt: link.expiresAt,
  };
}

/** The state of a link and its request, in this order: unknown, used up, expired, the request closed. */
function stateOf(link: ContractorJobLinkRow | null, request: RequestRow | undefined, now: Date): JobState {
  if (!link || !request) return 'invalid';
  if (link.doneAt) return 'already_done';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (request.status === 'cancelled') return 'cancelled';
  if (request.status === 'completed') return 'closed';
  return 'open';
}

async function loadRequest(db: DbOrTx, requestId: string, forUpdate: boolean): Promise<RequestRow | undefined> {
  const query = db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, requestId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The page a GET of the link shows (mail scanners fetch links, so a GET never acts). */
export async function viewJob(ctx: AppContext, token: string): Promise<JobOutcome> {
  const link = await findJobLink(ctx.db, token);
  const request = link ? await loadRequest(ctx.db, link.requestId, false) : undefined;
  const state = stateOf(link, request, new Date());
  return outcome({ state, job: link && request && state === 'open' ? summary(link, request) : undefined });
}

/** The contractor's name as the office knows it: the directory's, else the request's copy; else the e-mail. */
async function contractorName(db: DbOrTx, link: ContractorJobLinkRow, request: RequestRow): Promise<string> {
  if (link.contractorId) {
    const [row] = await db
      .select({ name: contractors.name, email: contractors.email })
      .from(contractors)
      .where(eq(contractors.id, link.contractorId))
      .limit(1);
    if (row) return row.name ?? row.email;
  }
  return request.contractorName ?? request.contractorEmail;
}

interface StepContext {
  tx: DbOrTx;
  link: ContractorJobLinkRow;
  request: RequestRow;
  name: string;
  now: Date;
  /** For the e-mail a resident gets of each step (maintenance/resident-updates.ts). */
  config: Config;
}

/**
 * Runs one step in a transaction holding the link and the request locked, after checking the
 * link is still open (a second tab, a double click or the office may have moved on meanwhile).
 * `step` returns the notice to show; a non-open link returns its own page and does nothing.
 */
async function runStep(ctx: AppContext, token: string, step: (s: StepContext) => Promise<string>): Promise<JobOutcome> {
  const result = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const link = await findJobLink(tx, token, true);
    const request = link ? await loadRequest(tx, link.requestId, true) : undefined;
    const state = stateOf(link, request, now);
    if (state !== 'open' || !link || !request) return outcome({ state });
    const name = await contractorName(tx, link, request);
    const notice = await step({ tx, link, request, name, now, config: ctx.config });
    const [freshLink] = await tx.select().from(contractorJobLinks).where(eq(contractorJobLinks.tokenHash, link.tokenHash));
    const freshRequest = (await loadRequest(tx, link.requestId, false)) ?? request;
    if (freshLink.doneAt) return outcome({ state: 'done', notice });
    return outcome({ state: 'open', job: summary(freshLink, freshRequest), notice });
  });
  ctx.mailer.kick();
  return result;
}

/** Accepting moves a job that was only sent to in progress; later steps accept it implicitly. */
async function acceptIfNeeded({ tx, link, request, name, now, config }: StepContext): Promise<boolean> {
  if (link.acceptedAt) return false;
  await tx.update(contractorJobLinks).set({ acceptedAt: now }).where(eq(contractorJobLinks.tokenHash, link.tokenHash));
  if (request.status === 'sent_to_contractor') {
    await tx.update(maintenanceRequests).set({ status: 'in_progress', updatedAt: now }).where(eq(maintenanceRequests.id, request.id));
  }
  await recordMaintenanceEvent(tx, { requestId: request.id, kind: 'accepted', actor: 'contractor', actorName: name, at: now }, config);
  return true;
}

export async function acceptJob(ctx: AppContext, token: string): Promise<JobOutcome> {
  return runStep(ctx, token, async (s) => {
    if (await acceptIfNeeded(s)) {
      await enqueueEmail(s.tx, officeJobEmail(ctx.config, { kind: 'accepted', request: s.request, contractorName: s.name }));
    }
    return TEXT.accepted;
  });
}

function readNote(value: unknown, required: boolean): { note?: string; error?: string } {
  const note = typeof value === 'string' ? value.trim() : '';
  if (!note) return required ? { error: TEXT.noteRequired } : {};
  if (note.length > CONTRACTOR_NOTE_MAX) return { note, error: TEXT.noteTooLong };
  return { note };
}

/** "Tuesday, December 1, 2026" for a YYYY-MM-DD date (a calendar day: no zone shift). */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

export async function proposeDate(ctx: AppContext, token: string, fields: Record<string, unknown>): Promise<JobOutcome> {
  const date = typeof fields.date === 'string' ? fields.date.trim() : '';
  const { note, error: noteError } = readNote(fields.note, false);
  const dateError = checkProposedDate(date || undefined, officeToday(new Date()));
  if (dateError || noteError) {
    const errors: Record<string, string> = {};
    if (dateError) errors.date = dateError;
    if (noteError) errors.note = noteError;
    return invalidInput(ctx, token, 'propose', errors, { date, note: typeof fields.note === 'string' ? fields.note : '' });
  }
  return runStep(ctx, token, async (s) => {
    await acceptIfNeeded(s);
    await s.tx.update(contractorJobLinks).set({ proposedDate: date }).where(eq(contractorJobLinks.tokenHash, s.link.tokenHash));
    await s.tx.update(maintenanceRequests).set({ updatedAt: s.now }).where(eq(maintenanceRequests.id, s.request.id));
    await recordMaintenanceEvent(
      s.tx,
      {
        requestId: s.request.id,
        kind: 'date_proposed',
        actor: 'contractor',
        actorName: s.name,
        proposedDate: date,
        note,
        at: s.now,
      },
      ctx.config,
    );
    await enqueueEmail(
      s.tx,
      officeJobEmail(ctx.config, { kind: 'date_proposed', request: s.request, contractorName: s.name, date: longDate(date), note }),
    );
    return TEXT.proposed(longDate(date));
  });
}

/** The open page again, with the form's errors and what was typed (400), or the link's own page. */
async function invalidInput(
  ctx: AppContext,
  token: string,
  action: ContractorJobAction,
  errors: Record<string, string>,
  values: { date?: string; note?: string },
  status = 400,
): Promise<JobOutcome> {
  const current = await viewJob(ctx, token);
  if (current.view.state !== 'open') return current;
  return outcome({ ...current.view, errors, failedAction: action, values }, status);
}

/** Room left for photos on the request (10 in all), or null when the link is not open. */
export async function photoRoom(ctx: AppContext, token: string): Promise<number | null> {
  const current = await viewJob(ctx, token);
  if (current.view.state !== 'open') return null;
  const link = await findJobLink(ctx.db, token);
  if (!link) return null;
  return Math.max(0, MAINTENANCE_MAX_PHOTOS - (await nextPhotoPosition(ctx.db, link.requestId)).count);
}

/** An upload refused by platform/uploads (size, type, count): the form again with the reason. */
export async function refusedUpload(ctx: AppContext, token: string, err: AppError, note: string): Promise<JobOutcome> {
  const message = err.errors?.photos ?? err.message;
  return invalidInput(ctx, token, 'done', { photos: message }, { note }, err.statusCode);
}

/**
 * "Done": the note and photos (checked and re-encoded like every maintenance photo) are kept,
 * the request is completed and the link used up. Files are written before the transaction and
 * removed again if it does not commit.
 */
export async function markDone(ctx: AppContext, token: string, fields: Record<string, string>, files: UploadedFile[]): Promise<JobOutcome> {
  const { note, error } = readNote(fields.note, true);
  if (error) return invalidInput(ctx, token, 'done', { note: error }, { note: fields.note ?? '' });
  let prepared;
  try {
    prepared = await prepareAll(files);
  } catch (err) {
    if (err instanceof AppError) return refusedUpload(ctx, token, err, fields.note ?? '');
    throw err;
  }
  const stored = await storePhotos(ctx, prepared);
  let committed = false;
  try {
    const result = await runStep(ctx, token, async (s) => {
      const { count, next } = await nextPhotoPosition(s.tx, s.request.id);
      if (count + stored.length > MAINTENANCE_MAX_PHOTOS) {
        throw new AppError(400, `Maximum ${MAINTENANCE_MAX_PHOTOS} photos allowed`, {
          photos: `Maximum ${MAINTENANCE_MAX_PHOTOS} photos allowed`,
        });
      }
      await acceptIfNeeded(s);
      if (stored.length) await s.tx.insert(maintenancePhotos).values(photoRows(s.request.id, stored, next));
      await s.tx.update(contractorJobLinks).set({ doneAt: s.now }).where(eq(contractorJobLinks.tokenHash, s.link.tokenHash));
      await s.tx
        .update(maintenanceRequests)
        .set({ status: 'completed', completedAt: s.now, updatedAt: s.now })
        .where(eq(maintenanceRequests.id, s.request.id));
      await recordMaintenanceEvent(
        s.tx,
        {
          requestId: s.request.id,
          kind: 'done',
          actor: 'contractor',
          actorName: s.name,
          note,
          at: s.now,
        },
        ctx.config,
      );
      await enqueueEmail(
        s.tx,
        officeJobEmail(ctx.config, { kind: 'done', request: s.request, contractorName: s.name, note, photos: stored.length }),
      );
      return TEXT.doneThanks.body;
    });
    // Only a step that ran and committed keeps its files; a link that was no longer open did nothing.
    committed = result.view.state === 'done';
    return result;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400) return refusedUpload(ctx, token, err, fields.note ?? '');
    throw err;
  } finally {
    if (!committed) {
      await deletePhotoFiles(
        ctx,
        stored.map((s) => s.prefix),
      );
    }
  }
}
