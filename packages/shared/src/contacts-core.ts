// Contact messages without zod: statuses, limits and texts. The public contact page imports this
// file (its form loads the schema only when it validates); contacts.ts adds the schemas and
// re-exports everything here.

export const CONTACT_STATUSES = ['pending', 'replied', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  pending: 'Pending',
  replied: 'Replied',
  resolved: 'Resolved',
};

/** The spec: an unknown status is shown as pending. */
export function normalizeContactStatus(value: string | null | undefined): ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ContactStatus) : 'pending';
}

export const CONTACTS_PAGE_SIZE = 20;
export const CONTACTS_MAX_LIMIT = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 32;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 10_000;
export const CONTACT_PROPERTY_ID_MAX = 100;
/** Contact form submissions allowed per IP per hour. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters.`,
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  messageTooShort: 'Message must be at least 10 characters.',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`,
  sent: 'Your message has been sent successfully!',
  sentDetail: "Message sent successfully! We'll get back to you soon.",
  sendFailed: 'Failed to send message. Please try again.',
  propertyInvalid: 'Please choose a valid property.',
  tooMany: 'Too many messages from this network. Please try again later.',
  replyRequired: 'Please enter a reply message.',
  replyTooLong: `Reply must be at most ${CONTACT_REPLY_MAX} characters.`,
  statusInvalid: 'Please choose a valid status.',
  notFound: 'Contact message not found',
  loadFailed: 'Failed to load contacts',
  statusFailed: 'Failed to update status',
  replyFailed: 'Failed to send reply',
  deleteFailed: 'Failed to delete contact',
  statusUpdated: 'Status updated successfully',
  markedRead: 'Messages marked as read',
  replySent: 'Reply sent successfully',
  deleted: 'Contact deleted successfully',
} as const;
