import { describe, expect, it } from 'vitest';
import { createReadCache, queryKey, ReadCaches, type ReadCacheOptions } from './read-cache';

/** A load whose result the test decides, and when. */
function deferred<V>() {
  let resolve!: (v: V) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets the cache's own promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function setup(options: Partial<ReadCacheOptions> = {}) {
  const clock = { t: 0 };
  const errors: unknown[] = [];
  const cache = createReadCache<string>({
    ttlMs: 5_000,
    staleMs: 60_000,
    now: () => clock.t,
    onRefreshError: (_key, err) => errors.push(err),
    ...options,
  });
  let loads = 0;
  const counting = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { clock, cache, errors, counting, loads: () => loads };
}

describe('read cache', () => {
  it('serves a fresh value until its TTL ends', async () => {
    const { clock, cache, counting, loads } = setup({ staleMs: 0 });
    expect(await cache.get('k', counting('v1'))).toEqual({ value: 'v1', state: 'miss' });
    clock.t = 4_999;
    expect(await cache.get('k', counting('v2'))).toEqual({ value: 'v1', state: 'hit' });
    clock.t = 5_000;
    expect(await cache.get('k', counting('v3'))).toEqual({ value: 'v3', state: 'miss' });
    expect(loads()).toBe(2);
  });

  it('loads once for concurrent readers of one key (single-flight)', async () => {
    const { cache } = setup();
    const slow = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const readers = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    slow.resolve('x');
    expect(await Promise.all(readers)).toEqual([
      { value: 'x', state: 'miss' },
      { value: 'x', state: 'hit' },
      { value: 'x', state: 'hit' },
    ]);
    expect(loads).toBe(1);
  });

  it('serves the stale value at once while ONE background refresh runs, then the new one', async () => {
    const { clock, cache } = setup();
    await cache.get('k', async () => 'old');
    clock.t = 6_000; // past the TTL, inside the stale window
    const refresh = deferred<string>();
    let refreshes = 0;
    const load = () => {
      refreshes += 1;
      return refresh.promise;
    };
    // Nobody waits for the refresh, however many ask meanwhile.
    for (let i = 0; i < 5; i++) expect(await cache.get('k', load)).toEqual({ value: 'old', state: 'stale' });
    expect(refreshes).toBe(1);
    refresh.resolve('new');
    await settle();
    expect(await cache.get('k', load)).toEqual({ value: 'new', state: 'hit' });
    // The refreshed value is fresh for a whole TTL from when its load started.
    clock.t = 10_999;
    expect((await cache.get('k', load)).state).toBe('hit');
    clock.t = 11_000;
    expect((await cache.get('k', async () => 'newer')).state).toBe('stale');
    expect(refreshes).toBe(1);
  });

  it('waits for a fresh load once the stale window has ended', async () => {
    const { clock, cache } = setup();
    await cache.get('k', async () => 'old');
    clock.t = 5_000 + 60_000;
    expect(await cache.get('k', async () => 'new')).toEqual({ value: 'new', state: 'miss' });
  });

  it('serves nothing stale after clear()', async () => {
    const { clock, cache } = setup();
    await cache.get('k', async () => 'before');
    clock.t = 1_000; // fresh
    cache.clear();
    expect(await cache.get('k', async () => 'after')).toEqual({ value: 'after', state: 'miss' });
    clock.t = 7_000; // stale
    cache.clear();
    expect(await cache.get('k', async () => 'after2')).toEqual({ value: 'after2', state: 'miss' });
    expect(cache.size).toBe(1);
  });

  it('never stores a first load that started before clear(), and does not let new readers join it', async () => {
    const { cache } = setup();
    const slow = deferred<string>();
    const early = cache.get('k', () => slow.promise);
    cache.clear();
    // A reader after the write does not wait for the old load: it starts its own.
    expect(await cache.get('k', async () => 'fresh')).toEqual({ value: 'fresh', state: 'miss' });
    slow.resolve('from before the write');
    expect((await early).value).toBe('from before the write');
    await settle();
    expect(await cache.get('k', async () => 'other')).toEqual({ value: 'fresh', state: 'hit' });
  });

  it('never stores a background refresh that started before clear()', async () => {
    const { clock, cache } = setup();
    await cache.get('k', async () => 'old');
    clock.t = 6_000;
    const refresh = deferred<string>();
    expect((await cache.get('k', () => refresh.promise)).state).toBe('stale');
    cache.clear();
    refresh.resolve('read before the write');
    await settle();
    expect(await cache.get('k', async () => 'after the write')).toEqual({ value: 'after the write', state: 'miss' });
  });

  it('keeps the stale value when a refresh fails, reports once, retries at most once per TTL', async () => {
    const { clock, cache, errors } = setup();
    await cache.get('k', async () => 'old');
    let attempts = 0;
    const failing = async () => {
      attempts += 1;
      throw new Error('database down');
    };
    clock.t = 6_000;
    expect(await cache.get('k', failing)).toEqual({ value: 'old', state: 'stale' });
    await settle();
    expect(attempts).toBe(1);
    clock.t = 7_000; // within the retry delay: stale, no new attempt
    expect(await cache.get('k', failing)).toEqual({ value: 'old', state: 'stale' });
    await settle();
    expect(attempts).toBe(1);
    clock.t = 11_000; // retry delay over: one more attempt, still stale, not reported again
    expect(await cache.get('k', failing)).toEqual({ value: 'old', state: 'stale' });
    await settle();
    expect(attempts).toBe(2);
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('database down');
    // Past the stale window the error reaches the caller and is not cached.
    clock.t = 65_000;
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'back')).toEqual({ value: 'back', state: 'miss' });
    // After a success, a later failure is reported again.
    clock.t = 71_000;
    await cache.get('k', failing);
    await settle();
    expect(errors).toHaveLength(2);
  });

  it('drops the stale value when the refresh says it is gone (keepStale false)', async () => {
    const { clock, cache, errors } = setup({ keepStale: (err) => (err as Error).message !== 'not found' });
    await cache.get('k', async () => 'old');
    clock.t = 6_000;
    const gone = async () => {
      throw new Error('not found');
    };
    expect((await cache.get('k', gone)).state).toBe('stale');
    await settle();
    expect(errors).toHaveLength(0);
    await expect(cache.get('k', gone)).rejects.toThrow('not found');
  });

  it('never keeps a failed first load; every waiter gets the error', async () => {
    const { cache } = setup();
    const slow = deferred<string>();
    const a = cache.get('k', () => slow.promise);
    const b = cache.get('k', () => slow.promise);
    slow.reject(new Error('404'));
    await expect(a).rejects.toThrow('404');
    await expect(b).rejects.toThrow('404');
    expect(await cache.get('k', async () => 'ok')).toEqual({ value: 'ok', state: 'miss' });
  });

  it('turns a load that throws synchronously into a rejection', async () => {
    const { cache } = setup();
    const load = (() => {
      throw new Error('sync');
    }) as () => Promise<string>;
    await expect(cache.get('k', load)).rejects.toThrow('sync');
  });

  it('evicts the least recently used key past the size bound', async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a-again'); // a is now the most recent
    await cache.get('c', async () => 'c'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toEqual({ value: 'a', state: 'hit' });
    expect(await cache.get('b', async () => 'b2')).toEqual({ value: 'b2', state: 'miss' });
  });

  it('clears every cache of a group at once, whatever its value type', async () => {
    const group = new ReadCaches();
    const json = group.create<string>({ ttlMs: 5_000 });
    const sets = group.create<number[]>({ ttlMs: 60_000 });
    await json.get('k', async () => '{}');
    await sets.get('k', async () => [1, 2]);
    group.clear();
    expect(json.size + sets.size).toBe(0);
    expect(await sets.get('k', async () => [3])).toEqual({ value: [3], state: 'miss' });
  });

  it('keys queries independently of parameter order and skips unset values', () => {
    expect(queryKey('list', { page: 1, city: 'Albany', status: undefined })).toBe(queryKey('list', { city: 'Albany', page: 1 }));
    expect(queryKey('list', { page: 1 })).not.toBe(queryKey('list', { page: 2 }));
  });
});
