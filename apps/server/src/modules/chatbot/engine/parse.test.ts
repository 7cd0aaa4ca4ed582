import { describe, expect, it } from 'vitest';
import { detectOpening } from './intent';
import {
  isRestart,
  isValidChatEmail,
  isValidChatPhone,
  matchOption,
  parseCityAnswer,
  parseDate,
  parsePriceRange,
  parseSearchText,
  parseYesNo,
} from './parse';
import { describeSearch, usd } from './format';

describe('free-text search criteria', () => {
  it.each([
    ['2 bedroom in Albany under $1,500', { bedrooms: 2, city: 'Albany', max_price: 1500 }],
    [
      '3br house near saratoga springs, ny max 2.5k',
      { bedrooms: 3, property_type: 'house', city: 'Saratoga Springs', state: 'NY', max_price: 2500 },
    ],
    ['two bedroom apartment in Troy with a dog', { bedrooms: 2, property_type: 'apartment', city: 'Troy', pets: true }],
    ['studio between $800 and $1,200', { property_type: 'studio', min_price: 800, max_price: 1200 }],
    ['condo over $2,000 in Schenectady', { property_type: 'condo', min_price: 2000, city: 'Schenectady' }],
    ["I'm interested in a 1 bed in Albany", { bedrooms: 1, city: 'Albany' }],
    ['something for $1800', { max_price: 1800 }],
    ['hello there', {}],
  ])('%s', (text, expected) => {
    expect(parseSearchText(text)).toEqual(expected);
  });

  it('does not read bedrooms or small numbers as a price', () => {
    expect(parsePriceRange('2 bedrooms')).toBeUndefined();
    expect(parsePriceRange('under 5')).toBeUndefined();
    expect(parsePriceRange('$1,000-$1,500')).toEqual({ min_price: 1000, max_price: 1500 });
  });

  it('reads a city answer with or without a state', () => {
    expect(parseCityAnswer('albany')).toEqual({ city: 'Albany' });
    expect(parseCityAnswer('Saratoga Springs, NY')).toEqual({ city: 'Saratoga Springs', state: 'NY' });
    expect(parseCityAnswer("in coeur d'alene")).toEqual({ city: "Coeur D'Alene" });
    expect(parseCityAnswer('12345')).toBeUndefined();
  });

  it('describes a search in words and dollars', () => {
    expect(describeSearch({ bedrooms: 2, property_type: 'apartment', city: 'Albany', max_price: 1500, pets: true })).toBe(
      '2+ bedroom apartments in Albany up to $1,500 that allow pets',
    );
    expect(describeSearch({ bedrooms: 0 })).toBe('studios');
    expect(describeSearch({})).toBe('homes');
    expect(usd(1450.5)).toBe('$1,450.50');
    expect(usd(0)).toBe('$0');
  });
});

describe('the opening question', () => {
  it.each([
    ['2 bedroom in Albany under $1,500', 'property_search'],
    ['Can I tour the Maple Street Loft?', 'schedule_visit'],
    ['the search page is broken', 'bug_report'],
    ['I have a suggestion', 'feedback'],
    ['when is your office open?', 'general_support'],
    ['what is the deposit for Maple Street Loft?', 'rent_inquiry'],
    ['looking for a place to rent', 'property_search'],
    ['I need to talk to someone', 'general_support'],
  ])('%s → %s', (text, flow) => {
    expect(detectOpening(text)?.flow).toBe(flow);
  });

  it('returns nothing for noise', () => {
    expect(detectOpening('asdf qwer')).toBeUndefined();
    expect(detectOpening('   ')).toBeUndefined();
  });
});

describe('answers', () => {
  it('recognises restart and start over only on their own', () => {
    for (const t of ['restart', 'Start over', 'start over please', "let's start over!", 'RESTART.']) expect(isRestart(t)).toBe(true);
    for (const t of ['restart the form', 'how do I start over my application', 'over']) expect(isRestart(t)).toBe(false);
  });

  it('reads yes and no, negation first', () => {
    expect(parseYesNo('Yes please')).toBe(true);
    expect(parseYesNo("Yes, I'm satisfied")).toBe(true);
    expect(parseYesNo('not satisfied')).toBe(false);
    expect(parseYesNo('No, I need more help')).toBe(false);
    expect(parseYesNo('maybe')).toBeUndefined();
  });

  it('matches options by value, label and position', () => {
    const options = [
      { label: 'Apartment', value: 'apartment' },
      { label: 'Any type', value: 'any' },
    ];
    expect(matchOption('APARTMENT', options)?.value).toBe('apartment');
    expect(matchOption('any type', options)?.value).toBe('any');
    expect(matchOption('2', options)?.value).toBe('any');
    expect(matchOption('3', options)).toBeUndefined();
  });

  it('validates e-mail and phone', () => {
    expect(isValidChatEmail('sam@example.com')).toBe(true);
    expect(isValidChatEmail('sam@example')).toBe(false);
    expect(isValidChatEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
    expect(isValidChatPhone('(518) 555-0142')).toBe(true);
    expect(isValidChatPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidChatPhone('0518 555 0142')).toBe(false);
    expect(isValidChatPhone('555-0142')).toBe(false);
    expect(isValidChatPhone('+1 518 555 0142 999 999 99')).toBe(false);
  });

  it('reads dates in the usual US ways', () => {
    const today = '2025-06-10'; // Tuesday
    expect(parseDate('today', today)).toBe('2025-06-10');
    expect(parseDate('Tomorrow', today)).toBe('2025-06-11');
    expect(parseDate('friday', today)).toBe('2025-06-13');
    expect(parseDate('2025-07-15', today)).toBe('2025-07-15');
    expect(parseDate('7/15/2025', today)).toBe('2025-07-15');
    expect(parseDate('7/15/25', today)).toBe('2025-07-15');
    expect(parseDate('7/15', today)).toBe('2025-07-15');
    expect(parseDate('5/1', today)).toBe('2026-05-01');
    expect(parseDate('July 15th', today)).toBe('2025-07-15');
    expect(parseDate('Jul 15, 2026', today)).toBe('2026-07-15');
    expect(parseDate('15 July 2025', today)).toBe('2025-07-15');
    expect(parseDate('2/30/2026', today)).toBeUndefined();
    expect(parseDate('next week sometime', today)).toBeUndefined();
  });
});
