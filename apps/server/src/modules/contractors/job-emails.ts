import { formatAddressWithUnit } from '@rentfront/shared';
import type { Config } from '../../config';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import type { RequestRow } from '../maintenance/serialize';

export type OfficeJobUpdate =
  | { kind: 'accepted'; request: RequestRow; contractorName: string }
  | { kind: 'date_proposed'; request: RequestRow; contractorName: string; date: string; note?: string }
  | { kind: 'done'; request: RequestRow; contractorName: string; note?: string; photos: number };

/** Header values must stay on one line whatever was typed. */
function oneLine(value: string, max = 200): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * The office hears of every step a contractor takes on the job page (to the site's address,
 * through the outbox in the step's transaction). The admin request shows the same on its timeline.
 */
export function officeJobEmail(config: Config, update: OfficeJobUpdate): OutgoingEmail {
  const r = update.request;
  const place = formatAddressWithUnit(r.propertyAddress, r.propertyUnit);
  const who = update.contractorName;
  const heading =
    update.kind === 'accepted'
      ? `${who} accepted the job`
      : update.kind === 'date_proposed'
        ? `${who} proposed ${update.date}`
        : `${who} marked the job done`;
  const rows: [string, string | number | null][] = [
    ['Issue', r.issueTitle],
    ['Address', place],
    ['Tenant', r.tenantName],
  ];
  if (update.kind === 'date_proposed') rows.push(['Proposed date', update.date]);
  if (update.kind !== 'accepted') rows.push(['Note', update.note ?? null]);
  if (update.kind === 'done') rows.push(['Photos', update.photos ? `${update.photos} added to the request` : 'None']);
  rows.push(['Reference', r.id]);
  const paragraphs =
    update.kind === 'date_proposed'
      ? ['Please confirm the date with the tenant.']
      : update.kind === 'done'
        ? ['The request is now marked completed.']
        : ['The request is now in progress.'];
  const rendered = renderEmail(
    {
      subject: oneLine(`${heading}: ${r.issueTitle} at ${place}`),
      heading,
      paragraphs,
      rows,
      action: { label: 'Open Maintenance', url: `${config.publicUrl}/admin/maintenance` },
    },
    config.site.name,
  );
  return { to: config.site.email, ...rendered };
}
