import crypto from 'node:crypto';

// No 0/O or 1/I, so a reference read over the phone is not misheard.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A human reference PREFIX-XXXXXX (32^6, about a billion; uniqueness is enforced by an index).
 * Applications use APP-, pre-screening responses SCR- (modules/screening/reference.ts).
 */
export function newHumanReference(prefix: string): string {
  const bytes = crypto.randomBytes(6);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}-${out}`;
}

/** An application's reference APP-XXXXXX. */
export function newReference(): string {
  return newHumanReference('APP');
}

/** The constraint named by a unique violation (SQLSTATE 23505), wherever the driver put it. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const err = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (err.code === '23505') {
      if (typeof err.constraint === 'string') return err.constraint;
      return typeof err.message === 'string' ? err.message : 'unique';
    }
  }
  return null;
}
