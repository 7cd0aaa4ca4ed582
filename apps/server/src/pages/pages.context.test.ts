import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentfrontApp } from '../app';

import { saveSiteText } from '../modules/site/texts';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/context';
import { webAppBeside } from '../test/web-app';
import { ensureWebBuild } from '../test/web-build';
import { createProperty } from '../test/factories/property';

// Issue 18: /contact with the home and tour a link names, and the lease terms and rental policies
// pages, rendered by the server from the real web build.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));
/** The text of the contact form's message box as rendered. */
const messageBox = (html: string) => /<textarea[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? null;

describe('server-rendered pages of issue 18', () => {
  let t: TestContext;
  let web: RentfrontApp;
  let home: { id: string };

  beforeAll(async () => {
    const distDir = ensureWebBuild();
    t = await createTestContext();
    web = await webAppBeside(t, distDir);
    home = await createProperty(
      t.app.ctx.db,
      { title: 'Garden Flat <b>&</b>', address: '12 Elm Street', city: 'Albany', state: 'NY' },
      { media: 1 },
    );
  }, 300_000);
  afterAll(async () => {
    await web?.close();
    await t?.close();
  });

  const page = (url: string) => web.inject({ method: 'GET', url });

  it('renders /contact?property=<id> with the home, a link to it and a message about it', async () => {
    const res = await page(`/contact?property=${home.id}`);
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res.body);
    expect(body).toContain('Your message is about');
    expect(body).toContain('Garden Flat &lt;b&gt;&amp;&lt;/b&gt;');
    expect(body).toContain(`href="/properties/${home.id}"`);
    expect(body).toContain('12 Elm Street, Albany, NY');
    expect(messageBox(body)).toBe(
      'Hello, I am interested in Garden Flat &lt;b&gt;&amp;&lt;/b&gt; (12 Elm Street, Albany, NY). Is it still available?',
    );
    expect(body).not.toContain('<b>&</b>');
    expect(headOf(res.body)).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/contact" data-rf-head>`);
  });

  it('renders the tour a visit link names, with or without a home', async () => {
    const both = bodyOf((await page(`/contact?visit=self-guided-tour&property=${home.id.toUpperCase()}`)).body);
    expect(both).toContain('Self-guided tour');
    expect(messageBox(both)).toBe(
      'Hello, I would like to schedule a self-guided tour of Garden Flat &lt;b&gt;&amp;&lt;/b&gt; (12 Elm Street, Albany, NY). Which days and times are available?',
    );
    const tourOnly = await page('/contact?visit=video-tour');
    expect(tourOnly.statusCode).toBe(200);
    expect(bodyOf(tourOnly.body)).toContain('Live video tour');
    expect(messageBox(bodyOf(tourOnly.body))).toBe(
      'Hello, I would like to schedule a live video tour. Which days and times are available?',
    );
  });

  it('ignores what a tampered address carries: the plain form with status 200', async () => {
    for (const query of [
      '?property=00000000-0000-4000-8000-000000000000',
      '?property=not-an-id',
      '?property=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?property=' + 'x'.repeat(3000),
      '?visit=%3Cimg%20src%3Dx%3E',
      '?visit=__proto__&property=',
      '?property[]=1&visit[]=2',
      '?property=%00',
    ]) {
      const res = await page(`/contact${query}`);
      expect(res.statusCode, query).toBe(200);
      const body = bodyOf(res.body);
      expect(body, query).toContain('Send us a message');
      expect(body, query).not.toContain('Your message is about');
      expect(messageBox(body), query).toBe('');
      expect(res.body, query).not.toContain('<script>alert');
      expect(res.body, query).not.toContain('<img src=x');
    }
  });

  it('renders the lease terms, rental policies and screening criteria pages with their own head', async () => {
    for (const [path, title] of [
      ['/lease-terms', 'Lease Terms'],
      ['/rental-policies', 'Rental Policies'],
      ['/screening-criteria', 'Screening Criteria'],
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      const head = headOf(res.body);
      expect(head).toContain(`<title data-rf-head>${title} | Rentfront Property Rentals</title>`);
      expect(head).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}" data-rf-head>`);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(bodyOf(res.body)).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(bodyOf(res.body)).toMatch(/<li>[^<]{10,}<\/li>/);
    }
    const sitemap = await web.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/lease-terms</loc>`);
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/rental-policies</loc>`);
    expect(sitemap.body).toContain(`<loc>${TEST_ORIGIN}/screening-criteria</loc>`);
  });

  it('renders an edited text as text, never as HTML', async () => {
    await saveSiteText(
      t.app.ctx.db,
      'rental_policies',
      'Pets\n- <img src=x onerror=alert(1)> allowed\n\n<script>alert(2)</script> & more',
      null,
    );
    // Admin writes through the API clear the page cache; this write went straight to the service.
    const res = await page('/rental-policies?fresh=1');
    expect(res.statusCode).toBe(200);
    const body = bodyOf(res.body);
    expect(body).toMatch(/<h2[^>]*>Pets<\/h2>/);
    expect(body).toContain('<li>&lt;img src=x onerror=alert(1)&gt; allowed</li>');
    expect(body).toContain('&lt;script&gt;alert(2)&lt;/script&gt; &amp; more');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<script>alert(2)');
    expect(body).toContain('Last updated');
  });
});
