import type { OffsetPagination } from './http';
import type { AccessibilityFeature } from './accessibility-features';
import type { PropertyFee } from './property-fees';

// Properties domain contract, the part without zod: enums, labels, limits, spec messages,
// response shapes and small helpers. Public pages import this file (it keeps zod out of their
// bundles); properties.ts adds the request schemas and re-exports everything here.

// ---------------------------------------------------------------------------------------------
// Enums and labels
// ---------------------------------------------------------------------------------------------

/** Every type the server stores (server.md §3); the public filter offers all of them. */
export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'studio', 'townhouse', 'villa', 'duplex'] as const;
/** The admin form's option set (admin-back-office.md §5, Property form). */
export const PROPERTY_FORM_TYPES = ['apartment', 'house', 'studio', 'condo', 'townhouse'] as const;
export const PROPERTY_STATUSES = ['available', 'rented', 'maintenance', 'hold'] as const;
export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export const PET_POLICIES = ['no-pets', 'cats-allowed', 'dogs-allowed', 'pets-allowed', 'case-by-case'] as const;
export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'total_asc', 'total_desc'] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type Furnishing = (typeof FURNISHINGS)[number];
export type PetPolicy = (typeof PET_POLICIES)[number];
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  rented: 'Rented',
  maintenance: 'Maintenance',
  hold: 'On Hold',
};

export const PET_POLICY_LABELS: Record<PetPolicy, string> = {
  'no-pets': 'No pets',
  'cats-allowed': 'Cats allowed',
  'dogs-allowed': 'Dogs allowed',
  'pets-allowed': 'Pets allowed',
  'case-by-case': 'Case by case',
};

/** Pet policies that let a pet in (the `pets_allowed=true` filter). */
export const PET_FRIENDLY_POLICIES: readonly PetPolicy[] = ['cats-allowed', 'dogs-allowed', 'pets-allowed', 'case-by-case'];

/** "apartment" -> "Apartment", "semi-furnished" -> "Semi-furnished". */
export function humanizeOption(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

export const PROPERTY_PAGE_SIZE = 12;
export const PROPERTY_PAGE_SIZE_MAX = 100;
/** Totals are exact up to this many results, then shown as "1,000+" (pagination.total_capped). */
export const PROPERTY_COUNT_CAP = 1000;
/** Visitors page through at most this many results of one search (a portal's usual bound). */
export const PROPERTY_RESULT_WINDOW = 10_000;
export const PROPERTY_IMAGES_MAX = 20;
/** How long a photo's caption may be: a few words of what it shows ("Kitchen, south window"). */
export const IMAGE_CAPTION_MAX = 120;
export const PROPERTY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The whole property form's request body (the server's multipart budget, issue 30 S1): less than 20 images of 10 MB. */
export const PROPERTY_FORM_MAX_BYTES = 100 * 1024 * 1024;
/** Room kept in that budget for the text fields and the multipart framing when the form adds up its new images. */
export const PROPERTY_FORM_FIELDS_ROOM_BYTES = 1024 * 1024;
export const PROPERTY_RECENT_DEFAULT = 5;
export const COVER_IMAGES_MAX = 6;
/** The default and fallback property image (admin-back-office.md §9). */
export { FALLBACK_IMAGE } from './images';

// ---------------------------------------------------------------------------------------------
// Spec texts
// ---------------------------------------------------------------------------------------------

export const PROPERTY_MESSAGES = {
  notFound: 'Property not found',
  listed: 'Properties retrieved successfully',
  fetched: 'Property retrieved successfully',
  coversFetched: 'Cover images retrieved successfully',
  fetchFailed: 'Failed to fetch properties. Please try again.',
  searchFailed: 'Failed to search properties. Please try again.',
  detailsFailed: 'Failed to fetch property details. Please try again.',
  coversFailed: 'Failed to fetch cover images. Please try again.',
  addFailed: 'Failed to add property. Please try again.',
  updateFailed: 'Failed to update property. Please try again.',
  deleteFailed: 'Failed to delete property. Please try again.',
  statsFailed: 'Failed to fetch property stats. Please try again.',
  recentFailed: 'Failed to fetch recent properties. Please try again.',
  added: 'Property added successfully!',
  updated: 'Property updated successfully!',
  deleted: 'Property deleted successfully!',
  adding: 'Adding property...',
  updating: 'Updating property...',
  deleting: 'Deleting property...',
  tooManyImages: `Maximum ${PROPERTY_IMAGES_MAX} images allowed`,
  imageTooLarge: (file: string) => `${file} is too large. Maximum size is 10MB`,
  imagesTooLargeTotal: 'The images add up to more than 100MB. Please upload fewer at once.',
  notAnImage: (file: string) => `${file} is not a valid image file`,
  // Public pages
  listLoadFailed: 'Failed to load properties',
  detailLoadFailed: 'Failed to load property',
  notFoundTitle: 'Property Not Found',
  notFoundText: "The property you're looking for doesn't exist.",
  noCovers: 'No property images available at the moment.',
} as const;

// ---------------------------------------------------------------------------------------------
// Small helpers shared by server and web
// ---------------------------------------------------------------------------------------------

// One formatter each, made once: `toLocaleString` with options builds a new one per call, which
// showed in the server-rendered pages' profile (every card and price).
const WHOLE_USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const CENTS_USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** US dollars: "$1,250" for whole amounts, "$1,250.50" otherwise. */
export function formatUsd(amount: number): string {
  return `$${(Number.isInteger(amount) ? WHOLE_USD : CENTS_USD).format(amount)}`;
}

/** Widths every uploaded image is stored at (server.md §5). */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;

/** Another stored width of a `/media/.../<w>.webp` image; other URLs are returned unchanged. */
export function imageVariant(url: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]): string {
  return /^\/media\/.+\/\d+\.webp$/.test(url) ? url.replace(/\/\d+\.webp$/, `/${width}.webp`) : url;
}

/**
 * `srcset` of a stored image. Variants are never wider than the original, so a width above the
 * original's is described by the original width.
 */
export function imageSrcSet(url: string, originalWidth?: number | null): string | undefined {
  if (!/^\/media\/.+\/\d+\.webp$/.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariant(url, w)} ${Math.min(w, originalWidth || w)}w`).join(', ');
}

/** Every query parameter GET /api/properties accepts. */
export const PROPERTY_QUERY_NAMES = [
  'keyword',
  'search',
  'property_type',
  'status',
  'furnishing',
  'city',
  'state',
  'min_price',
  'max_price',
  'max_total',
  'bedrooms',
  'bathrooms',
  'pets_allowed',
  'available_from_date',
  // Issue 35: free to move in by a date, one offered lease term, accessibility features (all of them).
  'available_by',
  'lease_term',
  'accessibility',
  'sort',
  'page',
  'limit',
  // The map's visible area (map-bounds.ts) and "on the map or not".
  'north',
  'south',
  'east',
  'west',
  'located',
] as const;
export type PropertyQueryName = (typeof PROPERTY_QUERY_NAMES)[number];

/**
 * A list field arrives as an array, JSON text (`["Heat","Water"]`) or comma text
 * (`Heat, Water`); all become a trimmed list without empty entries.
 */
export function parseListField(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v).trim()).filter(Boolean);
    } catch {
      // Not JSON after all: fall back to the cleaning below.
    }
  }
  // Stray brackets and quotes (public-site.md §2, values "arriving as messy strings").
  return text
    .split(',')
    .map((part) => part.replace(/[[\]"'\\]/g, '').trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Response shapes
// ---------------------------------------------------------------------------------------------

export interface PropertyMediaItem {
  id: string;
  /** 800 px WebP; `imageVariant`/`imageSrcSet` give the other widths. */
  url: string;
  width: number | null;
  height: number | null;
  position: number;
  is_cover: boolean;
  /** What the photo shows, as the office wrote it; null without one. */
  caption: string | null;
}

export interface Property {
  id: string;
  slug: string;
  title: string;
  description: string;
  property_type: PropertyType;
  status: PropertyStatus;
  furnishing: Furnishing | null;
  area_sqft: number;
  bedrooms: number;
  bathrooms: number;
  floors: number | null;
  utilities: string[];
  amenities: string[];
  appliances_included: string[];
  lease_term: number | null;
  /** The terms offered, shortest first: months as text ("12") or "mtm" (move-in.ts). */
  lease_terms: string[];
  application_fee: number | null;
  pet_policy: PetPolicy | null;
  property_management_contact: string | null;
  website: string | null;
  price: number;
  deposit: number | null;
  /** Every fee, the deposit and the application fee first (property-fees.ts). */
  fees: PropertyFee[];
  /** Rent plus every required monthly fee, dollars: the figure shown wherever rent is. */
  total_monthly_cost: number;
  /** Due before move-in: the first month's total, the deposit and the required one-time fees. */
  move_in_total: number;
  address: string;
  city: string;
  state: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  available_from: string | null;
  /** The home's accessibility features, in ACCESSIBILITY_FEATURES order. */
  accessibility: AccessibilityFeature[];
  featured: boolean;
  /** Listed in the syndication feeds (/feeds/hotpads.xml, /feeds/listings.json). */
  syndicate: boolean;
  media: PropertyMediaItem[];
  /** Media URLs in order (800 px). */
  images: string[];
  /** Card-size (400 px) URL of the cover, or null without media. */
  cover_image: string | null;
  /** "City, ST". */
  location: string;
  beds: number;
  baths: number;
  area: number;
  created_at: string;
  updated_at: string;
}

/** `filters_applied`: each filter used, in plain words and dollars. */
export type FiltersApplied = Partial<Record<PropertyQueryName, string>>;

export interface PropertyListData {
  properties: Property[];
  pagination: {
    current_page: number;
    per_page: number;
    total_count: number;
    total_pages: number;
    has_next: boolean;
    has_prev: boolean;
    /** True when more than PROPERTY_COUNT_CAP match: total_count is then the cap, a lower bound. */
    total_capped: boolean;
  };
  filters_applied: FiltersApplied;
}

/** Rows per page of the admin property list. */
export const ADMIN_PROPERTY_PAGE_SIZE = 20;

/** GET /api/admin/properties: a page of homes of every status, the filtered total and the whole catalogue's. */
/** A home in the admin list: with when a syndication feed last sent it out (null: never). */
export interface AdminProperty extends Property {
  last_included_at: string | null;
}

export interface AdminPropertyListData {
  properties: AdminProperty[];
  pagination: OffsetPagination;
  /** Every home, whatever the filters: the count line says "3 of 120 properties". */
  total_all: number;
}

export interface CoverImage {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  property_id: string;
  property_title: string;
}

export interface PropertyStats {
  total_properties: number;
  available_properties: number;
  rented_properties: number;
  maintenance_properties: number;
  hold_properties: number;
  /** Rented ÷ total as a rounded percent; 0 when there are no properties. */
  occupancy_rate: number;
}

export * from './property-search';
