import type { ResidentMaintenance } from '@rentfront/shared/residents';
import { describe, expect, it } from 'vitest';
import { currentLease, homeTasks } from './homeTasks';
import { testPortalLease as lease } from './testPortalLease';

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

  it('asks to answer a renewal offer, naming the lease it renews', () => {
    const offer = lease({
      id: 'r',
      status: 'out_for_signature',
      needs_my_signature: true,
      renewal_of: { id: 'l0', reference: 'LSE-000123', start_date: '2026-01-01', end_date: '2026-12-31', monthly_rent_cents: 150000 },
    });
    expect(homeTasks([offer], [], [], now)).toEqual([
      expect.objectContaining({
        title: 'Answer your renewal offer',
        detail: 'Renewal of LSE-000123 · 12 Maple St, Albany, NY',
        action: 'See the offer',
      }),
    ]);
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
