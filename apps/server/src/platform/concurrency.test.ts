import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from './concurrency';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('forEachConcurrently', () => {
  it('does every item with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([5, 1, 3, 2, 4, 1, 2], 3, async (ms) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await tick(ms);
      done.push(ms);
      inFlight -= 1;
    });
    expect(done.sort()).toEqual([1, 1, 2, 2, 3, 4, 5]);
    expect(most).toBe(3);
  });

  it('stops handing out items after a failure and throws it', async () => {
    const started: number[] = [];
    await expect(
      forEachConcurrently([1, 2, 3, 4, 5, 6], 2, async (n) => {
        started.push(n);
        await tick(1);
        if (n === 2) throw new Error('two failed');
      }),
    ).rejects.toThrow('two failed');
    expect(started.length).toBeLessThan(6);
  });

  it('does nothing for no items', async () => {
    await forEachConcurrently([], 4, async () => {
      throw new Error('not called');
    });
  });
});
