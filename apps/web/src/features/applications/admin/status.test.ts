import { describe, expect, it } from 'vitest';
import { countApplications, statusLabel } from './status';

describe('application counters and labels', () => {
  it('counts the loaded list', () => {
    const rows = ['pending', 'pending', 'reviewed', 'approved', 'rejected', 'completed'].map((status) => ({ status }) as never);
    expect(countApplications(rows)).toEqual({ total: 6, pending: 2, reviewed: 1, approved: 1, rejected: 1 });
    expect(countApplications([])).toEqual({ total: 0, pending: 0, reviewed: 0, approved: 0, rejected: 0 });
  });

  it('labels statuses as the spec does', () => {
    expect(statusLabel('pending')).toBe('Pending Review');
    expect(statusLabel('reviewed')).toBe('Under Review');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('mystery')).toBe('Pending Review');
  });
});
