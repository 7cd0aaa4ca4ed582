import { CHAT_FLOW_LABELS, CHAT_LEAD_LABELS, type ChatFlowType } from '@rentfront/shared';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';
import type { LeadDraft } from './engine/types';
import { CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';

/** E-mails to the office about chat leads and escalations (server.md §4). */

const LEAD_DETAIL_LABELS: Record<string, string> = {
  search: 'Search',
  property_type: 'Type',
  city: 'City',
  state: 'State',
  min_price: 'Min price',
  max_price: 'Max price',
  bedrooms: 'Bedrooms',
  pets: 'Pets',
  move_in: 'Move-in',
  topic: 'Topic',
  question: 'Question',
  contact_method: 'Preferred contact',
  date: 'Visit date',
  time_window: 'Time',
  kind: 'Kind',
  details: 'Details',
  device: 'Device',
  urgency: 'Urgency',
  area: 'About',
  rating: 'Rating (1-5)',
  comment: 'Comment',
};

function detailRows(details: LeadDraft['details']): [string, string][] {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => [LEAD_DETAIL_LABELS[k] ?? k, typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)]);
}

const adminLink = (config: Config) => ({ label: 'Open Chatbot Analytics', url: `${config.publicUrl}/admin/chatbot-analytics` });

export function leadEmail(config: Config, lead: LeadDraft, sessionId: string) {
  const label = CHAT_LEAD_LABELS[lead.lead_type];
  return renderEmail(
    {
      subject: `New chat lead: ${label}${lead.property_title ? ` – ${lead.property_title}` : ''}`,
      heading: `${label} from the Property Assistant`,
      paragraphs: [
        lead.email || lead.phone
          ? `A visitor left their details in the chat. Please get back to them within ${CONTACT_REPLY_TIME}.`
          : 'A visitor sent this through the chat without contact details.',
      ],
      rows: [
        ['Name', lead.name],
        ['E-mail', lead.email],
        ['Phone', lead.phone],
        ['Property', lead.property_title],
        ...detailRows(lead.details),
        ['Chat session', sessionId],
      ],
      links:
        lead.property_id && lead.property_title
          ? [{ label: lead.property_title, url: `${config.publicUrl}/properties/${lead.property_id}` }]
          : undefined,
      action: adminLink(config),
    },
    config.site.name,
  );
}

export interface EscalationMail {
  sessionId: string;
  flow: ChatFlowType | null;
  reason: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The last exchanges of the conversation, oldest first. */
  exchanges: { question: string; answer: string | null }[];
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function escalationEmail(config: Config, e: EscalationMail) {
  const lines = e.exchanges.map((x) => `Assistant: ${clip(x.question)}${x.answer ? `\nVisitor: ${clip(x.answer)}` : ''}`);
  return renderEmail(
    {
      subject: 'Chat escalation: a visitor needs more help',
      heading: 'A visitor was not satisfied with the Property Assistant',
      paragraphs: [
        e.email || e.phone
          ? `Please contact them within ${CONTACT_REPLY_TIME}.`
          : 'They left no contact details; the office e-mail and phone were given to them.',
      ],
      rows: [
        ['Reason', e.reason],
        ['Name', e.name],
        ['E-mail', e.email],
        ['Phone', e.phone],
        ['Conversation', e.flow ? CHAT_FLOW_LABELS[e.flow] : 'Opening question'],
        ['Chat session', e.sessionId],
        ['Transcript', lines.join('\n\n')],
      ],
      action: adminLink(config),
    },
    config.site.name,
  );
}
