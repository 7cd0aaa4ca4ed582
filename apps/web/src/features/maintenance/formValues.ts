import {
  MAINTENANCE_CLEARABLE_FIELDS,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_TRANSITIONS,
  maintenanceCreateSchema,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import { formatAddressWithUnit } from '@rentfront/shared/address';
import { fieldErrors } from '../../lib/fieldErrors';

/** The editable fields of the maintenance form, in form order. */
export const FORM_FIELDS = [
  'tenant_name',
  'tenant_phone',
  'tenant_email',
  'property_id',
  'property_address',
  'property_unit',
  'issue_title',
  'issue_description',
  'priority',
  'estimated_cost',
  'contractor_name',
  'contractor_email',
  'contractor_phone',
  'notes',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Form state: every input holds text (a number input too), plus the status in edit mode. */
export type MaintenanceFormValues = Record<FormField, string> & { status: MaintenanceStatus };

export function emptyFormValues(): MaintenanceFormValues {
  const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as Record<FormField, string>;
  return { ...values, priority: 'medium', status: 'pending' };
}

export function formValuesFrom(request: MaintenanceRequest): MaintenanceFormValues {
  const values = emptyFormValues();
  for (const field of FORM_FIELDS) {
    const value = request[field];
    values[field] = value === null || value === undefined ? '' : String(value);
  }
  return { ...values, status: request.status };
}

export interface FormCheck {
  /** Field name → message, ready for the inputs. */
  errors: Partial<Record<FormField, string>>;
  /** True when a required field is empty: the spec's toast 'Please fill in all required fields'. */
  missingRequired: boolean;
}

/** Client-side check with the shared schema the server uses, so both say the same thing. */
export function checkForm(values: MaintenanceFormValues): FormCheck {
  const errors = fieldErrors<FormField>(maintenanceCreateSchema, pickFields(values));
  return { errors, missingRequired: Object.values(errors).includes(MAINTENANCE_MESSAGES.requiredFields) };
}

function pickFields(values: MaintenanceFormValues): Record<FormField, string> {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as Record<FormField, string>;
}

/** Create: the non-empty fields only (spec: "Empty values are not sent"). */
export function buildCreateFields(values: MaintenanceFormValues): Record<string, string> {
  return Object.fromEntries(Object.entries(pickFields(values)).filter(([, v]) => v !== ''));
}

/**
 * Update: the non-empty fields, the status when it changed, null for optional fields the admin
 * emptied (so clearing a note really clears it), and the photos to keep when some were removed.
 */
export function buildUpdateBody(
  values: MaintenanceFormValues,
  original: MaintenanceRequest,
  keptPhotoUrls?: string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const clean = pickFields(values);
  for (const field of FORM_FIELDS) {
    const value = clean[field];
    if (value !== '') body[field] = field === 'estimated_cost' ? Number(value) : value;
    else if ((MAINTENANCE_CLEARABLE_FIELDS as readonly string[]).includes(field) && original[field] !== null) body[field] = null;
  }
  if (values.status !== original.status) body.status = values.status;
  if (keptPhotoUrls && keptPhotoUrls.length !== original.photos.length) body.photos = keptPhotoUrls;
  return body;
}

/** Statuses the edit form offers: the current one and the moves the server allows from it. */
export function statusChoices(current: MaintenanceStatus): MaintenanceStatus[] {
  return [current, ...MAINTENANCE_TRANSITIONS[current]];
}

/** "40 Maple Court, Albany, NY 12203" from a listed property. */
export function propertyAddress(p: { address: string; city: string; state: string; pincode: string }): string {
  return `${p.address}, ${p.city}, ${p.state} ${p.pincode}`.trim();
}

/** "12 Elm Street, Unit 3B": the address with its unit, for lists; never the unit twice (shared helper). */
export function locationOf(r: Pick<MaintenanceRequest, 'property_address' | 'property_unit'>): string {
  return formatAddressWithUnit(r.property_address, r.property_unit);
}

/** "No photos", "1 photo", "3 photos". */
export function photoCountText(count: number): string {
  if (count === 0) return 'No photos';
  return count === 1 ? '1 photo' : `${count} photos`;
}
