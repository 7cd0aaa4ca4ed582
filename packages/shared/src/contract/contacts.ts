import { z } from 'zod';
import {
  CONTACT_STATUSES,
  contactFormSchema,
  contactListQuerySchema,
  contactMarkReadSchema,
  contactReplySchema,
  contactStatusUpdateSchema,
  type ContactListData,
  type ContactMessage,
  type ContactStats,
} from '../contacts';
import { contactRoutes } from './contacts-routes';
import { defineEndpoint } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';

// The contacts endpoints (server.md §3): the routes of contacts-routes.ts with their schemas.

/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const contactIdParams = z.object({ id: z.string().max(100) });

const contactStatus = z.enum(CONTACT_STATUSES);

export const contactMessageSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  property_id: z.string().nullable(),
  property: z.object({ id: z.string(), title: z.string() }).nullable(),
  status: contactStatus,
  is_read: z.boolean(),
  admin_reply: z.string().nullable(),
  admin_reply_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const contactStatsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  replied: z.number(),
  resolved: z.number(),
  read: z.number(),
  unread: z.number(),
});

export const contactListDataSchema = z.object({
  contacts: z.array(contactMessageSchema),
  pagination: offsetPaginationSchema,
  stats: contactStatsSchema,
});

export type _ContactShapes = [
  Expect<Same<z.output<typeof contactMessageSchema>, ContactMessage>>,
  Expect<Same<z.output<typeof contactStatsSchema>, ContactStats>>,
  Expect<Same<z.output<typeof contactListDataSchema>, ContactListData>>,
];

const oneContact = envelope(contactMessageSchema);

export const contactEndpoints = {
  send: defineEndpoint(contactRoutes.send, {
    body: contactFormSchema,
    response: envelope(z.object({ id: z.string(), status: contactStatus })),
    status: 201,
  }),
  adminList: defineEndpoint(contactRoutes.adminList, { query: contactListQuerySchema, response: envelope(contactListDataSchema) }),
  export: defineEndpoint(contactRoutes.export, { query: contactListQuerySchema }),
  markRead: defineEndpoint(contactRoutes.markRead, { body: contactMarkReadSchema, response: envelope(z.object({ updated: z.number() })) }),
  open: defineEndpoint(contactRoutes.open, { params: contactIdParams, response: oneContact }),
  reply: defineEndpoint(contactRoutes.reply, { params: contactIdParams, body: contactReplySchema, response: oneContact }),
  updateStatus: defineEndpoint(contactRoutes.updateStatus, {
    params: contactIdParams,
    body: contactStatusUpdateSchema,
    response: oneContact,
  }),
  remove: defineEndpoint(contactRoutes.remove, { params: contactIdParams, response: envelope(z.null()) }),
};
