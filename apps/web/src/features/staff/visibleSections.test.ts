import { describe, expect, it } from 'vitest';
import { visibleSections } from './visibleSections';

const slugs = (role: Parameters<typeof visibleSections>[0]) => visibleSections(role).map((s) => s.slug);

describe('visibleSections', () => {
  it('shows the owner every section, Staff included', () => {
    expect(slugs('owner')).toContain('staff');
    expect(slugs('owner')).toContain('audit');
    expect(slugs('owner')).toHaveLength(17);
  });

  it('hides Staff from managers and keeps the rest', () => {
    expect(slugs('manager')).not.toContain('staff');
    expect(slugs('manager')).toContain('audit');
    expect(slugs('manager')).toContain('reports');
    expect(slugs('manager')).toHaveLength(16);
  });

  it('shows agents the day-to-day sections only, leases and residents included', () => {
    expect(slugs('agent')).toEqual([
      'dashboard',
      'properties',
      'applications',
      'leases',
      'residents',
      'pre-screening',
      'tours',
      'maintenance',
      'chatbot-analytics',
      'contacts',
      'settings',
    ]);
  });

  it('shows nothing while the role is unknown', () => {
    expect(slugs(null)).toEqual([]);
  });
});
