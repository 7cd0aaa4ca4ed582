import { describe, expect, it } from 'vitest';
import { MAINTENANCE_STATUSES, type MaintenanceRequest } from '@rentfront/shared';
import { seedMaintenance } from '../../seed/maintenance';

import { BASE, countRows, insertProperty } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

describe('maintenance demo data', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  it('adds requests in every status, linked to listed properties, with viewable photos, once', async () => {
    const propertyId = await insertProperty(t, 'Seeded Loft');
    await seedMaintenance(t.app.ctx);
    const res = await admin.inject({ method: 'GET', url: BASE });
    const { requests, stats } = res.json().data as { requests: MaintenanceRequest[]; stats: Record<string, number> };
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(MAINTENANCE_STATUSES));
    expect(stats.total).toBe(requests.length);
    expect(requests.every((r) => r.property_id === propertyId && r.property_address.startsWith('40 Maple Court'))).toBe(true);
    for (const r of requests) {
      if (r.status === 'pending') expect(r.sent_at).toBeNull();
      if (r.status === 'completed') expect(r.completed_at).not.toBeNull();
      if (r.status === 'sent_to_contractor') expect(r.sent_at).not.toBeNull();
    }
    const withPhotos = requests.filter((r) => r.photos.length > 0);
    expect(withPhotos.length).toBeGreaterThan(0);
    const photo = await admin.inject({ method: 'GET', url: withPhotos[0].photos[0] });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    await seedMaintenance(t.app.ctx);
    expect(await countRows(t, 'maintenance_requests')).toBe(requests.length);
  });
});
