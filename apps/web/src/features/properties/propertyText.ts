import {
  humanizeOption,
  parseListField,
  PET_POLICY_LABELS,
  PROPERTY_STATUS_LABELS,
  type PetPolicy,
  type Property,
  type PropertyListData,
  type PropertyStatus,
} from '@rentfront/shared/properties-core';
import { leaseTermsText } from '@rentfront/shared/move-in';
import { formatMoney, formatUsDate } from '../../lib/format';

/**
 * A list field as a clean list: arrays, JSON text or comma text, with stray brackets and quotes
 * removed from every entry (public-site.md §2: values may arrive as messy strings).
 */
export function cleanList(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => parseListField(String(v)));
  return parseListField(value);
}

/** Square feet rounded and thousands-separated, otherwise N/A. */
export function formatArea(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(Number(value)) || Number(value) <= 0) return 'N/A';
  return Math.round(Number(value)).toLocaleString('en-US');
}

export const isAvailable = (status: string | null | undefined) => status === 'available';

export function statusLabel(status: string): string {
  return PROPERTY_STATUS_LABELS[status as PropertyStatus] ?? humanizeOption(status);
}

export function optionLabel(value: string | null | undefined): string {
  return value ? humanizeOption(value) : 'N/A';
}

export function petPolicyLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return PET_POLICY_LABELS[value as PetPolicy] ?? humanizeOption(value);
}

export function leaseTermLabel(months: number | null | undefined): string | null {
  if (!months) return null;
  return `${months} month${months === 1 ? '' : 's'}`;
}

/** First `count` tags and how many more there are ("+N more"). */
export function tagPreview(tags: string[], count = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, count), more: Math.max(0, tags.length - count) };
}

/** The rows of "Additional Details"; pet policy and lease terms only when present. */
export function additionalDetails(p: Property): [string, string][] {
  const rows: [string, string][] = [
    ['Property Type', optionLabel(p.property_type)],
    ['Furnishing', optionLabel(p.furnishing)],
    ['Floors', p.floors === null || p.floors === undefined ? 'N/A' : String(p.floors)],
    ['Deposit', formatMoney(p.deposit)],
    ['Application Fee', formatMoney(p.application_fee)],
    ['Available From', formatUsDate(p.available_from)],
  ];
  const pets = petPolicyLabel(p.pet_policy);
  if (pets) rows.push(['Pet Policy', pets]);
  // The offered terms (issue 35), else the spec's single lease_term.
  const lease = leaseTermsText(p.lease_terms ?? []) ?? leaseTermLabel(p.lease_term);
  if (lease) rows.push(['Lease Terms', lease]);
  return rows;
}

/** The picture of a card or row: first media, else first image, else null (the fallback). */
export function firstImage(p: Pick<Property, 'media' | 'images'>): string | null {
  return p.media?.[0]?.url ?? p.images?.[0] ?? null;
}

type ListPagination = PropertyListData['pagination'];

/**
 * "N Properties Found". Past the server's count cap the total is a lower bound: "1,000+
 * Properties Found" (docs/decisions/0009-property-search-at-scale.md).
 */
export function resultCountText(p: ListPagination): string {
  return p.total_capped ? `${p.total_count.toLocaleString('en-US')}+ Properties Found` : `${p.total_count} Properties Found`;
}

/** "Page X of Y", or "Page X of Y+" while the number of pages is only known to be at least Y. */
export function pageOfText(p: ListPagination): string {
  return `Page ${p.current_page} of ${p.total_pages}${p.total_capped ? '+' : ''}`;
}
