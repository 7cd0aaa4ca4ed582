import {
  COORDINATES_PAIR_MESSAGE,
  unpairedCoordinate,
  type CoordinateChange,
  PROPERTY_LIST_FIELDS,
  PROPERTY_OPTIONAL_FIELDS,
  propertyCreateSchema,
  propertyFormShape,
  propertyUpdateSchema,
  type PropertyCreateInput,
  type PropertyFormField,
  type PropertyUpdateInput,
} from '@rentfront/shared';
import { AVAILABLE_FROM_PAST_MESSAGE, isStaleAvailableFrom, parseLeaseTerm } from '@rentfront/shared/move-in';
import { officeToday } from '@rentfront/shared/time-zone';
import { FEE_MESSAGES, fromCents, requiredMonthlyCents, unknownRequiredFee, type EnteredFee } from '@rentfront/shared/property-fees';
import type { properties } from '../../db/schema';
import { zodIssuesToErrors } from '../../platform/http/error-handler';
import { badRequest } from '../../platform/http/errors';

type OptionalField = (typeof PROPERTY_OPTIONAL_FIELDS)[number];
const FORM_FIELDS = Object.keys(propertyFormShape) as PropertyFormField[];

function fail(errors: Record<string, string>): never {
  throw badRequest(Object.values(errors)[0] ?? 'Invalid property', errors);
}

/** Only the property's own fields, as sent (multipart values are all text). */
function formFields(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORM_FIELDS) if (fields[name] !== undefined) out[name] = fields[name];
  return out;
}

/** POST add: every required field, each rule of the property form; 400 with field errors. */
export function parseCreateFields(fields: Record<string, string>): PropertyCreateInput {
  const result = propertyCreateSchema.safeParse(formFields(fields));
  if (!result.success) fail(zodIssuesToErrors(result.error.issues));
  const change = (v: number | undefined): CoordinateChange => (v === undefined ? 'cleared' : 'set');
  const unpaired = unpairedCoordinate(change(result.data.latitude), change(result.data.longitude));
  if (unpaired) fail({ [unpaired]: COORDINATES_PAIR_MESSAGE });
  if (result.data.available_from && isStaleAvailableFrom(result.data.available_from, officeToday())) {
    fail({ available_from: AVAILABLE_FROM_PAST_MESSAGE });
  }
  checkPublishable(result.data.status, result.data.fees ?? []);
  return withLeaseTermsOf(result.data);
}

/** A listing created with only the spec's single lease_term offers that term (when it is 1–60 months). */
function withLeaseTermsOf(input: PropertyCreateInput): PropertyCreateInput {
  if (input.lease_terms !== undefined || input.lease_term === undefined) return input;
  const term = parseLeaseTerm(input.lease_term);
  return { ...input, lease_terms: term ? [term] : [] };
}

/**
 * PUT: a changed available-from date follows the create rule; the date the listing already has
 * is accepted as it is, so an old listing stays editable.
 */
export function checkChangedAvailableFrom(sent: string | undefined, stored: string | null): void {
  if (sent && sent !== stored && isStaleAvailableFrom(sent, officeToday())) fail({ available_from: AVAILABLE_FROM_PAST_MESSAGE });
}

/**
 * An available listing advertises its whole price, so every required fee needs its amount
 * (issue 35): 400 naming the fee. A listing on hold or in maintenance may keep one unknown.
 */
export function checkPublishable(status: string, fees: readonly EnteredFee[]): void {
  const unknown = status === 'available' ? unknownRequiredFee(fees) : undefined;
  if (unknown) fail({ fees: FEE_MESSAGES.unknownAmount(unknown.name) });
}

export interface UpdateFields {
  values: PropertyUpdateInput;
  /** Optional fields sent blank: the admin emptied them. */
  cleared: OptionalField[];
}

/**
 * PUT: only the fields sent change. A blank optional field is cleared, a blank list becomes
 * empty, and a blank required field is refused with the same message as on create.
 */
export function parseUpdateFields(fields: Record<string, string>): UpdateFields {
  const sent = formFields(fields);
  const cleared: OptionalField[] = [];
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent)) {
    if (value.trim() !== '' || (PROPERTY_LIST_FIELDS as readonly string[]).includes(name)) continue;
    delete sent[name];
    if ((PROPERTY_OPTIONAL_FIELDS as readonly string[]).includes(name)) cleared.push(name as OptionalField);
    else if (name !== 'featured' && name !== 'syndicate') {
      // Reuse the create rule's wording ("Title is required").
      const check = propertyCreateSchema.shape[name as PropertyFormField].safeParse(undefined);
      errors[name] = check.success ? `${name} is required` : check.error.issues[0].message;
    }
  }
  const result = propertyUpdateSchema.safeParse(sent);
  if (!result.success) Object.assign(errors, zodIssuesToErrors(result.error.issues));
  // A pin needs both coordinates: setting or emptying one means the same for the other.
  const change = (name: 'latitude' | 'longitude'): CoordinateChange =>
    cleared.includes(name) ? 'cleared' : sent[name] !== undefined ? 'set' : 'absent';
  const unpaired = unpairedCoordinate(change('latitude'), change('longitude'));
  if (unpaired && !errors[unpaired]) errors[unpaired] = COORDINATES_PAIR_MESSAGE;
  if (Object.keys(errors).length) fail(errors);
  return { values: result.data!, cleared };
}

type Columns = Partial<typeof properties.$inferInsert>;

/** API field names to table columns, for the fields present. */
export function toColumns(input: PropertyUpdateInput, cleared: OptionalField[] = []): Columns {
  const c: Columns = {};
  const set = <K extends keyof Columns>(key: K, value: Columns[K] | undefined) => {
    if (value !== undefined) c[key] = value;
  };
  set('title', input.title);
  set('description', input.description);
  set('propertyType', input.property_type);
  set('status', input.status);
  set('furnishing', input.furnishing);
  set('areaSqft', input.area_sqft);
  set('bedrooms', input.bedrooms);
  set('bathrooms', input.bathrooms);
  set('floors', input.floors);
  set('utilities', input.utilities);
  set('amenities', input.amenities);
  set('appliancesIncluded', input.appliances_included);
  set('leaseTerm', input.lease_term);
  set('leaseTerms', input.lease_terms);
  set('applicationFee', input.application_fee);
  set('petPolicy', input.pet_policy);
  set('propertyManagementContact', input.property_management_contact);
  set('website', input.website);
  set('price', input.price);
  set('deposit', input.deposit);
  if (input.fees !== undefined) {
    c.fees = input.fees;
    c.monthlyFees = fromCents(requiredMonthlyCents(input.fees));
  }
  set('address', input.address);
  set('city', input.city);
  set('state', input.state);
  set('pincode', input.pincode);
  set('latitude', input.latitude);
  set('longitude', input.longitude);
  set('availableFrom', input.available_from);
  set('accessibility', input.accessibility);
  set('featured', input.featured);
  set('syndicate', input.syndicate);
  const columnOf: Record<OptionalField, keyof Columns> = {
    furnishing: 'furnishing',
    floors: 'floors',
    lease_term: 'leaseTerm',
    application_fee: 'applicationFee',
    pet_policy: 'petPolicy',
    property_management_contact: 'propertyManagementContact',
    website: 'website',
    deposit: 'deposit',
    latitude: 'latitude',
    longitude: 'longitude',
    available_from: 'availableFrom',
  };
  for (const name of cleared) (c as Record<string, unknown>)[columnOf[name]] = null;
  return c;
}
