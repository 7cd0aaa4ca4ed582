import { describe, expect, it } from 'vitest';
import { leaseActions } from './leaseActions';

const resident = (signed: boolean) => ({
  id: 'r',
  full_name: 'A',
  email: 'a@example.com',
  phone: null,
  resident_id: null,
  signed_at: signed ? '2027-01-01T00:00:00Z' : null,
});
const lease = (status: Parameters<typeof leaseActions>[0]['status'], signed = [true], countersigned_at: string | null = null) => ({
  status,
  countersigned_at,
  residents: signed.map(resident),
});
const MANAGER = { manage: true, execute: true };
const AGENT = { manage: true, execute: false };
const names = (a: ReturnType<typeof leaseActions>) => a.map((x) => x.name);

describe('leaseActions', () => {
  it('offers edit, send and cancel on a draft', () => {
    expect(names(leaseActions(lease('draft'), MANAGER))).toEqual(['edit', 'send', 'cancel']);
  });
  it('lets an agent send but not cancel, saying why', () => {
    const actions = leaseActions(lease('draft'), AGENT);
    expect(actions.find((a) => a.name === 'send')?.blocked).toBeNull();
    expect(actions.find((a) => a.name === 'cancel')?.blocked).toBe('Only an owner or a manager can do this');
  });
  it('countersigns only once every resident signed, and only as owner or manager', () => {
    expect(leaseActions(lease('out_for_signature', [true, false]), MANAGER).find((a) => a.name === 'countersign')?.blocked).toBe(
      'Every resident must sign first',
    );
    expect(leaseActions(lease('signed', [true, true]), MANAGER).find((a) => a.name === 'countersign')?.blocked).toBeNull();
    expect(leaseActions(lease('signed', [true]), AGENT).find((a) => a.name === 'countersign')?.blocked).not.toBeNull();
    expect(names(leaseActions(lease('signed', [true], '2027-01-02T00:00:00Z'), MANAGER))).toEqual(['cancel']);
  });
  it('renews and ends an active lease; nothing on an ended one', () => {
    expect(names(leaseActions(lease('active'), MANAGER))).toEqual(['renew', 'end']);
    expect(leaseActions(lease('active'), AGENT).find((a) => a.name === 'end')?.blocked).not.toBeNull();
    expect(leaseActions(lease('ended'), MANAGER)).toEqual([]);
    expect(leaseActions(lease('cancelled'), MANAGER)).toEqual([]);
  });
  it('offers nothing without leases.manage', () => {
    expect(leaseActions(lease('draft'), { manage: false, execute: false })).toEqual([]);
  });
});
