// @vitest-environment node
import { PassThrough } from 'node:stream';
import type { PublicData } from '@rentfront/shared/public-data';
import { describe, expect, it } from 'vitest';
import { createRenderer, type Renderer } from './entry-server';

/** Reads that fail as the server's do when its database is down: no data source needed. */
const failing = new Proxy({} as PublicData, {
  get: () => () => Promise.reject({ status: 503, message: 'Request failed with status 503' }),
});

/** A page's HTML as React streams it, and the errors React met. */
async function rendered(renderer: Renderer, path: string): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const page = await renderer.render(new Request(`http://rentfront.test${path}`), { onError: (e) => errors.push(e) });
  if (page instanceof Response) throw new Error(`${path} redirected`);
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  page.pipe(sink);
  await ended;
  return { html: Buffer.concat(chunks).toString('utf8'), errors };
}

describe('the server renderer', () => {
  // React Router resolves an object `lazy` by clearing its fields in place: with one route table
  // shared by every router, the first to load a page left the next a route with no component,
  // which it took for one still loading, and rendered nothing (routes.tsx).
  it('renders a page in every renderer made in the process, not only the first to load it', async () => {
    const first = await rendered(createRenderer(failing), '/about');
    expect(first.html).toContain('Failed to load team members');
    const second = await rendered(createRenderer(failing), '/about');
    expect(second.html).toContain('Failed to load team members');
    expect(second.html).toBe(first.html);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });
});
