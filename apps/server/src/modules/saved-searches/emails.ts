import { formatUsd, SAVED_SEARCH_ALERT_MAX_HOMES } from '@rentfront/shared';
import { monthlyPriceText } from '@rentfront/shared/property-fees';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';

/** Where the links of the two mails land (server-rendered pages, pages.ts). Tokens ride in the query, which logs redact. */
export const CONFIRM_PATH = '/saved-searches/confirm';
export const UNSUBSCRIBE_PATH = '/saved-searches/unsubscribe';

export function confirmUrl(config: Config, token: string): string {
  return `${config.publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(config: Config, token: string): string {
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** Double opt-in: nothing else is ever sent to an address until this link is followed. */
export function confirmationEmail(config: Config, summary: string, token: string) {
  return renderEmail(
    {
      subject: `Confirm your email alert - ${config.site.name}`,
      heading: 'Confirm your email alert',
      paragraphs: [
        'Someone (we hope you) asked us to email this address when new homes match this search:',
        summary,
        'Click the button to confirm. The link works for 48 hours. If you did not ask for this, ignore this email: you will not hear from us again.',
      ],
      action: { label: 'Confirm alerts', url: confirmUrl(config, token) },
    },
    config.site.name,
  );
}

export interface AlertHome {
  title: string;
  slug: string;
  price: number;
  totalMonthlyCost: number;
  city: string | null;
  state: string | null;
  bedrooms: number | null;
}

/** The daily mail of new matching homes, with RFC 8058 one-click unsubscribe headers. */
export function alertEmail(
  config: Config,
  input: { summary: string; homes: AlertHome[]; more: boolean; searchQuery: string; token: string },
) {
  const { homes, summary } = input;
  const count = homes.length;
  const unsubscribe = unsubscribeUrl(config, input.token);
  const rendered = renderEmail(
    {
      subject: `${count}${input.more ? '+' : ''} new ${count === 1 && !input.more ? 'home matches' : 'homes match'} your search - ${config.site.name}`,
      heading: 'New homes for your search',
      paragraphs: [summary],
      links: homes.slice(0, SAVED_SEARCH_ALERT_MAX_HOMES).map((h) => ({
        label: `${h.title} - ${monthlyPriceText(h.price, h.totalMonthlyCost, formatUsd)}${h.bedrooms !== null ? `, ${h.bedrooms} bd` : ''}${h.city ? `, ${[h.city, h.state].filter(Boolean).join(', ')}` : ''}`,
        url: `${config.publicUrl}/properties/${encodeURIComponent(h.slug)}`,
      })),
      action: { label: 'See all matching homes', url: `${config.publicUrl}/properties${input.searchQuery ? `?${input.searchQuery}` : ''}` },
      footer: `You get this email because you confirmed an alert for this search. Unsubscribe with one click: ${unsubscribe}\n— ${config.site.name}`,
    },
    config.site.name,
  );
  return {
    ...rendered,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
