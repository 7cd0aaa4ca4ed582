// Issue 35, "done when": the same total monthly cost in the API, the page's HTML, its JSON-LD, the
// HotPads feed and the JSON feed. One home with fees whose float sum drifts (1,299.99 + 25 + 45.50
// is 1370.4899999999998 in floating point), read through every surface.
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@rentfront/shared';
import { createProperty } from '../../test/factories/property';
import { useTestContext } from '../../test/app';
import { ensureWebBuild } from '../../test/web-build';
import { checkHotpadsFeed } from './test-hotpads-spec';

const TOTAL = 1370.49;

describe('the total monthly cost is one figure everywhere', () => {
  beforeAll(() => ensureWebBuild(), 180_000);
  const t = useTestContext({}, { serveWeb: true });

  it('API, HTML, JSON-LD, the HotPads feed and the JSON feed agree to the cent', async () => {
    const home = await createProperty(t, {
      title: 'Total Check Loft',
      syndicate: true,
      price: 1299.99,
      fees: [
        { name: 'Trash', amount: 25, frequency: 'monthly', required: true, refundable: false, note: null },
        { name: 'Amenity fee', amount: 45.5, frequency: 'monthly', required: true, refundable: false, note: null },
        { name: 'Parking', amount: 75, frequency: 'monthly', required: false, refundable: false, note: null },
      ],
    });

    const api = (await t.app.inject({ method: 'GET', url: `/api/properties/${home.id}` })).json().data as { total_monthly_cost: number };
    expect(api.total_monthly_cost).toBe(TOTAL);

    const page = await t.app.inject({ method: 'GET', url: `/properties/${home.id}` });
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '');
    expect(text).toContain(`${formatUsd(TOTAL)}/month in all`);
    const ld = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as { '@type'?: string; offers?: { price: string } })
      .find((d) => d.offers);
    expect(ld?.offers?.price).toBe(TOTAL.toFixed(2)); // schema.org prices are text with a dot

    const xml = await t.app.inject({ method: 'GET', url: '/feeds/hotpads.xml' });
    const listing = checkHotpadsFeed(xml.body).listings.find((l) => l.attrs.id === home.id)!;
    expect(listing.text.price).toBe(TOTAL.toFixed(2));

    const json = (await t.app.inject({ method: 'GET', url: '/feeds/listings.json' })).json() as {
      listings: { id: string; total_monthly_cost: number }[];
    };
    expect(json.listings.find((l) => l.id === home.id)?.total_monthly_cost).toBe(TOTAL);
  });
});
