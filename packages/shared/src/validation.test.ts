import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, trimStrings } from './validation';

describe('phone helper rule', () => {
  it('accepts an optional +, spaces, dashes and brackets, up to 16 digits', () => {
    expect(isValidPhone('+1 (518) 555-0142')).toBe(true);
    expect(isValidPhone('5185550142')).toBe(true);
    expect(isValidPhone('1234567890123456')).toBe(true);
  });
  it('refuses a leading zero, letters, and more than 16 digits', () => {
    expect(isValidPhone('0518555014')).toBe(false);
    expect(isValidPhone('+0518555014')).toBe(false);
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
    expect(isValidPhone('12345678901234567')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('email pattern', () => {
  it('needs something@something.tld', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.com')).toBe(false);
  });
});

describe('trimStrings', () => {
  it('trims string values only', () => {
    expect(trimStrings({ a: ' x ', n: 1 })).toEqual({ a: 'x', n: 1 });
  });
});
