import { describe, expect, it } from 'vitest';
import { checkProposedDate, contractorInputSchema, contractorLabel, contractorName, CONTRACTOR_PAGE_TEXT } from './contractors';

describe('checkProposedDate', () => {
  const today = '2026-11-27';
  it('accepts today up to a year ahead', () => {
    expect(checkProposedDate('2026-11-27', today)).toBeNull();
    expect(checkProposedDate('2027-11-27', today)).toBeNull();
  });
  it('asks for a date when none is given', () => {
    expect(checkProposedDate(undefined, today)).toBe(CONTRACTOR_PAGE_TEXT.dateRequired);
  });
  it('refuses past, far, impossible and malformed dates', () => {
    for (const bad of ['2026-11-26', '2027-11-29', '2026-02-30', '27/11/2026', '2026-11-27T10:00', 'soon']) {
      expect(checkProposedDate(bad, today), bad).toBe(CONTRACTOR_PAGE_TEXT.dateInvalid);
    }
  });
});

describe('contractorInputSchema', () => {
  it('trims, turns blanks into nothing and defaults active to true', () => {
    const parsed = contractorInputSchema.parse({ name: ' Ann ', email: ' ann@example.com ', trade: ' ', phone: '', notes: null });
    expect(parsed).toEqual({ name: 'Ann', email: 'ann@example.com', trade: undefined, phone: undefined, notes: undefined, active: true });
  });

  it('takes a contractor known by e-mail alone: the name is optional', () => {
    const parsed = contractorInputSchema.parse({ name: '  ', email: 'fix@example.com' });
    expect(parsed.name).toBeUndefined();
    expect(contractorInputSchema.safeParse({ email: 'fix@example.com' }).success).toBe(true);
  });
});

describe('contractorLabel', () => {
  it('adds the trade when there is one', () => {
    expect(contractorLabel({ name: 'Ann', email: 'ann@example.com', trade: 'Plumbing' })).toBe('Ann (Plumbing)');
    expect(contractorLabel({ name: 'Ann', email: 'ann@example.com', trade: null })).toBe('Ann');
  });
  it('names a contractor without a name by the e-mail address', () => {
    expect(contractorLabel({ name: null, email: 'fix@example.com', trade: 'Plumbing' })).toBe('fix@example.com (Plumbing)');
    expect(contractorName({ name: null, email: 'fix@example.com' })).toBe('fix@example.com');
  });
});
