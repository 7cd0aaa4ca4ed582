import { describe, expect, it } from 'vitest';
import { applyMaskedEdit, caretPosition, formatSsn, maskSsn } from './ssnMask';

/** Types `keys` one by one at the end, as a person would, and returns the digits kept. */
function typeAll(keys: string): string {
  let digits = '';
  for (const k of keys) digits = applyMaskedEdit(digits, maskSsn(digits), maskSsn(digits) + k).digits;
  return digits;
}

describe('SSN masking', () => {
  it('formats and masks all but the last four digits', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('1234')).toBe('123-4');
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('12345')).toBe('•23-45');
    expect(maskSsn('12')).toBe('12');
    expect(maskSsn('')).toBe('');
  });

  it('keeps the digits behind the mask while typing, ignoring other characters and extra digits', () => {
    expect(typeAll('123-45-6789')).toBe('123456789');
    expect(typeAll('1234567890')).toBe('123456789');
    expect(typeAll('12a3')).toBe('123');
  });

  it('handles backspace at the end, and on a dash removes the digit before it', () => {
    const shown = maskSsn('123456');
    expect(applyMaskedEdit('123456', shown, shown.slice(0, -1)).digits).toBe('12345');
    const atDash = maskSsn('1234'); // 123-4
    expect(applyMaskedEdit('1234', atDash, '1234').digits).toBe('124');
  });

  it('replaces everything on a paste or fill and inserts in the middle at the caret', () => {
    expect(applyMaskedEdit('', '', '987-65-4321')).toEqual({ digits: '987654321', caret: 9 });
    expect(applyMaskedEdit('111', '111', '987654321').digits).toBe('987654321');
    // Caret after the 3rd digit of 123-45: typing 9 goes there.
    expect(applyMaskedEdit('12345', '•23-45', '•239-45')).toEqual({ digits: '123945', caret: 4 });
  });

  it('places the caret after a number of digits', () => {
    expect(caretPosition('•••-••-6789', 9)).toBe(11);
    expect(caretPosition('•••-••-6789', 3)).toBe(3);
    expect(caretPosition('•••-••-6789', 4)).toBe(5);
  });
});
