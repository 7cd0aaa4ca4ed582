import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { portInUse } from '../../test/server-process';
import { shutDown } from './shutdown';

// Each test builds its own app on a fresh database (a stop closes it), which is slow on a busy machine.
const BUILDS_OWN_APP_MS = 120_000;

/** A listening app with a route that answers only when the test lets it, and one that never does. */
async function listeningApp() {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const t: TestContext = await createTestContext(
    {},
    {
      routes: (app) => {
        app.get('/test/slow', async () => {
          entered();
          await finished;
          return { success: true, data: 'finished' };
        });
        app.get('/test/stuck', () => {
          entered();
          return new Promise(() => undefined);
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  return { t, port, url: `http://127.0.0.1:${port}`, inside, finish };
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a clean stop', () => {
  it(
    'turns readiness off, stops taking connections, finishes the request in flight, then closes the database',
    async () => {
      const { t, port, url, inside, finish } = await listeningApp();
      try {
        const inFlight = fetch(`${url}/test/slow`);
        await inside;
        const stopped = shutDown({ app: t.app, handle: t.db, logger: t.app.ctx.logger, drainMs: 20_000 });
        expect(t.app.ctx.lifecycle.stopping).toBe(true);
        // New connections are refused while the request in flight is still running.
        await until(async () => !(await portInUse(port)), 5_000);
        let settled = false;
        void stopped.then(() => (settled = true));
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(settled).toBe(false);

        finish();
        const res = await inFlight;
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ success: true, data: 'finished' });
        expect(await stopped).toBe(0);
        await expect(t.db.ping()).rejects.toThrow();
      } finally {
        await t.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'cuts a request that outlives the drain time, and still ends with exit code 0',
    async () => {
      const { t, url, inside } = await listeningApp();
      try {
        const stuck = fetch(`${url}/test/stuck`).then(
          (res) => `answered ${res.status}`,
          () => 'connection closed',
        );
        await inside;
        const started = Date.now();
        expect(await shutDown({ app: t.app, handle: t.db, logger: t.app.ctx.logger, drainMs: 300 })).toBe(0);
        expect(Date.now() - started).toBeLessThan(10_000);
        expect(await stuck).toBe('connection closed');
        await expect(t.db.ping()).rejects.toThrow();
      } finally {
        await t.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );
});
