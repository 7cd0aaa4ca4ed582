import {
  COORDINATES_PAIR_MESSAGE,
  unpairedCoordinate,
  type CoordinateChange,
  PROPERTY_FORM_FIELDS_ROOM_BYTES,
  PROPERTY_FORM_MAX_BYTES,
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGES_MAX,
  PROPERTY_LIST_FIELDS,
  PROPERTY_MESSAGES,
  PROPERTY_OPTIONAL_FIELDS,
  propertyCreateSchema,
  type Property,
  type PropertyFormField,
} from '@rentfront/shared/properties';
import { FEE_MESSAGES, unknownRequiredFee } from '@rentfront/shared/property-fees';
import { feesFromProperty } from './feesValue';

/** The modal's values: text as typed (numbers too), lists as comma-separated text. */
/** The form's switches: checkboxes, sent as true/false. */
export const BOOLEAN_FIELDS = ['featured', 'syndicate'] as const satisfies readonly PropertyFormField[];
type BooleanField = (typeof BOOLEAN_FIELDS)[number];

export type PropertyFormValues = Record<Exclude<PropertyFormField, BooleanField>, string> & Record<BooleanField, boolean>;

export const TEXT_FIELDS = [
  'title',
  'description',
  'property_type',
  'status',
  'furnishing',
  'area_sqft',
  'bedrooms',
  'bathrooms',
  'floors',
  'utilities',
  'amenities',
  'appliances_included',
  'lease_term',
  'lease_terms',
  'application_fee',
  'pet_policy',
  'property_management_contact',
  'website',
  'price',
  'deposit',
  'address',
  'city',
  'state',
  'pincode',
  'latitude',
  'longitude',
  'available_from',
  'accessibility',
  'fees',
] as const satisfies readonly Exclude<PropertyFormField, BooleanField>[];

export function emptyValues(): PropertyFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as unknown as PropertyFormValues;
  return { ...values, status: 'available', featured: false, syndicate: false };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A property as form values (edit mode). */
export function valuesFromProperty(p: Property): PropertyFormValues {
  const values = emptyValues();
  for (const f of TEXT_FIELDS) {
    const v = p[f as keyof Property];
    values[f] = Array.isArray(v) ? v.join(', ') : text(v);
  }
  values.fees = feesFromProperty(p.fees);
  for (const f of BOOLEAN_FIELDS) values[f] = Boolean(p[f]);
  return values;
}

/** Comma-separated text as a trimmed list without empty entries (admin-back-office.md §5). */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The property form's rules (the shared schema the server applies too): `{field: message}`. */
export function checkValues(values: PropertyFormValues): Record<string, string> {
  const result = propertyCreateSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '_');
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  // A map pin is both coordinates or neither (the server's rule too).
  const change = (v: string): CoordinateChange => (v.trim() === '' ? 'cleared' : 'set');
  const unpaired = unpairedCoordinate(change(values.latitude), change(values.longitude));
  if (unpaired && !(unpaired in errors)) errors[unpaired] = COORDINATES_PAIR_MESSAGE;
  // An available listing shows its whole price: every required fee needs its amount (the server's rule too).
  const unknown = values.status === 'available' && result.success ? unknownRequiredFee(result.data.fees ?? []) : undefined;
  if (unknown && !('fees' in errors)) errors.fees = FEE_MESSAGES.unknownAmount(unknown.name);
  return errors;
}

const isList = (f: string) => (PROPERTY_LIST_FIELDS as readonly string[]).includes(f);
const isOptional = (f: string) => (PROPERTY_OPTIONAL_FIELDS as readonly string[]).includes(f);

/**
 * The multipart fields. Add: every non-empty field (empty ones are omitted). Edit: only what
 * changed; an optional field the admin emptied is sent blank so the server clears it. Lists go
 * as JSON text.
 */
export function appendFields(form: FormData, values: PropertyFormValues, original?: PropertyFormValues): void {
  for (const f of TEXT_FIELDS) {
    const value = values[f].trim();
    const before = original?.[f].trim();
    // The fees are JSON text already: sent when set (add) or changed (edit, blank empties them).
    if (f === 'fees') {
      if (original ? value !== before : value !== '') form.append(f, value);
      continue;
    }
    if (isList(f)) {
      const list = splitList(value);
      if (original) {
        if (JSON.stringify(list) !== JSON.stringify(splitList(before ?? ''))) form.append(f, JSON.stringify(list));
      } else if (list.length) form.append(f, JSON.stringify(list));
      continue;
    }
    // The coordinates go together: a moved pin sends both, so the server can check the pair.
    const pairChanged =
      (f === 'latitude' || f === 'longitude') &&
      original &&
      (values.latitude.trim() !== original.latitude.trim() || values.longitude.trim() !== original.longitude.trim());
    if (original && value === before && !pairChanged) continue;
    if (value !== '') form.append(f, value);
    else if (original && isOptional(f)) form.append(f, '');
  }
  for (const f of BOOLEAN_FIELDS) if (!original ? values[f] : values[f] !== original[f]) form.append(f, String(values[f]));
}

/** One picture of the form: one already stored, or a file chosen now. */
export type ImageItem = ({ kind: 'existing'; key: string; url: string } | { kind: 'new'; key: string; file: File; preview: string }) & {
  /** What the photo shows: the page's alt text and the feeds' photo label. */
  caption?: string;
};

/** The captions of the images in order, as `image_captions` sends them (an empty one is none). */
export const imageCaptions = (images: ImageItem[]) => images.map((i) => i.caption?.trim() || null);

/**
 * The images of the request. Add: `media_files` in order (the first is the cover). Edit: new
 * files as `images`, and `existing_images` listing the order to keep: stored URLs and `new:N`
 * for the N-th new file, so a new picture can be the cover too.
 */
export function appendImages(form: FormData, images: ImageItem[], editing: boolean): void {
  const files = images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
  const captions = imageCaptions(images);
  if (!editing) {
    for (const file of files) form.append('media_files', file);
    if (captions.some(Boolean)) form.append('image_captions', JSON.stringify(captions));
    return;
  }
  let n = 0;
  const order = images.map((i) => (i.kind === 'existing' ? i.url : `new:${n++}`));
  for (const file of files) form.append('images', file);
  form.append('existing_images', JSON.stringify(order));
  // Always on an edit: an emptied caption must reach the server as none.
  form.append('image_captions', JSON.stringify(captions));
}

/** The bytes of the images not uploaded yet: what the next save sends. */
export function newImageBytes(items: ImageItem[]): number {
  return items.reduce((sum, item) => sum + (item.kind === 'new' ? item.file.size : 0), 0);
}

/**
 * Checks picked files before they join the list: images only, 10 MB each, 20 in all, and together
 * with the images already waiting (`pendingBytes`) within the server's budget for one save, so the
 * form says so before sending rather than after a 100 MB upload is refused.
 */
export function checkNewFiles(files: File[], current: number, pendingBytes = 0): { accepted: File[]; error?: string } {
  const accepted: File[] = [];
  const room = PROPERTY_FORM_MAX_BYTES - PROPERTY_FORM_FIELDS_ROOM_BYTES;
  let bytes = pendingBytes;
  let error: string | undefined;
  for (const file of files) {
    if (!file.type.startsWith('image/')) error = PROPERTY_MESSAGES.notAnImage(file.name);
    else if (file.size > PROPERTY_IMAGE_MAX_BYTES) error = PROPERTY_MESSAGES.imageTooLarge(file.name);
    else if (current + accepted.length >= PROPERTY_IMAGES_MAX) error = PROPERTY_MESSAGES.tooManyImages;
    else if (bytes + file.size > room) error = PROPERTY_MESSAGES.imagesTooLargeTotal;
    else {
      accepted.push(file);
      bytes += file.size;
    }
  }
  return { accepted, error };
}

/** Moves the item at `from` to `to` (reorder and "make cover", which is `to = 0`). */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
