// Residents and their portal (issue 32 item 3; ADR 0034): sign-in by e-mailed link, the resident's
// own view of their leases, signing, maintenance requests and notices, and the admin directory.
import { z } from 'zod';
import { LATE_FEE_TYPES, LEASE_CHARGE_CATEGORIES, LEASE_DOCUMENT_KINDS, LEASE_MESSAGES, LEASE_STATUSES } from './leases';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import { PASSWORD_MAX, resetPasswordSchema } from './auth';
import { EMAIL_PATTERN } from './validation';

/** A sign-in link works this long and once (ADR 0034). */
export const RESIDENT_LINK_MINUTES = 30;
/** 32 random bytes, base64url: 43 characters. Longer input is refused before any lookup. */
export const RESIDENT_TOKEN_MAX = 200;

export const RESIDENT_MESSAGES = {
  linkSent: 'If that e-mail belongs to a resident, a sign-in link is on its way.',
  emailInvalid: 'email: enter a valid e-mail address',
  linkInvalid: 'This sign-in link is invalid or has expired. Ask for a new one.',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  notFound: 'Not found',
  residentNotFound: 'Resident not found',
  invalidCredentials: 'Invalid e-mail or password',
  passwordSet: 'Password saved',
  currentPassword: 'current_password: enter your current password',
  currentPasswordWrong: 'current_password: the current password is not right',
  profileSaved: 'Profile saved',
  fullName: 'full_name: enter your full name (at most 120 characters)',
  phone: 'phone: at most 32 characters',
  declineReason: 'reason: at most 1000 characters',
  notARenewal: 'Only a renewal offer can be declined',
  notDeclinable: 'This renewal offer can no longer be declined',
  declined: 'Renewal offer declined',
  noActiveLease: 'You need an active lease to send a maintenance request',
  commentEmpty: 'comment: write a comment or add a photo',
  commentLong: 'comment: at most 2000 characters',
  notDoneYet: 'The request can be confirmed once the office marks the job done',
  confirmed: 'Thanks: the job is confirmed as done',
  messageText: 'message: write your message (at most 5000 characters)',
  messageSubject: 'subject: at most 200 characters',
  messageSent: 'Your message was sent to the office',
} as const;

/**
 * The consumer consent of the ESIGN Act (15 U.S.C. 7001(c)): what the resident agrees to, how to
 * get paper, how to withdraw, and what they need to read the records. Its version is kept on every
 * signature, so a later wording never rewrites what someone agreed to.
 */
export const RESIDENT_ESIGN_CONSENT = {
  version: '2026-12-01',
  text: [
    'You agree to receive this lease and the records about it electronically and to sign it electronically. Your typed name is your signature and has the same effect as a signature on paper.',
    'This consent covers this lease, its signature certificate and the notices about signing it.',
    'You may ask the office for a paper copy of the lease at any time, at no charge, by e-mail or by phone.',
    'You may withdraw this consent before you sign by telling the office; the lease will then be signed on paper. Withdrawing does not undo a signature already made.',
    'To read and keep these records you need a device with a web browser and a PDF reader, and an e-mail address; tell the office if your e-mail address changes.',
  ],
} as const;

const email = z
  .string({ error: RESIDENT_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, RESIDENT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, RESIDENT_MESSAGES.emailInvalid);

/** POST /api/resident/auth/link: always answered 202 (no enumeration). */
export const residentLinkRequestSchema = z.object({ email });

/** POST /api/resident/auth/verify: the token of /resident/sign-in/{token}, sent by the page's button. */
export const residentVerifySchema = z.object({ token: z.string().max(RESIDENT_TOKEN_MAX) });

/** POST /api/resident/auth/login: the optional password (the same throttle as staff sign-in). */
export const residentLoginSchema = z.object({
  email,
  password: z.string({ error: RESIDENT_MESSAGES.invalidCredentials }).min(1, 'Password is required').max(PASSWORD_MAX),
});

/** POST /api/resident/auth/password: set (no password yet) or change (the current one asked). */
export const residentPasswordSchema = resetPasswordSchema.extend({
  current_password: z.string().max(PASSWORD_MAX).optional(),
});

/** PUT /api/resident/me: the resident's own name and phone (the e-mail is how they sign in). */
export const residentUpdateMeSchema = z.object({
  full_name: z
    .string({ error: RESIDENT_MESSAGES.fullName })
    .trim()
    .min(1, RESIDENT_MESSAGES.fullName)
    .max(120, RESIDENT_MESSAGES.fullName)
    .optional(),
  phone: z.string({ error: RESIDENT_MESSAGES.phone }).trim().max(32, RESIDENT_MESSAGES.phone).nullable().optional(),
});

/** POST /api/resident/leases/{id}/decline: a renewal offer the resident declines. */
export const residentDeclineSchema = z.object({
  reason: z.string({ error: RESIDENT_MESSAGES.declineReason }).trim().max(1000, RESIDENT_MESSAGES.declineReason).optional(),
});

/** POST /api/resident/messages: a note to the office, kept as a Contact Messages entry. */
export const residentMessageSchema = z.object({
  subject: z.string({ error: RESIDENT_MESSAGES.messageSubject }).trim().max(200, RESIDENT_MESSAGES.messageSubject).optional(),
  message: z
    .string({ error: RESIDENT_MESSAGES.messageText })
    .trim()
    .min(1, RESIDENT_MESSAGES.messageText)
    .max(5000, RESIDENT_MESSAGES.messageText),
});

/** POST /api/resident/leases/{id}/sign: the version and hash the resident was shown (ADR 0034). */
export const residentSignSchema = z.object({
  full_name: z
    .string({ error: LEASE_MESSAGES.signatureName })
    .trim()
    .min(1, LEASE_MESSAGES.signatureName)
    .max(120, LEASE_MESSAGES.signatureName),
  consent: z.literal(true, { error: LEASE_MESSAGES.consentRequired }),
  document_version: z.number({ error: LEASE_MESSAGES.staleDocument }).int().min(1, LEASE_MESSAGES.staleDocument),
  document_sha256: z
    .string({ error: LEASE_MESSAGES.staleDocument })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, LEASE_MESSAGES.staleDocument),
});
export type ResidentSignInput = z.output<typeof residentSignSchema>;

const nullableText = z.string().nullable();

export const residentMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone: nullableText,
  has_password: z.boolean(),
  last_sign_in_at: nullableText,
});
export type ResidentMe = z.output<typeof residentMeSchema>;

/** Verify answers like staff sign-in: the session cookie is set and the CSRF token comes back. */
export const residentSignedInSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resident: residentMeSchema,
  csrf_token: z.string(),
});

/** A lease as its resident sees it: the terms and the document, without the office's notes. */
export const residentLeaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(LEASE_STATUSES),
  property_title: nullableText,
  property_address: nullableText,
  residents: z.array(z.object({ full_name: z.string(), signed: z.boolean() })),
  start_date: z.string(),
  end_date: nullableText,
  monthly_rent_cents: z.number(),
  deposit_cents: z.number(),
  due_day: z.number(),
  grace_days: z.number(),
  late_fee: z.object({ type: z.enum(LATE_FEE_TYPES), amount: z.number(), cap_cents: z.number().nullable() }),
  recurring_charges: z.array(z.object({ category: z.enum(LEASE_CHARGE_CATEGORIES), description: z.string(), amount_cents: z.number() })),
  /** The document to read (final once there is one); null before the lease is sent. */
  document: z
    .object({ version: z.number(), kind: z.enum(LEASE_DOCUMENT_KINDS), sha256: z.string(), size_bytes: z.number(), created_at: z.string() })
    .nullable(),
  /**
   * The lease this one renews (issue 32 item 6), with the term and rent the offer is compared
   * with; null for a first lease. Accepting the offer is signing it; declining cancels it.
   */
  renewal_of: z
    .object({ id: z.string(), reference: z.string(), start_date: z.string(), end_date: nullableText, monthly_rent_cents: z.number() })
    .nullable(),
  /** True while this resident's signature on the current version is missing. */
  needs_my_signature: z.boolean(),
  my_signed_at: nullableText,
  consent: z.object({ version: z.string(), text: z.array(z.string()) }),
});
export type ResidentLease = z.output<typeof residentLeaseSchema>;

export const residentLeaseListSchema = z.object({ leases: z.array(residentLeaseSchema) });

export const residentSignResultSchema = z.object({
  lease: residentLeaseSchema,
  /** True when this signature was the last one the residents owed. */
  all_residents_signed: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Maintenance and notices in the portal
// ---------------------------------------------------------------------------------------------

export const RESIDENT_MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'heating_cooling',
  'appliance',
  'pest',
  'locks_doors',
  'other',
] as const;
export type ResidentMaintenanceCategory = (typeof RESIDENT_MAINTENANCE_CATEGORIES)[number];
export const RESIDENT_MAINTENANCE_MAX_PHOTOS = 6;

export const RESIDENT_MAINTENANCE_CATEGORY_LABELS: Record<ResidentMaintenanceCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  heating_cooling: 'Heating or cooling',
  appliance: 'Appliance',
  pest: 'Pests',
  locks_doors: 'Locks or doors',
  other: 'Other',
};

export const RESIDENT_MAINTENANCE_MESSAGES = {
  category: `category: choose one of ${RESIDENT_MAINTENANCE_CATEGORIES.join(', ')}`,
  description: 'description: describe the problem (at most 5000 characters)',
  entryPermission: 'entry_permission: answer yes or no',
  bestTimes: 'best_times: at most 200 characters',
  urgent: 'urgent: answer yes or no',
  created: 'Your request was sent to the office',
  commented: 'Comment added',
} as const;

const RMM = RESIDENT_MAINTENANCE_MESSAGES;
/** A multipart yes/no: "true"/"false", "yes"/"no", "on" (a checkbox), or absent for no. */
const formYesNo = (message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? false
        : typeof v === 'string'
          ? ({ true: true, yes: true, on: true, false: false, no: false } as Record<string, boolean>)[v.toLowerCase()]
          : v,
    z.boolean({ error: message }),
  );

/** The fields of POST /api/resident/maintenance (multipart, beside up to 6 `photos`). */
export const residentMaintenanceCreateSchema = z.object({
  category: z.enum(RESIDENT_MAINTENANCE_CATEGORIES, { error: RMM.category }),
  description: z.string({ error: RMM.description }).trim().min(1, RMM.description).max(5000, RMM.description),
  entry_permission: formYesNo(RMM.entryPermission),
  best_times: z.string({ error: RMM.bestTimes }).trim().max(200, RMM.bestTimes).optional(),
  urgent: formYesNo(RMM.urgent),
});
export type ResidentMaintenanceCreateInput = z.output<typeof residentMaintenanceCreateSchema>;

export const residentMaintenanceSchema = z.object({
  id: z.string(),
  lease_id: nullableText,
  category: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  priority: z.string(),
  entry_permission: z.boolean(),
  best_times: nullableText,
  photo_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(z.object({ kind: z.string(), at: z.string(), text: nullableText })),
});
export type ResidentMaintenance = z.output<typeof residentMaintenanceSchema>;

export const residentMaintenanceListSchema = z.object({ requests: z.array(residentMaintenanceSchema) });

export const residentNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: nullableText,
  has_file: z.boolean(),
  /** The download path (the resident route: a property's notice is not public), or null. */
  file: z.string().nullable(),
  /** Set when the notice is for the resident's home only (ADR 0038). */
  property_title: nullableText,
  created_at: z.string(),
});
export const residentNoticeListSchema = z.object({ notices: z.array(residentNoticeSchema) });

// ---------------------------------------------------------------------------------------------
// The admin directory (GET /api/admin/residents, /api/admin/residents/{id})
// ---------------------------------------------------------------------------------------------

export const RESIDENT_DIRECTORY_FILTERS = ['current', 'past'] as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const residentListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(RESIDENT_DIRECTORY_FILTERS, { error: 'status must be current or past' }).optional()),
  search: searchTextSchema,
  ...sortQueryShape(LIST_SORTS.residents),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ResidentListQuery = z.output<typeof residentListQuerySchema>;

const residentLeaseSummary = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(LEASE_STATUSES),
  property_id: nullableText,
  property_title: nullableText,
  start_date: z.string(),
  end_date: nullableText,
});

export const adminResidentSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: nullableText,
  /** True while one of their leases is signed or active. */
  is_current: z.boolean(),
  current_lease: residentLeaseSummary.nullable(),
  created_at: z.string(),
  last_sign_in_at: nullableText,
});
export type AdminResident = z.output<typeof adminResidentSchema>;

export const adminResidentListSchema = z.object({
  residents: z.array(adminResidentSchema),
  pagination: z.object({ total: z.number(), limit: z.number(), offset: z.number(), has_next: z.boolean(), has_prev: z.boolean() }),
});

export const adminResidentDetailSchema = adminResidentSchema.extend({
  leases: z.array(residentLeaseSummary),
  maintenance_requests: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), created_at: z.string() })),
});
export type AdminResidentDetail = z.output<typeof adminResidentDetailSchema>;
