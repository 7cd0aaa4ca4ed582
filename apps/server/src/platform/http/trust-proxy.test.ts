import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app';

// The client address every limit, audit entry and Signed-in device uses (request.ip), behind proxies.
describe('TRUST_PROXY with the proxies listed', () => {
  const t = useTestContext(
    {},
    {
      env: { TRUST_PROXY: '10.0.0.5, 192.168.7.0/24' },
      routes: (app) => {
        app.get('/test/client-address', async (request) => ({ ip: request.ip }));
      },
    },
  );

  const addressSeen = async (remoteAddress: string, forwardedFor?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/client-address',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return (res.json() as { ip: string }).ip;
  };

  it("takes the entry the listed proxies appended, never the client's own left-hand entries", async () => {
    // A proxy that appends: the client wrote "1.2.3.4", the proxy added the address it saw.
    expect(await addressSeen('10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // Two listed hops (a balancer in 192.168.7.0/24 before the proxy): the client is left of both.
    expect(await addressSeen('10.0.0.5', '1.2.3.4, 198.51.100.7, 192.168.7.20')).toBe('198.51.100.7');
    expect(await addressSeen('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from anyone not listed', async () => {
    expect(await addressSeen('203.0.113.50', '1.2.3.4')).toBe('203.0.113.50');
    expect(await addressSeen('10.0.0.6', '1.2.3.4')).toBe('10.0.0.6');
  });
});
