// A stop never resets a request a client has already sent on a kept-alive connection (issue 30
// S16): it is read and answered (with `Connection: close`), whether it had just been written when
// the stop began or clients were busy on their connections. Loopback only, bounded loops.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN } from '../../test/context';
import { openRaw, statusOf, within } from '../../test/raw-http';
import { shutDown } from './shutdown';

const BUILDS_OWN_APP_MS = 120_000;

async function listeningApp() {
  const t = await createTestContext(
    {},
    {
      routes: (app) => {
        app.post('/test/work', async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return { success: true, data: 'done' };
        });
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as { port: number }).port };
}

const REQUEST = `POST /test/work HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;

describe('a stop and kept-alive connections', () => {
  it(
    'answers a request written on an idle kept-alive connection just as the stop begins, then closes it',
    async () => {
      const { t, port } = await listeningApp();
      try {
        const conns = await Promise.all(Array.from({ length: 5 }, () => openRaw(port)));
        for (const conn of conns) {
          await conn.write(REQUEST);
          await within(conn.head, 5_000, 'first answer');
        }
        const firstLength = conns.map((conn) => conn.received().length);
        // The second request goes out on each idle connection in the same tick as the stop: the
        // server has not read it yet when the drain looks at its connections.
        for (const conn of conns) void conn.write(REQUEST);
        const stopped = shutDown({ app: t.app, handle: t.db, logger: t.app.ctx.logger, drainMs: 5_000 });
        for (const [i, conn] of conns.entries()) {
          await within(conn.closed, 5_000, 'close');
          const second = conn.received().slice(firstLength[i]);
          expect(conn.error()?.code, `connection ${i}`).toBeUndefined();
          expect(statusOf(second), `connection ${i}: ${second.slice(0, 80)}`).toBe(200);
          expect(second).toMatch(/\r\nconnection: close\r\n/i);
        }
        expect(await stopped).toBe(0);
      } finally {
        await t.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );

  it(
    'under load, every request sent on a kept-alive connection gets an answer; later ones find the port closed',
    async () => {
      const { t, port } = await listeningApp();
      const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
      const outcomes = { answered: 0, refused: 0, reset: [] as string[] };
      const post = () =>
        new Promise<void>((resolve) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/test/work',
            agent,
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          });
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode === 200) outcomes.answered++;
              resolve();
            });
          });
          req.on('error', (err: NodeJS.ErrnoException) => {
            // A new connection after the listener closed is refused before anything is sent.
            if (err.code === 'ECONNREFUSED') outcomes.refused++;
            else outcomes.reset.push(`${err.code}: ${err.message}`);
            resolve();
          });
          req.end('{}');
        });
      try {
        let stopping = false;
        const worker = async () => {
          // Bounded: at most 400 requests a worker, and none once the port has refused one.
          for (let i = 0; i < 400; i++) {
            const refusedBefore = outcomes.refused;
            await post();
            if (stopping && outcomes.refused > refusedBefore) return;
          }
        };
        const workers = Array.from({ length: 10 }, worker);
        await new Promise((resolve) => setTimeout(resolve, 300));
        stopping = true;
        const code = await shutDown({ app: t.app, handle: t.db, logger: t.app.ctx.logger, drainMs: 5_000 });
        await Promise.all(workers);
        expect(code).toBe(0);
        expect(outcomes.reset).toEqual([]);
        expect(outcomes.answered).toBeGreaterThan(10);
      } finally {
        agent.destroy();
        await t.close();
      }
    },
    BUILDS_OWN_APP_MS,
  );
});
