import { z } from 'zod';
import { auditLogFilterSchema, auditLogQuerySchema, type AuditLogActor, type AuditLogEntry, type AuditLogPage } from '../audit-log';
import { auditLogRoutes } from './audit-log-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The audit log endpoints: the routes of audit-log-routes.ts with their schemas.

export const auditLogActorSchema = z.object({ id: z.string(), full_name: z.string(), email: z.string() });

export const auditLogEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  actor: z
    .union([auditLogActorSchema.extend({ deleted: z.literal(false).optional() }), z.object({ id: z.string(), deleted: z.literal(true) })])
    .nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const auditLogPageSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  people: z.array(auditLogActorSchema),
  pagination: z.object({ limit: z.number(), offset: z.number(), has_next: z.boolean(), has_prev: z.boolean() }),
});

export type _AuditLogShapes = [
  Expect<Same<z.output<typeof auditLogActorSchema>, AuditLogActor>>,
  Expect<Same<z.output<typeof auditLogEntrySchema>, AuditLogEntry>>,
  Expect<Same<z.output<typeof auditLogPageSchema>, AuditLogPage>>,
];

export const auditLogEndpoints = {
  list: defineEndpoint(auditLogRoutes.list, { query: auditLogQuerySchema, response: envelope(auditLogPageSchema) }),
  export: defineEndpoint(auditLogRoutes.export, { query: auditLogFilterSchema }),
};
