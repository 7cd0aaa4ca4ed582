// Leases (issue 32; docs/decisions/0034-leases-signatures-and-resident-sessions.md): the statuses,
// limits, messages, the create/update body, the list query and the lease template; the answers are
// in lease-answers.ts. One contract for the server, the web and the rent work of issue 33, which
// reads these terms as they are (integer cents).
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import { EMAIL_PATTERN, isValidPhone } from './validation';

export const LEASE_STATUSES = ['draft', 'out_for_signature', 'signed', 'active', 'ended', 'cancelled'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export const LEASE_STATUS_LABELS: Record<LeaseStatus, string> = {
  draft: 'Draft',
  out_for_signature: 'Out for signature',
  signed: 'Signed',
  active: 'Active',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/** The statuses a lease may be cancelled from (an active lease is ended, not cancelled). */
export const LEASE_CANCELLABLE_STATUSES = ['draft', 'out_for_signature', 'signed'] as const satisfies readonly LeaseStatus[];
/** The statuses that hold the property: another lease's term may not overlap them (ADR 0034). */
export const LEASE_HOLDING_STATUSES = ['signed', 'active'] as const satisfies readonly LeaseStatus[];

/** `flat`: amount in cents; `percent`: amount in basis points of the monthly rent (500 = 5 %). */
export const LATE_FEE_TYPES = ['flat', 'percent'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];

export const LEASE_CHARGE_CATEGORIES = ['parking', 'pet_rent', 'utility', 'storage', 'other'] as const;
export type LeaseChargeCategory = (typeof LEASE_CHARGE_CATEGORIES)[number];

export const LEASE_CHARGE_LABELS: Record<LeaseChargeCategory, string> = {
  parking: 'Parking',
  pet_rent: 'Pet rent',
  utility: 'Utilities',
  storage: 'Storage',
  other: 'Other',
};

export const LEASE_DOCUMENT_KINDS = ['draft', 'final'] as const;
export type LeaseDocumentKind = (typeof LEASE_DOCUMENT_KINDS)[number];

/** Who signed: a resident (through the portal or the e-mailed link) or the office (countersign). */
export const LEASE_SIGNER_ROLES = ['resident', 'office'] as const;
export type LeaseSignerRole = (typeof LEASE_SIGNER_ROLES)[number];

/** The entries of a lease's timeline (lease_events.kind). */
export const LEASE_EVENT_KINDS = [
  'created',
  'updated',
  'sent',
  'invitation_queued',
  'resident_signed',
  'signatures_voided',
  'fully_signed',
  'countersigned',
  'activated',
  'ended',
  'cancelled',
  'renewal_offered',
] as const;
export type LeaseEventKind = (typeof LEASE_EVENT_KINDS)[number];

/** "Ending within" filter of the list (days). */
export const LEASE_ENDING_WITHIN = [30, 60, 90] as const;
export type LeaseEndingWithin = (typeof LEASE_ENDING_WITHIN)[number];

export const LEASE_REFERENCE_PREFIX = 'LSE-';

export const LEASE_LIMITS = {
  residentsMin: 1,
  residentsMax: 6,
  chargesMax: 20,
  fullName: 120,
  email: 254,
  phone: 32,
  description: 200,
  notes: 5000,
  /** Cents: $10,000,000 bounds every amount (the columns are 32-bit integers). */
  amountMax: 1_000_000_000,
  /** Basis points: a percent late fee is at most 100 %. */
  percentMax: 10_000,
  dueDayMin: 1,
  dueDayMax: 28,
  graceDaysMax: 28,
  templateSections: 40,
  templateHeading: 200,
  templateBody: 10_000,
} as const;

export const LEASE_PAGE_SIZE = 25;
export const LEASE_MAX_LIMIT = 100;

/** The reason kept on a voided signature (ADR 0034) and shown to the office. */
export const LEASE_VOID_REASON = 'The lease changed after it was signed';

const L = LEASE_LIMITS;

export const LEASE_MESSAGES = {
  propertyRequired: 'property_id: choose the property of the lease',
  propertyNotFound: 'property_id: the property was not found',
  applicationInvalid: 'application_id: must be an application id',
  residentsCount: `residents: a lease has ${L.residentsMin} to ${L.residentsMax} residents`,
  residentName: 'residents.full_name: enter the resident’s full name',
  residentEmail: 'residents.email: enter a valid e-mail address',
  residentEmailTwice: 'residents.email: each resident needs their own e-mail address',
  residentPhone: 'residents.phone: enter a valid phone number',
  startDate: 'start_date: enter a date as YYYY-MM-DD',
  endDate: 'end_date: enter a date as YYYY-MM-DD, or null for month-to-month',
  endBeforeStart: 'end_date: the end date must be after the start date',
  amount: (field: string) => `${field}: must be a whole number of cents, 0 or more`,
  dueDay: `due_day: must be a whole number from ${L.dueDayMin} to ${L.dueDayMax}`,
  graceDays: `grace_days: must be a whole number from 0 to ${L.graceDaysMax}`,
  lateFeeType: 'late_fee.type: must be flat or percent',
  lateFeePercent: `late_fee.amount: a percent fee is in basis points, 0 to ${L.percentMax} (500 = 5 %)`,
  chargeCategory: `recurring_charges.category: must be one of ${LEASE_CHARGE_CATEGORIES.join(', ')}`,
  chargeDescription: 'recurring_charges.description: describe the charge',
  chargesCount: `recurring_charges: at most ${L.chargesMax} charges`,
  tooLong: (field: string, max: number) => `${field}: must be at most ${max} characters`,
  templateSections: `sections: the template has 1 to ${L.templateSections} sections`,
  templateHeading: 'sections.heading: each section needs a heading',
  templateBody: 'sections.body: each section needs its text',
  moveOutDate: 'move_out_date: enter the move-out date as YYYY-MM-DD',
  moveOutBeforeStart: 'move_out_date: the move-out date cannot be before the lease starts',
  notFound: 'Lease not found',
  applicationNotFound: 'Application not found',
  applicationNotApproved: 'Only an approved application can become a lease',
  applicationHasLease: 'This application already has a lease',
  applicationNoProperty: 'The application’s property no longer exists; create the lease from scratch',
  onlyDraftEditable: 'Only a draft or a lease out for signature can be edited',
  notDraft: 'Only a draft lease can be sent for signature',
  notSignedByResidents: 'Every resident must sign before the office countersigns',
  alreadyCountersigned: 'The office has already countersigned this lease',
  notActive: 'Only an active lease can be ended',
  notCancellable: 'Only a draft, a lease out for signature or a signed lease can be cancelled',
  overlap: 'property_id: another signed or active lease of this property overlaps this term',
  staleDocument: 'The lease document changed since it was shown. Reload the lease, read it again and sign the new version.',
  notOutForSignature: 'This lease is not waiting for signatures',
  notAResident: 'Lease not found',
  alreadySigned: 'You have already signed this version of the lease',
  consentRequired: 'consent: agree to sign electronically',
  signatureName: 'full_name: type your full name to sign',
  signatureNameMismatch: 'full_name: type your name as it appears on the lease',
  noDocument: 'The lease document has not been created yet: send the lease first',
  created: 'Lease created',
  updated: 'Lease updated',
  sent: 'Lease sent for signature',
  countersigned: 'Lease countersigned',
  ended: 'Lease ended',
  cancelled: 'Lease cancelled',
  templateSaved: 'Lease template saved',
  templateReset: 'Lease template reset to the default',
  unknownMergeField: (field: string, name: string) =>
    `${field}: {{${name}}} is not a merge field; use one of ${Object.keys(LEASE_MERGE_FIELDS)
      .map((f) => `{{${f}}}`)
      .join(', ')}`,
  cancelVoidReason: 'The lease was cancelled',
  renewalNotActive: 'Only an active lease can be renewed',
  renewalExists: 'This lease already has a renewal; cancel it before offering another',
  renewalStartRequired: 'start_date: a month-to-month lease has no end, so enter the renewal’s start date',
  renewalStartBeforeEnd: 'start_date: the renewal must start after the current lease ends',
  renewalCreated: 'Renewal drafted',
  sentBefore: 'sent_before must be a date (YYYY-MM-DD)',
  activationBlocked: 'Another lease of this property is still active',
  voided: (n: number) => `The lease changed after it was signed: ${n} signature${n === 1 ? '' : 's'} voided`,
} as const;

const M = LEASE_MESSAGES;
/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused); the leases' name for it. */
export const isIsoDate = isCalendarDate;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

const cents = (field: string) =>
  z
    .number({ error: M.amount(field) })
    .int(M.amount(field))
    .min(0, M.amount(field))
    .max(L.amountMax, M.amount(field));

const text = (field: string, max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, M.tooLong(field, max));

export const leaseResidentInputSchema = z.object({
  full_name: text('residents.full_name', L.fullName, M.residentName),
  email: z
    .string({ error: M.residentEmail })
    .trim()
    .toLowerCase()
    .max(L.email, M.tooLong('residents.email', L.email))
    .regex(EMAIL_PATTERN, M.residentEmail),
  phone: z.preprocess(
    blankToNull,
    z
      .string({ error: M.residentPhone })
      .trim()
      .max(L.phone, M.tooLong('residents.phone', L.phone))
      .refine(isValidPhone, M.residentPhone)
      .nullish()
      .transform((v) => v ?? null),
  ),
});
export type LeaseResidentInput = z.output<typeof leaseResidentInputSchema>;

export const lateFeeSchema = z
  .object({
    type: z.enum(LATE_FEE_TYPES, { error: M.lateFeeType }),
    amount: cents('late_fee.amount'),
    cap_cents: z.preprocess(blankToNull, cents('late_fee.cap_cents').nullish()).transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'percent' && v.amount > L.percentMax) ctx.addIssue({ code: 'custom', path: ['amount'], message: M.lateFeePercent });
  });
export type LateFee = z.output<typeof lateFeeSchema>;

export const recurringChargeInputSchema = z.object({
  category: z.enum(LEASE_CHARGE_CATEGORIES, { error: M.chargeCategory }),
  description: text('recurring_charges.description', L.description, M.chargeDescription),
  amount_cents: cents('recurring_charges.amount_cents'),
});
export type RecurringChargeInput = z.output<typeof recurringChargeInputSchema>;

/**
 * POST /api/admin/leases and PUT /api/admin/leases/{id}: the whole set of terms (a PUT replaces
 * them). Every message names its field, so a 400 tells the form where to point.
 */
export const leaseInputSchema = z
  .object({
    property_id: z.string({ error: M.propertyRequired }).trim().uuid(M.propertyNotFound),
    application_id: z.preprocess(blankToNull, z.string().uuid(M.applicationInvalid).nullish()).transform((v) => v ?? null),
    residents: z
      .array(leaseResidentInputSchema, { error: M.residentsCount })
      .min(L.residentsMin, M.residentsCount)
      .max(L.residentsMax, M.residentsCount),
    start_date: isoDate(M.startDate),
    end_date: z.preprocess(blankToNull, isoDate(M.endDate).nullish()).transform((v) => v ?? null),
    monthly_rent_cents: cents('monthly_rent_cents'),
    deposit_cents: cents('deposit_cents'),
    due_day: z.number({ error: M.dueDay }).int(M.dueDay).min(L.dueDayMin, M.dueDay).max(L.dueDayMax, M.dueDay),
    grace_days: z.number({ error: M.graceDays }).int(M.graceDays).min(0, M.graceDays).max(L.graceDaysMax, M.graceDays),
    late_fee: lateFeeSchema,
    recurring_charges: z.array(recurringChargeInputSchema).max(L.chargesMax, M.chargesCount).default([]),
    notes: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(L.notes, M.tooLong('notes', L.notes))
        .nullish()
        .transform((v) => v || null),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.end_date !== null && v.end_date <= v.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    }
    const seen = new Set<string>();
    v.residents.forEach((r, i) => {
      if (seen.has(r.email)) ctx.addIssue({ code: 'custom', path: ['residents', i, 'email'], message: M.residentEmailTwice });
      seen.add(r.email);
    });
  });
export type LeaseInput = z.input<typeof leaseInputSchema>;
export type LeaseData = z.output<typeof leaseInputSchema>;

/** POST /api/admin/leases/{id}/end. */
export const leaseEndSchema = z.object({ move_out_date: isoDate(M.moveOutDate) });
export type LeaseEndInput = z.output<typeof leaseEndSchema>;

/** POST /api/admin/leases/{id}/cancel: an optional reason kept on the timeline. */
export const leaseCancelSchema = z
  .object({ reason: z.preprocess(blankToNull, z.string().trim().max(500, M.tooLong('reason', 500)).nullish()) })
  .default({})
  .transform((v) => ({ reason: v.reason ?? null }));

/**
 * POST /api/admin/leases/{id}/renewal: the new term and rent. `start_date` defaults to the day after
 * the current lease ends; the residents, charges and other terms are copied from the current lease.
 */
export const leaseRenewalSchema = z
  .object({
    start_date: z.preprocess(blankToNull, isoDate(M.startDate).nullish()).transform((v) => v ?? null),
    end_date: z.preprocess(blankToNull, isoDate(M.endDate).nullish()).transform((v) => v ?? null),
    monthly_rent_cents: cents('monthly_rent_cents'),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date <= v.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.endBeforeStart });
    }
  });
export type LeaseRenewalInput = z.output<typeof leaseRenewalSchema>;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/admin/leases. */
export const leaseListQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(LEASE_STATUSES, { error: `status must be one of: ${LEASE_STATUSES.join(', ')}` }).optional(),
  ),
  ending_within: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.union([z.literal(30), z.literal(60), z.literal(90)], { error: 'ending_within must be 30, 60 or 90' }).optional(),
  ),
  /**
   * Sent for signature before this office day (YYYY-MM-DD, exclusive): the dashboard's "out for
   * signature more than 3 days" lands on exactly the leases it counts.
   */
  sent_before: z.preprocess(blankToUndefined, isoDate(M.sentBefore).optional()),
  search: searchTextSchema,
  ...sortQueryShape(LIST_SORTS.leases),
  limit: z.coerce.number().int().min(1).max(LEASE_MAX_LIMIT).default(LEASE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type LeaseListQuery = z.output<typeof leaseListQuerySchema>;

const nullableText = z.string().nullable();

// ---------------------------------------------------------------------------------------------
// The lease template (Settings → Lease template)
// ---------------------------------------------------------------------------------------------

/** The merge fields a template may use as {{name}}; anything else is drawn as typed. */
export const LEASE_MERGE_FIELDS = {
  lease_reference: 'The lease reference (LSE-…)',
  resident_names: 'Every resident’s full name, joined with "and"',
  property_title: 'The property’s title',
  property_address: 'The property’s address',
  start_date: 'The start date',
  end_date: 'The end date, or "month-to-month"',
  term: 'The term in words (fixed term from … to …, or month-to-month from …)',
  monthly_rent: 'The monthly rent ($1,234.00)',
  deposit: 'The security deposit',
  due_day: 'The rent due day (1st, 2nd, …)',
  grace_days: 'The grace days',
  late_fee: 'The late-fee rule in words',
  recurring_charges: 'The other recurring charges, one per line',
  office_name: 'The office’s name',
  notes: 'The lease notes',
} as const;
export type LeaseMergeField = keyof typeof LEASE_MERGE_FIELDS;

export const leaseTemplateSectionSchema = z.object({
  heading: text('sections.heading', L.templateHeading, M.templateHeading),
  body: text('sections.body', L.templateBody, M.templateBody),
});
export type LeaseTemplateSection = z.output<typeof leaseTemplateSectionSchema>;

/** PUT /api/admin/settings/lease-template. */
export const leaseTemplateInputSchema = z.object({
  sections: z
    .array(leaseTemplateSectionSchema, { error: M.templateSections })
    .min(1, M.templateSections)
    .max(L.templateSections, M.templateSections),
});

export const leaseTemplateSchema = z.object({
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
  merge_fields: z.array(z.object({ name: z.string(), description: z.string() })),
  /** True while the office has not saved its own: the shipped residential template. */
  is_default: z.boolean(),
  updated_at: nullableText,
});
export type LeaseTemplate = z.output<typeof leaseTemplateSchema>;
