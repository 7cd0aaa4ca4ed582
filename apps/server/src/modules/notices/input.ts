import { noticeFormSchema, noticeUpdateSchema, type NoticeUpdateValues } from '@rentfront/shared';
import { badRequest } from '../../platform/http/errors';
import { zodIssuesToErrors } from '../../platform/http/error-handler';

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);

/** A boolean from a form field or JSON; undefined when absent; 400 when it is neither. */
export function readBool(value: unknown, name: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  const message = `${name} must be true or false`;
  throw badRequest(message, { [name]: message });
}

function optionalString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

function parseOrThrow<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): T {
  if (result.success) return result.data;
  const errors = zodIssuesToErrors(result.error.issues);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}

export interface NoticeCreateInput {
  title: string;
  description: string | null;
  isActive: boolean;
  /** Null: everyone; an id: that property's residents only (ADR 0038). */
  propertyId: string | null;
}

/** `property_id` of a form: absent stays absent, an empty value is "everyone" (null). */
function optionalPropertyId(value: unknown): string | null | undefined {
  const text = optionalString(value);
  if (text === undefined) return undefined;
  return text.trim() === '' ? null : text.trim();
}

/** Text fields of a new notice (multipart values are strings). */
export function parseCreateFields(fields: Record<string, unknown>): NoticeCreateInput {
  const values = parseOrThrow(
    noticeFormSchema.safeParse({
      title: optionalString(fields.title) ?? '',
      description: optionalString(fields.description),
      is_active: readBool(fields.is_active, 'is_active'),
      property_id: optionalPropertyId(fields.property_id),
    }),
  );
  return {
    title: values.title,
    description: values.description ? values.description : null,
    isActive: values.is_active ?? true,
    propertyId: values.property_id ?? null,
  };
}

/** Text fields of an update: only what is sent changes; a sent title must still be valid. */
export function parseUpdateFields(fields: Record<string, unknown>): NoticeUpdateValues {
  const title = optionalString(fields.title);
  return parseOrThrow(
    noticeUpdateSchema.safeParse({
      title,
      description: optionalString(fields.description),
      is_active: readBool(fields.is_active, 'is_active'),
      property_id: optionalPropertyId(fields.property_id),
      remove_file: readBool(fields.remove_file, 'remove_file'),
    }),
  );
}

/** `{is_active}` of set-active; it is required there. */
export function parseIsActive(fields: Record<string, unknown>): boolean {
  const value = readBool(fields.is_active, 'is_active');
  if (value === undefined) throw badRequest('is_active is required', { is_active: 'is_active is required' });
  return value;
}
