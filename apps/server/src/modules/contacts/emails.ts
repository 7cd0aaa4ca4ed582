import type { ContactProperty } from '@rentfront/shared';
import { CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';
import type { ContactRow } from './serialize';

/** Subjects are one line whatever a visitor typed into their name. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, 120);
}

/**
 * To the office: the whole message and the home it is about, with Reply-To set so answering from
 * the inbox reaches the sender.
 */
export function officeNotificationEmail(config: Config, contact: ContactRow, property: ContactProperty | null = null) {
  const about: [string, string][] = property
    ? [
        ['Property', property.title],
        ['Property page', `${config.publicUrl}/properties/${property.id}`],
      ]
    : [];
  return {
    ...renderEmail(
      {
        subject: oneLine(
          property ? `New message about ${property.title} from ${contact.fullName}` : `New contact message from ${contact.fullName}`,
        ),
        heading: 'New message from the contact form',
        rows: [
          ['Name', contact.fullName],
          ['Email', contact.email],
          ['Phone', contact.phone],
          ...about,
          ['Received', contact.createdAt.toISOString()],
          ['Message', contact.message],
        ],
        action: { label: 'Open Contact Messages', url: `${config.publicUrl}/admin/contacts` },
      },
      config.site.name,
    ),
    headers: { 'Reply-To': contact.email },
  };
}

/** To the sender: we have it, and when to expect an answer. */
export function acknowledgementEmail(config: Config, contact: ContactRow) {
  return {
    ...renderEmail(
      {
        subject: `We received your message - ${config.site.name}`,
        greeting: `Hello ${contact.fullName},`,
        heading: 'Thank you for contacting us',
        paragraphs: [
          `We have received your message and will reply within ${CONTACT_REPLY_TIME}.`,
          `Our office hours are ${config.site.officeHours}. If your matter is urgent, call us at ${config.site.phone}.`,
          `Your message:\n${contact.message}`,
        ],
        action: { label: 'Visit our website', url: `${config.publicUrl}/` },
      },
      config.site.name,
    ),
    headers: { 'Reply-To': config.site.email },
  };
}

/** The office's answer, quoting what the sender wrote. */
export function replyEmail(config: Config, contact: ContactRow, reply: string) {
  return {
    ...renderEmail(
      {
        subject: `Re: your message to ${config.site.name}`,
        greeting: `Hello ${contact.fullName},`,
        heading: 'A reply to your message',
        paragraphs: [reply, `You wrote:\n${contact.message}`, `You can reply to this e-mail or call us at ${config.site.phone}.`],
      },
      config.site.name,
    ),
    headers: { 'Reply-To': config.site.email },
  };
}
