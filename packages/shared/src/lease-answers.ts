// The answers of the lease endpoints (issue 32; ADR 0034): a lease with its residents, charges,
// signatures, documents and timeline, the list's rows, and the results of an edit and an end.
// The descriptors of contract/leases.ts check every answer against these schemas.
import { z } from 'zod';
import {
  LATE_FEE_TYPES,
  LEASE_CHARGE_CATEGORIES,
  LEASE_DOCUMENT_KINDS,
  LEASE_EVENT_KINDS,
  LEASE_SIGNER_ROLES,
  LEASE_STATUSES,
} from './leases';

const nullableText = z.string().nullable();

export const leaseResidentSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: nullableText,
  resident_id: nullableText,
  /** When this resident signed the current document version (null: not yet). */
  signed_at: nullableText,
});

export const leaseChargeSchema = z.object({
  id: z.string(),
  category: z.enum(LEASE_CHARGE_CATEGORIES),
  description: z.string(),
  amount_cents: z.number(),
});

export const leaseSignatureSchema = z.object({
  id: z.string(),
  role: z.enum(LEASE_SIGNER_ROLES),
  /** The name typed when signing. */
  full_name: z.string(),
  resident_id: nullableText,
  staff_id: nullableText,
  document_version: z.number(),
  document_sha256: z.string(),
  consent_version: nullableText,
  signed_at: z.string(),
  voided_at: nullableText,
  void_reason: nullableText,
});

export const leaseDocumentSchema = z.object({
  id: z.string(),
  version: z.number(),
  kind: z.enum(LEASE_DOCUMENT_KINDS),
  sha256: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
});

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const leaseEventSchema = z.object({
  id: z.string(),
  kind: z.enum(LEASE_EVENT_KINDS),
  actor: nullableText,
  detail: z.record(z.string(), detailValue),
  at: z.string(),
});

export const leaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  property_id: nullableText,
  property_title: nullableText,
  property_address: nullableText,
  application_id: nullableText,
  renewal_of: nullableText,
  status: z.enum(LEASE_STATUSES),
  residents: z.array(leaseResidentSchema),
  start_date: z.string(),
  end_date: nullableText,
  monthly_rent_cents: z.number(),
  deposit_cents: z.number(),
  due_day: z.number(),
  grace_days: z.number(),
  late_fee: z.object({ type: z.enum(LATE_FEE_TYPES), amount: z.number(), cap_cents: z.number().nullable() }),
  recurring_charges: z.array(leaseChargeSchema),
  notes: nullableText,
  /** The version of the document sent last (0: never sent). */
  document_version: z.number(),
  move_out_date: nullableText,
  sent_at: nullableText,
  signed_at: nullableText,
  countersigned_at: nullableText,
  activated_at: nullableText,
  ended_at: nullableText,
  cancelled_at: nullableText,
  created_at: z.string(),
  updated_at: z.string(),
  signatures: z.array(leaseSignatureSchema),
  documents: z.array(leaseDocumentSchema),
  timeline: z.array(leaseEventSchema),
});
export type Lease = z.output<typeof leaseSchema>;
export type LeaseResident = z.output<typeof leaseResidentSchema>;
export type LeaseCharge = z.output<typeof leaseChargeSchema>;
export type LeaseSignature = z.output<typeof leaseSignatureSchema>;
export type LeaseDocument = z.output<typeof leaseDocumentSchema>;
export type LeaseEvent = z.output<typeof leaseEventSchema>;

export const leaseListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  property_id: nullableText,
  property_title: nullableText,
  property_address: nullableText,
  status: z.enum(LEASE_STATUSES),
  residents: z.array(z.object({ full_name: z.string(), email: z.string() })),
  start_date: z.string(),
  end_date: nullableText,
  monthly_rent_cents: z.number(),
  /** Days from today to end_date (null: month-to-month); negative once passed. */
  ends_in_days: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LeaseListItem = z.output<typeof leaseListItemSchema>;

export const leaseListDataSchema = z.object({
  leases: z.array(leaseListItemSchema),
  pagination: z.object({
    total: z.number(),
    limit: z.number(),
    offset: z.number(),
    has_next: z.boolean(),
    has_prev: z.boolean(),
  }),
});
export type LeaseListData = z.output<typeof leaseListDataSchema>;

/** PUT answer: the lease and how many signatures the edit voided (0 for a draft). */
export const leaseUpdateResultSchema = z.object({ lease: leaseSchema, voided_signatures: z.number() });
export type LeaseUpdateResult = z.output<typeof leaseUpdateResultSchema>;

/** End answer: the property is not flipped silently; the page offers to make it available. */
export const leaseEndResultSchema = z.object({
  lease: leaseSchema,
  property_id: nullableText,
  property_may_be_available: z.boolean(),
});
export type LeaseEndResult = z.output<typeof leaseEndResultSchema>;
