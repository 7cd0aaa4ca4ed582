// Schemas, enums, constants and messages of the maintenance domain (one contract for server and web).
import { z } from 'zod';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import type { OffsetPagination } from './http';
import { EMAIL_PATTERN, isValidPhone } from './validation';
import { newContractorSchema } from './contractors';
import type { MaintenanceEvent } from './maintenance-timeline';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from './maintenance-core';

export { MAINTENANCE_STATUSES, type MaintenanceStatus } from './maintenance-core';
/** Not yet completed or cancelled; the list filter `status=open` selects them all (issue 19). */
export const MAINTENANCE_OPEN_STATUSES = ['pending', 'sent_to_contractor', 'in_progress'] as const satisfies readonly MaintenanceStatus[];
export const MAINTENANCE_OPEN_FILTER = 'open';

export const MAINTENANCE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  pending: 'Pending',
  sent_to_contractor: 'Sent to Contractor',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const MAINTENANCE_PRIORITY_LABELS: Record<MaintenancePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

/**
 * Status changes an edit may make (server.md §3: pending → sent_to_contractor → in_progress →
 * completed, or cancelled from any open state). Leaving pending for sent_to_contractor is only
 * done by "Send to contractor", which e-mails the contractor; a job the contractor finished
 * without an "in progress" update may go straight from sent_to_contractor to completed.
 */
export const MAINTENANCE_TRANSITIONS: Record<MaintenanceStatus, readonly MaintenanceStatus[]> = {
  pending: ['cancelled'],
  sent_to_contractor: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canChangeMaintenanceStatus(from: MaintenanceStatus, to: MaintenanceStatus): boolean {
  return from === to || MAINTENANCE_TRANSITIONS[from].includes(to);
}

export const MAINTENANCE_PAGE_SIZE = 20;
export const MAINTENANCE_MAX_LIMIT = 100;
export const MAINTENANCE_MAX_PHOTOS = 10;
export const MAINTENANCE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MAINTENANCE_COST_MAX = 99_999_999.99;

/** Upper bounds of the text fields (the database does not limit them, the contract does). */
export const MAINTENANCE_LIMITS = {
  tenant_name: 120,
  tenant_phone: 32,
  tenant_email: 254,
  property_address: 300,
  property_unit: 50,
  issue_title: 200,
  issue_description: 5000,
  contractor_name: 120,
  contractor_phone: 32,
  contractor_email: 254,
  notes: 5000,
  additional_message: 5000,
} as const;

export const MAINTENANCE_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  tooManyPhotos: `Maximum ${MAINTENANCE_MAX_PHOTOS} photos allowed`,
  photoTooLarge: (file: string) => `${file} is too large. Maximum size is 5MB`,
  photoNotImage: (file: string) => `${file} is not a valid image file`,
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidCost: 'Estimated cost must be a number of 0 or more',
  costDecimals: 'Estimated cost can have at most 2 decimal places',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  notFound: 'Maintenance request not found',
  photoNotFound: 'Photo not found',
  unknownPhoto: 'Unknown photo',
  propertyNotFound: 'Property not found',
  onlyPendingCanBeSent: 'Only pending requests can be sent to a contractor',
  useSendToContractor: 'Use "Send to contractor" to send a pending request',
  illegalTransition: (from: string, to: string) => `A ${from} request cannot be changed to ${to}`,
  // Service fallbacks and success toasts of the spec (§8 Maintenance).
  fetchFailed: 'Failed to fetch maintenance requests',
  fetchDetailsFailed: 'Failed to fetch maintenance request details',
  fetchRequestDetailsFailed: 'Failed to fetch request details',
  createFailed: 'Failed to create maintenance request',
  updateFailed: 'Failed to update maintenance request',
  sendFailed: 'Failed to send maintenance request to contractor',
  deleteFailed: 'Failed to delete maintenance request',
  fetchByStatusFailed: 'Failed to fetch maintenance requests by status',
  created: 'Maintenance request created successfully',
  updated: 'Maintenance request updated successfully',
  deleted: 'Maintenance request deleted successfully',
  sent: 'Maintenance request sent to contractor successfully',
  photosAdded: 'Photos added successfully',
  empty: 'No maintenance requests found',
} as const;

const REQUIRED = MAINTENANCE_MESSAGES.requiredFields;
const L = MAINTENANCE_LIMITS;

/** Blank strings count as "not given" (the client leaves empty values out; this tolerates them). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredText = (max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, MAINTENANCE_MESSAGES.tooLong(max)));

const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, MAINTENANCE_MESSAGES.tooLong(max)).optional());

const requiredEmail = z.preprocess(
  blankToUndefined,
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(L.contractor_email, MAINTENANCE_MESSAGES.tooLong(L.contractor_email))
    .regex(EMAIL_PATTERN, MAINTENANCE_MESSAGES.invalidEmail),
);

const optionalEmail = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(L.tenant_email, MAINTENANCE_MESSAGES.tooLong(L.tenant_email))
    .regex(EMAIL_PATTERN, MAINTENANCE_MESSAGES.invalidEmail)
    .optional(),
);

const optionalPhone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(L.tenant_phone, MAINTENANCE_MESSAGES.tooLong(L.tenant_phone))
    .refine(isValidPhone, MAINTENANCE_MESSAGES.invalidPhone)
    .optional(),
);

/** Whole cents only: 12.5 and 12.50 pass, 12.345 does not. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Multipart sends text; JSON may send a number. Either way the result is a number or undefined. */
const optionalCost = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    return typeof v === 'string' ? Number(v.trim()) : v;
  },
  z
    .number({ error: MAINTENANCE_MESSAGES.invalidCost })
    .min(0, MAINTENANCE_MESSAGES.invalidCost)
    .max(MAINTENANCE_COST_MAX, MAINTENANCE_MESSAGES.invalidCost)
    .refine(hasAtMostTwoDecimals, MAINTENANCE_MESSAGES.costDecimals)
    .optional(),
);

const optionalUuid = z.preprocess(blankToUndefined, z.string().uuid(MAINTENANCE_MESSAGES.propertyNotFound).optional());

/** The editable fields, every one optional; create and update build on it. */
const fieldShape = {
  tenant_name: requiredText(L.tenant_name),
  tenant_phone: optionalPhone,
  tenant_email: optionalEmail,
  property_id: optionalUuid,
  property_address: requiredText(L.property_address),
  property_unit: optionalText(L.property_unit),
  issue_title: requiredText(L.issue_title),
  issue_description: requiredText(L.issue_description),
  priority: z.preprocess(blankToUndefined, z.enum(MAINTENANCE_PRIORITIES, { error: 'Please choose a priority' }).optional()),
  contractor_email: requiredEmail,
  contractor_name: optionalText(L.contractor_name),
  contractor_phone: optionalPhone,
  estimated_cost: optionalCost,
  notes: optionalText(L.notes),
};

/** POST /api/admin/maintenance-requests (the text fields of the multipart form). */
export const maintenanceCreateSchema = z.object(fieldShape).transform((v) => ({ ...v, priority: v.priority ?? 'medium' }));
export type MaintenanceCreateInput = z.infer<typeof maintenanceCreateSchema>;

/** Optional fields an update may clear by sending null (required ones cannot be cleared). */
export const MAINTENANCE_CLEARABLE_FIELDS = [
  'tenant_phone',
  'tenant_email',
  'property_id',
  'property_unit',
  'contractor_name',
  'contractor_phone',
  'estimated_cost',
  'notes',
] as const;

/** In an update, null or a blank string clears an optional field. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.union([z.null(), schema]));

/**
 * PUT /api/admin/maintenance-requests/{id}: a JSON body of the fields to change. A required
 * field that is present must not be blank; an optional field sent as null is cleared. `photos`
 * lists the photo URLs to keep (the others are removed); leaving it out keeps them all.
 */
export const maintenanceUpdateSchema = z.object({
  tenant_name: fieldShape.tenant_name.optional(),
  tenant_phone: clearable(fieldShape.tenant_phone),
  tenant_email: clearable(fieldShape.tenant_email),
  property_id: clearable(fieldShape.property_id),
  property_address: fieldShape.property_address.optional(),
  property_unit: clearable(fieldShape.property_unit),
  issue_title: fieldShape.issue_title.optional(),
  issue_description: fieldShape.issue_description.optional(),
  priority: fieldShape.priority,
  contractor_email: fieldShape.contractor_email.optional(),
  contractor_name: clearable(fieldShape.contractor_name),
  contractor_phone: clearable(fieldShape.contractor_phone),
  estimated_cost: clearable(fieldShape.estimated_cost),
  notes: clearable(fieldShape.notes),
  status: z.enum(MAINTENANCE_STATUSES, { error: 'Please choose a valid status' }).optional(),
  photos: z.array(z.string().max(500)).max(MAINTENANCE_MAX_PHOTOS, MAINTENANCE_MESSAGES.tooManyPhotos).optional(),
});
export type MaintenanceUpdateInput = z.infer<typeof maintenanceUpdateSchema>;

/** POST /api/admin/maintenance-requests/{id}/send-to-contractor */
export const sendToContractorSchema = z
  .object({
    additional_message: z.preprocess(
      (v) => (v === null ? undefined : blankToUndefined(v)),
      z.string().trim().max(L.additional_message, MAINTENANCE_MESSAGES.tooLong(L.additional_message)).optional(),
    ),
    urgent: z.boolean({ error: 'Urgent must be true or false' }).default(false),
    // Issue 19: the directory entry to send to, or a new contractor to save to the directory and send
    // to (at most one of the two). Neither: the request's own contractor, as before.
    contractor_id: z.preprocess(blankToUndefined, z.string().uuid('Contractor not found').optional()),
    new_contractor: newContractorSchema.optional(),
  })
  .refine((v) => !(v.contractor_id && v.new_contractor), {
    message: 'Choose a contractor or enter a new one, not both',
    path: ['contractor_id'],
  });
export type SendToContractorInput = z.infer<typeof sendToContractorSchema>;

/** Empty, "all" and "any" filters are ignored (server.md §1). */
const ignorable = (value: unknown) =>
  typeof value === 'string' && ['', 'all', 'any'].includes(value.trim().toLowerCase()) ? undefined : value;

export const maintenanceListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAINTENANCE_MAX_LIMIT).default(MAINTENANCE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: searchTextSchema,
  status: z.preprocess(ignorable, z.enum([...MAINTENANCE_STATUSES, MAINTENANCE_OPEN_FILTER]).optional()),
  priority: z.preprocess(ignorable, z.enum(MAINTENANCE_PRIORITIES).optional()),
  ...sortQueryShape(LIST_SORTS.maintenance),
});
export type MaintenanceListQuery = z.infer<typeof maintenanceListQuerySchema>;

export interface MaintenancePhoto {
  id: string;
  /** Full-size photo (an admin-only route). */
  url: string;
  thumbnail_url: string;
  filename: string;
  width: number | null;
  height: number | null;
}

/** A maintenance request as every admin call returns it (spec fields plus a few extras). */
export interface MaintenanceRequest {
  id: string;
  tenant_name: string;
  tenant_phone: string | null;
  tenant_email: string | null;
  property_id: string | null;
  property_title: string | null;
  property_address: string;
  property_unit: string | null;
  issue_title: string;
  issue_description: string;
  priority: MaintenancePriority;
  contractor_email: string;
  contractor_name: string | null;
  contractor_phone: string | null;
  /** The directory entry the request was sent to, if any (issue 19). */
  contractor_id: string | null;
  estimated_cost: number | null;
  notes: string | null;
  status: MaintenanceStatus;
  /** URLs of the photos, in upload order (the spec's "list of image addresses"). */
  photos: string[];
  photo_items: MaintenancePhoto[];
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  completed_at: string | null;
  /** The request's timeline, oldest first: only in the single-request answer (GET /{id}). */
  timeline?: MaintenanceEvent[];
  /** Set when a resident sent the request from the portal (issue 32 item 4); null otherwise. */
  resident?: MaintenanceResidentRef | null;
}

/** Who sent a portal request, from which lease, and what the portal form asked. */
export interface MaintenanceResidentRef {
  id: string | null;
  full_name: string;
  email: string | null;
  lease_id: string | null;
  lease_reference: string | null;
  category: string | null;
  entry_permission: boolean | null;
  best_times: string | null;
  confirmed_at: string | null;
}

export interface MaintenanceStats {
  total: number;
  pending: number;
  sent_to_contractor: number;
  completed: number;
}

export interface MaintenanceListData {
  requests: MaintenanceRequest[];
  pagination: OffsetPagination;
  stats: MaintenanceStats;
}

export interface MaintenanceByStatusData {
  requests: MaintenanceRequest[];
  count: number;
  status: MaintenanceStatus;
}
