import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/app';

describe('portal forms posted without JavaScript', () => {
  const t = useTestContext();

  it('go back to their page (303), keep nothing and sign nobody in; the API is untouched', async () => {
    for (const url of ['/resident/sign-in', '/resident/sign-in/some-token?x=1', '/resident', '/resident/maintenance/new']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        // A browser's form post carries the page's Origin (the platform refuses writes without one).
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.app.ctx.config.publicOrigin },
        payload: 'email=ada%40example.com&password=secret-pass',
      });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe(url.split('?')[0]);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toContain('ada');
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/resident/auth/login',
      headers: { origin: t.app.ctx.config.publicOrigin },
      payload: { email: 'ada@example.com', password: 'x' },
    });
    expect(api.statusCode).toBe(401);
  });
});
