import { describe, expect, it } from 'vitest';
import { timelineEntry } from './leaseTimeline';

describe('timelineEntry', () => {
  it('names the resident who signed and the version sent', () => {
    expect(timelineEntry({ kind: 'resident_signed', detail: { resident: 'Maria Lopez' } })).toEqual({
      title: 'Resident signed',
      note: 'Maria Lopez',
    });
    expect(timelineEntry({ kind: 'sent', detail: { document_version: 2 } }).note).toBe('Version 2');
  });
  it('says how many signatures an edit voided', () => {
    expect(timelineEntry({ kind: 'signatures_voided', detail: { count: 2, reason: 'The lease changed after it was signed' } }).note).toBe(
      '2 voided: The lease changed after it was signed',
    );
  });
  it('tells an end by move-out from an end by renewal', () => {
    expect(timelineEntry({ kind: 'ended', detail: { move_out_date: '2028-01-31' } }).note).toBe('Move-out Jan 31, 2028');
    expect(timelineEntry({ kind: 'ended', detail: { renewed_by: 'LSE-ABC123' } }).note).toBe('Renewed by LSE-ABC123');
  });
  it('carries the application a lease came from', () => {
    expect(timelineEntry({ kind: 'created', detail: { reference: 'LSE-1', application: 'APP-9' } }).note).toBe('From application APP-9');
    expect(timelineEntry({ kind: 'activated', detail: {} })).toEqual({ title: 'Lease active', note: null });
  });
});
