import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_CANCELLABLE_STATUSES, type LeaseStatus } from '@rentfront/shared/leases';

// Which actions a lease offers, by its status and the staff member's role (ADR 0022, 0034):
// agents draft and send; owners and managers countersign, end and cancel. An action the role may
// not take is shown disabled with the reason, so an agent knows whom to ask.

export type LeaseActionName = 'edit' | 'send' | 'countersign' | 'end' | 'cancel' | 'renew';

export interface LeaseAction {
  name: LeaseActionName;
  /** Why the button is disabled; null when it can be pressed. */
  blocked: string | null;
}

export interface LeaseRights {
  /** leases.manage: draft, edit, send, offer renewal. */
  manage: boolean;
  /** leases.execute: countersign, end, cancel. */
  execute: boolean;
}

const OWNER_ONLY = 'Only an owner or a manager can do this';

export function leaseActions(lease: Pick<Lease, 'status' | 'countersigned_at' | 'residents'>, rights: LeaseRights): LeaseAction[] {
  const s: LeaseStatus = lease.status;
  const out: LeaseAction[] = [];
  const add = (name: LeaseActionName, blocked: string | null) => out.push({ name, blocked });
  const staff = (ok: boolean) => (ok ? null : OWNER_ONLY);

  if (!rights.manage) return out;
  if (s === 'draft' || s === 'out_for_signature') add('edit', null);
  if (s === 'draft') add('send', null);
  if ((s === 'signed' || s === 'out_for_signature') && !lease.countersigned_at) {
    const allSigned = lease.residents.every((r) => r.signed_at !== null);
    add('countersign', !allSigned ? 'Every resident must sign first' : staff(rights.execute));
  }
  if (s === 'active') {
    add('renew', null);
    add('end', staff(rights.execute));
  }
  if ((LEASE_CANCELLABLE_STATUSES as readonly LeaseStatus[]).includes(s)) add('cancel', staff(rights.execute));
  return out;
}

/** Residents who still have to sign the current version. */
export function unsignedResidents(lease: Pick<Lease, 'residents'>): number {
  return lease.residents.filter((r) => r.signed_at === null).length;
}
