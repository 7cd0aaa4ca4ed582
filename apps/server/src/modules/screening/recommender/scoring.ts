// The recommender's scoring (server.md §3), a pure function of the criteria and the candidates.
import type { RecommendationCriteria, ScoreBreakdown } from '@rentfront/shared';
import { normaliseState } from './us-states';

/** Points per criterion when it is fully met. */
export const WEIGHTS = { budget: 30, location: 25, bedrooms: 20, bathrooms: 15, property_type: 10 } as const;
export type ScoredCriterion = keyof typeof WEIGHTS;

/** Partial credit: up to 10 % over budget, another city in the same state, one bedroom fewer. */
export const PARTIAL = { budgetNear: 20, sameState: 15, oneBedroomFewer: 10 } as const;
export const MIN_SCORE = 30;
export const MAX_RECOMMENDATIONS = 10;

/** Where the visitor wants to live: a city, and the states that city (or the answer) names. */
export interface LocationWanted {
  city?: string;
  states: string[];
}

export interface ScoringCriteria extends Omit<RecommendationCriteria, 'city'> {
  location?: LocationWanted;
}

export interface CandidateProperty {
  id: string;
  title: string;
  city: string;
  state: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  propertyType: string;
  petPolicy: string | null;
  /** YYYY-MM-DD, or null when available now. */
  availableFrom: string | null;
  coverImage: string | null;
}

export interface ScoredProperty {
  property: CandidateProperty;
  /** Out of 100, over the criteria present. */
  score: number;
  breakdown: ScoreBreakdown;
}

export function sameCity(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** The scored criteria the visitor gave; the score is out of the sum of their weights. */
export function scoredCriteria(c: ScoringCriteria): ScoredCriterion[] {
  const out: ScoredCriterion[] = [];
  if (c.budget_max !== undefined || c.budget_min !== undefined) out.push('budget');
  if (c.location && (c.location.city || c.location.states.length > 0)) out.push('location');
  if (c.bedrooms !== undefined) out.push('bedrooms');
  if (c.bathrooms !== undefined) out.push('bathrooms');
  if (c.property_type !== undefined) out.push('property_type');
  return out;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** 30 within the budget; 20 up to 10 % past it (over the maximum or under the minimum). */
export function budgetPoints(price: number, min?: number, max?: number): number {
  const p = cents(price);
  const within = (max === undefined || p <= cents(max)) && (min === undefined || p >= cents(min));
  if (within) return WEIGHTS.budget;
  // Integer cents compared as p <= max * 1.1 and p >= min * 0.9, without floating-point drift.
  const near = (max === undefined || p * 10 <= cents(max) * 11) && (min === undefined || p * 10 >= cents(min) * 9);
  return near ? PARTIAL.budgetNear : 0;
}

export function locationPoints(property: Pick<CandidateProperty, 'city' | 'state'>, wanted: LocationWanted): number {
  if (wanted.city && sameCity(property.city, wanted.city)) return WEIGHTS.location;
  const state = normaliseState(property.state);
  if (wanted.states.some((s) => normaliseState(s) === state)) return PARTIAL.sameState;
  return 0;
}

export function bedroomPoints(bedrooms: number, wanted: number): number {
  if (bedrooms >= wanted) return WEIGHTS.bedrooms;
  if (bedrooms === wanted - 1) return PARTIAL.oneBedroomFewer;
  return 0;
}

export function bathroomPoints(bathrooms: number, wanted: number): number {
  return bathrooms >= wanted ? WEIGHTS.bathrooms : 0;
}

/**
 * Pets and move-in date are not scored; they decide whether a property can be offered at all:
 * a home that refuses pets, or is not free by the move-in date, is no match however well it scores.
 */
export function isEligible(property: CandidateProperty, c: ScoringCriteria): boolean {
  if (c.pets === true && property.petPolicy === 'no-pets') return false;
  if (c.move_in_date && property.availableFrom && property.availableFrom > c.move_in_date) return false;
  return true;
}

/** Scores one property; null when no scored criterion was given. */
export function scoreProperty(property: CandidateProperty, c: ScoringCriteria): ScoredProperty | null {
  const present = scoredCriteria(c);
  if (present.length === 0) return null;
  const breakdown: ScoreBreakdown = {};
  if (present.includes('budget')) breakdown.budget = budgetPoints(property.price, c.budget_min, c.budget_max);
  if (present.includes('location') && c.location) breakdown.location = locationPoints(property, c.location);
  if (c.bedrooms !== undefined) breakdown.bedrooms = bedroomPoints(property.bedrooms, c.bedrooms);
  if (c.bathrooms !== undefined) breakdown.bathrooms = bathroomPoints(property.bathrooms, c.bathrooms);
  if (c.property_type !== undefined) {
    breakdown.property_type = property.propertyType === c.property_type ? WEIGHTS.property_type : 0;
  }
  const possible = present.reduce((sum, key) => sum + WEIGHTS[key], 0);
  const earned = Object.values(breakdown).reduce((sum, points) => sum + (points ?? 0), 0);
  return { property, score: Math.round((100 * earned) / possible), breakdown };
}

/** Eligible candidates scoring at least MIN_SCORE, best first (then cheaper, then by id), at most 10. */
export function recommend(candidates: CandidateProperty[], c: ScoringCriteria): ScoredProperty[] {
  if (scoredCriteria(c).length === 0) return [];
  const scored: ScoredProperty[] = [];
  for (const property of candidates) {
    if (!isEligible(property, c)) continue;
    const result = scoreProperty(property, c);
    if (result && result.score >= MIN_SCORE) scored.push(result);
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.property.price - b.property.price ||
      (a.property.id < b.property.id ? -1 : a.property.id > b.property.id ? 1 : 0),
  );
  return scored.slice(0, MAX_RECOMMENDATIONS);
}
