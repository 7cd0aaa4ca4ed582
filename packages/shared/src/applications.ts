// Rental applications: the one contract for the public wizard, the admin screen and the server.
// Field names are public-site.md §3 (submit body) and admin-back-office.md §3 (admin view).
import { z } from 'zod';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import { EMAIL_PATTERN } from './validation';
import type { OffsetPagination } from './http';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  BANKRUPTCY_HISTORIES,
  CREDIT_SCORE_RANGES,
  CRIMINAL_BACKGROUNDS,
  EVICTION_HISTORIES,
  HAS_PETS,
  type ApplicationStatus,
} from './applications-core';

export * from './applications-core';

// ---------------------------------------------------------------------------------------------
// Field helpers: forms send "" for an empty box, JSON may send null or leave the key out; all of
// these mean "not given" and come out as null.
// ---------------------------------------------------------------------------------------------

const M = APPLICATION_MESSAGES;

/** Optional free text with an upper bound; blank becomes null. */
export function optionalText(max: number) {
  return z
    .string({ error: M.tooLong })
    .trim()
    .max(max, M.tooLong)
    .nullish()
    .transform((v) => v || null);
}

/** Optional text that, when given, must pass `check`. */
function optionalChecked(max: number, check: (v: string) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((v) => v === '' || check(v), message)
    .nullish()
    .transform((v) => v || null);
}

function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, M.tooLong);
}

/** Optional number; numeric strings from inputs are accepted. 0 is a value. */
function optionalNumber(opts: { min: number; max: number; int?: boolean; minMessage?: string }) {
  return z
    .union([z.number(), z.string().max(30)], { error: M.invalidNumber })
    .nullish()
    .transform((v, ctx): number | null => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim().replace(/,/g, ''));
      if (!Number.isFinite(n) || n > opts.max || (opts.int && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message: M.invalidNumber });
        return z.NEVER;
      }
      if (n < opts.min) {
        ctx.addIssue({ code: 'custom', message: opts.minMessage ?? M.invalidNumber });
        return z.NEVER;
      }
      return n;
    });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function optionalDate(message: string = M.invalidDate, extra: (v: string) => boolean = () => true) {
  return optionalChecked(10, (v) => isRealIsoDate(v) && extra(v), message);
}

function optionalEnum<const T extends readonly string[]>(values: T) {
  return optionalChecked(40, (v) => values.includes(v), M.invalidOption).transform((v) => v as T[number] | null);
}

const optionalEmail = optionalChecked(254, (v) => EMAIL_PATTERN.test(v), M.emailInvalid);

const NAME = 100;
const PHONE = 30;
const LONG_TEXT = 2000;

/** A row the visitor added but left entirely empty (e.g. a reference never filled in). */
function isBlankRow(row: Record<string, unknown>): boolean {
  return Object.values(row).every((v) => v === null);
}

function list<T extends z.ZodType<Record<string, unknown>>>(item: T, max: number) {
  return z
    .array(item)
    .max(max, `At most ${max} entries`)
    .nullish()
    .transform((rows) => (rows ?? []).filter((row) => !isBlankRow(row)) as z.output<T>[]);
}

/** A group the client may leave out entirely; its fields then take their empty values. */
function group<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => v ?? {}, schema);
}

// ---------------------------------------------------------------------------------------------
// The grouped submit body (public-site.md §3)
// ---------------------------------------------------------------------------------------------

export const SSN_DIGITS = 9;

/** Keeps digits only and formats as 123-45-6789. */
export function normalizeSsn(value: string): string {
  const d = value.replace(/\D/g, '');
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5, 9)}`;
}

export const emergencyContactSchema = z.object({
  name: optionalText(NAME),
  relationship: optionalText(NAME),
  phone_number: optionalText(PHONE),
});

const today = () => new Date().toISOString().slice(0, 10);

/** Step 2 (validated on Continue). */
export const personalInformationSchema = z.object({
  full_name: requiredText(NAME, M.fullNameRequired),
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.tooLong).regex(EMAIL_PATTERN, M.emailInvalid),
  phone_number: requiredText(PHONE, M.phoneRequired),
  date_of_birth: optionalDate(M.invalidBirthDate, (v) => v >= '1900-01-01' && v <= today()),
  social_security_number: optionalChecked(
    20,
    (v) => /^[\d\s-]+$/.test(v) && v.replace(/\D/g, '').length === SSN_DIGITS,
    M.invalidSsn,
  ).transform((v) => (v ? normalizeSsn(v) : null)),
  drivers_license_number: optionalChecked(30, (v) => /^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v), M.invalidLicense),
  emergency_contact: group(emergencyContactSchema),
});

const addressFields = {
  street_address: optionalText(200),
  city: optionalText(NAME),
  state: optionalText(50),
  zip_code: optionalText(20),
  monthly_rent: optionalNumber({ min: 0, max: 10_000_000, minMessage: M.monthlyRentNegative }),
  move_in_date: optionalDate(),
  reason_for_moving: optionalText(LONG_TEXT),
};

export const currentAddressSchema = z.object(addressFields);
/** Previous addresses are not detailed by the spec; they carry the current-address fields and a move-out date. */
export const previousAddressSchema = z.object({ ...addressFields, move_out_date: optionalDate() });

export const residentialHistorySchema = z.object({
  current_address: group(currentAddressSchema),
  previous_addresses: list(previousAddressSchema, 10),
});

export const currentEmployerSchema = z.object({
  company_name: optionalText(NAME * 2),
  job_title: optionalText(NAME),
  monthly_income: optionalNumber({ min: 0, max: 10_000_000, minMessage: M.monthlyIncomeNegative }),
  start_date: optionalDate(),
  phone_number: optionalText(PHONE),
  supervisor_name: optionalText(NAME),
});

export const employmentIncomeSchema = z.object({ current_employer: group(currentEmployerSchema) });

export const creditBackgroundCheckSchema = z
  .object({
    credit_score_range: optionalEnum(CREDIT_SCORE_RANGES),
    bankruptcy_history: optionalEnum(BANKRUPTCY_HISTORIES),
    eviction_history: optionalEnum(EVICTION_HISTORIES),
    eviction_details: optionalText(LONG_TEXT),
    criminal_background: optionalEnum(CRIMINAL_BACKGROUNDS),
  })
  // The details box only exists for a past eviction; anything left in it otherwise is dropped.
  .transform((s) => ({ ...s, eviction_details: s.eviction_history === 'past_eviction' ? s.eviction_details : null }));

export const referenceSchema = z.object({
  name: optionalText(NAME),
  relationship: optionalText(NAME),
  phone_number: optionalText(PHONE),
  email: optionalEmail,
  years_known: optionalNumber({ min: 0, max: 100 }),
});

export const referencesSchema = z.object({
  personal_references: list(referenceSchema, 10),
  professional_references: list(referenceSchema, 10),
});

export const additionalInformationSchema = z
  .object({
    has_pets: z.preprocess((v) => (v === true ? 'yes' : v === false ? 'no' : v), optionalEnum(HAS_PETS)),
    pet_type: optionalText(NAME),
    number_of_pets: optionalNumber({ min: 0, max: 20, int: true }),
    pet_description: optionalText(LONG_TEXT),
    number_of_vehicles: optionalNumber({ min: 0, max: 20, int: true }),
    vehicle_types: optionalText(200),
    special_requests: optionalText(LONG_TEXT),
  })
  // Pet fields only appear when the visitor has pets.
  .transform((s) => (s.has_pets === 'yes' ? s : { ...s, pet_type: null, number_of_pets: null, pet_description: null }));

/** Step 8 (validated on Continue). */
export const signatureAcknowledgmentSchema = z.object({
  electronic_signature: group(z.object({ full_name: optionalText(NAME), signature_date: optionalDate() })),
  terms_acknowledgment: group(
    z.object({
      agree_to_lease_terms: z.literal(true, { error: M.agreeLeaseTerms }),
      consent_to_background_credit_checks: z.literal(true, { error: M.consentRequired }),
      understand_rental_policies: z
        .boolean({ error: M.invalidOption })
        .nullish()
        .transform((v) => v ?? false),
    }),
  ),
});

export const applicationSubmitSchema = z.object({
  property_id: z.string({ error: M.propertyRequired }).trim().min(1, M.propertyRequired).max(100, M.propertyRequired),
  personal_information: group(personalInformationSchema),
  residential_history: group(residentialHistorySchema),
  employment_income: group(employmentIncomeSchema),
  credit_background_check: group(creditBackgroundCheckSchema),
  references: group(referencesSchema),
  additional_information: group(additionalInformationSchema),
  signature_acknowledgment: group(signatureAcknowledgmentSchema),
});

/** The validated, normalised application (what the server stores, PII aside). */
export type ApplicationDocument = z.output<typeof applicationSubmitSchema>;

type Loose<T> = T extends (infer U)[]
  ? Loose<U>[]
  : T extends boolean
    ? boolean | null
    : T extends object
      ? { [K in keyof T]?: Loose<T[K]> }
      : T | string | null;
/** What a client may send: the same names, any part left out, numbers as numbers or text. */
export type ApplicationSubmitBody = { property_id: string } & Loose<Omit<ApplicationDocument, 'property_id'>>;

/** Response of POST /api/applications/submit. */
export interface ApplicationSubmitResult {
  application_id: string;
  reference: string;
  status: ApplicationStatus;
  submitted_at: string;
  /** The applicant's status page is /applications/{status_token} (issue 34); null before it existed. */
  status_token: string | null;
}

// ---------------------------------------------------------------------------------------------
// Admin calls
// ---------------------------------------------------------------------------------------------

export const applicationListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === 'all' || v === 'any' ? undefined : v),
    z.enum(APPLICATION_STATUSES, { error: M.invalidStatus }).optional(),
  ),
  search: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  ...sortQueryShape(LIST_SORTS.applications),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

export const applicationReplySchema = z.object({
  reply: z.string({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(5000, M.tooLong),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(APPLICATION_STATUSES, { error: M.invalidStatus }).optional(),
  ),
});
export type ApplicationReplyInput = z.input<typeof applicationReplySchema>;

export interface PropertyBasicInfo {
  title: string | null;
  city: string | null;
  state: string | null;
  price: number | null;
}
export interface PropertyDetails extends PropertyBasicInfo {
  address: string | null;
}

export interface ApplicationListItem {
  id: string;
  reference: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  full_name: string;
  email: string;
  phone_number: string;
  property_id: string | null;
  property_basic_info: PropertyBasicInfo;
  property_details: PropertyDetails;
  admin_reply: string | null;
  admin_reply_date: string | null;
}

export interface ApplicationListResult {
  applications: ApplicationListItem[];
  total: number;
  pagination: OffsetPagination;
}

/** Section names of the admin view (admin-back-office.md §3), in display order. */
export const APPLICATION_SECTIONS = [
  { key: 'personal_information', title: 'Personal Information' },
  { key: 'residential_history', title: 'Residential History' },
  { key: 'employment_income', title: 'Employment & Income' },
  { key: 'credit_background_check', title: 'Credit & Background Check' },
  { key: 'references', title: 'References' },
  { key: 'additional_information', title: 'Additional Information' },
  { key: 'signature_acknowledgment', title: 'Signature & Terms' },
  { key: 'lease_signing_payment', title: 'Lease Signing & Payment' },
] as const;
export type ApplicationSectionKey = (typeof APPLICATION_SECTIONS)[number]['key'];

/** Percent (0-100) of filled leaf values per section, plus the whole application. */
export type ApplicationCompletion = Record<ApplicationSectionKey | 'overall', number>;

type Scalar = string | number | boolean | null;
export interface AdminAddress {
  street_address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  move_in_date: string | null;
  monthly_rent: number | null;
  reason_for_leaving: string | null;
}
export interface AdminReference {
  name: string | null;
  relationship: string | null;
  phone_number: string | null;
  email: string | null;
  years_known: number | null;
}

/** GET /api/admin/applications/{id}: the whole application in the admin naming, PII masked. */
export interface ApplicationDetail extends ApplicationListItem {
  personal_information: {
    full_name: string;
    email: string;
    phone_number: string;
    date_of_birth: string | null;
    social_security_number: string | null;
    drivers_license_number: string | null;
    emergency_contact: { name: string | null; relationship: string | null; phone_number: string | null };
  };
  residential_history: {
    current_address: AdminAddress;
    previous_address: (AdminAddress & { move_out_date: string | null }) | null;
    previous_addresses: (AdminAddress & { move_out_date: string | null })[];
    landlord_contact: { name: string | null; phone_number: string | null; email: string | null } | null;
  };
  employment_income: {
    current_employer: {
      company_name: string | null;
      job_title: string | null;
      supervisor_name: string | null;
      employment_start_date: string | null;
      monthly_income: number | null;
      phone_number: string | null;
    };
    additional_income_sources: Scalar[];
    bank_account_information: {
      bank_name: string | null;
      account_type: string | null;
      routing_number: string | null;
      account_number: string | null;
    } | null;
  };
  credit_background_check: {
    consent: boolean;
    criminal_history: { ever_convicted_felony: boolean | null; details: string | null };
    eviction_history: { ever_evicted: boolean | null; details: string | null };
    credit_score_range: string | null;
    bankruptcy_history: string | null;
    criminal_background: string | null;
  };
  references: { personal_references: AdminReference[]; professional_references: AdminReference[] };
  additional_information: {
    pets: { has_pets: boolean | null; pet_type: string | null; number_of_pets: number | null; pet_description: string | null };
    vehicles: { number_of_vehicles: number | null; vehicle_types: string | null };
    additional_applicants: Scalar[];
    special_requests: string | null;
  };
  signature_acknowledgment: {
    electronic_signature: { full_name: string | null; signature_date: string | null };
    terms_acknowledgment: {
      agree_to_lease_terms: boolean;
      consent_to_background_credit_checks: boolean;
      understand_rental_policies: boolean;
    };
  };
  lease_signing_payment: {
    lease_agreement: { reviewed: boolean; signed: boolean };
    security_deposit_payment: { amount_due: number | null; payment_method: string | null };
    first_month_rent: { amount_due: number | null; payment_method: string | null };
  };
  completion: ApplicationCompletion;
}

/** POST /api/admin/applications/{id}/reveal: the sensitive values in clear. */
export interface ApplicationSensitiveValues {
  date_of_birth: string | null;
  social_security_number: string | null;
  drivers_license_number: string | null;
}
