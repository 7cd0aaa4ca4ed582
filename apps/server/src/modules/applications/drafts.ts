import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { APPLICATION_MESSAGES, personalInformationSchema, type ApplicationDocument, type ApplicationSubmitResult } from '@rentfront/shared';
import {
  DRAFT_DAYS,
  DRAFT_MESSAGES as D,
  DRAFT_SENSITIVE_FIELDS,
  type DraftCreateInput,
  type DraftSaved,
  type DraftSave,
  type DraftSensitiveField,
  type DraftValues,
  type DraftView,
} from '@rentfront/shared/application-drafts';
import { EMAIL_PATTERN } from '@rentfront/shared/validation';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { applicationDrafts } from '../../db/schema';
import { isLinkToken, randomToken, sha256 } from '../../platform/crypto';
import { zodIssuesToErrors } from '../../platform/http/error-handler';
import { badRequest, gone, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { PiiCipher } from '../../platform/pii/cipher';
import { continueApplicationEmail } from './draft-emails';
import { maskBirthDate, maskLicense, maskSsn } from './pii';
import { readPropertySummary, submitApplication } from './submit';

type DraftRow = typeof applicationDrafts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link's page (the web app's route /apply/resume/:token). */
export function resumeUrl(ctx: Pick<AppContext, 'config'>, token: string): string {
  return `${ctx.config.publicUrl}/apply/resume/${token}`;
}

/** The draft a link names, or why it cannot be used: 404 unknown, 410 expired or submitted. */
export async function openDraft(db: DbOrTx, token: string, now = new Date()): Promise<DraftRow> {
  if (!isLinkToken(token)) throw notFound(D.notFound);
  const [row] = await db
    .select()
    .from(applicationDrafts)
    .where(eq(applicationDrafts.tokenHash, sha256(token)));
  if (!row) throw notFound(D.notFound);
  if (row.submittedAt) throw gone(D.alreadySubmitted, 'draft_submitted');
  if (row.expiresAt <= now) throw gone(D.expired, 'draft_expired');
  return row;
}

/**
 * POST /api/applications/drafts: a draft for this property and e-mail, and the "continue your
 * application" e-mail with its link. Answers the token, which the wizard keeps in its tab.
 */
export async function createDraft(ctx: AppContext, input: DraftCreateInput, now = new Date()): Promise<{ draft_token: string }> {
  const property = await readPropertySummary(ctx.db, input.property_id);
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + DRAFT_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(applicationDrafts).values({
      tokenHash: sha256(token),
      propertyId: property.id,
      email: input.email.trim(),
      createdAt: now,
      updatedAt: now,
      expiresAt,
    });
    const mail = continueApplicationEmail(ctx.config, { propertyTitle: property.title, url: resumeUrl(ctx, token), expiresAt });
    await enqueueEmail(tx, { to: input.email.trim(), ...mail });
  });
  ctx.mailer.kick();
  return { draft_token: token };
}

const MASKS: Record<DraftSensitiveField, (value: string) => string | null> = {
  date_of_birth: maskBirthDate,
  social_security_number: maskSsn,
  drivers_license_number: maskLicense,
};

/** GET /api/applications/drafts/{token}: the answers so far; the sensitive ones masked. */
export async function readDraft(ctx: AppContext, token: string): Promise<DraftView> {
  const row = await openDraft(ctx.db, token);
  const sensitiveSaved = {} as DraftView['sensitive_saved'];
  for (const field of DRAFT_SENSITIVE_FIELDS) {
    const sealed = row.sensitive[field];
    sensitiveSaved[field] = sealed ? MASKS[field](ctx.pii.decrypt(sealed)) : null;
  }
  return {
    property_id: row.propertyId,
    email: row.email,
    step: row.step,
    completed: row.completed,
    values: row.values as DraftValues,
    sensitive_saved: sensitiveSaved,
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Takes the sensitive fields out of the answers: each one given is checked by the application's
 * own rule and sealed; a blank one keeps what was saved before (the form never shows it again).
 */
function sealSensitive(values: DraftValues, cipher: PiiCipher): { values: DraftValues; sealed: Record<string, string> } {
  const personal = values.personal_information;
  if (typeof personal !== 'object' || personal === null || Array.isArray(personal)) return { values, sealed: {} };
  const rest: Record<string, unknown> = { ...personal };
  const sealed: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const field of DRAFT_SENSITIVE_FIELDS) {
    const given = rest[field];
    delete rest[field];
    if (typeof given !== 'string' || given.trim() === '') continue;
    const checked = personalInformationSchema.shape[field].safeParse(given);
    if (!checked.success)
      Object.assign(errors, zodIssuesToErrors(checked.error.issues.map((i) => ({ ...i, path: ['personal_information', field] }))));
    else if (checked.data) sealed[field] = cipher.encrypt(checked.data);
  }
  if (Object.keys(errors).length > 0) throw badRequest(APPLICATION_MESSAGES.fixValidation, errors);
  return { values: { ...values, personal_information: rest as DraftValues }, sealed };
}

/** The e-mail typed on step 2, when it is one; the draft follows a corrected address. */
function emailOf(values: DraftValues): string | null {
  const personal = values.personal_information;
  if (typeof personal !== 'object' || personal === null || Array.isArray(personal)) return null;
  const email = (personal as Record<string, unknown>).email;
  return typeof email === 'string' && EMAIL_PATTERN.test(email.trim()) && email.length <= 254 ? email.trim() : null;
}

/** PUT /api/applications/drafts/{token}: one statement when the link is good (a step's save). */
export async function saveDraft(
  ctx: Pick<AppContext, 'db' | 'pii'>,
  token: string,
  input: DraftSave,
  now = new Date(),
): Promise<DraftSaved> {
  if (!isLinkToken(token)) throw notFound(D.notFound);
  const { values, sealed } = sealSensitive(input.values, ctx.pii);
  const email = emailOf(values);
  const saved = await ctx.db
    .update(applicationDrafts)
    .set({
      step: input.step,
      completed: [...new Set(input.completed)].sort((a, b) => a - b),
      values,
      sensitive: sql`${applicationDrafts.sensitive} || ${JSON.stringify(sealed)}::jsonb`,
      ...(email ? { email } : {}),
      updatedAt: now,
    })
    .where(and(eq(applicationDrafts.tokenHash, sha256(token)), isNull(applicationDrafts.submittedAt), gt(applicationDrafts.expiresAt, now)))
    .returning({ updatedAt: applicationDrafts.updatedAt });
  // Nothing saved: say why (unknown, expired or submitted).
  if (saved.length === 0) await openDraft(ctx.db, token, now);
  return { saved_at: (saved[0]?.updatedAt ?? now).toISOString() };
}

/** The sensitive values the draft holds, where the submitted body left them blank. */
function withSavedSensitive(doc: ApplicationDocument, draft: DraftRow, cipher: PiiCipher): ApplicationDocument {
  const personal = { ...doc.personal_information };
  for (const field of DRAFT_SENSITIVE_FIELDS) {
    const sealed = draft.sensitive[field];
    if (!personal[field] && sealed) personal[field] = cipher.decrypt(sealed);
  }
  return { ...doc, personal_information: personal };
}

/**
 * POST /api/applications/drafts/{token}/submit: the spec's submit body (parsed by the route the
 * same way), completed with the sensitive values saved earlier. The application and the end of the draft are
 * one transaction, so a double submit makes one application (the loser gets 410).
 */
export async function submitDraft(
  ctx: AppContext,
  token: string,
  sent: ApplicationDocument,
  idempotencyKey: string | undefined,
  leadSource: string | null,
): Promise<{ result: ApplicationSubmitResult; replayed: boolean }> {
  const draft = await openDraft(ctx.db, token);
  if (sent.property_id !== draft.propertyId) throw badRequest(D.propertyMismatch);
  const doc = withSavedSensitive(sent, draft, ctx.pii);
  return submitApplication(ctx, doc, {
    idempotencyKey,
    leadSource,
    sentDoc: sent,
    alsoInTransaction: async (tx, application) => {
      const closed = await tx
        .update(applicationDrafts)
        // The application holds the answers now; the draft keeps none of them.
        .set({ submittedAt: new Date(), applicationId: application.id, values: {}, sensitive: {} })
        .where(and(eq(applicationDrafts.id, draft.id), isNull(applicationDrafts.submittedAt)))
        .returning({ id: applicationDrafts.id });
      if (closed.length === 0) throw gone(D.alreadySubmitted, 'draft_submitted');
    },
  });
}

/** Deletes drafts past their 30 days, submitted or not (ADR 0044). */
export async function purgeExpiredDrafts(db: DbOrTx, now = new Date()): Promise<number> {
  const gone = await db.delete(applicationDrafts).where(lt(applicationDrafts.expiresAt, now)).returning({ id: applicationDrafts.id });
  return gone.length;
}
