import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEASE_FORM,
  fieldText,
  formPathOf,
  hundredthsText,
  parseHundredths,
  serverFieldErrors,
  toLeaseInput,
  type LeaseFormValues,
} from './leaseForm';

const PROPERTY = '8a6e0804-2bd0-4672-b79d-d97027f9071b';

const filled: LeaseFormValues = {
  ...EMPTY_LEASE_FORM,
  property_id: PROPERTY,
  residents: [{ full_name: 'Maria Lopez', email: 'Maria@Example.com', phone: '' }],
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  monthly_rent: '1,250.50',
  deposit: '1250',
  late_fee_type: 'percent',
  late_fee_amount: '5',
  late_fee_cap: '75',
  recurring_charges: [{ category: 'parking', description: 'Space 4', amount: '40' }],
};

describe('parseHundredths and hundredthsText', () => {
  it('reads dollars as integer cents without float rounding', () => {
    expect(parseHundredths('1,250.50')).toBe(125050);
    expect(parseHundredths('$0.29')).toBe(29);
    expect(parseHundredths('19.9')).toBe(1990);
    expect(parseHundredths('5%')).toBe(500);
    expect(parseHundredths('  ')).toBeNull();
  });
  it('refuses what is not an amount', () => {
    expect(parseHundredths('-5')).toBeNaN();
    expect(parseHundredths('1.234')).toBeNaN();
    expect(parseHundredths('abc')).toBeNaN();
  });
  it('prints cents back as the box shows them', () => {
    expect(hundredthsText(125050)).toBe('1250.50');
    expect(hundredthsText(125000)).toBe('1250');
    expect(hundredthsText(5)).toBe('0.05');
    expect(hundredthsText(null)).toBe('');
    for (const c of [0, 1, 99, 100, 123456]) expect(parseHundredths(hundredthsText(c))).toBe(c);
  });
});

describe('toLeaseInput', () => {
  it('maps the form to the API terms in cents and basis points', () => {
    const result = toLeaseInput(filled);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      property_id: PROPERTY,
      end_date: '2027-12-31',
      monthly_rent_cents: 125050,
      deposit_cents: 125000,
      due_day: 1,
      grace_days: 5,
      late_fee: { type: 'percent', amount: 500, cap_cents: 7500 },
      recurring_charges: [{ category: 'parking', description: 'Space 4', amount_cents: 4000 }],
    });
  });
  it('sends no end date for month-to-month', () => {
    const result = toLeaseInput({ ...filled, month_to_month: true, end_date: '2027-12-31' });
    expect(result.ok && result.input.end_date).toBeNull();
  });
  it('asks for an end date when the lease is not month-to-month', () => {
    const result = toLeaseInput({ ...filled, end_date: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.end_date).toMatch(/end date/);
  });
  it('names each bad field at its place in the form', () => {
    const result = toLeaseInput({
      ...filled,
      property_id: '',
      monthly_rent: 'lots',
      due_day: '31',
      end_date: '2026-12-01',
      residents: [{ full_name: '', email: 'nope', phone: '' }],
      recurring_charges: [{ category: 'parking', description: 'Space', amount: '-1' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'due_day',
        'end_date',
        'monthly_rent',
        'property_id',
        'recurring_charges.0.amount',
        'residents.0.email',
        'residents.0.full_name',
      ].sort(),
    );
    expect(result.errors.due_day).toBe('Must be a whole number from 1 to 28');
  });
});

describe('server errors', () => {
  it('moves API keys to form paths', () => {
    expect(formPathOf('monthly_rent_cents')).toBe('monthly_rent');
    expect(formPathOf('late_fee.cap_cents')).toBe('late_fee_cap');
    expect(formPathOf('recurring_charges.2.amount_cents')).toBe('recurring_charges.2.amount');
    expect(formPathOf('residents.1.email')).toBe('residents.1.email');
  });
  it('drops the field prefix of a message', () => {
    expect(fieldText('residents.email: enter a valid e-mail address')).toBe('Enter a valid e-mail address');
  });
  it('puts a 409 that names its field on that field', () => {
    expect(serverFieldErrors('property_id: another signed or active lease of this property overlaps this term', undefined)).toEqual({
      property_id: 'Another signed or active lease of this property overlaps this term',
    });
    expect(serverFieldErrors('Lease not found', undefined)).toEqual({});
    expect(serverFieldErrors('x', { 'late_fee.amount': 'late_fee.amount: too big' })).toEqual({ late_fee_amount: 'Too big' });
  });
});
