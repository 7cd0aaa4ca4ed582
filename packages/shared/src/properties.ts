// Properties domain contract: the request schemas (list query, property form). Everything
// without zod (enums, messages, response shapes, helpers) is in properties-core.ts and is
// re-exported here, so server code can import either; public web pages import the core file.
import { z } from 'zod';
import {
  FURNISHINGS,
  IGNORED_FILTER_VALUES,
  parseListField,
  PET_POLICIES,
  PROPERTY_PAGE_SIZE_MAX,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ADMIN_PROPERTY_PAGE_SIZE,
} from './properties-core';
import { parseDegrees } from './map-bounds';
import { ACCESSIBILITY_FEATURES, isAccessibilityFeature, knownAccessibilityFeatures } from './accessibility-features';
import { isCalendarDate, LEASE_TERM_MONTHS_MAX, parseLeaseTerm, sortLeaseTerms } from './move-in';
import { FEE_AMOUNT_MAX, FEE_FREQUENCIES, FEE_MESSAGES, FEE_NAME_MAX, FEE_NOTE_MAX, FEES_MAX, type EnteredFee } from './property-fees';
import { LIST_SORTS, sortQueryShape } from './query';

export * from './properties-core';

// ---------------------------------------------------------------------------------------------
// GET /api/properties query
// ---------------------------------------------------------------------------------------------

/** Empty, `any` and `all` mean "no filter" (server.md §1, public-site.md §5). */
const ignoreBlank = (v: unknown) => (typeof v === 'string' && IGNORED_FILTER_VALUES.has(v.trim().toLowerCase()) ? undefined : v);

const queryText = z.preprocess(ignoreBlank, z.string().trim().max(200, 'Must be at most 200 characters').optional());
const queryEnum = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    (v) => {
      const clean = ignoreBlank(v);
      return typeof clean === 'string' ? clean.trim().toLowerCase() : clean;
    },
    z.enum(values, { message: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );
const queryNumber = (name: string, opts: { int?: boolean; min?: number; max?: number; plus?: boolean } = {}) =>
  z.preprocess(
    (v) => {
      const clean = ignoreBlank(v);
      if (typeof clean !== 'string') return clean;
      // "4+" from the beds/baths pickers means "at least 4".
      const text = opts.plus ? clean.trim().replace(/\+$/, '') : clean.trim();
      return text === '' ? Number.NaN : Number(text);
    },
    z
      .number({ message: `${name} must be a number` })
      .refine((n) => Number.isFinite(n), `${name} must be a number`)
      .refine((n) => !opts.int || Number.isInteger(n), `${name} must be a whole number`)
      .refine((n) => n >= (opts.min ?? 0), `${name} must be at least ${opts.min ?? 0}`)
      .refine((n) => opts.max === undefined || n <= opts.max, `${name} must be at most ${opts.max}`)
      .optional(),
  );
const queryBool = (name: string) =>
  z.preprocess(
    (v) => {
      const clean = ignoreBlank(v);
      if (typeof clean !== 'string') return clean;
      const t = clean.trim().toLowerCase();
      if (['true', '1', 'yes'].includes(t)) return true;
      if (['false', '0', 'no'].includes(t)) return false;
      return t;
    },
    z.boolean({ message: `${name} must be true or false` }).optional(),
  );
const queryDate = (name: string) =>
  z.preprocess(ignoreBlank, z.string().trim().refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`).optional());

/**
 * One side of the map's visible area. Never an error: a value that is not a latitude/longitude is
 * dropped here, and an incomplete or reversed area is dropped by parseMapBounds (filters.ts), so a
 * tampered link still lists homes.
 */
const queryDegrees = (limit: number) => z.preprocess((v) => parseDegrees(v, limit), z.number().optional());

export const propertyListQuerySchema = z
  .object({
    keyword: queryText,
    search: queryText,
    property_type: queryEnum(PROPERTY_TYPES, 'property_type'),
    status: queryEnum(PROPERTY_STATUSES, 'status'),
    furnishing: queryEnum(FURNISHINGS, 'furnishing'),
    city: queryText,
    state: queryText,
    min_price: queryNumber('min_price', { max: 1_000_000_000 }),
    max_price: queryNumber('max_price', { max: 1_000_000_000 }),
    // Issue 35: the total monthly cost (rent and required monthly fees); a bad value is no filter.
    max_total: z.preprocess((v) => {
      const clean = ignoreBlank(v);
      const n = typeof clean === 'string' && clean.trim() !== '' ? Number(clean.trim()) : Number.NaN;
      return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? n : undefined;
    }, z.number().optional()),
    bedrooms: queryNumber('bedrooms', { int: true, max: 100, plus: true }),
    bathrooms: queryNumber('bathrooms', { max: 100, plus: true }),
    pets_allowed: queryBool('pets_allowed'),
    available_from_date: queryDate('available_from_date'),
    // The move-in and accessibility filters come from the address of a search a renter may have
    // kept for months: a value that is no date, term or feature is dropped (no filter), never a 400.
    available_by: z.preprocess((v) => {
      const clean = ignoreBlank(v);
      return typeof clean === 'string' && isCalendarDate(clean.trim()) ? clean.trim() : undefined;
    }, z.string().optional()),
    lease_term: z.preprocess((v) => parseLeaseTerm(ignoreBlank(v)), z.string().optional()),
    accessibility: z.preprocess(
      (v) => {
        const clean = ignoreBlank(v);
        const features = typeof clean === 'string' || Array.isArray(clean) ? knownAccessibilityFeatures(parseListField(clean)) : [];
        return features.length ? features : undefined;
      },
      z.array(z.enum(ACCESSIBILITY_FEATURES)).optional(),
    ),
    sort: queryEnum(PROPERTY_SORTS, 'sort'),
    page: queryNumber('page', { int: true, min: 1, max: 100_000 }),
    limit: queryNumber('limit', { int: true, min: 1, max: PROPERTY_PAGE_SIZE_MAX }),
    north: queryDegrees(90),
    south: queryDegrees(90),
    east: queryDegrees(180),
    west: queryDegrees(180),
    // true: only homes with a map location; false: only homes without one (listed beside the map).
    located: queryBool('located'),
  })
  .superRefine((q, issue) => {
    if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
      issue.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' });
    }
  });
export type PropertyListQueryInput = z.input<typeof propertyListQuerySchema>;
export type PropertyListQuery = z.output<typeof propertyListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// The property form (POST add / PUT update): one schema for the server and the admin modal
// ---------------------------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toNumber = (v: unknown) => {
  const clean = blankToUndefined(v);
  return typeof clean === 'string' ? Number(clean.trim()) : clean;
};

const requiredMessage = (label: string, otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : otherwise;

const requiredText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage(label, `${label} must be text`) })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );
const optionalText = (label: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${label} must be at most ${max} characters`).optional());

interface NumberRule {
  min?: number;
  max?: number;
  int?: boolean;
  /** Smallest step, e.g. 0.5 for bathrooms, 0.01 for money. */
  step?: number;
  minMessage?: string;
}
const numberField = (label: string, rule: NumberRule) =>
  z
    .number({ error: requiredMessage(label, `${label} must be a number`) })
    .refine((n) => Number.isFinite(n), `${label} must be a number`)
    .refine((n) => !rule.int || Number.isInteger(n), `${label} must be a whole number`)
    .refine((n) => rule.min === undefined || n >= rule.min, rule.minMessage ?? `${label} must be at least ${rule.min}`)
    .refine((n) => rule.max === undefined || n <= rule.max, `${label} must be at most ${rule.max}`)
    .refine(
      // A tolerance so float noise (0.1 + 0.2) does not fail a valid amount.
      (n) => !rule.step || Math.abs(Math.round(n / rule.step) * rule.step - n) < 1e-6,
      `${label} must be a multiple of ${rule.step}`,
    );
const requiredNumber = (label: string, rule: NumberRule) => z.preprocess(toNumber, numberField(label, rule));
const optionalNumber = (label: string, rule: NumberRule) => z.preprocess(toNumber, numberField(label, rule).optional());

const requiredEnum = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: requiredMessage(label, `${label} must be one of: ${values.join(', ')}`) }));
const optionalEnum = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` }).optional());

const listField = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : parseListField(v)),
    z
      .array(z.string().max(100, `${label} entries must be at most 100 characters`))
      .max(50, `${label} may have at most 50 entries`)
      .optional(),
  );

/** `lease_terms`: JSON or comma list of months (1–60) or `mtm`; stored shortest first, each once. */
const LEASE_TERMS_MESSAGE = `Lease terms must be whole months from 1 to ${LEASE_TERM_MONTHS_MAX}, or mtm for month-to-month`;
const leaseTermsField = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : parseListField(v)),
  z
    .array(z.string())
    .max(20, 'Lease terms may have at most 20 entries')
    .refine((terms) => terms.every((t) => parseLeaseTerm(t) !== undefined), LEASE_TERMS_MESSAGE)
    .transform((terms) => sortLeaseTerms(terms.map((t) => parseLeaseTerm(t)!)))
    .optional(),
);

const FLAG_TEXT: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };
const feeFlag = (value: unknown, fallback: boolean): boolean | undefined => {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? FLAG_TEXT[value.trim().toLowerCase()] : undefined;
};

/** One entered fee, or the message that names what is wrong with it (n counts from 1). */
function parseFee(raw: unknown, n: number): EnteredFee | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return FEE_MESSAGES.name(n);
  const f = raw as Record<string, unknown>;
  const name = typeof f.name === 'string' ? f.name.trim() : '';
  if (!name) return FEE_MESSAGES.name(n);
  if (name.length > FEE_NAME_MAX) return FEE_MESSAGES.nameTooLong(n);
  let amount: number | null = null;
  if (f.amount !== undefined && f.amount !== null && !(typeof f.amount === 'string' && f.amount.trim() === '')) {
    amount = typeof f.amount === 'number' ? f.amount : typeof f.amount === 'string' ? Number(f.amount.trim()) : Number.NaN;
    const wholeCents = Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
    if (!Number.isFinite(amount) || amount < 0 || amount > FEE_AMOUNT_MAX || !wholeCents) return FEE_MESSAGES.amount(n);
  }
  if (!(FEE_FREQUENCIES as readonly unknown[]).includes(f.frequency)) return FEE_MESSAGES.frequency(n);
  const required = feeFlag(f.required, true);
  if (required === undefined) return FEE_MESSAGES.flag(n, 'required');
  const refundable = feeFlag(f.refundable, false);
  if (refundable === undefined) return FEE_MESSAGES.flag(n, 'refundable');
  const note = typeof f.note === 'string' && f.note.trim() ? f.note.trim() : null;
  if (note && note.length > FEE_NOTE_MAX) return FEE_MESSAGES.noteTooLong(n);
  return { name, amount, frequency: f.frequency as EnteredFee['frequency'], required, refundable, note };
}

/**
 * `fees`: a JSON list of {name, amount (dollars, empty when not known), frequency, required,
 * refundable, note}. The deposit and the application fee have their own fields; entries the API
 * lists for them (kind `deposit`/`application_fee`) are dropped here, so a list read back from
 * the API can be sent as it is.
 */
const feesField = z
  .unknown()
  .transform((v, ctx): EnteredFee[] | undefined => {
    if (v === undefined || v === null) return undefined;
    let list: unknown = v;
    if (typeof v === 'string') {
      if (v.trim() === '') return [];
      try {
        list = JSON.parse(v);
      } catch {
        list = undefined;
      }
    }
    if (!Array.isArray(list)) {
      ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.notJson });
      return z.NEVER;
    }
    const entered = list.filter(
      (f) => !(typeof f === 'object' && f && ['deposit', 'application_fee'].includes((f as { kind?: string }).kind ?? '')),
    );
    if (entered.length > FEES_MAX) {
      ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.tooMany });
      return z.NEVER;
    }
    const fees: EnteredFee[] = [];
    for (const [i, raw] of entered.entries()) {
      const fee = parseFee(raw, i + 1);
      if (typeof fee === 'string') {
        ctx.addIssue({ code: 'custom', message: fee });
        return z.NEVER;
      }
      fees.push(fee);
    }
    return fees;
  })
  .optional();

/** `accessibility`: JSON or comma list of ACCESSIBILITY_FEATURES keys; an unknown key is refused by name. */
const accessibilityField = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : parseListField(v).map((f) => f.toLowerCase())),
  z
    .array(z.string())
    .superRefine((keys, ctx) => {
      const unknown = keys.find((k) => !isAccessibilityFeature(k));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Accessibility has an unknown feature "${unknown.slice(0, 40)}"; use: ${ACCESSIBILITY_FEATURES.join(', ')}`,
        });
      }
    })
    .transform((keys) => knownAccessibilityFeatures(keys))
    .optional(),
);

const booleanField = z.preprocess((v) => {
  const clean = blankToUndefined(v);
  if (typeof clean !== 'string') return clean;
  return ['true', '1', 'yes', 'on'].includes(clean.trim().toLowerCase());
}, z.boolean().optional());

const dateField = (label: string) =>
  z.preprocess(blankToUndefined, z.string().trim().refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`).optional());

const urlField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500, `${label} must be at most 500 characters`)
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      }, `${label} must be a valid URL`)
      .optional(),
  );

export const propertyFormShape = {
  title: requiredText('Title', 200),
  description: requiredText('Description', 10_000),
  property_type: requiredEnum('Property type', PROPERTY_TYPES),
  status: requiredEnum('Status', PROPERTY_STATUSES),
  furnishing: optionalEnum('Furnishing', FURNISHINGS),
  area_sqft: requiredNumber('Area', { min: 1, max: 1_000_000, int: true, minMessage: 'Area must be greater than 0' }),
  bedrooms: requiredNumber('Bedrooms', { min: 0, max: 100, int: true }),
  bathrooms: requiredNumber('Bathrooms', { min: 0, max: 99.5, step: 0.5 }),
  floors: optionalNumber('Floors', { min: 1, max: 200, int: true }),
  utilities: listField('Utilities'),
  amenities: listField('Amenities'),
  appliances_included: listField('Appliances'),
  lease_term: optionalNumber('Lease term', { min: 1, max: 600, int: true, minMessage: 'Lease term must be at least 1 month' }),
  lease_terms: leaseTermsField,
  application_fee: optionalNumber('Application fee', { min: 0, max: 1_000_000, step: 0.01 }),
  pet_policy: optionalEnum('Pet policy', PET_POLICIES),
  property_management_contact: optionalText('Property management contact', 200),
  website: urlField('Website'),
  price: requiredNumber('Price', { min: 0, max: 10_000_000, step: 0.01 }),
  deposit: optionalNumber('Deposit', { min: 0, max: 10_000_000, step: 0.01 }),
  fees: feesField,
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  pincode: requiredText('Pincode', 20),
  latitude: optionalNumber('Latitude', { min: -90, max: 90 }),
  longitude: optionalNumber('Longitude', { min: -180, max: 180 }),
  available_from: dateField('Available from'),
  accessibility: accessibilityField,
  featured: booleanField,
  syndicate: booleanField,
};

/** A map location is both coordinates or neither: one alone puts no pin anywhere. */
export const COORDINATES_PAIR_MESSAGE = 'Enter both latitude and longitude, or neither';

/** What a form does to one coordinate: gives a value, empties it, or leaves it out (update only). */
export type CoordinateChange = 'set' | 'cleared' | 'absent';

/**
 * The field that breaks the both-or-neither rule, if any: a create or update that sets one
 * coordinate must set the other, and one that empties one must empty the other.
 */
export function unpairedCoordinate(latitude: CoordinateChange, longitude: CoordinateChange): 'latitude' | 'longitude' | undefined {
  if (latitude === longitude) return undefined;
  if (latitude === 'set') return 'longitude';
  if (longitude === 'set') return 'latitude';
  // One emptied, the other left out: the stored one would stay alone.
  return latitude === 'cleared' ? 'longitude' : 'latitude';
}

/** Create: the required fields of server.md §3 / admin-back-office.md §5. */
export const propertyCreateSchema = z.object(propertyFormShape);
/** Update: any subset of the fields. */
export const propertyUpdateSchema = z.object(propertyFormShape).partial();
export type PropertyCreateInput = z.output<typeof propertyCreateSchema>;
export type PropertyUpdateInput = z.output<typeof propertyUpdateSchema>;
export type PropertyFormField = keyof typeof propertyFormShape;
/** Fields that may be cleared (set to nothing) on update. */
export const PROPERTY_OPTIONAL_FIELDS = [
  'furnishing',
  'floors',
  'lease_term',
  'application_fee',
  'pet_policy',
  'property_management_contact',
  'website',
  'deposit',
  'latitude',
  'longitude',
  'available_from',
] as const satisfies readonly PropertyFormField[];
export const PROPERTY_LIST_FIELDS = [
  'utilities',
  'amenities',
  'appliances_included',
  'lease_terms',
  'accessibility',
  'fees',
] as const satisfies readonly PropertyFormField[];

/**
 * The admin list's filters (GET /api/admin/properties and its /export): a status, and text found
 * in the title, city or state, case-insensitively. `sort`/`dir` are the header sort
 * (LIST_SORTS.properties); the export accepts and checks them so one query string serves both.
 */
const adminPropertyFilterShape = {
  status: queryEnum(PROPERTY_STATUSES, 'status'),
  search: queryText,
  ...sortQueryShape(LIST_SORTS.properties),
};
export const propertyExportQuerySchema = z.object(adminPropertyFilterShape);
export type PropertyExportQuery = z.output<typeof propertyExportQuerySchema>;

/** GET /api/admin/properties: the filters above, paged by offset (paging in SQL, issue 19). */
export const adminPropertyListQuerySchema = z.object({
  ...adminPropertyFilterShape,
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(ADMIN_PROPERTY_PAGE_SIZE),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .default(0),
});
export type AdminPropertyListQuery = z.output<typeof adminPropertyListQuerySchema>;
