/** What a phone field lets through as it is typed: digits, +, spaces, dashes and brackets. */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/[^\d+\s()-]/g, '').slice(0, 32);
}
