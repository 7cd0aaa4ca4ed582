import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RentfrontApp } from '../../app';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/context';
import { insertProperty } from './testing';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Rentfront</title><!--app-head--></head><body><div id="root"></div></body></html>';

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('property pages for search engines', () => {
  let t: TestContext;
  let web: RentfrontApp;
  let available: { id: string; slug: string };
  let hostile: { id: string };
  let rented: { id: string };

  beforeAll(async () => {
    t = await createTestContext();
    const dist = path.join(t.dataDir, 'web-dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    // A second app on the same database, this one serving the web app's HTML.
    web = await buildApp({
      config: { ...t.config, webDistDir: dist },
      dbHandle: t.db,
      mailTransport: t.mail,
      storage: t.app.ctx.storage,
      pii: t.app.ctx.pii,
      serveWeb: true,
    });
    await web.ready();
    const db = t.app.ctx.db;
    available = await insertProperty(
      db,
      {
        title: 'Garden Flat',
        description: 'Two bright rooms over a quiet garden, close to Washington Park and the bus line.',
        price: 1450,
        bedrooms: 2,
        bathrooms: 1.5,
        areaSqft: 1020,
        address: '12 Elm Street',
        city: 'Albany',
        state: 'NY',
        pincode: '12202',
        latitude: 42.65,
        longitude: -73.76,
        availableFrom: '2025-09-01',
      },
      2,
    );
    hostile = await insertProperty(db, {
      title: 'Loft </script><script>alert("x")</script> & "quotes"',
      description: '<!-- comment --> <img src=x onerror=alert(1)> \u2028 line',
      propertyType: 'house',
    });
    rented = await insertProperty(db, { title: 'Taken Place', status: 'rented' });
  });
  afterAll(async () => {
    await web.close();
    await t.close();
  });

  const page = (url: string) => web.inject({ method: 'GET', url });

  it('puts title, description, canonical URL, Open Graph image and JSON-LD into /properties/:id', async () => {
    const res = await page(`/properties/${available.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Garden Flat – Albany, NY | Rentfront Property Rentals</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The page's own description replaces the default one.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Default description');
    expect(html).toMatch(/<meta name="description" content="\$1,450\/month · 2 bd · 1.5 ba · 1,020 sq ft in Albany, NY\. Two bright rooms/);
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties/${available.id}">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${TEST_ORIGIN}/media/properties/[0-9a-f-]{36}/1600\\.webp">`));
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/properties/${available.id}">`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Apartment',
      name: 'Garden Flat',
      url: `${TEST_ORIGIN}/properties/${available.id}`,
      numberOfBedrooms: 2,
      numberOfBathroomsTotal: 1.5,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Elm Street',
        addressLocality: 'Albany',
        addressRegion: 'NY',
        postalCode: '12202',
        addressCountry: 'US',
      },
      geo: { latitude: 42.65, longitude: -73.76 },
      offers: {
        '@type': 'Offer',
        price: '1450.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        availabilityStarts: '2025-09-01',
        priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON', price: '1450.00' },
      },
    });
    expect(ld.image).toHaveLength(2);
  });

  it('answers the same head for the slug, with the id as canonical', async () => {
    const res = await page(`/properties/${available.slug}`);
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties/${available.id}">`);
  });

  it('escapes hostile text in meta tags and JSON-LD', async () => {
    const html = (await page(`/properties/${hostile.id}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    // The only script element is the JSON-LD one, and nothing inside it can close it.
    expect(head.match(/<script/g)).toHaveLength(1);
    const ldText = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1];
    expect(ldText).not.toContain('<');
    expect(ldText).not.toContain('>');
    expect(ldText).toContain('\\u003c/script\\u003e');
    expect(ldText).not.toContain('\u2028');
    expect(jsonLd(html).name).toBe('Loft </script><script>alert("x")</script> & "quotes"');
    expect(jsonLd(html)['@type']).toBe('SingleFamilyResidence');
    expect(head).toContain('<title>Loft &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(head).not.toContain('<img');
    expect(head).not.toContain('<!-- comment');
    // No media: the fallback image is the Open Graph image.
    expect(head).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/Home1.jpg">`);
  });

  it('answers unknown properties with 404 and noindex (the app still renders Property Not Found)', async () => {
    for (const url of ['/properties/00000000-0000-4000-8000-000000000000', '/properties/not-there', '/properties/%3Cb%3E']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<title>Property Not Found | Rentfront Property Rentals</title>');
    }
  });

  it('gives the list page its own title and canonical URL', async () => {
    const html = (await page('/properties')).body;
    expect(html).toContain('<title>Properties for Rent | Rentfront Property Rentals</title>');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties">`);
  });

  it('lists the public pages and the available properties in /sitemap.xml', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const p of ['/', '/properties', '/notice', '/screening', '/services', '/services/maintenance', '/about', '/contact']) {
      expect(xml).toContain(`<loc>${TEST_ORIGIN}${p}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${TEST_ORIGIN}/properties/${available.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(xml).toContain(`/properties/${hostile.id}</loc>`);
    expect(xml).not.toContain(rented.id);
    expect(xml).not.toContain('/admin');
  });

  it('keeps /admin out in /robots.txt', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});
