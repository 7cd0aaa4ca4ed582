// Saved searches with e-mail alerts (issue 18, item 7): statuses, limits, texts and the summary of
// a search in words. No zod here: the /properties page and its save dialog import this file;
// saved-searches.ts adds the request schemas and re-exports everything here.
import { formatUsd, humanizeOption } from './properties-core';

export const SAVED_SEARCH_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

export const SAVED_SEARCH_STATUS_LABELS: Record<SavedSearchStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

export const SAVED_SEARCH_SOURCES = ['web', 'chatbot'] as const;
export type SavedSearchSource = (typeof SAVED_SEARCH_SOURCES)[number];
export const SAVED_SEARCH_SOURCE_LABELS: Record<SavedSearchSource, string> = { web: 'Website', chatbot: 'Property Assistant' };

export const SAVED_SEARCH_EMAIL_MAX = 254;
/** A confirmation link works this long; after that the visitor saves the search again. */
export const SAVED_SEARCH_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;
/** At most one alert per search in this window. */
export const SAVED_SEARCH_ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Homes listed in one alert; the mail links to the full search for the rest. */
export const SAVED_SEARCH_ALERT_MAX_HOMES = 10;
/** Active (awaiting or confirmed) searches one address may hold. */
export const SAVED_SEARCH_PER_EMAIL_MAX = 10;
/** Saves allowed per client IP, and per e-mail address (so nobody can flood someone's inbox). */
export const SAVED_SEARCH_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const SAVED_SEARCH_EMAIL_RATE_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
export const SAVED_SEARCHES_PAGE_SIZE = 20;
export const SAVED_SEARCHES_MAX_LIMIT = 100;

export const SAVED_SEARCH_MESSAGES = {
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email.',
  filtersInvalid: 'This search cannot be saved. Please change the filters and try again.',
  saved: 'Almost done! Check your inbox and click the link to confirm your alert.',
  saveFailed: 'Failed to save this search. Please try again.',
  tooMany: 'Too many saved searches from this network. Please try again later.',
  tooManyForEmail: 'Too many saved searches for this email. Please try again later.',
  limitReached: `This email already has ${SAVED_SEARCH_PER_EMAIL_MAX} saved searches. Unsubscribe from one before saving another.`,
  notFound: 'Saved search not found',
  deleted: 'Saved search deleted successfully',
  deleteFailed: 'Failed to delete saved search',
  loadFailed: 'Failed to load saved searches',
  alertsRun: (sent: number) => (sent === 1 ? '1 alert queued.' : `${sent} alerts queued.`),
} as const;

/** The texts of the confirm and unsubscribe pages, one per state. */
export const SAVED_SEARCH_PAGE_TEXT = {
  confirmAsk: { title: 'Confirm your email alert', body: 'Click the button to start receiving new homes that match this search.' },
  confirmButton: 'Confirm alerts',
  confirmed: {
    title: 'Your alert is on',
    body: 'We will email you new homes that match this search, at most once a day. Every email has a link to unsubscribe.',
  },
  alreadyConfirmed: { title: 'Already confirmed', body: 'This alert was already confirmed. There is nothing more to do.' },
  expired: {
    title: 'This link has expired',
    body: 'Confirmation links work for 48 hours. Save the search again on the properties page to get a new link.',
  },
  invalid: {
    title: 'This link is not valid',
    body: 'The link may be incomplete or may have been replaced by a newer one. Copy the whole link from the email, or save the search again.',
  },
  unsubscribeAsk: { title: 'Unsubscribe from this alert?', body: 'You will stop receiving emails about new homes for this search.' },
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: { title: 'You are unsubscribed', body: 'You will not receive any more emails for this search.' },
  alreadyUnsubscribed: {
    title: 'Already unsubscribed',
    body: 'This alert was already turned off. You will not receive any more emails for it.',
  },
  searchLabel: 'Search',
  browse: 'Browse properties',
  home: 'Back to Home',
} as const;

/** The filters a saved search keeps: the /properties search filters, without paging and status. */
export interface SavedSearchFilters {
  keyword?: string;
  property_type?: string;
  furnishing?: string;
  city?: string;
  state?: string;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  bathrooms?: number;
  pets_allowed?: boolean;
}

export const SAVED_SEARCH_FILTER_NAMES = [
  'keyword',
  'property_type',
  'furnishing',
  'city',
  'state',
  'min_price',
  'max_price',
  'bedrooms',
  'bathrooms',
  'pets_allowed',
] as const satisfies readonly (keyof SavedSearchFilters)[];

const plus = (n: number, word: string) => `${n}+ ${word}${n === 1 ? '' : 's'}`;

/** A saved search in words, e.g. `Apartment · Albany, NY · 2+ bedrooms · $1,000 to $2,000 a month`. */
export function describeSavedSearch(f: SavedSearchFilters): string {
  const parts: string[] = [];
  if (f.keyword) parts.push(`"${f.keyword}"`);
  if (f.property_type) parts.push(humanizeOption(f.property_type));
  const place = [f.city, f.state].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (f.bedrooms !== undefined) parts.push(plus(f.bedrooms, 'bedroom'));
  if (f.bathrooms !== undefined) parts.push(plus(f.bathrooms, 'bathroom'));
  if (f.furnishing) parts.push(humanizeOption(f.furnishing));
  if (f.min_price !== undefined && f.max_price !== undefined) parts.push(`${formatUsd(f.min_price)} to ${formatUsd(f.max_price)} a month`);
  else if (f.min_price !== undefined) parts.push(`From ${formatUsd(f.min_price)} a month`);
  else if (f.max_price !== undefined) parts.push(`Up to ${formatUsd(f.max_price)} a month`);
  if (f.pets_allowed !== undefined) parts.push(f.pets_allowed ? 'Pets allowed' : 'No pets');
  return parts.length ? parts.join(' · ') : 'All available homes';
}

/** The /properties address of a saved search (the alert mail links to it). */
export function savedSearchQuery(f: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const name of SAVED_SEARCH_FILTER_NAMES) {
    const value = f[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

/** `j***@example.com`: enough for the office to tell addresses apart, not to read them. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** One row of the admin list (the e-mail is masked by the server; it never sends it whole). */
export interface SavedSearch {
  id: string;
  email_masked: string;
  filters: SavedSearchFilters;
  summary: string;
  status: SavedSearchStatus;
  source: SavedSearchSource;
  created_at: string;
  confirmed_at: string | null;
  last_sent_at: string | null;
}
