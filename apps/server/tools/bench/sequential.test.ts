import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeAlternating, timeSequential } from './sequential';

// A server that answers /a and /b with 200, /gone with 404, and remembers the order it was asked in.
const asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  res.statusCode = req.url === '/gone' ? 404 : 200;
  res.end(`answer ${req.url}`);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('timeAlternating', () => {
  it('asks the routes in turns after the warm-up and times each the same number of times', async () => {
    asked.length = 0;
    const [a, b] = await timeAlternating([`${base}/a`, `${base}/b`], { warmup: 2, turn: 3, maxRequests: 5, minRequests: 5 });
    const order = asked.map((url) => url.slice(1)).join('');
    // Warm-up (2 each), then turns of 3 until 5 are timed: 3 + 2.
    expect(order).toBe('aabb' + 'aaabbb' + 'aabb');
    expect(a).toMatchObject({ status: 200, requests: 5, body: 'answer /a', encoding: 'identity' });
    expect(b).toMatchObject({ status: 200, requests: 5, body: 'answer /b' });
  });

  it('stops at the first answer that is not 200 and says which', async () => {
    asked.length = 0;
    const [gone, never] = await timeAlternating([`${base}/gone`, `${base}/a`], { warmup: 1, maxRequests: 5 });
    expect(asked).toEqual(['/gone']);
    expect(gone).toMatchObject({ status: 404, requests: 0 });
    expect(never).toMatchObject({ status: 0, requests: 0, body: '' });
  });
});

describe('timeSequential', () => {
  it('times one route', async () => {
    asked.length = 0;
    const result = await timeSequential(`${base}/a`, { warmup: 1, maxRequests: 4, minRequests: 4 });
    expect(result).toMatchObject({ status: 200, requests: 4 });
    expect(asked).toHaveLength(5);
  });
});
