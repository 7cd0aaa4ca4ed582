import type { ContactFormInput, ContactListData, ContactMessage, ContactReadFilter, ContactStatus } from '@rentfront/shared/contacts';
import { apiRequest } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

// The contact client has a 30 s timeout (public-site.md §9).
const TIMEOUT = 30_000;

export const sendContactMessage = (values: ContactFormInput) =>
  apiRequest<Envelope<{ id: string; status: ContactStatus }>>('/api/public/contact', { method: 'POST', body: values, timeoutMs: TIMEOUT });

const ADMIN = '/api/admin/contacts';

export interface ContactListParams extends SortParams {
  limit: number;
  offset: number;
  search?: string;
  status?: ContactStatus | 'all';
  read?: ContactReadFilter | 'all';
}

export const listContacts = (params: ContactListParams) =>
  apiRequest<Envelope<ContactListData>>(ADMIN, { query: { ...params }, admin: true, timeoutMs: TIMEOUT });

/** Bulk "mark read" of the selected messages; `updated` counts the ones that still existed. */
export const markContactsRead = (ids: string[]) =>
  apiRequest<Envelope<{ updated: number }>>(`${ADMIN}/mark-read`, { method: 'POST', body: { ids }, admin: true, timeoutMs: TIMEOUT });

/** Opening a message marks it read on the server. */
export const openContact = (id: string) =>
  apiRequest<Envelope<ContactMessage>>(`${ADMIN}/${encodeURIComponent(id)}`, { admin: true, timeoutMs: TIMEOUT });

export const replyToContact = (id: string, message: string) =>
  apiRequest<Envelope<ContactMessage>>(`${ADMIN}/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: { message },
    admin: true,
    timeoutMs: TIMEOUT,
  });

export const updateContactStatus = (id: string, status: ContactStatus, adminReply?: string) =>
  apiRequest<Envelope<ContactMessage>>(`${ADMIN}/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: adminReply ? { status, admin_reply: adminReply } : { status },
    admin: true,
    timeoutMs: TIMEOUT,
  });

export const deleteContact = (id: string) =>
  apiRequest<Envelope<null>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true, timeoutMs: TIMEOUT });
