import type { ResidentLease, ResidentMaintenance } from '@rentfront/shared/residents';
import { describe, expect, it } from 'vitest';
import { currentLease, homeTasks } from './homeTasks';

const lease = (over: Partial<ResidentLease>): ResidentLease => ({
  id: 'l1',
  reference: 'L-0001',
  status: 'active',
  property_title: 'Maple Flat',
  property_address: '12 Maple St, Albany, NY',
  residents: [],
  start_date: '2026-01-01',
  end_date: null,
  monthly_rent_cents: 150000,
  deposit_cents: 150000,
  due_day: 1,
  grace_days: 5,
  late_fee: { type: 'flat', amount: 5000, cap_cents: null },
  recurring_charges: [],
  document: null,
  needs_my_signature: false,
  my_signed_at: null,
  consent: { version: 'v', text: [] },
  ...over,
});

const request = (over: Partial<ResidentMaintenance>): ResidentMaintenance => ({
  id: 'r1',
  lease_id: 'l1',
  category: 'plumbing',
  title: 'Leaking tap',
  description: 'Drips',
  status: 'pending',
  priority: 'medium',
  entry_permission: true,
  best_times: null,
  photo_count: 0,
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-01T10:00:00Z',
  timeline: [],
  ...over,
});

const now = new Date('2026-12-03T12:00:00Z');

describe('homeTasks', () => {
  it('puts leases to sign first, then open requests, then notices of the last 14 days', () => {
    const tasks = homeTasks(
      [lease({ id: 'a' }), lease({ id: 'b', needs_my_signature: true, status: 'out_for_signature' })],
      [request({ id: 'done', status: 'completed' }), request({ id: 'open', status: 'in_progress', title: 'Heat' })],
      [
        { id: 'old', title: 'Old news', created_at: '2026-11-01T00:00:00Z' },
        { id: 'new', title: 'Water off Friday', created_at: '2026-12-02T00:00:00Z' },
      ],
      now,
    );
    expect(tasks.map((t) => t.key)).toEqual(['sign-b', 'request-open', 'notice-new']);
    expect(tasks[0]).toMatchObject({ to: '/resident/leases/b', detail: '12 Maple St, Albany, NY' });
    expect(tasks[1]).toMatchObject({ title: 'Heat', detail: 'In progress', to: '/resident/maintenance/open' });
  });

  it('is empty when nothing needs doing', () => {
    expect(homeTasks([lease({})], [request({ status: 'cancelled' })], [], now)).toEqual([]);
  });
});

describe('currentLease', () => {
  it('prefers the lease to sign, then the active one, then the newest', () => {
    expect(
      currentLease([lease({ id: 'x', status: 'ended' }), lease({ id: 'y', needs_my_signature: true, status: 'out_for_signature' })])?.id,
    ).toBe('y');
    expect(currentLease([lease({ id: 'x', status: 'ended', start_date: '2027-01-01' }), lease({ id: 'y', status: 'active' })])?.id).toBe(
      'y',
    );
    expect(
      currentLease([
        lease({ id: 'old', status: 'ended', start_date: '2024-01-01' }),
        lease({ id: 'new', status: 'ended', start_date: '2025-01-01' }),
      ])?.id,
    ).toBe('new');
    expect(currentLease([])).toBeNull();
  });
});
