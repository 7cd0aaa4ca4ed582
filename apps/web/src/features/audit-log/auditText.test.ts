import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, AUDIT_URL_FILTERS, detailsText, recordLabel } from './auditText';

describe('audit log texts', () => {
  it('names known actions in words and shows unknown ones as they are', () => {
    expect(actionLabel('auth.login_failed')).toBe('Sign-in failed');
    expect(actionLabel('mfa.enable')).toBe('mfa.enable');
  });

  it('says who: a person, a deleted user or a visitor', () => {
    expect(actorLabel({ id: 'u1', full_name: 'Dana Owner', email: 'dana@example.com' })).toBe('Dana Owner');
    expect(actorLabel({ id: 'u2', deleted: true })).toBe('Deleted user');
    expect(actorLabel(null)).toBe('Visitor');
  });

  it('shortens long record ids', () => {
    expect(recordLabel({ entity_type: 'contact_message', entity_id: '3f2a9c1e-0000-4000-8000-000000000000' })).toBe(
      'contact message 3f2a9c1e…',
    );
    expect(recordLabel({ entity_type: 'site_text', entity_id: 'lease_terms' })).toBe('site text lease_terms');
    expect(recordLabel({ entity_type: 'audit-log', entity_id: null })).toBe('audit log');
  });

  it('writes details as plain text', () => {
    expect(detailsText({ rows: 3, filters: { status: 'new' }, complete: true })).toBe('rows: 3; filters: {"status":"new"}; complete: true');
    expect(detailsText({})).toBe('');
  });

  it('accepts only well-formed filters from the address', () => {
    expect(AUDIT_URL_FILTERS.user_id('3f2a9c1e-0000-4000-8000-000000000000')).toBe(true);
    expect(AUDIT_URL_FILTERS.user_id('nope')).toBe(false);
    expect(AUDIT_URL_FILTERS.action('auth.login')).toBe(true);
    expect(AUDIT_URL_FILTERS.action('<script>')).toBe(false);
    expect(AUDIT_URL_FILTERS.from('2026-11-27')).toBe(true);
    expect(AUDIT_URL_FILTERS.to('27/11/2026')).toBe(false);
  });
});
