import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES, type ApplicationDocument, type ApplicationSubmitResult } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { applications, applicationUpdates, properties } from '../../db/schema';
import { propertyRef } from '../../db/projections/properties';
import { sha256 } from '../../platform/crypto';
import { notFound, unprocessable } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { applicantReceiptEmail, officeNewApplicationEmail, type ApplicationMailFacts } from './emails';
import { isUuid } from '../../platform/ids';
import { PII_FIELDS, toStoredDocument } from './pii';
import { newReference, uniqueViolation } from './reference';
import type { ApplicationRow } from './serialize';
import { newStatusToken, openStatusToken, statusPageUrlOf } from './status-link';
import type { PiiCipher } from '../../platform/pii/cipher';

export interface PropertySummary {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  price: number;
}

/** The summary copied into the application, so deleting the property later loses nothing. */
export async function readPropertySummary(db: DbOrTx, propertyId: string): Promise<PropertySummary> {
  if (!isUuid(propertyId)) throw notFound(APPLICATION_MESSAGES.propertyNotFound);
  const [property] = await db
    .select({
      ...propertyRef,
      address: properties.address,
      city: properties.city,
      state: properties.state,
      price: properties.price,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!property) throw notFound(APPLICATION_MESSAGES.propertyNotFound);
  return property;
}

/**
 * Fingerprint of a submission, to tell a retry from a different application under the same
 * Idempotency-Key. The sensitive values are left out so the hash cannot be used to guess them.
 */
export function submissionHash(doc: ApplicationDocument): string {
  const personal: Record<string, unknown> = { ...doc.personal_information };
  for (const field of PII_FIELDS) personal[field] = personal[field] ? 'given' : null;
  return sha256(JSON.stringify({ ...doc, personal_information: personal }));
}

type ResultRow = Pick<ApplicationRow, 'id' | 'reference' | 'status' | 'createdAt' | 'statusTokenCipher'>;

export function toSubmitResult(row: ResultRow, cipher: PiiCipher): ApplicationSubmitResult {
  return {
    application_id: row.id,
    reference: row.reference,
    status: row.status,
    submitted_at: row.createdAt.toISOString(),
    status_token: openStatusToken(row.statusTokenCipher, cipher),
  };
}

/** The first result of a submit made with this key, or null; a different body under it is 422. */
export async function findReplay(db: DbOrTx, cipher: PiiCipher, key: string, hash: string): Promise<ApplicationSubmitResult | null> {
  const [row] = await db
    .select({
      id: applications.id,
      reference: applications.reference,
      status: applications.status,
      createdAt: applications.createdAt,
      statusTokenCipher: applications.statusTokenCipher,
      requestHash: applications.requestHash,
    })
    .from(applications)
    .where(eq(applications.idempotencyKey, key));
  if (!row) return null;
  if (row.requestHash !== hash) throw unprocessable(APPLICATION_MESSAGES.idempotencyMismatch);
  return toSubmitResult(row, cipher);
}

export interface NewApplication {
  doc: ApplicationDocument;
  property: PropertySummary;
  idempotencyKey?: string;
  /** Where the applicant came from (platform/http/lead-source.ts). */
  leadSource?: string | null;
  /** submissionHash of what the client sent (default: of `doc`). */
  fingerprint?: string;
  /** Seeds backdate their rows and set a status; a submit is always now and pending. */
  createdAt?: Date;
  status?: ApplicationRow['status'];
}

/** Inserts one application (PII encrypted first). Throws the driver's error on a unique clash. */
export async function insertApplication(tx: DbOrTx, ctx: AppContext, input: NewApplication): Promise<ApplicationRow> {
  const { doc, property } = input;
  const personal = doc.personal_information;
  // The wizard defaults the signature date to today; a client that sends none signs today too.
  const signature = doc.signature_acknowledgment.electronic_signature;
  const signed: ApplicationDocument = signature.signature_date
    ? doc
    : {
        ...doc,
        signature_acknowledgment: {
          ...doc.signature_acknowledgment,
          electronic_signature: { ...signature, signature_date: (input.createdAt ?? new Date()).toISOString().slice(0, 10) },
        },
      };
  const statusToken = newStatusToken(ctx.pii);
  const [row] = await tx
    .insert(applications)
    .values({
      reference: newReference(),
      propertyId: property.id,
      propertyTitle: property.title,
      propertyAddress: property.address,
      propertyCity: property.city,
      propertyState: property.state,
      propertyPrice: property.price,
      status: input.status ?? 'pending',
      leadSource: input.leadSource ?? null,
      fullName: personal.full_name,
      email: personal.email,
      phoneNumber: personal.phone_number,
      document: toStoredDocument(signed, ctx.pii),
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: input.idempotencyKey ? (input.fingerprint ?? submissionHash(doc)) : null,
      statusTokenHash: statusToken.hash,
      statusTokenCipher: statusToken.sealed,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning();
  return row;
}

export function mailFacts(row: ApplicationRow, ctx: Pick<AppContext, 'config' | 'pii'>): ApplicationMailFacts {
  return {
    statusUrl: statusPageUrlOf(row, ctx),
    reference: row.reference,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    propertyLocation: [row.propertyCity, row.propertyState].filter(Boolean).join(', ') || null,
    propertyPrice: row.propertyPrice,
    submittedAt: row.createdAt,
  };
}

const REFERENCE_ATTEMPTS = 5;

/**
 * POST /api/applications/submit: stores the application with its property summary and queues
 * the applicant's receipt and the office copy in the same transaction. A concurrent retry with
 * the same Idempotency-Key loses the race on the unique key and gets the first result.
 */
export interface SubmitOptions {
  idempotencyKey?: string;
  /** Where the applicant came from (platform/http/lead-source.ts). */
  leadSource?: string | null;
  /**
   * The body as the client sent it, when `doc` adds to it (a draft's saved sensitive values): a
   * retry is told apart by what the client sends, so the key's fingerprint is of this.
   */
  sentDoc?: ApplicationDocument;
  /** More work of the same transaction (a draft marked submitted): all of it happens, or none. */
  alsoInTransaction?: (tx: DbOrTx, application: ApplicationRow) => Promise<void>;
}

export async function submitApplication(
  ctx: AppContext,
  doc: ApplicationDocument,
  options: SubmitOptions = {},
): Promise<{ result: ApplicationSubmitResult; replayed: boolean }> {
  const { idempotencyKey, leadSource = null, alsoInTransaction } = options;
  const fingerprint = submissionHash(options.sentDoc ?? doc);
  const property = await readPropertySummary(ctx.db, doc.property_id);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await insertApplication(tx, ctx, { doc, property, idempotencyKey, leadSource, fingerprint });
        const facts = mailFacts(inserted, ctx);
        const receiptId = await enqueueEmail(tx, { to: inserted.email, ...applicantReceiptEmail(ctx.config, facts) });
        // The timeline's first entry, with the receipt's delivery state.
        await tx.insert(applicationUpdates).values({
          applicationId: inserted.id,
          kind: 'submitted',
          fromStatus: inserted.status,
          toStatus: inserted.status,
          outboxId: receiptId,
          createdAt: inserted.createdAt,
        });
        await enqueueEmail(tx, { to: ctx.config.site.email, ...officeNewApplicationEmail(ctx.config, facts) });
        await alsoInTransaction?.(tx, inserted);
        return inserted;
      });
      ctx.mailer.kick();
      return { result: toSubmitResult(row, ctx.pii), replayed: false };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint?.includes('idempotency') && idempotencyKey) {
        const first = await findReplay(ctx.db, ctx.pii, idempotencyKey, fingerprint);
        if (first) return { result: first, replayed: true };
      }
      // A reference already taken: draw another one.
      if (constraint?.includes('reference') && attempt < REFERENCE_ATTEMPTS) continue;
      throw error;
    }
  }
}
