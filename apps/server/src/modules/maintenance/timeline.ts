import { asc, eq } from 'drizzle-orm';
import type { MaintenanceEvent, MaintenanceEventActor, MaintenanceEventKind, MaintenanceStatus } from '@rentfront/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { maintenanceEvents, type MaintenanceEventRow } from '../../db/schema';
import { mailResidentOfEvent } from './resident-updates';

// The request's timeline (issue 19 item 4): one row per step, written in the transaction of the
// change it records, so the timeline never says something happened that was rolled back.

export interface NewMaintenanceEvent {
  requestId: string;
  kind: MaintenanceEventKind;
  actor: MaintenanceEventActor;
  actorName?: string | null;
  note?: string | null;
  proposedDate?: string | null;
  status?: MaintenanceStatus | null;
  at?: Date;
}

/** `config` writes the e-mail a resident gets of each step of a request they sent (resident-updates.ts). */
export async function recordMaintenanceEvent(db: DbOrTx, event: NewMaintenanceEvent, config: Config): Promise<void> {
  await db.insert(maintenanceEvents).values({
    requestId: event.requestId,
    kind: event.kind,
    actor: event.actor,
    actorName: event.actorName ?? null,
    note: event.note ?? null,
    proposedDate: event.proposedDate ?? null,
    status: event.status ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
  await mailResidentOfEvent(db, config, event);
}

function toEvent(row: MaintenanceEventRow): MaintenanceEvent {
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    actor_name: row.actorName,
    note: row.note,
    proposed_date: row.proposedDate,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Oldest first; steps of one transaction share a time, so their insertion order breaks the tie. */
export async function listMaintenanceTimeline(db: DbOrTx, requestId: string): Promise<MaintenanceEvent[]> {
  const rows = await db
    .select()
    .from(maintenanceEvents)
    .where(eq(maintenanceEvents.requestId, requestId))
    .orderBy(asc(maintenanceEvents.createdAt), asc(maintenanceEvents.seq))
    .limit(500);
  return rows.map(toEvent);
}
