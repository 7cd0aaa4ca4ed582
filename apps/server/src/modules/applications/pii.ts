import type { ApplicationDocument, ApplicationSensitiveValues } from '@rentfront/shared';
import type { StoredApplicationDocument } from '../../db/schema';
import type { PiiCipher } from '../../platform/pii/cipher';

/**
 * The sensitive fields of an application (server.md §3). They live in personal_information; the
 * public form collects no bank numbers, so there are none to protect.
 */
export const PII_FIELDS = ['date_of_birth', 'social_security_number', 'drivers_license_number'] as const;
export type PiiField = (typeof PII_FIELDS)[number];

/** The document as stored: property_id lives in its own column, PII fields are ciphertext. */
export function toStoredDocument(doc: ApplicationDocument, cipher: PiiCipher): StoredApplicationDocument {
  const { property_id: _propertyId, ...rest } = doc;
  const personal: Record<string, unknown> = { ...rest.personal_information };
  for (const field of PII_FIELDS) {
    const value = personal[field];
    personal[field] = typeof value === 'string' && value !== '' ? cipher.encrypt(value) : null;
  }
  return { ...rest, personal_information: personal };
}

function personalOf(stored: StoredApplicationDocument): Record<string, unknown> {
  const personal = stored.personal_information;
  return personal && typeof personal === 'object' ? (personal as Record<string, unknown>) : {};
}

/** Decrypts the sensitive values; only the reveal route returns these. */
export function decryptSensitive(stored: StoredApplicationDocument, cipher: PiiCipher): ApplicationSensitiveValues {
  const personal = personalOf(stored);
  const open = (field: PiiField): string | null => {
    const value = personal[field];
    return typeof value === 'string' && value !== '' ? cipher.decrypt(value) : null;
  };
  return {
    date_of_birth: open('date_of_birth'),
    social_security_number: open('social_security_number'),
    drivers_license_number: open('drivers_license_number'),
  };
}

/** `***-**-1234`: only the last four digits of the SSN. */
export function maskSsn(value: string | null): string | null {
  if (!value) return null;
  return `***-**-${value.replace(/\D/g, '').slice(-4)}`;
}

/** The last four characters, and only when that leaves most of the number hidden. */
export function maskLicense(value: string | null): string | null {
  if (!value) return null;
  const compact = value.replace(/[\s-]/g, '');
  return compact.length >= 8 ? `****${compact.slice(-4)}` : '****';
}

/** A birth date is masked entirely: it says that one was given, nothing more. */
export function maskBirthDate(value: string | null): string | null {
  return value ? '****-**-**' : null;
}

export function maskSensitive(values: ApplicationSensitiveValues): ApplicationSensitiveValues {
  return {
    date_of_birth: maskBirthDate(values.date_of_birth),
    social_security_number: maskSsn(values.social_security_number),
    drivers_license_number: maskLicense(values.drivers_license_number),
  };
}
