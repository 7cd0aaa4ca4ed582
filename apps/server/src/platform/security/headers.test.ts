import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app';

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
}

describe('security headers on an http site', () => {
  const t = useTestContext();

  it('sends a strict CSP, nosniff, a Referrer-Policy and no HSTS', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/public/site']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src'], url).toBeDefined();
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      // Opener and resource isolation, and no camera, microphone or location for anyone.
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy, url).toContain(feature);
    }
  });

  it('also on error responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('security headers on an https site', () => {
  const t = useTestContext({}, { env: { PUBLIC_URL: 'https://rent.example', MAP_EMBED_URL: 'https://maps.example.com/embed?q=x' } });

  it('adds HSTS and lets the configured map be framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-src']).toContain('https://maps.example.com');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});
