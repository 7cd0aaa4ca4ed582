/** The "basic address pattern" the spec uses for every e-mail field. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * The spec's phone helper rule: an optional leading +, no leading zero, and at most 16 digits
 * once spaces, dashes and brackets are removed.
 */
export function isValidPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-()]/g, '');
  return /^\+?[1-9]\d{0,15}$/.test(compact);
}

/** Trims every string value of a flat object; other values pass through unchanged. */
export function trimStrings<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as T;
}
