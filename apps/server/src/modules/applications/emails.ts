import { APPLICATION_REVIEW_PROMISE, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@rentfront/shared';
import type { Config } from '../../config';
import { renderEmail, type RenderedEmail } from '../../platform/mail/template';

// E-mails never carry the sensitive fields: name, contact details, property and reference only.

export interface ApplicationMailFacts {
  reference: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  propertyId: string | null;
  propertyTitle: string | null;
  propertyLocation: string | null;
  propertyPrice: number | null;
  submittedAt: Date;
  /** The applicant's status page (/applications/{token}), when the application has one. */
  statusUrl: string | null;
}

/** Where the applicant sees where the application stands (issue 34 item 4). */
export const STATUS_PAGE_LINK_LABEL = 'See where your application stands';

const money = (n: number | null) => (n === null ? null : `${n.toLocaleString('en-US', { style: 'currency', currency: 'USD' })} / month`);
const usDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function propertyLink(config: Config, propertyId: string | null) {
  return propertyId
    ? { label: 'View the property', url: `${config.publicUrl}/properties/${propertyId}` }
    : { label: 'Browse properties', url: `${config.publicUrl}/properties` };
}

/** The applicant's receipt, with the reference to quote. */
export function applicantReceiptEmail(config: Config, a: ApplicationMailFacts): RenderedEmail {
  return renderEmail(
    {
      subject: `We received your rental application ${a.reference}`,
      greeting: `Hello ${a.fullName},`,
      heading: 'Thank you, your application has been submitted',
      paragraphs: [`${APPLICATION_REVIEW_PROMISE} Please quote your reference ${a.reference} if you contact us about it.`],
      rows: [
        ['Reference', a.reference],
        ['Property', a.propertyTitle],
        ['Location', a.propertyLocation],
        ['Rent', money(a.propertyPrice)],
        ['Submitted', usDate(a.submittedAt)],
      ],
      ...(a.statusUrl
        ? { action: { label: STATUS_PAGE_LINK_LABEL, url: a.statusUrl }, links: [propertyLink(config, a.propertyId)] }
        : { action: propertyLink(config, a.propertyId) }),
    },
    config.site.name,
  );
}

/** The office copy: who applied for what, and where to review it. */
export function officeNewApplicationEmail(config: Config, a: ApplicationMailFacts): RenderedEmail {
  return renderEmail(
    {
      subject: `New rental application ${a.reference} from ${a.fullName}`,
      heading: 'A new rental application is waiting for review',
      rows: [
        ['Reference', a.reference],
        ['Applicant', a.fullName],
        ['Email', a.email],
        ['Phone', a.phoneNumber],
        ['Property', a.propertyTitle],
        ['Location', a.propertyLocation],
        ['Rent', money(a.propertyPrice)],
        ['Submitted', usDate(a.submittedAt)],
      ],
      action: { label: 'Review applications', url: `${config.publicUrl}/admin/applications` },
    },
    config.site.name,
  );
}

const STATUS_SENTENCES: Record<ApplicationStatus, string> = {
  pending: 'Your application is waiting for review.',
  reviewed: 'Your application is now under review.',
  // Normally sent from the office's template (applicant-email-render.ts); this covers a reply.
  info_requested: 'We need more information from you before we can decide on your application.',
  approved: 'Good news: your application has been approved. We will contact you about the next steps.',
  rejected: 'We are sorry to let you know that your application was not approved.',
  completed: 'Your application is complete. Thank you for choosing us.',
};

export interface ApplicantUpdate {
  reference: string;
  fullName: string;
  propertyTitle: string | null;
  status: ApplicationStatus;
  /** Present when the office wrote a reply. */
  reply?: string;
  statusUrl: string | null;
}

/** A reply from the office and/or a status change, to the applicant. */
export function applicantUpdateEmail(config: Config, u: ApplicantUpdate): RenderedEmail {
  const label = APPLICATION_STATUS_LABELS[u.status];
  const subject = u.reply
    ? `A reply about your rental application ${u.reference}`
    : `Your rental application ${u.reference} is now ${label}`;
  return renderEmail(
    {
      subject,
      greeting: `Hello ${u.fullName},`,
      heading: u.reply ? 'We have replied to your rental application' : `Status update: ${label}`,
      paragraphs: u.reply ? [u.reply] : [STATUS_SENTENCES[u.status]],
      rows: [
        ['Reference', u.reference],
        ['Property', u.propertyTitle],
        ['Status', label],
      ],
      ...(u.statusUrl ? { action: { label: STATUS_PAGE_LINK_LABEL, url: u.statusUrl } } : {}),
      footer: `If you have questions, reply to this e-mail or call ${config.site.phone}. — ${config.site.name}`,
    },
    config.site.name,
  );
}
