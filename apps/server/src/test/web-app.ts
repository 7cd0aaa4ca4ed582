import { buildApp, type RentfrontApp } from '../app';
import type { TestContext } from './context';

/**
 * A second app on the test context's database, this one serving the web app's HTML from
 * `webDistDir` (a real build for the rendering tests, a stub for the head tests). The context's
 * own app stays the API-only one the fixtures are written through.
 */
export async function webAppBeside(t: TestContext, webDistDir: string): Promise<RentfrontApp> {
  const web = await buildApp({
    config: { ...t.config, webDistDir },
    dbHandle: t.db,
    mailTransport: t.mail,
    storage: t.app.ctx.storage,
    pii: t.app.ctx.pii,
    serveWeb: true,
  });
  await web.ready();
  return web;
}
