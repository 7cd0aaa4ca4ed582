import { describe, expect, it } from 'vitest';
import { residentPortalLink } from './residentPortalLink';

describe('residentPortalLink', () => {
  it('opens the built-in portal by default', () => {
    expect(residentPortalLink({ resident_portal: 'builtin', resident_portal_url: 'https://other.example' })).toEqual({ href: '/resident' });
    expect(residentPortalLink(undefined)).toEqual({ href: '/resident' });
  });

  it("keeps the spec's external page for an office with another system", () => {
    expect(residentPortalLink({ resident_portal: 'external', resident_portal_url: 'https://other.example/login' })).toEqual({
      href: 'https://other.example/login',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(residentPortalLink({ resident_portal: 'external', resident_portal_url: '' })).toBeNull();
  });
});
