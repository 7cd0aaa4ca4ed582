import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/context';

import { loadDashboard } from './service';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

describe('admin dashboard', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  beforeAll(async () => {
    const statuses = ['available', 'available', 'rented', 'rented', 'rented', 'maintenance', 'hold', 'available'] as const;
    for (const [i, status] of statuses.entries()) {
      await createProperty(
        t.app.ctx.db,
        { status, title: `Home ${i}`, price: 1000 + i, createdAt: new Date(Date.UTC(2025, 2, i + 1)) },
        { media: 1 },
      );
    }
  });

  it('requires an admin session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
  });

  it('returns the property figures and the 5 most recent properties in one call', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.property_stats).toEqual({
      total_properties: 8,
      available_properties: 3,
      rented_properties: 3,
      maintenance_properties: 1,
      hold_properties: 1,
      occupancy_rate: 38,
    });
    expect(data.recent_properties.map((p: { title: string }) => p.title)).toEqual(['Home 7', 'Home 6', 'Home 5', 'Home 4', 'Home 3']);
    expect(data.recent_properties[0]).toMatchObject({ price: 1007, bedrooms: 2, bathrooms: 1, status: 'available' });
    expect(data.recent_properties[0].cover_image).toMatch(/\/400\.webp$/);
    // Every registered domain summary (contacts, team...) loaded.
    expect(data.section_errors).toEqual({});
    // The same figures as the separate stats call.
    const stats = await admin.inject({ method: 'GET', url: '/api/admin/properties/stats' });
    expect(stats.json().data).toEqual(data.property_stats);
  });

  it('keeps the dashboard up when one domain summary fails', async () => {
    const result = await loadDashboard(t.app.ctx, [
      { key: 'contacts', load: async () => ({ total: 4 }) },
      {
        key: 'team',
        load: async () => {
          throw new Error('boom');
        },
      },
    ]);
    expect(result.sections).toEqual({ contacts: { total: 4 } });
    expect(result.section_errors).toEqual({ team: 'Failed to load team' });
    expect(result.property_stats.total_properties).toBe(8);
  });
});
