import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PublicData } from '@rentfront/shared';
import type { AppContext } from '../context';
import type { PageRenderer } from '../platform/web/spa';
import { readManifest } from './manifest';
import { createServerPublicData } from './public-data';
import { createPageRenderer, type CachedPage, type Renderer } from './render-page';
import { splitTemplate } from './template';

/** Rendered pages are fresh for 5 s and may be served up to 30 s more while one request re-renders them. */
export const PAGE_CACHE_TTL_MS = 5_000;
export const PAGE_CACHE_STALE_MS = 30_000;

/** Where the web build puts its server entry: `apps/web/dist-ssr`, beside the client's `dist`. */
export function ssrEntryOf(distDir: string): string {
  return path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Server rendering of the public pages, when the web app's server bundle is built: loads it, gives
 * it the in-process reads, and keeps a micro-cache of anonymous pages that every admin write
 * clears (a property write clears it with the other read caches). Null without a build: then the
 * site is served client-rendered, as the log says.
 */
export async function registerPublicPages(app: FastifyInstance, ctx: AppContext, distDir: string): Promise<PageRenderer | undefined> {
  const entry = ssrEntryOf(distDir);
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(entry) || !fs.existsSync(indexFile)) {
    app.log.warn(
      { entry: path.relative(process.cwd(), entry) },
      'web server bundle is not built; public pages are rendered in the browser only',
    );
    return undefined;
  }
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as { createRenderer(data: PublicData): Renderer };
  const cache = ctx.readCaches.create<CachedPage>({ ttlMs: PAGE_CACHE_TTL_MS, staleMs: PAGE_CACHE_STALE_MS, maxEntries: 500 });
  app.addHook('onResponse', async (request, reply) => {
    // Notices, team, questions...: any change the office makes may show on a public page.
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/admin/') && reply.statusCode < 400)
      cache.clear();
  });
  return createPageRenderer({
    renderer: createRenderer(createServerPublicData(ctx)),
    template: splitTemplate(fs.readFileSync(indexFile, 'utf8')),
    manifest: readManifest(path.join(distDir, '.vite', 'manifest.json')),
    publicUrl: ctx.config.publicUrl,
    logger: app.log,
    cache,
  });
}
