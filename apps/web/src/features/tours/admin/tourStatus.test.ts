import { describe, expect, it } from 'vitest';
import { relatedHref } from './TourRelated';
import { actionsFor } from './tourStatus';

describe('admin tour actions and links', () => {
  it("offers the server's moves only (admin.ts ALLOWED)", () => {
    const labels = (s: Parameters<typeof actionsFor>[0]) => actionsFor(s).map((a) => a.label);
    expect(labels('booked')).toEqual(['Confirm', 'Mark completed', 'No-show', 'Cancel tour']);
    expect(labels('confirmed')).toEqual(['Mark completed', 'No-show', 'Cancel tour']);
    expect(labels('completed')).toEqual(['No-show']);
    expect(labels('no_show')).toEqual(['Mark completed']);
    expect(labels('cancelled')).toEqual([]);
  });

  it("links a later record to its list filtered to the record's status, never with PII in the address", () => {
    const base = { id: 'x', reference: 'APP-123456', created_at: '2026-11-27T15:00:00Z' };
    expect(relatedHref({ ...base, kind: 'application', status: 'info_requested' })).toBe('/admin/applications?status=info_requested');
    expect(relatedHref({ ...base, kind: 'contact', reference: null, status: 'pending' })).toBe('/admin/contacts?status=pending');
    // A status those lists do not filter by opens the whole list.
    expect(relatedHref({ ...base, kind: 'contact', reference: null, status: 'archived' })).toBe('/admin/contacts');
  });
});
