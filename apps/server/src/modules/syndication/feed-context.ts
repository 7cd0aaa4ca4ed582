// What both feeds write besides the homes themselves: the office, its listing rule, the links back.
import { formatUsd, type Property, type SiteSettings } from '@rentfront/shared';
import { LEAD_SOURCE_PARAM } from '@rentfront/shared/lead-source';
import { FEE_FREQUENCY_LABELS, monthlyPriceText } from '@rentfront/shared/property-fees';

export interface FeedContext {
  site: SiteSettings;
  /** The site's public origin, no trailing slash. */
  publicUrl: string;
  /** The office's rule "every advertised price is the total" (ADR 0042). */
  advertiseTotalPrice: boolean;
  /** The office's calendar day: "available now" homes are available from today. */
  today: string;
}

/** The home's page on this site, tagged with the feed's source so the lead keeps it (lead-source.ts). */
export function feedListingUrl(ctx: FeedContext, p: Property, source: string): string {
  return `${ctx.publicUrl}/properties/${p.id}?${LEAD_SOURCE_PARAM}=${source}&utm_medium=syndication`;
}

/** A photo's address for another site: absolute, the 800 px variant the API lists. */
export function feedPhotoUrl(ctx: FeedContext, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${ctx.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The money of a listing in plain lines, for formats with no place for each fee: the monthly price
 * as the site words it, then every fee with its amount and when it is due.
 */
export function feePriceLines(p: Property): string[] {
  const lines = [monthlyPriceText(p.price, p.total_monthly_cost, formatUsd, true)];
  for (const fee of p.fees) {
    const amount = fee.amount === null ? 'amount on request' : formatUsd(fee.amount);
    const flags = [fee.required ? 'required' : 'optional', fee.refundable ? 'refundable' : ''].filter(Boolean).join(', ');
    lines.push(`${fee.name}: ${amount} (${FEE_FREQUENCY_LABELS[fee.frequency].toLowerCase()}, ${flags})${fee.note ? `. ${fee.note}` : ''}`);
  }
  return lines;
}
