import { describe, expect, it } from 'vitest';
import { extractCriteria, propertyTypeFromText, splitLocation, type TaggedAnswer } from './criteria';
import { recommendationUrl } from './link';
import {
  bathroomPoints,
  bedroomPoints,
  budgetPoints,
  isEligible,
  locationPoints,
  recommend,
  scoreProperty,
  type CandidateProperty,
  type ScoringCriteria,
} from './scoring';
import { normaliseState, stateCode } from './us-states';

let seq = 0;
function home(overrides: Partial<CandidateProperty>): CandidateProperty {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: `Home ${seq}`,
    city: 'Albany',
    state: 'NY',
    price: 1400,
    bedrooms: 2,
    bathrooms: 1,
    propertyType: 'apartment',
    petPolicy: null,
    availableFrom: null,
    coverImage: null,
    ...overrides,
  };
}

const albany = { city: 'Albany', states: ['NY'] };

describe('budget points', () => {
  it('gives 30 within the maximum, 20 up to 10 % over, 0 beyond', () => {
    expect(budgetPoints(1500, undefined, 1500)).toBe(30);
    expect(budgetPoints(900, undefined, 1500)).toBe(30);
    expect(budgetPoints(1650, undefined, 1500)).toBe(20);
    expect(budgetPoints(1650.01, undefined, 1500)).toBe(0);
    // 1.1 * 1000 is 1100.0000000000002 in floating point; cents keep the edge exact.
    expect(budgetPoints(1100, undefined, 1000)).toBe(20);
  });

  it('treats a zero budget as a budget', () => {
    expect(budgetPoints(900, undefined, 0)).toBe(0);
  });

  it('reads a minimum the same way from below', () => {
    expect(budgetPoints(1000, 1000)).toBe(30);
    expect(budgetPoints(900, 1000)).toBe(20);
    expect(budgetPoints(899.99, 1000)).toBe(0);
    expect(budgetPoints(1200, 1000, 1500)).toBe(30);
    expect(budgetPoints(950, 1000, 1500)).toBe(20);
  });
});

describe('location, bedroom and bathroom points', () => {
  it('gives 25 for the city (any case or spacing), 15 for the same state, else 0', () => {
    expect(locationPoints({ city: 'albany ', state: 'NY' }, albany)).toBe(25);
    expect(locationPoints({ city: 'Troy', state: 'NY' }, albany)).toBe(15);
    expect(locationPoints({ city: 'Troy', state: 'New York' }, albany)).toBe(15);
    expect(locationPoints({ city: 'Boston', state: 'MA' }, albany)).toBe(0);
    expect(locationPoints({ city: 'Troy', state: 'NY' }, { states: ['NY'] })).toBe(15);
  });

  it('gives 20 for at least the bedrooms, 10 for one fewer', () => {
    expect(bedroomPoints(3, 2)).toBe(20);
    expect(bedroomPoints(2, 2)).toBe(20);
    expect(bedroomPoints(1, 2)).toBe(10);
    expect(bedroomPoints(0, 2)).toBe(0);
    expect(bedroomPoints(0, 0)).toBe(20);
  });

  it('gives 15 for at least the bathrooms', () => {
    expect(bathroomPoints(1.5, 1)).toBe(15);
    expect(bathroomPoints(1.5, 2)).toBe(0);
  });
});

describe('scoreProperty', () => {
  const criteria: ScoringCriteria = { budget_max: 1500, location: albany, bedrooms: 2 };

  it('normalises to 100 over the criteria present', () => {
    // Out of 30 + 25 + 20 = 75.
    expect(scoreProperty(home({ city: 'Albany', price: 1400, bedrooms: 2 }), criteria)).toMatchObject({
      score: 100,
      breakdown: { budget: 30, location: 25, bedrooms: 20 },
    });
    // 20 + 15 + 10 = 45 of 75.
    expect(scoreProperty(home({ city: 'Troy', price: 1600, bedrooms: 1 }), criteria)?.score).toBe(60);
    // 0 + 15 + 20 = 35 of 75 = 46.7.
    expect(scoreProperty(home({ city: 'Buffalo', price: 2000, bedrooms: 3 }), criteria)?.score).toBe(47);
  });

  it('scores all five criteria out of 100', () => {
    const all: ScoringCriteria = { ...criteria, bathrooms: 2, property_type: 'house' };
    const result = scoreProperty(home({ city: 'Troy', price: 1600, bedrooms: 2, bathrooms: 1, propertyType: 'house' }), all);
    expect(result).toMatchObject({ score: 65, breakdown: { budget: 20, location: 15, bedrooms: 20, bathrooms: 0, property_type: 10 } });
  });

  it('has nothing to score without a scored criterion', () => {
    expect(scoreProperty(home({}), { pets: true, move_in_date: '2030-01-01' })).toBeNull();
  });
});

describe('isEligible', () => {
  it('drops homes that refuse pets when the visitor has pets', () => {
    expect(isEligible(home({ petPolicy: 'no-pets' }), { pets: true })).toBe(false);
    expect(isEligible(home({ petPolicy: 'no-pets' }), { pets: false })).toBe(true);
    expect(isEligible(home({ petPolicy: 'case-by-case' }), { pets: true })).toBe(true);
  });

  it('drops homes not free by the move-in date', () => {
    expect(isEligible(home({ availableFrom: '2030-02-01' }), { move_in_date: '2030-01-15' })).toBe(false);
    expect(isEligible(home({ availableFrom: '2030-01-15' }), { move_in_date: '2030-01-15' })).toBe(true);
    expect(isEligible(home({ availableFrom: null }), { move_in_date: '2030-01-15' })).toBe(true);
  });
});

describe('recommend', () => {
  it('keeps scores of at least 30, best first, then cheaper', () => {
    const c: ScoringCriteria = { budget_max: 1500, location: albany, bedrooms: 2 };
    const best = home({ price: 1450 });
    const cheaperTie = home({ price: 1200 });
    const partial = home({ city: 'Troy', price: 1600, bedrooms: 1 });
    const weak = home({ city: 'Rochester', price: 3000, bedrooms: 0 }); // 15 of 75 = 20
    const excluded = home({ price: 1000, petPolicy: 'no-pets' });
    const result = recommend([weak, partial, best, cheaperTie, excluded], { ...c, pets: true });
    expect(result.map((m) => [m.property.id, m.score])).toEqual([
      [cheaperTie.id, 100],
      [best.id, 100],
      [partial.id, 60],
    ]);
  });

  it('returns at most 10', () => {
    const many = Array.from({ length: 14 }, (_, i) => home({ price: 1000 + i }));
    const result = recommend(many, { budget_max: 1500 });
    expect(result).toHaveLength(10);
    expect(result[0].property.price).toBe(1000);
  });

  it('keeps a score of exactly 30', () => {
    // Bathrooms 15 of (15 + 10 + 25) = 30.
    const c: ScoringCriteria = { bathrooms: 1, property_type: 'house', location: { city: 'Ithaca', states: ['CA'] } };
    expect(recommend([home({ propertyType: 'apartment' })], c).map((m) => m.score)).toEqual([30]);
  });
});

describe('criteria from answers', () => {
  const answer = (criterion: TaggedAnswer['criterion'], value: Partial<TaggedAnswer>, position = 1): TaggedAnswer => ({
    criterion,
    position,
    answerText: null,
    answerNumber: null,
    answerDate: null,
    answerYesno: null,
    ...value,
  });

  it('reads each tagged answer, keeping 0 and false', () => {
    expect(
      extractCriteria([
        answer('budget_max', { answerNumber: 0 }, 1),
        answer('city', { answerText: ' Albany ' }, 2),
        answer('bedrooms', { answerNumber: 0 }, 3),
        answer('bathrooms', { answerNumber: 1 }, 4),
        answer('property_type', { answerText: 'A townhouse please' }, 5),
        answer('move_in_date', { answerDate: '2030-05-01' }, 6),
        answer('pets', { answerYesno: false }, 7),
        answer(null, { answerText: 'ignored' }, 8),
      ]),
    ).toEqual({
      budget_max: 0,
      city: 'Albany',
      bedrooms: 0,
      bathrooms: 1,
      property_type: 'townhouse',
      move_in_date: '2030-05-01',
      pets: false,
    });
  });

  it('takes the first answered question of a criterion and ignores unreadable values', () => {
    expect(
      extractCriteria([
        answer('budget_max', { answerNumber: 2000 }, 2),
        answer('budget_max', { answerNumber: 1500 }, 1),
        answer('bedrooms', { answerNumber: -1 }, 3),
        answer('property_type', { answerText: 'anything' }, 4),
      ]),
    ).toEqual({ budget_max: 1500 });
  });

  it('recognises property types in free text', () => {
    expect(propertyTypeFromText('Apartments')).toBe('apartment');
    expect(propertyTypeFromText('a house')).toBe('house');
    expect(propertyTypeFromText('Town house')).toBe('townhouse');
    expect(propertyTypeFromText('condominium')).toBe('condo');
    expect(propertyTypeFromText('no preference')).toBeUndefined();
  });

  it('splits a location answer into city and state', () => {
    expect(splitLocation('Albany, NY')).toEqual({ city: 'Albany', state: 'NY', stateOnly: undefined });
    expect(splitLocation('Saratoga  Springs, New York 12866')).toEqual({
      city: 'Saratoga Springs',
      state: 'NY',
      stateOnly: undefined,
    });
    expect(splitLocation('New York State')).toEqual({ city: 'New York State', state: undefined, stateOnly: 'NY' });
    expect(splitLocation('Ithaca')).toEqual({ city: 'Ithaca', state: undefined, stateOnly: undefined });
    expect(stateCode('ny')).toBe('NY');
    expect(normaliseState('Ontario')).toBe('ONTARIO');
  });
});

describe('recommendation link', () => {
  it('carries the criteria as the public list filters', () => {
    const c: ScoringCriteria = { budget_max: 1500, location: albany, bedrooms: 2, bathrooms: 1, property_type: 'apartment' };
    expect(recommendationUrl(c, [])).toBe('/properties?city=Albany&max_price=1500&bedrooms=2&bathrooms=1&property_type=apartment');
  });

  it('widens each filter so every recommended property is listed', () => {
    const c: ScoringCriteria = { budget_max: 1500, budget_min: 1000, location: albany, bedrooms: 2, property_type: 'apartment' };
    const matches = [
      home({ price: 1400 }),
      home({ city: 'Troy', price: 1649.5, bedrooms: 1, propertyType: 'house' }),
      home({ price: 950 }),
    ].map((property) => ({ property, score: 80, breakdown: {} }));
    expect(recommendationUrl(c, matches)).toBe('/properties?state=NY&min_price=950&max_price=1650&bedrooms=1');
  });

  it('leaves out filters of zero and gives the plain list without criteria', () => {
    expect(recommendationUrl({ bedrooms: 0, budget_min: 0 }, [])).toBe('/properties');
    expect(recommendationUrl({}, [])).toBe('/properties');
  });
});
