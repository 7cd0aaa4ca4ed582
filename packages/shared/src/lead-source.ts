// Where a lead came from (issue 35 item 2). The syndication feeds link every listing back with
// `utm_source=<feed's source>`; the server keeps the first such tag a visitor arrives with in a
// cookie, and stores it on the contact message, tour or application they then send. Any other
// campaign link (`utm_source=newsletter`) is kept the same way.

/** The query parameter of a listing link that names its source (the common campaign tag). */
export const LEAD_SOURCE_PARAM = 'utm_source';
/** The cookie that carries it from the landing page to the form (30 days, first party). */
export const LEAD_SOURCE_COOKIE = 'rf_lead_source';
export const LEAD_SOURCE_MAX_AGE_S = 30 * 24 * 3600;

/** The source tag of each feed's listing links. */
export const FEED_LEAD_SOURCES = {
  /** The Zillow Rental Network (Zillow, Trulia, HotPads) reads /feeds/hotpads.xml. */
  hotpads: 'zillow_rental_network',
  /** Any other site reading /feeds/listings.json. */
  listings: 'listings_feed',
} as const;

/** How a lead without a tag is counted: typed in, a search engine, a bookmark. */
export const DIRECT_LEAD_SOURCE = 'direct';

/** Names shown on the dashboard for the sources the product itself tags. */
export const LEAD_SOURCE_LABELS: Record<string, string> = {
  [FEED_LEAD_SOURCES.hotpads]: 'Zillow Rental Network',
  [FEED_LEAD_SOURCES.listings]: 'Listings feed',
  [DIRECT_LEAD_SOURCE]: 'Direct',
};

export const leadSourceLabel = (source: string) => LEAD_SOURCE_LABELS[source] ?? source;

const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,39}$/;

/**
 * A tag as stored: lower-cased, at most 40 of `a-z 0-9 _ . -`. Anything else (a URL, text with
 * spaces, markup) is not a source name and is dropped, so a crafted link cannot put free text on
 * the office's dashboard.
 */
export function normalizeLeadSource(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = value.trim().toLowerCase();
  return SOURCE_PATTERN.test(clean) ? clean : undefined;
}
