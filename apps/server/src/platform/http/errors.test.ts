import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEST_ORIGIN } from '../../test/context';
import { enforceRateLimit } from '../rate-limit';
import { badRequest, conflict, notFound, unprocessable } from './errors';
import { useTestContext } from '../../test/app';

describe('error envelope and statuses (server.md §1)', () => {
  const secret = 'SECRET-INTERNAL-DETAIL';
  const t = useTestContext(
    {},
    {
      routes: (app) => {
        const r = app.withTypeProvider<ZodTypeProvider>();
        r.get('/api/test/boom', async () => {
          throw new Error(`${secret}: connection string postgres://user:pw@db`);
        });
        r.get('/api/test/boom-async', async () => {
          await Promise.resolve();
          throw new TypeError(`Cannot read properties of undefined (${secret})`);
        });
        r.get('/api/test/app-errors/:kind', async (request) => {
          const { kind } = request.params as { kind: string };
          if (kind === 'bad') throw badRequest('Please fix the form', { title: 'Title is required' });
          if (kind === 'missing') throw notFound('Property not found');
          if (kind === 'conflict') throw conflict('Email already verified');
          throw unprocessable('Status change not allowed');
        });
        r.post(
          '/api/test/validated',
          { schema: { body: z.object({ title: z.string().min(1, 'Title is required'), count: z.number().int().min(0) }) } },
          async (request) => ({ success: true, data: request.body }),
        );
        r.get('/api/test/limited', async (request) => {
          await enforceRateLimit(t.app.ctx.rateLimits, { name: 'test', max: 2, windowMs: 60_000 }, request.ip);
          return { success: true, data: null };
        });
      },
    },
  );

  const post = (url: string, payload: string | object, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, 'content-type': contentType }, payload });

  it('a malformed JSON body is 400, not 500', async () => {
    for (const payload of ['{"email": "a@example.com", ', '{not json}', '[1,2', 'nul']) {
      const res = await post('/api/auth/login', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ success: false, detail: 'Malformed JSON body', message: 'Malformed JSON body' });
    }
  });

  it('a JSON body with __proto__ is refused, not merged', async () => {
    const res = await post('/api/test/validated', '{"title":"x","count":1,"__proto__":{"polluted":true}}');
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('an empty JSON body on a route that needs one is 400 with the envelope', async () => {
    const res = await post('/api/test/validated', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('schema failures are 400 with errors per field', async () => {
    const res = await post('/api/test/validated', { title: '', count: -1 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({ title: 'Title is required', count: expect.any(String) });
    expect(body.detail).toBe(body.message);
    const wrongType = await post('/api/test/validated', { title: 'ok', count: 'three' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty('count');
  });

  it('an unexpected error is 500 with the generic detail and a request id, and no internals', async () => {
    for (const url of ['/api/test/boom', '/api/test/boom-async']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({
        success: false,
        detail: 'An unexpected error occurred',
        message: 'An unexpected error occurred',
        request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      expect(res.body).not.toContain('stack');
    }
  });

  it('AppErrors keep their status, message and field errors', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/test/app-errors/bad' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      detail: 'Please fix the form',
      message: 'Please fix the form',
      errors: { title: 'Title is required' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/app-errors/missing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/app-errors/conflict' })).statusCode).toBe(409);
    const rule = await t.app.inject({ method: 'GET', url: '/api/test/app-errors/other' });
    expect(rule.statusCode).toBe(422);
    expect(rule.json().detail).toBe('Status change not allowed');
  });

  it('an unknown /api path is a JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1', headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ success: false, detail: expect.any(String), message: expect.any(String) });
    }
  });

  it('a body over the 1 MB limit is 413 and an unknown content type 415, in the envelope', async () => {
    const big = await post('/api/test/validated', JSON.stringify({ title: 'x'.repeat(1_100_000), count: 1 }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, detail: expect.any(String) });
    const xml = await post('/api/test/validated', '<title>x</title>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, detail: expect.any(String) });
  });

  it('a rate limit is 429 with Retry-After in the envelope', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: ip })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false, detail: 'Too many requests. Please try again later.' });
  });

  it('a non-API path without the web build is not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/client/route' });
    expect(res.statusCode).toBe(404);
  });
});
