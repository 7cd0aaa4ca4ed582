// Issue 35 item 2: the syndication feeds. The HotPads feed parses and meets the format's rules
// (test-hotpads-spec.ts), lists only syndicated available homes, escapes any text, and is cached
// by ETag while a change shows at once; the JSON feed lists the same homes; serving a feed records
// "last included".
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEED_LEAD_SOURCES } from '@rentfront/shared/lead-source';
import { propertyMedia, propertySyndication } from '../../db/schema';
import { createProperty } from '../../test/factories/property';
import { multipart } from '../../test/http';
import { useAdmin, useTestContext } from '../../test/app';
import { syndicatedPages } from './feed-source';
import { checkHotpadsFeed } from './test-hotpads-spec';

// Text a listing could hold that breaks a naive feed: markup, entities, quotes, a CDATA end,
// control characters XML cannot carry, a lone surrogate, and non-ASCII (accents, CJK, emoji).
const HOSTILE = `Loft <b>"A&B"</b> 'n ]]> café 東京 🏠\u0001\u0008\u000B\uFFFE\uD800 end`;
// The database keeps a lone surrogate as U+FFFD (valid XML); the controls and U+FFFE are dropped.
const HOSTILE_CLEAN = `Loft <b>"A&B"</b> 'n ]]> café 東京 🏠\uFFFD end`;

type JsonFeed = {
  version: number;
  listings: {
    id: string;
    url: string;
    title: string;
    price: number;
    total_monthly_cost: number;
    photos: { url: string; caption: string | null }[];
  }[];
};

describe('the syndication feeds', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const hotpads = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/feeds/hotpads.xml', headers });
  const json = () => t.app.inject({ method: 'GET', url: '/feeds/listings.json' });

  it('lists only available homes marked for syndication, each meeting the HotPads format', async () => {
    const listed = await createProperty(
      t,
      {
        syndicate: true,
        price: 1850,
        deposit: 1850,
        bathrooms: 1.5,
        latitude: 42.65,
        longitude: -73.75,
        availableFrom: '2027-01-01',
        leaseTerms: ['12', 'mtm'],
        amenities: ['Dishwasher'],
        petPolicy: 'dogs-allowed',
        accessibility: ['elevator'],
        fees: [{ name: 'Trash', amount: 30, frequency: 'monthly', required: true, refundable: false, note: null }],
      },
      { media: 2 },
    );
    const other = await createProperty(t, { syndicate: true, propertyType: 'house' });
    const notMarked = await createProperty(t, { syndicate: false });
    const rented = await createProperty(t, { syndicate: true, status: 'rented' });

    const res = await hotpads();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { listings, problems } = checkHotpadsFeed(res.body);
    expect(problems).toEqual([]);
    const ids = listings.map((l) => l.attrs.id);
    expect(ids).toContain(listed.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(notMarked.id);
    expect(ids).not.toContain(rented.id);

    const home = listings.find((l) => l.attrs.id === listed.id)!;
    expect(home.attrs).toMatchObject({ type: 'RENTAL', propertyType: 'APARTMENT' });
    // The office's rule is on by default: the advertised price is rent plus the required fee.
    expect(home.text).toMatchObject({ price: '1880.00', pricingFrequency: 'MONTHLY', deposit: '1850.00' });
    expect(home.text).toMatchObject({ numBedrooms: '2', numFullBaths: '1', numHalfBaths: '1', squareFeet: '850' });
    expect(home.text).toMatchObject({ dateAvailable: '2027-01-01', leaseTerm: 'MONTHTOMONTH', latitude: '42.65' });
    expect(home.text.terms).toContain('Trash: $30 (monthly, required)');
    expect(home.text.terms).toContain('Lease terms: 12 months, Month-to-month');
    expect(home.text.website).toBe(
      `${t.app.ctx.config.publicUrl}/properties/${listed.id}?utm_source=${FEED_LEAD_SOURCES.hotpads}&utm_medium=syndication`,
    );
    expect(home.tags).toEqual(
      expect.arrayContaining([
        { type: 'PROPERTY_AMENITY', tag: 'Dishwasher' },
        { type: 'PROPERTY_AMENITY', tag: 'Elevator' },
        { type: 'DOGS_ALLOWED', tag: 'true' },
        { type: 'CATS_ALLOWED', tag: 'false' },
      ]),
    );
    expect(home.photos).toHaveLength(2);
    expect(home.photos[0].source).toMatch(new RegExp(`^${t.app.ctx.config.publicUrl}/media/`));
  });

  it('escapes any text, drops what XML cannot carry, and keeps non-ASCII as it is', async () => {
    const p = await createProperty(
      t,
      { syndicate: true, title: HOSTILE, description: HOSTILE, address: HOSTILE, city: 'Zürich & Co' },
      { media: 1 },
    );
    await t.app.ctx.db.update(propertyMedia).set({ caption: HOSTILE }).where(eq(propertyMedia.propertyId, p.id));
    const res = await hotpads();
    const { listings, problems } = checkHotpadsFeed(res.body);
    expect(problems).toEqual([]);
    const home = listings.find((l) => l.attrs.id === p.id)!;
    expect(home.text.name).toBe(HOSTILE_CLEAN);
    expect(home.text.description).toBe(HOSTILE_CLEAN);
    expect(home.text.street).toBe(HOSTILE_CLEAN);
    expect(home.text.city).toBe('Zürich & Co');
    expect(home.photos[0].label).toBe(HOSTILE_CLEAN);
    expect(res.body).not.toContain('<b>');
    // The JSON feed carries the same text, escaped the JSON way.
    const feed = json();
    const listing = ((await feed).json() as JsonFeed).listings.find((l) => l.id === p.id)!;
    expect(listing.title).toBe(HOSTILE.replace('\uD800', '\uFFFD'));
    expect(listing.photos[0].caption).toBeTruthy();
  });

  it('the JSON feed lists the same homes in the same order, with the whole price', async () => {
    const xmlIds = checkHotpadsFeed((await hotpads()).body).listings.map((l) => l.attrs.id);
    const res = await json();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const feed = res.json() as JsonFeed;
    expect(feed.version).toBe(1);
    expect(feed.listings.map((l) => l.id)).toEqual(xmlIds);
    const withFee = feed.listings.find((l) => l.price === 1850)!;
    expect(withFee.total_monthly_cost).toBe(1880);
    expect(withFee.url).toContain(`utm_source=${FEED_LEAD_SOURCES.listings}`);
  });

  it('reads the homes in keyset pages: every home once, in listing order, across page ends', async () => {
    const seen: string[] = [];
    for await (const page of syndicatedPages(t.app.ctx.db, 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((p) => p.id));
    }
    const all = checkHotpadsFeed((await hotpads()).body).listings.map((l) => l.attrs.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(2);
  });

  it('is public for a minute with an ETag; an unchanged feed answers 304; a change shows at once', async () => {
    const first = await hotpads();
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"hotpads-\d+-[\w-]+"$/);
    const again = await hotpads({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const p = await createProperty(t, { syndicate: true, price: 2000 });
    const change = await admin.inject({ method: 'PUT', url: `/api/admin/properties/${p.id}`, ...multipart({ price: 2100 }) });
    expect(change.statusCode, change.body).toBe(200);
    const after = await hotpads({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const home = checkHotpadsFeed(after.body).listings.find((l) => l.attrs.id === p.id)!;
    expect(home.text.price).toBe('2100.00');

    // Unmarking a home takes it out of the next answer.
    await admin.inject({ method: 'PUT', url: `/api/admin/properties/${p.id}`, ...multipart({ syndicate: 'false' }) });
    const gone = checkHotpadsFeed((await hotpads()).body).listings.map((l) => l.attrs.id);
    expect(gone).not.toContain(p.id);
  });

  it('follows the listing rule: with "advertise the total" off, <price> is the rent', async () => {
    const off = await admin.inject({ method: 'PUT', url: '/api/admin/settings/listings', payload: { advertise_total_price: false } });
    expect(off.statusCode, off.body).toBe(200);
    const home = checkHotpadsFeed((await hotpads()).body).listings.find((l) => l.text.deposit === '1850.00')!;
    expect(home.text.price).toBe('1850.00');
    expect(home.text.terms).toContain('$1,880/month in all (rent $1,850)');
    await admin.inject({ method: 'PUT', url: '/api/admin/settings/listings', payload: { advertise_total_price: true } });
  });

  it('records when each home was last sent out, shown in the admin list; the syndicate switch is a form field', async () => {
    const p = await createProperty(t, { syndicate: false, title: 'Switch Test Home' });
    const on = await admin.inject({ method: 'PUT', url: `/api/admin/properties/${p.id}`, ...multipart({ syndicate: 'true' }) });
    expect(on.json().data.syndicate).toBe(true);
    const row = async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/properties?search=Switch%20Test%20Home' });
      return (res.json().data.properties as { id: string; syndicate: boolean; last_included_at: string | null }[]).find(
        (r) => r.id === p.id,
      )!;
    };
    expect((await row()).last_included_at).toBeNull();
    const before = Date.now();
    const served = await hotpads();
    const included = await row();
    expect(included.syndicate).toBe(true);
    expect(Date.parse(included.last_included_at!)).toBeGreaterThanOrEqual(before - 1000);
    // A 304 means the reader's copy is current: it counts as included again.
    await new Promise((r) => setTimeout(r, 20));
    await hotpads({ 'if-none-match': served.headers.etag as string });
    expect(Date.parse((await row()).last_included_at!)).toBeGreaterThan(Date.parse(included.last_included_at!));
    // HEAD sends nothing out and records nothing.
    const [stamp] = await t.app.ctx.db.select().from(propertySyndication).where(eq(propertySyndication.propertyId, p.id));
    await t.app.inject({ method: 'HEAD', url: '/feeds/hotpads.xml' });
    const [still] = await t.app.ctx.db.select().from(propertySyndication).where(eq(propertySyndication.propertyId, p.id));
    expect(still.lastIncludedAt.getTime()).toBe(stamp.lastIncludedAt.getTime());
  });
});

describe('the syndication feeds of an office with nothing syndicated', () => {
  const t = useTestContext();

  it('are still valid documents, with the company and no listings', async () => {
    await createProperty(t, { syndicate: false });
    const xml = await t.app.inject({ method: 'GET', url: '/feeds/hotpads.xml' });
    expect(xml.statusCode).toBe(200);
    const { listings, problems } = checkHotpadsFeed(xml.body);
    expect(problems).toEqual([]);
    expect(listings).toEqual([]);
    expect(xml.body).toContain(`<Company id="rentfront"><name>`);
    const json = await t.app.inject({ method: 'GET', url: '/feeds/listings.json' });
    expect(json.json()).toMatchObject({ version: 1, listings: [] });
  });
});
