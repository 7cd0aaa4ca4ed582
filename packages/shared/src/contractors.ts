// The contractor directory and the contractors' job links (issue 19 item 4; ADR 0017): schemas,
// limits, messages and the texts of the job page. One contract for server and web.
import { z } from 'zod';
import { EMAIL_PATTERN, isValidPhone } from './validation';

export const CONTRACTOR_LIMITS = {
  name: 120,
  trade: 80,
  email: 254,
  phone: 32,
  notes: 2000,
} as const;

/** Most contractors an office keeps; the list is one page (no paging), so it is bounded. */
export const CONTRACTOR_MAX_LIST = 500;

/** A job link works this long after the work order was sent. */
export const CONTRACTOR_LINK_DAYS = 30;

/** The longest note a contractor can leave with a proposed date or "done". */
export const CONTRACTOR_NOTE_MAX = 2000;

/** Trades offered as suggestions in the form (any text is allowed). */
export const CONTRACTOR_TRADE_SUGGESTIONS = [
  'Plumbing',
  'Electrical',
  'Heating & cooling',
  'Appliances',
  'Carpentry',
  'Painting',
  'Roofing',
  'Locksmith',
  'Pest control',
  'Cleaning',
  'General handyman',
] as const;

export const CONTRACTOR_MESSAGES = {
  required: 'Please fill in all required fields',
  emailRequired: 'Please enter the contractor’s email',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  activeBoolean: 'Active must be true or false',
  emailTaken: 'A contractor with this email already exists',
  notFound: 'Contractor not found',
  inactive: 'This contractor is inactive. Choose an active one.',
  chooseOne: 'contractor_id: choose a contractor (or add a new one); this request has no contractor e-mail',
  tooMany: `The directory holds at most ${CONTRACTOR_MAX_LIST} contractors`,
  created: 'Contractor added successfully',
  updated: 'Contractor updated successfully',
  deleted: 'Contractor deleted successfully',
  activated: 'Contractor marked active',
  deactivated: 'Contractor marked inactive',
  fetchFailed: 'Failed to load contractors',
  saveFailed: 'Failed to save contractor',
  deleteFailed: 'Failed to delete contractor',
  empty: 'No contractors yet',
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const L = CONTRACTOR_LIMITS;
const M = CONTRACTOR_MESSAGES;

const email = z.preprocess(
  blankToUndefined,
  z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(L.email, M.tooLong(L.email)).regex(EMAIL_PATTERN, M.invalidEmail),
);
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), z.string().trim().max(max, M.tooLong(max)).optional());
const phone = z.preprocess(
  (v) => (v === null ? undefined : blankToUndefined(v)),
  z.string().trim().max(L.phone, M.tooLong(L.phone)).refine(isValidPhone, M.invalidPhone).optional(),
);

/**
 * POST /api/admin/contractors and PUT /api/admin/contractors/{id} (the whole record; blanks clear).
 * Only the e-mail is required, as on a maintenance request (spec: contractor_email); a contractor
 * known by address alone is shown by that address (`contractorName`).
 */
export const contractorInputSchema = z.object({
  name: optionalText(L.name),
  trade: optionalText(L.trade),
  email,
  phone,
  notes: optionalText(L.notes),
  active: z.boolean({ error: M.activeBoolean }).default(true),
});
export type ContractorInput = z.input<typeof contractorInputSchema>;
export type ContractorData = z.output<typeof contractorInputSchema>;

/** A new contractor typed in "Send to Contractor": saved to the directory as it is sent. */
export const newContractorSchema = contractorInputSchema.pick({ name: true, trade: true, email: true, phone: true });

/** GET /api/admin/contractors: `active=true` for the Send to Contractor picker. */
export const contractorListQuerySchema = z.object({
  active: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : undefined), z.boolean().optional()),
});

export interface Contractor {
  id: string;
  /** Null when the contractor is known by e-mail alone. */
  name: string | null;
  trade: string | null;
  email: string;
  phone: string | null;
  notes: string | null;
  active: boolean;
  /** Requests sent to this contractor (their history stays when the contractor is deleted). */
  job_count: number;
  created_at: string;
  updated_at: string;
}

export interface ContractorListData {
  contractors: Contractor[];
}

/** What the office calls a contractor: the name, or the e-mail address when there is none. */
export function contractorName(c: Pick<Contractor, 'name' | 'email'>): string {
  return c.name ?? c.email;
}

/** "Jane Roe (Plumbing)": how pickers and e-mails name a contractor. */
export function contractorLabel(c: Pick<Contractor, 'name' | 'email' | 'trade'>): string {
  return c.trade ? `${contractorName(c)} (${c.trade})` : contractorName(c);
}

// The job page behind the link (server-rendered, no sign-in).

/** The steps a contractor takes on the job page. */
export const CONTRACTOR_JOB_ACTIONS = ['accept', 'propose', 'done'] as const;
export type ContractorJobAction = (typeof CONTRACTOR_JOB_ACTIONS)[number];

export const CONTRACTOR_PAGE_TEXT = {
  title: 'Maintenance job',
  intro: (office: string) => `${office} asked you to take on this job. Use this page to tell the office how it is going.`,
  acceptHeading: 'Accept the job',
  acceptBody: 'Let the office know you will take it on.',
  acceptButton: 'Accept job',
  accepted: 'You accepted this job. The office has been told.',
  proposeHeading: 'Propose a date',
  proposeBody: 'When can you attend? The office will confirm with the tenant.',
  dateLabel: 'Date',
  proposeNoteLabel: 'Note for the office (optional)',
  proposeButton: 'Propose date',
  proposed: (date: string) => `You proposed ${date}. The office has been told.`,
  doneHeading: 'Mark the job done',
  doneBody: 'Describe what was done and add photos of the finished work.',
  doneNoteLabel: 'What was done',
  photosLabel: 'Photos (optional)',
  photosHint: 'JPEG, PNG, WebP or HEIC images, up to 5MB each.',
  doneButton: 'Mark as done',
  doneThanks: { title: 'Thank you, the job is marked done', body: 'The office has been told. This link will not work again.' },
  alreadyDone: {
    title: 'This job is already marked done',
    body: 'This link was used to close the job, so it does not work any more. Please contact the office if something is still wrong.',
  },
  expired: { title: 'This link has expired', body: 'Job links work for 30 days. Please contact the office for a new link.' },
  invalid: {
    title: 'This link is not valid',
    body: 'The link may be incomplete. Copy the whole link from the email, or contact the office.',
  },
  cancelled: {
    title: 'This job was cancelled',
    body: 'The office cancelled this job, so there is nothing more to do. Please contact the office with any questions.',
  },
  closed: { title: 'This job is closed', body: 'The office has closed this job. Please contact the office with any questions.' },
  statusLabel: 'Status',
  contactOffice: (phone: string, email: string) => `Questions? Call ${phone} or email ${email}.`,
  dateRequired: 'Please choose a date',
  dateInvalid: 'Please choose a date from today to a year ahead',
  noteRequired: 'Please describe what was done',
  noteTooLong: `Must be at most ${CONTRACTOR_NOTE_MAX} characters`,
  tooMany: 'Too many attempts. Please try again in a few minutes.',
} as const;

/** The proposed visit date: a real calendar date, not in the past, within a year. */
export function checkProposedDate(value: string | undefined, todayIso: string): string | null {
  if (!value) return CONTRACTOR_PAGE_TEXT.dateRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return CONTRACTOR_PAGE_TEXT.dateInvalid;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return CONTRACTOR_PAGE_TEXT.dateInvalid;
  const today = new Date(`${todayIso}T00:00:00Z`).getTime();
  if (parsed.getTime() < today || parsed.getTime() > today + 366 * 86_400_000) return CONTRACTOR_PAGE_TEXT.dateInvalid;
  return null;
}
