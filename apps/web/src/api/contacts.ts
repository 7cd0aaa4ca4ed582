import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { contactEndpoints } from '@rentfront/shared/contract/contacts';
import { contactRoutes } from '@rentfront/shared/contract/contacts-routes';
import type { ContactFormInput, ContactStatus } from '@rentfront/shared/contacts';
import { endpointClient } from './endpoint';

// Calls of the contacts domain, typed by its descriptors (ADR 0031).
// The contact client has a 30 s timeout (public-site.md §9).
const TIMEOUT = { timeoutMs: 30_000 };

const api = endpointClient<typeof contactEndpoints>(contactRoutes);

export const sendContactMessage = (values: ContactFormInput) => api.send({ body: values }, TIMEOUT);

/** Paging, search, the status and read filters and the sort of the inbox. */
export type ContactListParams = EndpointQuery<typeof contactEndpoints.adminList>;

export const listContacts = (params: ContactListParams) => api.adminList({ query: params }, TIMEOUT);

/** Bulk "mark read" of the selected messages; `updated` counts the ones that still existed. */
export const markContactsRead = (ids: string[]) => api.markRead({ body: { ids } }, TIMEOUT);

/** Opening a message marks it read on the server. */
export const openContact = (id: string) => api.open({ params: { id } }, TIMEOUT);

export const replyToContact = (id: string, message: string) => api.reply({ params: { id }, body: { message } }, TIMEOUT);

export const updateContactStatus = (id: string, status: ContactStatus, adminReply?: string) =>
  api.updateStatus({ params: { id }, body: adminReply ? { status, admin_reply: adminReply } : { status } }, TIMEOUT);

export const deleteContact = (id: string) => api.remove({ params: { id } }, TIMEOUT);
