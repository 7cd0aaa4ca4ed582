import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { seedProperties } from './properties';
import { useTestContext } from '../test/app';

describe('demo properties seed', () => {
  const t = useTestContext();
  beforeAll(async () => {
    await seedProperties(t.app.ctx);
  }, 180_000);

  it('adds about 24 properties in several towns, every status, some featured, each with drawn pictures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties?limit=100' });
    const list = res.json().data.properties as {
      status: string;
      featured: boolean;
      city: string;
      media: { url: string }[];
      property_type: string;
    }[];
    expect(list).toHaveLength(24);
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(['available', 'rented', 'maintenance', 'hold']));
    expect(new Set(list.map((p) => p.property_type)).size).toBe(7);
    expect(new Set(list.map((p) => p.city)).size).toBeGreaterThanOrEqual(8);
    expect(list.filter((p) => p.featured).length).toBeGreaterThanOrEqual(3);
    for (const p of list) {
      expect(p.media.length).toBeGreaterThan(0);
      const file = path.join(t.dataDir, 'uploads', p.media[0].url.replace(/^\/media\//, ''));
      expect(fs.existsSync(file)).toBe(true);
    }
    const covers = await t.app.inject({ method: 'GET', url: '/api/properties/cover-images/all' });
    expect(covers.json().data).toHaveLength(6);
  });

  it('offers the three built-in tour types as its booking options, and does not duplicate anything when run again', async () => {
    await seedProperties(t.app.ctx);
    const options = await t.app.inject({ method: 'GET', url: '/api/tidycal/booking-types' });
    // The demo's three options are the built-in tour types (issue 21): each books a real time on
    // the site's own tour page. The spec's demo options led to the contact form.
    const ids = options.json().data.map((o: { id: string }) => String(o.id));
    expect(ids).toEqual(['tour-self_guided', 'tour-with_agent', 'tour-video_call']);
    const res = await t.app.inject({ method: 'GET', url: '/api/properties?limit=100' });
    expect(res.json().data.pagination.total_count).toBe(24);
  });
});
