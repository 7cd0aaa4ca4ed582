// The bench's catalogue: listings that look like a nationwide rental portal (skewed cities,
// titles and descriptions with the words people search for, rents that follow the city and the
// size). Pure and seeded: the same seed and index always give the same listing.
import { FURNISHINGS, PET_POLICIES, type PropertyType } from '@rentfront/shared';
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import { MONTH_TO_MONTH, sortLeaseTerms } from '@rentfront/shared/move-in';
import { fromCents, requiredMonthlyCents, type EnteredFee } from '@rentfront/shared/property-fees';
import type { properties } from '../../src/db/schema';
import {
  AMENITIES,
  APPLIANCES,
  CITIES,
  EXPENSIVE_CITIES,
  FEATURE_SENTENCES,
  LOCATION_SENTENCES,
  STREETS,
  STREET_SUFFIXES,
  TERMS_SENTENCES,
  TITLE_ADJECTIVES,
  TITLE_TAILS,
  UTILITIES,
} from './portal-data';
import { between, pick, rng, uuid, weighted, type Rng } from './random';

export type PropertyInsert = typeof properties.$inferInsert;

/** Zipf exponent of the city sizes: the biggest city holds about 6 % of listings, the smallest about 0.1 %. */
export const CITY_SKEW = 0.7;

const pickCity = weighted(
  CITIES,
  CITIES.map((_, rank) => 1 / Math.pow(rank + 1, CITY_SKEW)),
);
const pickType = weighted<PropertyType>(
  ['apartment', 'house', 'condo', 'studio', 'townhouse', 'duplex', 'villa'],
  [45, 18, 12, 8, 9, 5, 3],
);
const pickStatus = weighted(['available', 'rented', 'hold', 'maintenance'] as const, [65, 22, 8, 5]);

/** Each city's rent level, fixed per city so its listings agree with each other. */
const cityFactor = new Map(
  CITIES.map(([city, state], i) => {
    const r = rng(1000 + i);
    const base = EXPENSIVE_CITIES.has(city) ? 1.5 : 0.8;
    return [`${city}|${state}`, base + r() * 0.45] as const;
  }),
);

function bedroomsFor(type: PropertyType, r: Rng): number {
  switch (type) {
    case 'studio':
      return 0;
    case 'apartment':
    case 'condo':
      return pick(r, [1, 1, 1, 2, 2, 2, 2, 3, 3, 0]);
    case 'house':
    case 'villa':
      return pick(r, [2, 3, 3, 3, 4, 4, 5]);
    default:
      return pick(r, [2, 2, 3, 3, 4]);
  }
}

const TYPE_WORDS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
  condo: 'Condo',
  studio: 'Studio',
  townhouse: 'Townhouse',
  villa: 'Villa',
  duplex: 'Duplex',
};

/** "Studio", "Studio Apartment", "2-Bedroom House"... */
function sizeWords(type: PropertyType, bedrooms: number, capital: boolean): string {
  const kind = capital ? TYPE_WORDS[type] : type;
  if (type === 'studio') return capital ? 'Studio' : 'studio';
  if (bedrooms === 0) return `${capital ? 'Studio' : 'studio'} ${kind}`;
  return `${bedrooms}-${capital ? 'Bedroom' : 'bedroom'} ${kind}`;
}

function title(r: Rng, type: PropertyType, bedrooms: number): string {
  const size = sizeWords(type, bedrooms, true);
  return `${pick(r, TITLE_ADJECTIVES)} ${size} ${pick(r, TITLE_TAILS)}`;
}

function description(r: Rng, type: PropertyType, bedrooms: number, area: number, city: string): string {
  const size = sizeWords(type, bedrooms, false);
  const features = FEATURE_SENTENCES.filter(() => r() < 0.22);
  if (!features.length) features.push(pick(r, FEATURE_SENTENCES));
  return [
    `This ${size} offers about ${thousands(area)} square feet of living space in ${city}.`,
    ...features,
    pick(r, LOCATION_SENTENCES),
    pick(r, TERMS_SENTENCES),
  ].join(' ');
}

/** 1,250: what toLocaleString('en-US') gives, without its cost (called 100,000 times). */
function thousands(n: number): string {
  return n >= 1000 ? `${Math.floor(n / 1000)},${String(n % 1000).padStart(3, '0')}` : String(n);
}

function slugOf(text: string, index: number): string {
  const base = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  // The index in hex keeps every generated slug unique (the real ones end in six random hex digits).
  return `${base}-${index.toString(16).padStart(6, '0')}`;
}

const DAY = 86_400_000;

const fee = (name: string, amount: number, frequency: EnteredFee['frequency'], required: boolean): EnteredFee => ({
  name,
  amount,
  frequency,
  required,
  refundable: false,
  note: null,
});

/**
 * The other money of a listing as offices enter it: about 60 % bill at least one required monthly
 * fee (trash and water, an amenity fee, flat utilities), some offer parking or pet rent, some
 * charge a one-time admin fee.
 */
function feesFor(r: Rng, apartmentLike: boolean): EnteredFee[] {
  const fees: EnteredFee[] = [];
  if (r() < 0.45) fees.push(fee('Trash & water', pick(r, [15, 25, 35, 45]), 'monthly', true));
  if (apartmentLike && r() < 0.3) fees.push(fee('Amenity fee', pick(r, [25, 40, 50, 75]), 'monthly', true));
  if (r() < 0.15) fees.push(fee('Utilities, billed flat', pick(r, [60, 90, 120]), 'monthly', true));
  if (r() < 0.25) fees.push(fee('Parking', pick(r, [50, 75, 100, 150]), 'monthly', false));
  if (r() < 0.2) fees.push(fee('Pet rent', pick(r, [25, 35, 50]), 'monthly', false));
  if (r() < 0.3) fees.push(fee('Admin fee', pick(r, [100, 150, 250]), 'one_time', true));
  return fees;
}

/** The lease terms offered: the listing's own term, often with others beside it. */
function leaseTermsFor(r: Rng, leaseTerm: number): string[] {
  const terms = [String(leaseTerm)];
  if (r() < 0.4) terms.push('12');
  if (r() < 0.2) terms.push('6');
  if (r() < 0.15) terms.push(MONTH_TO_MONTH);
  return sortLeaseTerms(terms);
}

/**
 * About a quarter of listings name accessibility features; an elevator building is likelier to
 * have step-free entrances and wide doorways, a ground-floor home no stairs inside.
 */
function accessibilityFor(r: Rng, apartmentLike: boolean): AccessibilityFeature[] {
  if (r() >= 0.25) return [];
  const odds: Record<AccessibilityFeature, number> = {
    step_free_entrance: 0.6,
    elevator: apartmentLike ? 0.5 : 0.02,
    wide_doorways: 0.4,
    roll_in_shower: 0.12,
    grab_bars: 0.3,
    accessible_parking: 0.35,
    visual_alarms: 0.2,
    ground_floor: apartmentLike ? 0.3 : 0.5,
    no_interior_stairs: 0.4,
  };
  const features = ACCESSIBILITY_FEATURES.filter((f) => r() < odds[f]);
  return features.length ? features : ['step_free_entrance'];
}

/** One listing; `now` anchors the listing dates (spread over the last two years). */
export function generateProperty(seed: number, index: number, now: number): PropertyInsert & { mediaCount: number } {
  const r = rng(seed * 1_000_003 + index);
  const [city, state] = pickCity(r);
  const type = pickType(r);
  const bedrooms = bedroomsFor(type, r);
  const bathrooms = Math.max(1, Math.round((bedrooms / 2 + 0.5 + r() * 1.5) * 2) / 2);
  const areaSqft = type === 'studio' ? between(r, 350, 600) : 450 + bedrooms * 320 + between(r, 0, 600);
  const typeBonus = type === 'house' || type === 'villa' ? 300 : 0;
  const noise = 0.8 + r() * 0.45;
  const rent = (550 + 450 * Math.pow(bedrooms, 0.9) + typeBonus) * (cityFactor.get(`${city}|${state}`) ?? 1) * noise;
  const price = Math.min(6000, Math.max(600, Math.round(rent / 5) * 5));
  const createdAt = new Date(now - Math.floor(r() * 730 * DAY));
  const heading = title(r, type, bedrooms);
  const apartmentLike = type === 'apartment' || type === 'condo' || type === 'studio';
  const listing = {
    id: uuid(r),
    slug: slugOf(heading, index),
    title: heading,
    description: description(r, type, bedrooms, areaSqft, city),
    propertyType: type,
    status: pickStatus(r),
    furnishing: r() < 0.25 ? null : pick(r, FURNISHINGS),
    areaSqft,
    bedrooms,
    bathrooms,
    floors: apartmentLike ? null : between(r, 1, 3),
    utilities: UTILITIES.filter(() => r() < 0.3),
    amenities: AMENITIES.filter(() => r() < 0.3),
    appliancesIncluded: APPLIANCES.filter(() => r() < 0.5),
    leaseTerm: pick(r, [6, 12, 12, 12, 18, 24]),
    applicationFee: pick(r, [25, 35, 40, 50, 75]),
    petPolicy: r() < 0.15 ? null : pick(r, PET_POLICIES),
    price,
    deposit: Math.round(price * pick(r, [0.5, 1, 1, 1.5])),
    address: `${between(r, 1, 2999)} ${pick(r, STREETS)} ${pick(r, STREET_SUFFIXES)}${apartmentLike ? `, Apt ${between(r, 1, 30)}${pick(r, ['A', 'B', 'C', ''])}` : ''}`,
    city,
    state,
    pincode: String(between(r, 10000, 99950)),
    availableFrom: r() < 0.3 ? new Date(now + between(r, 1, 60) * DAY).toISOString().slice(0, 10) : null,
    featured: r() < 0.02,
    createdAt,
    updatedAt: new Date(Math.min(now, createdAt.getTime() + Math.floor(r() * 30 * DAY))),
    // Cover plus gallery: most listings have 3-6 photos, a few only one.
    mediaCount: pick(r, [1, 2, 3, 3, 4, 4, 5, 5, 6, 6]),
  };
  // Drawn after everything above, so the rest of the catalogue is what earlier runs had.
  const fees = feesFor(r, apartmentLike);
  return {
    ...listing,
    fees,
    monthlyFees: fromCents(requiredMonthlyCents(fees)),
    leaseTerms: leaseTermsFor(r, listing.leaseTerm),
    accessibility: accessibilityFor(r, apartmentLike),
    // Offices list some homes on the rental sites, not all.
    syndicate: r() < 0.2,
  };
}
