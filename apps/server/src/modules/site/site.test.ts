import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { useTestContext } from '../../test/app';

// This test builds its own app on a fresh database, which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

describe('GET /api/public/site (server.md §7)', () => {
  it(
    'answers the demo identity by default',
    async () => {
      const t = await createTestContext();
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/public/site' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: true,
          data: {
            name: 'Rentfront Property Rentals',
            email: 'office@rentfront.example',
            phone: '(518) 555-0142',
            address: 'PO Box 214, Saratoga Springs, NY 12866',
            office_hours: 'Mon–Fri 9:00 AM–6:00 PM',
            resident_portal_url: 'https://residents.rentfront.example/login',
            // Pay Rent and Residents open the built-in portal unless the office has another system (ADR 0035).
            resident_portal: 'builtin',
            map_embed_url: expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
            map_tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
            geocoding: false,
            social_links: [],
            advertise_total_price: true,
          },
        });
        expect(res.headers['cache-control']).toBe('public, max-age=60');
      } finally {
        await t.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );

  describe('from the environment', () => {
    const t = useTestContext(
      {},
      {
        env: {
          SITE_NAME: 'Hudson Rentals',
          SITE_EMAIL: 'hello@hudson.example',
          SITE_PHONE: '(518) 555-0199',
          SITE_ADDRESS: 'PO Box 9, Albany, NY 12207',
          SITE_OFFICE_HOURS: 'Mon–Sat 8:00 AM–5:00 PM',
          RESIDENT_PORTAL_URL: 'https://portal.hudson.example',
          RESIDENT_PORTAL: 'external',
          MAP_EMBED_URL: 'https://maps.example.com/embed?q=Albany',
          MAP_TILE_URL: 'off',
          SITE_SOCIAL_LINKS: 'Facebook|https://facebook.com/hudson',
        },
      },
    );

    it('answers every configured value', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/public/site' });
      expect(res.json().data).toEqual({
        name: 'Hudson Rentals',
        email: 'hello@hudson.example',
        phone: '(518) 555-0199',
        address: 'PO Box 9, Albany, NY 12207',
        office_hours: 'Mon–Sat 8:00 AM–5:00 PM',
        resident_portal_url: 'https://portal.hudson.example',
        resident_portal: 'external',
        map_embed_url: 'https://maps.example.com/embed?q=Albany',
        map_tiles: null,
        geocoding: false,
        social_links: [{ label: 'Facebook', url: 'https://facebook.com/hudson' }],
        advertise_total_price: true,
      });
    });
  });
});
