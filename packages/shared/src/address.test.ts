import { describe, expect, it } from 'vitest';
import { addressContainsUnit, formatAddressWithUnit } from './address';

describe('formatAddressWithUnit', () => {
  it('appends a bare unit as "Unit …"', () => {
    expect(formatAddressWithUnit('12 Elm Street, Albany, NY 12203', '3B')).toBe('12 Elm Street, Albany, NY 12203, Unit 3B');
  });

  it('leaves the address alone without a unit (null, undefined, blank)', () => {
    expect(formatAddressWithUnit('12 Elm Street', null)).toBe('12 Elm Street');
    expect(formatAddressWithUnit('12 Elm Street', undefined)).toBe('12 Elm Street');
    expect(formatAddressWithUnit('12 Elm Street', '   ')).toBe('12 Elm Street');
  });

  it('never appends a unit the address already contains (the issue 19 case)', () => {
    expect(formatAddressWithUnit('214 Lark Street, Apt 3, Albany, NY 12210', 'Apt 3')).toBe('214 Lark Street, Apt 3, Albany, NY 12210');
    expect(formatAddressWithUnit('214 Lark Street, Apt 3', 'Apt 3')).toBe('214 Lark Street, Apt 3');
  });

  it('recognises the unit written with another designator, case or punctuation', () => {
    expect(formatAddressWithUnit('214 Lark Street, Apt 3', '3')).toBe('214 Lark Street, Apt 3');
    expect(formatAddressWithUnit('214 Lark Street, Apt. 3', 'Unit 3')).toBe('214 Lark Street, Apt. 3');
    expect(formatAddressWithUnit('214 Lark Street #3', 'apt 3')).toBe('214 Lark Street #3');
    expect(formatAddressWithUnit('9 Main St, Suite 200', 'SUITE 200')).toBe('9 Main St, Suite 200');
    expect(formatAddressWithUnit('9 Main St, Unit 4-B', '4B')).toBe('9 Main St, Unit 4-B');
    expect(formatAddressWithUnit('9 Main St, Unit 4B', '4 B')).toBe('9 Main St, Unit 4B');
  });

  it('keeps the designator the unit was typed with instead of adding "Unit"', () => {
    expect(formatAddressWithUnit('214 Lark Street', 'Apt 3')).toBe('214 Lark Street, Apt 3');
    expect(formatAddressWithUnit('214 Lark Street', '#3')).toBe('214 Lark Street, #3');
    expect(formatAddressWithUnit('9 Main St', 'Suite 200')).toBe('9 Main St, Suite 200');
  });

  it('does not take a house number or another unit for the unit', () => {
    expect(formatAddressWithUnit('214 Lark Street', '214')).toBe('214 Lark Street, Unit 214');
    expect(formatAddressWithUnit('214 Lark Street, Apt 31', '3')).toBe('214 Lark Street, Apt 31, Unit 3');
    expect(formatAddressWithUnit('214 Lark Street, Apt 3', '3A')).toBe('214 Lark Street, Apt 3, Unit 3A');
    expect(formatAddressWithUnit('3 Apt Road', '3')).toBe('3 Apt Road, Unit 3');
  });

  it('trims both parts and copes with an empty address', () => {
    expect(formatAddressWithUnit('  12 Elm Street  ', ' 3B ')).toBe('12 Elm Street, Unit 3B');
    expect(formatAddressWithUnit('', '3B')).toBe('Unit 3B');
  });
});

describe('addressContainsUnit', () => {
  it('treats a unit of designators or punctuation only as nothing to add', () => {
    expect(addressContainsUnit('12 Elm Street', '--')).toBe(true);
  });

  it('needs a designator before the unit in the address', () => {
    expect(addressContainsUnit('Apartment 7, 1 Park Ave', '7')).toBe(true);
    expect(addressContainsUnit('7 Park Ave', '7')).toBe(false);
  });
});
