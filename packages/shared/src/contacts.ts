import { z } from 'zod';
import { LIST_SORTS, searchTextSchema, sortQueryShape } from './query';
import type { OffsetPagination } from './http';
import { EMAIL_PATTERN, isValidPhone } from './validation';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PROPERTY_ID_MAX,
  CONTACT_REPLY_MAX,
  CONTACT_STATUSES,
  CONTACTS_MAX_LIMIT,
  CONTACTS_PAGE_SIZE,
  type ContactStatus,
} from './contacts-core';

export * from './contacts-core';

// Contact messages: the public contact form and the admin inbox (spec: public §5 and §8,
// admin "Contact messages"; server.md §3 Contact messages).

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** The public contact form; the same schema validates in the browser and on the server. */
export const contactFormSchema = z.object({
  full_name: requiredText(CONTACT_MESSAGES.nameRequired, CONTACT_NAME_MAX, CONTACT_MESSAGES.nameTooLong),
  email: requiredText(CONTACT_MESSAGES.emailRequired, CONTACT_EMAIL_MAX, CONTACT_MESSAGES.emailInvalid).regex(
    EMAIL_PATTERN,
    CONTACT_MESSAGES.emailInvalid,
  ),
  phone: requiredText(CONTACT_MESSAGES.phoneRequired, CONTACT_PHONE_MAX, CONTACT_MESSAGES.phoneInvalid).refine(
    (v) => v === '' || isValidPhone(v),
    CONTACT_MESSAGES.phoneInvalid,
  ),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  /**
   * The home the message is about (Contact Property, a visit link: issue 18). Optional; an id that
   * names no property is stored as none (the home may have been removed since the page loaded),
   * so only a value that cannot be an id at all is refused.
   */
  property_id: z
    .string({ error: CONTACT_MESSAGES.propertyInvalid })
    .trim()
    .max(CONTACT_PROPERTY_ID_MAX, CONTACT_MESSAGES.propertyInvalid)
    .nullish()
    .transform((v) => v || undefined),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormInput = z.output<typeof contactFormSchema>;

export const contactReplySchema = z.object({
  message: z
    .string({ error: CONTACT_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.replyRequired)
    .max(CONTACT_REPLY_MAX, CONTACT_MESSAGES.replyTooLong),
});
export type ContactReplyInput = z.output<typeof contactReplySchema>;

export const contactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.statusInvalid }),
  admin_reply: z.string().trim().max(CONTACT_REPLY_MAX, CONTACT_MESSAGES.replyTooLong).optional(),
});
export type ContactStatusUpdate = z.output<typeof contactStatusUpdateSchema>;

export const CONTACT_READ_FILTERS = ['unread', 'read'] as const;
export type ContactReadFilter = (typeof CONTACT_READ_FILTERS)[number];

/** `status` may be empty, `all` or `any` (ignored) or one of the statuses. */
export const contactListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACTS_MAX_LIMIT).default(CONTACTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: searchTextSchema,
  status: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'all' || v === 'any' ? undefined : v))
    .pipe(z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.statusInvalid }).optional()),
  ...sortQueryShape(LIST_SORTS.contacts),
  /** `unread` or `read` (the dashboard's "Unread contact messages" link, issue 19); empty, `all`, `any` ignored. */
  read: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'all' || v === 'any' ? undefined : v))
    .pipe(z.enum(CONTACT_READ_FILTERS).optional()),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export interface ContactMessage {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  message: string;
  /** The home the visitor wrote about, if any (null when none, or when the home was deleted since). */
  property_id: string | null;
  property: ContactProperty | null;
  status: ContactStatus;
  is_read: boolean;
  admin_reply: string | null;
  admin_reply_date: string | null;
  created_at: string;
  updated_at: string;
}

/** The home a contact message is about, as the inbox shows and links it. */
export interface ContactProperty {
  id: string;
  title: string;
}

export interface ContactStats {
  total: number;
  pending: number;
  replied: number;
  resolved: number;
  /** Messages an admin has opened (the dashboard's "messages read" health bar). */
  read: number;
  unread: number;
}

export interface ContactListData {
  contacts: ContactMessage[];
  pagination: OffsetPagination;
  stats: ContactStats;
}

/** How many newest messages the dashboard summary lists. */
export const DASHBOARD_RECENT_CONTACTS = 5;

/** `sections.contacts` of GET /api/admin/dashboard. */
export interface ContactsDashboardSummary {
  stats: ContactStats;
  recent: ContactMessage[];
}

/** Share of messages an admin has opened, as a rounded percent (null when there are none). */
export function contactsReadPercent(stats: Pick<ContactStats, 'total' | 'read'>): number | null {
  if (!stats.total) return null;
  return Math.round((stats.read / stats.total) * 100);
}

/** POST /api/admin/contacts/mark-read: the messages of the list's selection (one page at most). */
export const contactMarkReadSchema = z.object({
  ids: z.array(z.string().max(100)).min(1, 'Select at least one message.').max(CONTACTS_MAX_LIMIT),
});
export type ContactMarkRead = z.output<typeof contactMarkReadSchema>;
