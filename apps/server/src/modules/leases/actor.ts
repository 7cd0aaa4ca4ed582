// Who changes a lease: a staff member from a request, or the activation job (no one). Every change
// writes a lease_events row (the detail page's timeline) and an audit row (platform/audit.ts).
import type { FastifyRequest } from 'fastify';
import type { LeaseEventKind } from '@rentfront/shared/leases';
import type { DbOrTx } from '../../db/client';
import { leaseEvents } from '../../db/schema';
import { currentUser } from '../../platform/auth/plugin';
import { writeAudit } from '../../platform/audit';

export interface LeaseActor {
  /** The staff user's id; null for the activation job. */
  id: string | null;
  /** Shown on the timeline ("Pat Manager"); null for the system. */
  name: string | null;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(request: FastifyRequest): LeaseActor {
  const user = currentUser(request);
  return { id: user.id, name: user.fullName, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export const SYSTEM_ACTOR: LeaseActor = { id: null, name: null, ip: null, userAgent: null };

type Detail = Record<string, string | number | boolean | null>;

/**
 * The timeline entry and the audit row of one change, in the caller's transaction. The audit's
 * details hold statuses, counts and references only, never names or e-mails (platform/audit.ts).
 */
export async function recordLeaseChange(
  db: DbOrTx,
  actor: LeaseActor,
  change: { leaseId: string; kind: LeaseEventKind; detail?: Detail; audit?: Detail; at?: Date },
): Promise<void> {
  const at = change.at ?? new Date();
  await db.insert(leaseEvents).values({ leaseId: change.leaseId, kind: change.kind, actor: actor.name, detail: change.detail ?? {}, at });
  await writeAudit(db, {
    actorId: actor.id,
    action: `lease.${change.kind}`,
    entityType: 'lease',
    entityId: change.leaseId,
    details: change.audit ?? change.detail ?? {},
    ip: actor.ip ?? undefined,
  });
}
