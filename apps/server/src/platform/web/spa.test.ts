import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { loginAsAdmin } from '../../test/http';

/** A tiny stand-in for apps/web/dist, so the test does not depend on a web build. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Rentfront Property Rentals</title><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app-3f2a.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-3f2a.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('web app serving', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestContext({}, { env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with the app, status 200, no-store and the security headers', async () => {
    for (const url of ['/', '/properties', '/admin-login', '/reset-password/abc', '/admin/settings']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('csrf-token');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers unknown client paths with the app and status 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('puts the session CSRF token in a meta tag for a signed-in browser', async () => {
    const agent = await loginAsAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: '/admin', headers: { cookie: agent.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta name="csrf-token" content="${agent.csrf}">`);
  });

  it('serves hashed assets with a one-year immutable cache, and root files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    // Document-only headers are left off a script; nosniff and the resource policy stay.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy'])
      expect(asset.headers[name], name).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('still answers unknown /api paths with JSON 404', async () => {
    for (const url of ['/api/nope', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
