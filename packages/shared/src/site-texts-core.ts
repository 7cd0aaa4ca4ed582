// Texts of the site that admins edit in Settings: the lease terms and rental policies pages that
// the application's Signature & Terms step asks the applicant to accept (issue 18). No zod here:
// the public pages import this file; site-texts.ts adds the schema.

// `screening_criteria` (issue 34 item 6): the criteria published before anyone applies, linked
// from every property page and the wizard's first step.
export const SITE_TEXT_KEYS = ['lease_terms', 'rental_policies', 'screening_criteria'] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

/** Each text's public page. */
export const SITE_TEXT_PAGES: Record<SiteTextKey, { title: string; path: string; description: string }> = {
  lease_terms: {
    title: 'Lease Terms',
    path: '/lease-terms',
    description: 'The terms of our residential leases: length, rent, deposit, renewal and ending a lease.',
  },
  rental_policies: {
    title: 'Rental Policies',
    path: '/rental-policies',
    description: 'How we handle applications, screening, pets, maintenance and living in our homes.',
  },
  screening_criteria: {
    title: 'Screening Criteria',
    path: '/screening-criteria',
    description: 'How we decide on rental applications: income, credit, rental history, background, and how to ask for an accommodation.',
  },
};

export function isSiteTextKey(value: unknown): value is SiteTextKey {
  return typeof value === 'string' && (SITE_TEXT_KEYS as readonly string[]).includes(value);
}

export const SITE_TEXT_MAX = 20_000;

export const SITE_TEXT_MESSAGES = {
  bodyRequired: 'Please enter the text of the page.',
  bodyTooLong: `The text must be at most ${SITE_TEXT_MAX.toLocaleString('en-US')} characters.`,
  notFound: 'Page not found',
  saved: 'Page text saved',
  reset: 'Page text reset to the default',
  loadFailed: 'Failed to load page texts',
  saveFailed: 'Failed to save page text',
  resetFailed: 'Failed to reset page text',
} as const;

/** A page text as the public page and the admin Settings read it. */
export interface SiteText {
  key: SiteTextKey;
  title: string;
  path: string;
  /** Plain text: blank lines separate paragraphs, lines starting with "- " are list items. */
  body: string;
  /** True while no admin has replaced the built-in text. */
  is_default: boolean;
  updated_at: string | null;
}
