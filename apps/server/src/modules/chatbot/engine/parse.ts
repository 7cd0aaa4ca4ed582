import { isValidEmail, isValidPhone, type ChatOption } from '@rentfront/shared';
import type { SearchCriteria } from './types';

/**
 * Understanding what visitors type: option matching, yes/no, restart, search criteria in free
 * text ("2 bedroom in Albany under $1,500"), money and dates. Pure functions, no I/O.
 */

/** Lower case, curly quotes straightened, punctuation at the ends and extra spaces removed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'.,!?;:()-]+|[\s"'.,!?;:()-]+$/g, '');
}

const RESTART = /^(?:please |let'?s |can we |i want to |i'd like to )?(?:restart|start over|start again|begin again)(?: please)?$/;

/** "restart" and "start over" (alone, give or take "please") restart from any step. */
export function isRestart(text: string): boolean {
  return RESTART.test(normalize(text));
}

/** The option the text names: its value, its label, or its 1-based position. */
export function matchOption<T extends ChatOption>(text: string, options: readonly T[]): T | undefined {
  const t = normalize(text);
  if (!t) return undefined;
  const byValue = options.find((o) => o.value.toLowerCase() === t || normalize(o.value) === t);
  if (byValue) return byValue;
  const byLabel = options.find((o) => normalize(o.label) === t);
  if (byLabel) return byLabel;
  if (/^\d{1,2}$/.test(t)) {
    const index = Number(t) - 1;
    if (index >= 0 && index < options.length) return options[index];
  }
  return undefined;
}

const YES =
  /^(?:y|yes|yeah|yep|yup|sure|ok|okay|of course|please do|absolutely|definitely|i am|i'm satisfied|satisfied|yes please|yes,? i'm satisfied)$/;
const NO =
  /^(?:n|no|nope|nah|no thanks|no thank you|not really|not satisfied|unsatisfied|i'm not|no,? i need more help|i need more help|need more help)$/;

/** true / false for a yes or no answer, undefined when it is neither. */
export function parseYesNo(text: string): boolean | undefined {
  const t = normalize(text);
  if (NO.test(t) || /\b(not satisfied|need more help|didn'?t help|did not help|no help)\b/.test(t)) return false;
  if (YES.test(t) || /^(yes|yeah|yep|sure)\b/.test(t)) return true;
  if (/^(no|nope|nah)\b/.test(t)) return false;
  return undefined;
}

export function isValidChatEmail(text: string): boolean {
  const t = text.trim();
  return t.length <= 254 && isValidEmail(t);
}

/** The spec's phone rule, plus a full number with area code (at least 10 digits). */
export function isValidChatPhone(text: string): boolean {
  return isValidPhone(text) && text.replace(/\D/g, '').length >= 10;
}

/** A person's name: 2 to 80 characters with at least one letter. */
export function cleanName(text: string): string | undefined {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(?:my name is|i am|i'm|this is|it's)\s+/i, '');
  if (t.length < 2 || t.length > 80 || !/\p{L}/u.test(t) || /[<>@{}]/.test(t)) return undefined;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Money

const AMOUNT = String.raw`\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?`;

function amount(digits: string, k?: string): number {
  return Number(digits.replace(/,/g, '')) * (k ? 1000 : 1);
}

const plausibleRent = (n: number) => n >= 100 && n <= 100_000;

/** A price range in free text: "under $1,500", "$1,000-$1,500", "over 2k", "$1800". */
export function parsePriceRange(text: string): { min_price?: number; max_price?: number } | undefined {
  const t = text.toLowerCase();
  const between = new RegExp(String.raw`(?:between\s+)?${AMOUNT}\s*(?:-|–|to|and)\s*${AMOUNT}`).exec(t);
  if (between && (/\$|k\b|between/.test(between[0]) || Number(between[1].replace(/,/g, '')) >= 300)) {
    const a = amount(between[1], between[2]);
    const b = amount(between[3], between[4]);
    if (plausibleRent(a) && plausibleRent(b)) return { min_price: Math.min(a, b), max_price: Math.max(a, b) };
  }
  const max = new RegExp(
    String.raw`(?:under|below|less than|max(?:imum)?|up to|no more than|at most|within|budget(?: of| is)?|<|<=)\s*(?:of\s*)?${AMOUNT}`,
  ).exec(t);
  if (max) {
    const n = amount(max[1], max[2]);
    if (plausibleRent(n)) return { max_price: n };
  }
  const min = new RegExp(String.raw`(?:over|above|more than|at least|min(?:imum)?|starting at|>|>=)\s*${AMOUNT}`).exec(t);
  if (min) {
    const n = amount(min[1], min[2]);
    if (plausibleRent(n)) return { min_price: n };
  }
  const dollars = /\$\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b)?/.exec(t) ?? /\b(\d+(?:\.\d+)?)\s*(k)\b/.exec(t);
  if (dollars) {
    const n = amount(dollars[1], dollars[2]);
    if (plausibleRent(n)) return { max_price: n };
  }
  return undefined;
}

/** A budget typed on its own ("1500", "$1,200 a month"). */
export function parseBudgetAnswer(text: string): { min_price?: number; max_price?: number } | undefined {
  const range = parsePriceRange(text);
  if (range) return range;
  const bare = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\b/.exec(text.trim().toLowerCase());
  if (bare) {
    const n = amount(bare[1], bare[2]);
    if (plausibleRent(n)) return { max_price: n };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Search criteria in free text

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

const TYPE_WORDS: [RegExp, string][] = [
  [/\b(?:apartments?|apts?|flats?)\b/, 'apartment'],
  [/\b(?:townhouses?|townhomes?|town ?houses?)\b/, 'townhouse'],
  [/\b(?:houses?|single[- ]family)\b/, 'house'],
  [/\b(?:condos?|condominiums?)\b/, 'condo'],
  [/\bstudios?\b/, 'studio'],
  [/\bvillas?\b/, 'villa'],
  [/\bduplex(?:es)?\b/, 'duplex'],
];

export function parsePropertyType(text: string): string | undefined {
  const t = text.toLowerCase();
  for (const [pattern, type] of TYPE_WORDS) if (pattern.test(t)) return type;
  return undefined;
}

export function parseBedrooms(text: string): number | undefined {
  const t = text.toLowerCase();
  const digits = /\b(\d{1,2})\s*\+?\s*-?\s*(?:bed(?:room)?s?|br|bds?|bhk|b\/r)\b/.exec(t);
  if (digits) return Number(digits[1]);
  const words = /\b(one|two|three|four|five|six)[\s-]*(?:bed(?:room)?s?|br|bhk)\b/.exec(t);
  if (words) return NUMBER_WORDS[words[1]];
  return undefined;
}

const CITY_STOP =
  /[,.?!;$\d]|\s(?:under|below|less|for|with|that|which|and|around|near|max|budget|at|from|over|above|between|by|within|on|starting|allowing|where|who|please|pet|pets|up|no|cheap|available|asap|next|this|before|after|or|to|i|we|is|are)\b/i;
const NOT_CITIES = new Set(['a', 'an', 'the', 'my', 'your', 'town', 'total', 'rent', 'mind', 'need', 'general', 'advance', 'person']);
const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

function titleCase(value: string): string {
  return value.replace(/(^|[\s'-])(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** A place name and an optional ", ST" at the start of `rest`, cut at the first word that is not part of it. */
function placeAt(rest: string): { city: string; state?: string } | undefined {
  const withState = /^([a-z][a-z .'-]*?),\s*([a-z]{2})\b/i.exec(rest);
  let city: string;
  let state: string | undefined;
  if (withState && STATE_CODES.has(withState[2].toUpperCase())) {
    city = withState[1].trim();
    state = withState[2].toUpperCase();
  } else {
    city = rest.split(CITY_STOP)[0].trim();
  }
  if (!city || city.length > 60 || NOT_CITIES.has(city.toLowerCase()) || /^(?:the|a|an|my|your|our)\b/i.test(city)) {
    return undefined;
  }
  if (!/^\p{L}[\p{L} .'-]*$/u.test(city)) return undefined;
  return state ? { city: titleCase(city.toLowerCase()), state } : { city: titleCase(city.toLowerCase()) };
}

/** "in Albany", "near Saratoga Springs, NY" → { city, state }: the first place introduced by in/near/around. */
export function parseLocation(text: string): { city: string; state?: string } | undefined {
  const intro = /\b(?:in|near|around)\s+/gi;
  for (let m = intro.exec(text); m; m = intro.exec(text)) {
    const place = placeAt(text.slice(m.index + m[0].length));
    if (place) return place;
  }
  return undefined;
}

/** A city typed as an answer to "Which city?" (with or without "in" and a state). */
export function parseCityAnswer(text: string): { city: string; state?: string } | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  return parseLocation(t) ?? (t.length <= 64 ? placeAt(t) : undefined);
}

export function parsePets(text: string): boolean | undefined {
  const t = text.toLowerCase();
  if (/\b(?:no pets?|without (?:a )?pets?|pet[- ]free)\b/.test(t)) return false;
  if (/\b(?:pets?|pet[- ]friendly|dogs?|cats?|puppy|kitten)\b/.test(t)) return true;
  return undefined;
}

/**
 * Every search criterion found in a sentence. Only what is clearly there: a bare number is not a
 * price and "in" must introduce the place.
 */
export function parseSearchText(text: string): SearchCriteria {
  const criteria: SearchCriteria = {};
  const type = parsePropertyType(text);
  if (type) criteria.property_type = type;
  const bedrooms = parseBedrooms(text);
  if (bedrooms !== undefined) criteria.bedrooms = bedrooms;
  const price = parsePriceRange(text.replace(/\b\d{1,2}\s*\+?\s*-?\s*(?:bed(?:room)?s?|br|bds?|bhk)\b/gi, ' '));
  if (price) Object.assign(criteria, price);
  const location = parseLocation(text);
  if (location) Object.assign(criteria, location);
  const pets = parsePets(text);
  if (pets === true) criteria.pets = true;
  return criteria;
}

/** True when the criteria say something a search can use. */
export function hasSearchCriteria(c: SearchCriteria): boolean {
  return (
    c.property_type !== undefined ||
    c.bedrooms !== undefined ||
    c.city !== undefined ||
    c.min_price !== undefined ||
    c.max_price !== undefined
  );
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function isoDate(year: number, month: number, day: number): string | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** A date without a year is the next time that day comes (this year, or next year if it has passed). */
function withYear(month: number, day: number, year: number | undefined, today: string): string | undefined {
  if (year !== undefined) return isoDate(year < 100 ? 2000 + year : year, month, day);
  const thisYear = Number(today.slice(0, 4));
  const candidate = isoDate(thisYear, month, day);
  if (candidate && candidate < today) return isoDate(thisYear + 1, month, day);
  return candidate;
}

/**
 * A calendar date from what a visitor types: "today", "tomorrow", a weekday, 2025-07-15,
 * 7/15/2025, 7/15, "July 15", "Jul 15, 2025", "15 July 2025". Undefined when it is not a date.
 */
export function parseDate(text: string, today: string): string | undefined {
  const t = normalize(text).replace(/(\d)(st|nd|rd|th)\b/g, '$1');
  if (t === 'today') return today;
  if (t === 'tomorrow') return addDays(today, 1);
  const weekday = /^(?:next |this |on )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/.exec(t);
  if (weekday) {
    const todayIndex = new Date(`${today}T00:00:00Z`).getUTCDay();
    const ahead = (WEEKDAYS.indexOf(weekday[1]) - todayIndex + 7) % 7;
    return addDays(today, ahead);
  }
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/.exec(t);
  if (m) return withYear(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined, today);
  m = /^([a-z]+)\.? (\d{1,2})(?:,? (\d{4}))?$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[1].slice(0, 3)) + 1;
    if (month > 0 && m[1].length >= 3) return withYear(month, Number(m[2]), m[3] ? Number(m[3]) : undefined, today);
  }
  m = /^(\d{1,2}) ([a-z]+)\.?(?:,? (\d{4}))?$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2].slice(0, 3)) + 1;
    if (month > 0 && m[2].length >= 3) return withYear(month, Number(m[1]), m[3] ? Number(m[3]) : undefined, today);
  }
  return undefined;
}
