import { describe, expect, it } from 'vitest';
import { tourPropertySettings, tourSettings } from '../db/schema';

import { createHome } from '../modules/tours/test-helpers';
import { seedTours } from './tours';
import { useTestContext } from '../test/app';

describe('demo tour settings seed', () => {
  const t = useTestContext();

  it('writes opening hours and access instructions once, so the demo books tours', async () => {
    const home = await createHome(t);
    await seedTours(t.app.ctx);
    await seedTours(t.app.ctx);
    const [settings, ...more] = await t.db.db.select().from(tourSettings);
    expect(more).toHaveLength(0);
    expect(settings.timeZone).toBe('America/New_York');
    expect(settings.weeklyHours['1']).toEqual([{ start: '09:00', end: '18:00' }]);
    const own = await t.db.db.select().from(tourPropertySettings);
    expect(own.map((o) => o.propertyId)).toEqual([home]);
    expect(own[0].accessInstructions).toMatch(/code/i);
    const res = await t.app.inject({ method: 'GET', url: `/api/tours/availability?property_id=${home}&type=self_guided` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days.some((d: { slots: unknown[] }) => d.slots.length > 0)).toBe(true);
  });
});
