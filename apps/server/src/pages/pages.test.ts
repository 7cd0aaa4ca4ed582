import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicData } from '@rentfront/shared';
import type { PageScripts } from '@rentfront/shared/page-scripts';
import type { RentfrontApp } from '../app';
import { updateProperty } from '../modules/properties/admin-service';
import { parseUpdateFields } from '../modules/properties/form';
import { GARDEN_FLAT, HOSTILE_LISTING } from '../modules/properties/test-properties';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/context';
import { webAppBeside } from '../test/web-app';
import { ensureWebBuild } from '../test/web-build';
import { ssrEntryOf } from './register';
import { pageUrl, type Renderer } from './render-page';
import { createProperty } from '../test/factories/property';
import { calendarDateText } from '@rentfront/shared/move-in';
import { officeToday } from '@rentfront/shared/time-zone';
import { addDays } from '../modules/leases/dates';

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json" data-rf-head>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

/** The loaders' answers the page carries for hydration. */
function hydrationData(html: string): { loaderData: Record<string, unknown> } {
  const match = /<script type="application\/json" id="rf-hydration-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no hydration data');
  return JSON.parse(match[1]);
}

/** The scripts the page's starter loads once it is painted (ADR 0029). */
function pageScripts(html: string): PageScripts {
  const match = /<script type="application\/json" id="rf-page-scripts">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page scripts');
  return JSON.parse(match[1]);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('server-rendered public pages (issue 17)', () => {
  let t: TestContext;
  let web: RentfrontApp;
  let distDir: string;
  let available: { id: string; slug: string };
  let hostile: { id: string };

  beforeAll(async () => {
    distDir = ensureWebBuild();
    t = await createTestContext();
    web = await webAppBeside(t, distDir);
    const db = t.app.ctx.db;
    available = await createProperty(db, GARDEN_FLAT, { media: 2 });
    hostile = await createProperty(db, { ...HOSTILE_LISTING, city: 'Troy' });
    await createProperty(db, { title: 'Taken Place', status: 'rented', city: 'Troy' });
  }, 300_000);
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

  it('renders a property page with its content, head (title, description, canonical, Open Graph, JSON-LD) and chunk preloads', async () => {
    const res = await page(`/properties/${available.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const head = headOf(html);
    expect(head).toContain('<title data-rf-head>Garden Flat – Albany, NY | Rentfront Property Rentals</title>');
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="\$1,450\/month · 2 bd · 1.5 ba · 1,020 sq ft in Albany, NY\. Two bright rooms/);
    expect(head).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties/${available.id}" data-rf-head>`);
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${TEST_ORIGIN}/media/properties/[0-9a-f-]{36}/1600\\.webp" data-rf-head>`),
    );
    // The app's code waits for the first paint: the one script asked for before it is the small
    // starter, which then preloads what the JSON block names, the page's own chunk among them,
    // and runs the entry (ADR 0029).
    expect(head).not.toContain('modulepreload');
    expect(head.match(/<script type="module"/g)).toHaveLength(1);
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/start-after-paint-[\w-]+\.js"><\/script>/);
    // The starter stands alone: a static import would fetch (and run) what it imports before the
    // paint, and hold DOMContentLoaded for it.
    const starterPath = /<script type="module" crossorigin src="(\/assets\/start-after-paint-[\w-]+\.js)">/.exec(head)![1];
    const starter = (await web.inject({ method: 'GET', url: starterPath })).body;
    expect(starter).not.toMatch(/(^|[;}])\s*import\s*[{*\w]|\bfrom\s*["'`]/);
    expect(starter).toContain('import(');
    const scripts = pageScripts(html);
    expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts.preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/PropertyDetailPage-[\w-]+\.js$/)]));
    // The entry's own imports (the bundler's runtime helpers) are listed too: the bundle has no
    // preload helper. React itself is in the entry chunk (the `$initial` group in vite.config.ts).
    expect(scripts.preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/)]));
    // The first photo, the page's largest paint, is asked for from the head.
    const photoPreload =
      /<link rel="preload" as="image" fetchpriority="high" href="(\/media\/properties\/[0-9a-f-]{36}\/800\.webp)" imagesrcset="[^"]+" imagesizes="[^"]+">/.exec(
        head,
      );
    expect(photoPreload).not.toBeNull();
    expect(bodyOf(html)).toContain(`src="${photoPreload![1]}"`);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Apartment',
      name: 'Garden Flat',
      url: `${TEST_ORIGIN}/properties/${available.id}`,
      address: { streetAddress: '12 Elm Street', addressLocality: 'Albany', postalCode: '12202' },
      offers: { '@type': 'Offer', price: '1450.00', availability: 'https://schema.org/InStock', availabilityStarts: '2025-09-01' },
    });
    // The content is in the HTML: a crawler or a browser without JavaScript sees it.
    const body = bodyOf(html);
    expect(body).toContain('<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">Garden Flat</h1>');
    expect(body).toContain('12 Elm Street, Albany, NY');
    expect(body).toContain('$1,450');
    // The first photo is the LCP image: fetched at once, with high priority.
    expect(body).toMatch(/<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*loading="eager"[^>]*>/);
    // The browser hydrates from the same answer, without asking again.
    const data = hydrationData(html).loaderData;
    expect(Object.values(data)).toContainEqual({ data: expect.objectContaining({ id: available.id, title: 'Garden Flat' }) });
  });

  it('renders the move-in date, the offered terms and the accessibility features in the HTML and JSON-LD (issue 35)', async () => {
    const soon = await createProperty(t.app.ctx.db, {
      title: 'Step Free Flat',
      availableFrom: addDays(officeToday(), 40),
      leaseTerms: ['6', '12', 'mtm'],
      accessibility: ['step_free_entrance', 'roll_in_shower'],
    });
    const html = (await page(`/properties/${soon.id}`)).body;
    const body = bodyOf(html);
    expect(body).toContain(`Available from ${calendarDateText(addDays(officeToday(), 40))}`);
    expect(body).toContain('6 months, 12 months, Month-to-month');
    expect(body).toContain('Step-free entrance');
    expect(body).toContain('Roll-in shower');
    expect(jsonLd(html)).toMatchObject({
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Roll-in shower', value: true },
      ],
    });
    // A home free now (its date has passed) says so; one with no features says they are not listed.
    const now = bodyOf((await page(`/properties/${available.id}`)).body);
    expect(now).toContain('Available now');
    expect(now).toContain('The office has not listed accessibility features for this home.');

    const statement = await page('/accessibility');
    expect(statement.statusCode).toBe(200);
    expect(headOf(statement.body)).toContain('<title data-rf-head>Accessibility | Rentfront Property Rentals</title>');
    expect(bodyOf(statement.body)).toContain('Asking for a reasonable accommodation');
    // Every page's footer links to it.
    expect(now).toMatch(/<a[^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/);
  });

  it("renders the apply page's preview with the picture preloaded, and leaves the wizard's code out of the first load", async () => {
    const res = await page(`/apply/${available.id}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/properties\/[0-9a-f-]{36}\/400\.webp">/);
    expect(pageScripts(res.body).preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/ApplyPage-[\w-]+\.js$/)]));
    // The wizard renders only once the page is live; its chunk is asked for by the page's code.
    expect(head).not.toContain('ApplicationWizard');
    expect(pageScripts(res.body).preload.join()).not.toContain('ApplicationWizard');
    expect(bodyOf(res.body)).toContain('Loading the application form');
  });

  it('answers the slug with the same page and the id as canonical', async () => {
    const res = await page(`/properties/${available.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties/${available.id}" data-rf-head>`);
  });

  it('escapes hostile text everywhere: meta tags, JSON-LD, the page and its hydration data', async () => {
    const html = (await page(`/properties/${hostile.id}`)).body;
    const head = headOf(html);
    expect(head).toContain('<title data-rf-head>Loft &lt;/script&gt;&lt;script&gt;alert("x")&lt;/script&gt; &amp; "quotes"');
    expect(jsonLd(html).name).toBe('Loft </script><script>alert("x")</script> & "quotes"');
    // Nothing a listing says can open an element or close a script block, anywhere in the page.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!-- comment');
    // Inside the three data blocks (JSON-LD, hydration data, the page's scripts) the JavaScript line
    // separator is escaped too.
    const scripts = [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(3);
    for (const text of scripts) {
      expect(text).not.toMatch(/[<>\u2028]/);
    }
    expect(JSON.stringify(hydrationData(html))).toContain('alert(\\"x\\")');
    expect(head).toContain(`<meta property="og:image" content="${TEST_ORIGIN}/Home1.jpg" data-rf-head>`);
  });

  it('answers unknown properties with 404, noindex and the Property Not Found page rendered', async () => {
    for (const url of ['/properties/00000000-0000-4000-8000-000000000000', '/properties/not-there', '/properties/%3Cb%3E']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" data-rf-head>');
      expect(res.body, url).toContain('<title data-rf-head>Property Not Found | Rentfront Property Rentals</title>');
      expect(bodyOf(res.body), url).toContain('The property you&#x27;re looking for doesn&#x27;t exist.');
    }
  });

  it('renders the application link pages as a noindex shell that holds nothing of the token (issue 34)', async () => {
    const token = 'A'.repeat(43);
    for (const [url, title, heading] of [
      [`/apply/resume/${token}`, 'Continue Your Application', 'Rental Application'],
      [`/applications/${token}`, 'Your Application', 'Your Application'],
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" data-rf-head>');
      expect(res.body, url).toContain(`<title data-rf-head>${title} | Rentfront Property Rentals</title>`);
      expect(bodyOf(res.body), url).toContain(heading);
      // Without JavaScript the page says what it needs instead of a skeleton for ever.
      expect(bodyOf(res.body), url).toContain('This page needs JavaScript to show your details.');
      // The page reads its data in the browser: the token is in no link, canonical or data of the HTML.
      expect(res.body.split(token).length - 1, url).toBe(0);
      // No cache keeps it, and a link followed from it does not carry the token away.
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('lists the typed-values helper for a page with form fields only (it carries typed text over hydration)', async () => {
    const helper = expect.stringMatching(/^\/assets\/typedBeforeHydration-[\w-]+\.js$/);
    expect(pageScripts((await page('/properties')).body).preload).toEqual(expect.arrayContaining([helper]));
    expect(pageScripts((await page(`/properties/${available.id}`)).body).preload).not.toEqual(expect.arrayContaining([helper]));
  });

  it('renders the search of the address: filters and page, with bad values ignored as the browser ignores them', async () => {
    const troy = await page('/properties?city=Troy&status=all');
    expect(troy.statusCode).toBe(200);
    expect(troy.body).toContain('<title data-rf-head>Properties for Rent | Rentfront Property Rentals</title>');
    expect(troy.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/properties" data-rf-head>`);
    expect(bodyOf(troy.body)).toContain('Taken Place');
    expect(bodyOf(troy.body)).not.toContain('Garden Flat');
    const bad = await page(
      '/properties?status=bogus&bedrooms=nine&min_price=abc&max_price=-5&property_type=%00&keyword=' + 'x'.repeat(500),
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('Properties Found');
  });

  it('answers a home search sent as a plain form (before its script loaded) with the tidy address (issue 30)', async () => {
    const plain = await page('/properties?city=&min_price=&max_price=1500&bedrooms=2%2B&bathrooms=Any');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe('/properties?max_price=1500&bedrooms=2');
    const empty = await page('/properties?city=&min_price=&max_price=&bedrooms=Any&bathrooms=Any');
    expect(empty.statusCode).toBe(302);
    expect(empty.headers.location).toBe('/properties');
    expect((await page('/properties?max_price=1500&bedrooms=2')).statusCode).toBe(200);
  });

  it('renders every public page with its content for a visitor without JavaScript', async () => {
    const pages: [string, string][] = [
      ['/', 'Welcome to Rentfront Property Rentals'],
      ['/properties', 'Find Your Next Home'],
      ['/about', 'About'],
      ['/notice', 'Notices'],
      ['/contact', 'Contact Us'],
      ['/services', 'Services'],
      ['/services/maintenance', 'Maintenance'],
      ['/screening', 'Pre-Screening Questionnaire'],
      [`/apply/${available.id}`, 'Rental Application'],
    ];
    for (const [url, heading] of pages) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // React separates adjacent text with <!-- -->; a reader sees one heading.
      const body = bodyOf(res.body).replaceAll('<!-- -->', '');
      expect(body, url).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
      // Links are real anchors: they navigate without JavaScript.
      expect(body, url).toContain('href="/properties"');
      expect(headOf(res.body), url).toMatch(/<title data-rf-head>[^<]+<\/title>/);
    }
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing.body)).toContain('Page not found');
    expect(missing.body).toContain('<meta name="robots" content="noindex" data-rf-head>');
  });

  it("puts the home page's Featured Properties cards, each a link to its property, in the first response (issue 30 W5)", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res.body).replaceAll('<!-- -->', '');
    const section = body.slice(body.indexOf('id="featured-heading"'));
    expect(section).toMatch(/^id="featured-heading"[^>]*>Featured Properties<\/h2>/);
    // The available home with a cover: its title inside the link to it, and its picture.
    const card = new RegExp(`<a [^>]*href="/properties/${available.id}"[^>]*>[\\s\\S]*?</a>`).exec(section)?.[0] ?? '';
    expect(card).toContain('Garden Flat');
    expect(card).toMatch(/<img [^>]*src="\/media\/properties\//);
    expect(section).toContain('View All Properties');
    // Only available homes are featured.
    expect(section).not.toContain('Taken Place');
    expect(section.indexOf('href="/properties/')).toBeLessThan(section.indexOf('</section>'));
  });

  it("puts the home page's Our Services section, its points and its link, in the first response (issue 30)", async () => {
    const body = bodyOf((await page('/')).body).replaceAll('<!-- -->', '');
    const section = body.slice(body.indexOf('id="services-heading"'));
    expect(section).toMatch(/^id="services-heading"[^>]*>\s*Our Services\s*<\/h2>/);
    const end = section.indexOf('</section>');
    for (const point of ['Fast repairs', 'Well-kept homes', 'Upgrades that last']) {
      expect(section.indexOf(point), point).toBeGreaterThan(0);
      expect(section.indexOf(point), point).toBeLessThan(end);
    }
    expect(section.slice(0, end)).toMatch(/<a [^>]*href="\/services\/maintenance"[^>]*>Maintenance Services/);
  });

  it('answers a path starting with // (or /\\) with the 404 page at our own origin, never as a host', async () => {
    // A backslash path cannot go through inject (it parses the URL itself); pageUrl is checked directly.
    for (const url of ['//evil.example/properties', '/\\evil.example/properties', '//a%2Fb'])
      expect(pageUrl(url, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    for (const url of ['//evil.example/properties', '//a%2Fb', '//evil.example']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(bodyOf(res.body), url).toContain('Page not found');
      expect(res.body, url).not.toContain('evil.example');
      // Every link the head builds from the page's address (canonical, Open Graph) is on our origin.
      const own = [...headOf(res.body).matchAll(/<(?:link rel="canonical" href|meta property="og:url" content)="([^"]*)"/g)];
      for (const [, href] of own) expect(href, url).toMatch(new RegExp(`^${TEST_ORIGIN}/`));
    }
  });

  it('leaves sign-in and the back office to the browser', async () => {
    for (const url of ['/admin-login', '/admin/dashboard', '/reset-password/abc', '/verify-email']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('rf-hydration-data');
    }
  });

  it('serves anonymous pages from the HTML micro-cache, cleared by a property write', async () => {
    const url = `/properties/${available.id}?from=cache-test`;
    expect((await page(url)).headers['x-cache']).toBe('MISS');
    expect((await page(url)).headers['x-cache']).toBe('HIT');
    // A fresh copy asked for, as a hard reload does: rendered again.
    expect((await page(url, { 'cache-control': 'no-cache' })).headers['x-cache']).toBe('BYPASS');
    await updateProperty(web.ctx, available.id, parseUpdateFields({ title: 'Garden Flat Renamed' }), undefined, []);
    const after = await page(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Garden Flat Renamed');
  });

  it('compresses pages for clients that accept it', async () => {
    const res = await page('/properties', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('the web renderer when a read fails', () => {
  /** Reads that fail as the server's do when the database is down: status 503, no details. */
  const failing: PublicData = new Proxy({} as PublicData, {
    get: () => () => Promise.reject({ status: 503, message: 'Request failed with status 503' }),
  });

  it("renders the page's own error state with Try Again, status 503, and nothing of the failure", async () => {
    const entry = ssrEntryOf(ensureWebBuild());
    const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer(data: PublicData): Renderer };
    const renderer = createRenderer(failing);
    const errors: unknown[] = [];
    const page = await renderer.render(new Request(`${TEST_ORIGIN}/properties`), { onError: (e) => errors.push(e) });
    if (page instanceof Response) throw new Error('unexpected redirect');
    expect(page.status).toBe(503);
    const chunks: Buffer[] = [];
    const { PassThrough } = await import('node:stream');
    const sink = new PassThrough();
    sink.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => sink.on('end', resolve));
    page.pipe(sink);
    await done;
    const html = Buffer.concat(chunks).toString('utf8');
    expect(html).toContain('Failed to load properties');
    expect(html).toContain('Failed to fetch properties. Please try again.');
    expect(html).toContain('Try Again');
    expect(html).not.toMatch(/\bat \S+ \(/);
    expect(errors).toEqual([]);
  });
});
