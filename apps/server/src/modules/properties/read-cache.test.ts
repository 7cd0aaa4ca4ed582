import { describe, expect, it } from 'vitest';
import { createReadCache, queryKey } from './read-cache';

describe('public read cache', () => {
  it('serves a value until its TTL ends', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 5000, now: () => clock });
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toEqual({ value: 'v1', hit: false });
    clock = 4999;
    expect(await cache.get('k', load)).toEqual({ value: 'v1', hit: true });
    clock = 5000;
    expect(await cache.get('k', load)).toEqual({ value: 'v2', hit: false });
  });

  it('loads once for concurrent readers of one key', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 5000 });
    let release!: (v: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    release('x');
    expect((await a).value).toBe('x');
    expect(await b).toEqual({ value: 'x', hit: true });
    expect(loads).toBe(1);
  });

  it('never keeps a failure', async () => {
    const cache = createReadCache({ ttlMs: 5000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('k', async () => 'ok')).toEqual({ value: 'ok', hit: false });
  });

  it('forgets everything on clear, including a load that started before it', async () => {
    const cache = createReadCache({ ttlMs: 5000 });
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect((await slow).value).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toEqual({ value: 'fresh', hit: false });
  });

  it('drops the oldest key past the size bound', async () => {
    const cache = createReadCache({ ttlMs: 5000, maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect((await cache.get('a', async () => 'a2')).hit).toBe(false);
    expect((await cache.get('c', async () => 'c2')).hit).toBe(true);
  });

  it('keys queries independently of parameter order and skips unset values', () => {
    expect(queryKey('list', { page: 1, city: 'Albany', status: undefined })).toBe(queryKey('list', { city: 'Albany', page: 1 }));
    expect(queryKey('list', { page: 1 })).not.toBe(queryKey('list', { page: 2 }));
  });
});
