// Reads the recommender's criteria from the answers to tagged questions (pure).
import type { RecommendationCriteria, ScreeningCriterion } from '@rentfront/shared';
import { PROPERTY_TYPES } from '../../../db/schema/properties';
import { stateCode } from './us-states';

/** The part of a stored answer the criteria are read from. */
export interface TaggedAnswer {
  criterion: ScreeningCriterion | null;
  position: number;
  answerText: string | null;
  answerNumber: number | null;
  answerDate: string | null;
  answerYesno: boolean | null;
}

// Words visitors use for each property type; checked in this order so "townhouse" is not "house".
const TYPE_WORDS: [string, (typeof PROPERTY_TYPES)[number]][] = [
  ['townhouse', 'townhouse'],
  ['townhome', 'townhouse'],
  ['town house', 'townhouse'],
  ['town home', 'townhouse'],
  ['row house', 'townhouse'],
  ['condominium', 'condo'],
  ['condo', 'condo'],
  ['apartment', 'apartment'],
  ['apt', 'apartment'],
  ['flat', 'apartment'],
  ['studio', 'studio'],
  ['duplex', 'duplex'],
  ['villa', 'villa'],
  ['house', 'house'],
  ['home', 'house'],
];

/** A property type named in free text, or undefined when none is recognised ("anything"). */
export function propertyTypeFromText(text: string): (typeof PROPERTY_TYPES)[number] | undefined {
  const words = ` ${text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()} `;
  for (const [word, type] of TYPE_WORDS) {
    if (words.includes(` ${word} `) || words.includes(` ${word}s `)) return type;
  }
  return undefined;
}

/**
 * Splits a location answer: "Albany, NY" gives a city and a state; "NY" or "New York State"
 * alone may be a state (the caller decides, since "New York" is also a city).
 */
export function splitLocation(text: string): { city: string; state?: string; stateOnly?: string } {
  const [first, ...rest] = text.split(',').map((part) => part.trim().replace(/\s+/g, ' '));
  const statePart = rest.find((part) => part !== '');
  const state = statePart ? (stateCode(statePart.replace(/\s+\d{5}(-\d{4})?$/, '')) ?? undefined) : undefined;
  return { city: first, state, stateOnly: statePart ? undefined : (stateCode(first) ?? undefined) };
}

/** The first answered tagged question of each criterion wins (by question order). */
export function extractCriteria(answers: TaggedAnswer[]): RecommendationCriteria {
  const criteria: RecommendationCriteria = {};
  const sorted = [...answers].sort((a, b) => a.position - b.position);
  for (const a of sorted) {
    if (!a.criterion || a.criterion in criteria) continue;
    switch (a.criterion) {
      case 'budget_max':
      case 'budget_min':
      case 'bedrooms':
      case 'bathrooms':
        // 0 is a real answer (a studio, a zero budget); a negative count or budget is not.
        if (a.answerNumber !== null && a.answerNumber >= 0) criteria[a.criterion] = a.answerNumber;
        break;
      case 'city': {
        const city = a.answerText?.trim();
        if (city) criteria.city = city;
        break;
      }
      case 'property_type': {
        const type = a.answerText ? propertyTypeFromText(a.answerText) : undefined;
        if (type) criteria.property_type = type;
        break;
      }
      case 'move_in_date':
        if (a.answerDate) criteria.move_in_date = a.answerDate;
        break;
      case 'pets':
        if (a.answerYesno !== null) criteria.pets = a.answerYesno;
        break;
    }
  }
  return criteria;
}
