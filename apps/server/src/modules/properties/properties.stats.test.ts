import { describe, expect, it } from 'vitest';

import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';

describe('admin property stats and recent', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  it('reports zeros with no properties', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/properties/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total_properties: 0,
      available_properties: 0,
      rented_properties: 0,
      maintenance_properties: 0,
      hold_properties: 0,
      occupancy_rate: 0,
    });
  });

  it('counts each status and the occupancy rate', async () => {
    const statuses = ['available', 'available', 'available', 'rented', 'rented', 'maintenance', 'hold'] as const;
    for (const [i, status] of statuses.entries()) {
      await createProperty(t.app.ctx.db, { status, title: `Stat ${i}`, createdAt: new Date(Date.UTC(2025, 1, i + 1)) }, { media: i % 2 });
    }
    const res = await admin.inject({ method: 'GET', url: '/api/admin/properties/stats' });
    expect(res.json().data).toEqual({
      total_properties: 7,
      available_properties: 3,
      rented_properties: 2,
      maintenance_properties: 1,
      hold_properties: 1,
      occupancy_rate: 29,
    });
  });

  it('lists the newest properties of any status, 5 by default', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/properties/recent' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { title: string }) => p.title)).toEqual(['Stat 6', 'Stat 5', 'Stat 4', 'Stat 3', 'Stat 2']);
    const two = await admin.inject({ method: 'GET', url: '/api/admin/properties/recent?limit=2' });
    expect(two.json().data).toHaveLength(2);
    expect(two.json().data[0]).toHaveProperty('cover_image');
    for (const bad of ['0', 'abc', '51']) {
      expect((await admin.inject({ method: 'GET', url: `/api/admin/properties/recent?limit=${bad}` })).statusCode).toBe(400);
    }
  });
});
