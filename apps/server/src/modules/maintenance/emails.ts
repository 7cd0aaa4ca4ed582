import { CONTRACTOR_LINK_DAYS, formatAddressWithUnit, MAINTENANCE_PRIORITY_LABELS } from '@rentfront/shared';
import type { Config } from '../../config';
import type { OutboxAttachment } from '../../db/schema';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import { attachmentFilename, PHOTO_FILE } from './photos';
import type { PhotoRow, RequestRow } from './serialize';

/** What mail clients read as "high importance" (Outlook, Apple Mail, Thunderbird, Gmail). */
export const URGENT_HEADERS: Record<string, string> = {
  'X-Priority': '1',
  'X-MSMail-Priority': 'High',
  Importance: 'high',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Header values must stay on one line whatever the user typed. */
function oneLine(value: string, max = 200): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, max);
}

export interface ContractorEmailInput {
  request: RequestRow;
  photos: PhotoRow[];
  additionalMessage?: string;
  urgent: boolean;
  /** The contractor's job page (issue 19): accept, propose a date, mark done. */
  jobUrl: string;
}

/**
 * The work order for the contractor (every detail, the photos attached) and the office's copy.
 * Both go through the outbox in the caller's transaction.
 */
export function contractorEmails(config: Config, input: ContractorEmailInput): OutgoingEmail[] {
  const { request: r, photos, additionalMessage, urgent, jobUrl } = input;
  // An address that already holds its unit ("214 Lark Street, Apt 3") does not get it again.
  const location = formatAddressWithUnit(r.propertyAddress, r.propertyUnit);
  const subject = oneLine(`${urgent ? 'URGENT: ' : ''}Maintenance request: ${r.issueTitle} at ${location}`);
  const rows: [string, string | number | null][] = [
    ['Issue', r.issueTitle],
    ['Description', r.issueDescription],
    ['Priority', MAINTENANCE_PRIORITY_LABELS[r.priority]],
    ['Property address', r.propertyAddress],
    ['Unit', r.propertyUnit],
    ['Tenant', r.tenantName],
    ['Tenant phone', r.tenantPhone],
    ['Tenant email', r.tenantEmail],
    ['Estimated cost', r.estimatedCost === null ? null : usd.format(Number(r.estimatedCost))],
    ['Notes', r.notes],
    ['Photos', photos.length ? `${photos.length} attached` : 'None'],
    ['Reference', r.id],
  ];
  const attachments: OutboxAttachment[] = photos.map((p, i) => ({
    filename: attachmentFilename(p.originalFilename, i),
    contentType: 'image/jpeg',
    storageKey: `${p.storagePrefix}/${PHOTO_FILE}`,
  }));
  const headers = urgent ? { ...URGENT_HEADERS } : {};
  const site = config.site;
  const paragraphs = [
    urgent
      ? `${site.name} has marked this job as urgent. Please attend to it as soon as you can.`
      : `${site.name} would like you to take on the maintenance job below.`,
    ...(additionalMessage ? [`Message from the office:\n${additionalMessage}`] : []),
    `Use the button below to accept the job, propose a date and mark it done with a note and photos. No sign-in is needed; the link is yours alone and works for ${CONTRACTOR_LINK_DAYS} days.`,
    `You can also reply to this e-mail or call ${site.phone}.`,
  ];

  const forContractor = renderEmail(
    {
      subject,
      greeting: `Hello ${r.contractorName ?? 'there'},`,
      heading: urgent ? 'Urgent maintenance request' : 'New maintenance request',
      paragraphs,
      rows,
      action: { label: 'Open the job page', url: jobUrl },
      footer: `— ${site.name}, ${site.phone}, ${site.email}`,
    },
    site.name,
  );
  const contractor = r.contractorName ? `${r.contractorName} <${r.contractorEmail}>` : r.contractorEmail;
  const forOffice = renderEmail(
    {
      subject: oneLine(`Copy: ${subject}`),
      heading: `Sent to ${contractor}`,
      paragraphs: [
        `This maintenance request was sent to the contractor${urgent ? ' as urgent' : ''}. This is the office copy.`,
        ...(additionalMessage ? [`Message sent with it:\n${additionalMessage}`] : []),
      ],
      rows: [['Contractor', contractor], ['Contractor phone', r.contractorPhone], ...rows],
      action: { label: 'Open Maintenance', url: `${config.publicUrl}/admin/maintenance` },
    },
    site.name,
  );
  return [
    { to: r.contractorEmail, ...forContractor, headers, attachments },
    { to: site.email, ...forOffice, headers, attachments },
  ];
}
