import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/**
 * Records who did what to which record. Details must never hold PII values, passwords or tokens
 * themselves: field names, counts, statuses and filters only. The table is append-only (migration
 * 0024 refuses UPDATE, DELETE and TRUNCATE).
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
    ip: entry.ip,
  });
}

/**
 * The one-line form for a route: the signed-in user (if any) is "who", and the client address is
 * `request.ip` (the proxy's X-Forwarded-For only with TRUST_PROXY, as Fastify is configured).
 */
export function auditRequest(db: DbOrTx, request: FastifyRequest, entry: Omit<AuditEntry, 'ip' | 'actorId'> & { actorId?: string | null }) {
  return writeAudit(db, {
    ...entry,
    actorId: entry.actorId !== undefined ? entry.actorId : (request.session?.user.id ?? null),
    ip: request.ip,
  });
}
