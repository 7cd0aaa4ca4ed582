import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { mayUseCache, type ReadCache } from '../platform/http/read-cache';
import { lcpImagePreload } from './lcp-preload';
import { PAGE_SCRIPTS_ID } from '@rentfront/shared/page-scripts';
import { pageScriptPlan, type BuildManifest, type PageScriptPlan } from './manifest';
import type { PageTemplate } from './template';

/** What the web app's server entry (apps/web/src/entry-server.tsx) gives for one page. */
export interface RenderedPage {
  status: number;
  head: string;
  modules: string[];
  hydrationHtml: string;
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  abort: () => void;
}

export interface Renderer {
  render(request: Request, options: { onError: (error: unknown) => void }): Promise<RenderedPage | Response>;
}

/** A rendered page as the HTML cache keeps it. */
export interface CachedPage {
  status: number;
  html: string;
}

export interface PageRendererOptions {
  renderer: Renderer;
  template: PageTemplate;
  manifest: BuildManifest | null;
  /** The site's public address: loaders see the page at this origin (canonical URLs, Open Graph). */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Anonymous pages, fresh for a few seconds and cleared on writes (pages/html-cache.ts). */
  cache: ReadCache<CachedPage>;
}

/**
 * The address a page's loaders see, at the site's public origin. The request's path is appended
 * to the origin, never resolved against it: resolved, `//evil.example/properties` (or
 * `/\evil.example`) names a host of its own, which the canonical, Open Graph and JSON-LD links
 * would then carry, and `//a%2Fb` is no URL at all (a 500). Appended, such a path is just a path
 * on our site that no route matches: the 404 page. Control characters in the query (a NUL the
 * database cannot store, a pasted tab) become spaces, as the property search's own cleaning does,
 * so an odd link still renders its page instead of an error.
 */
export function pageUrl(requestUrl: string, publicUrl: string): URL {
  const url = new URL(`${new URL(publicUrl).origin}${requestUrl.startsWith('/') ? '' : '/'}${requestUrl}`);
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/g;
  let changed = false;
  const clean = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    const [k, v] = [key.replace(control, ' '), value.replace(control, ' ')];
    changed ||= k !== key || v !== value;
    clean.append(k, v);
  }
  if (changed) url.search = clean.toString();
  return url;
}

/** Thrown inside a cache load to keep its page out of the cache (it is rendered again, uncached). */
const UNCACHEABLE = new Error('page not cacheable');

/** The JSON block the starter script reads; `<` escaped so no file name could end the element. */
function pageScriptsBlock(plan: PageScriptPlan): string {
  const json = JSON.stringify(plan.scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${json}</script>`;
}

/**
 * The whole page as one string: the template around React's HTML, the page's head tags, its
 * scripts (ADR 0029: a small starter in the head, the app's files named in a JSON block that the
 * starter loads once the page is painted) and the hydration data. Our loaders finish before React
 * starts and no public page suspends on the server, so streaming gained nothing but cost: React
 * writes a page in hundreds of small pieces, and a streamed body went through a zlib stream, which
 * (with its chunked writes) cost more CPU than the render. A whole body is compressed in one call
 * (platform/http/compression.ts) and is what the micro-cache keeps.
 */
function pageHtml(page: RenderedPage, options: PageRendererOptions, extraHead: string): Promise<string> {
  const { template, manifest } = options;
  const plan = manifest ? pageScriptPlan(manifest, page.modules) : null;
  // Without the starter in the build, the page runs the entry as the template has it.
  const [starter, headTags, scriptsBlock] = plan ? [plan.starter, plan.headTags, pageScriptsBlock(plan)] : [template.entryScript, '', ''];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const body = Buffer.concat(chunks).toString('utf8');
        const head = starter + page.head + lcpImagePreload(body) + headTags + extraHead;
        const end = template.afterRoot + page.hydrationHtml + scriptsBlock + template.end;
        resolve(template.beforeHead + head + template.beforeRoot + body + end);
        done();
      },
    });
    sink.on('error', reject);
    page.pipe(sink);
  });
}

/**
 * Renders public pages on the server (issue 17). An anonymous visitor's page comes from the HTML
 * micro-cache (rendered once per address however many ask, stale-while-revalidate); a signed-in
 * visitor's page carries their CSRF token, so it is rendered for them.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { renderer, publicUrl, logger, cache } = options;
  // React's errors are logged by kind only: a message could quote a visitor's input.
  const onError = (error: unknown) => logger.error({ error: (error as Error)?.name ?? 'Error' }, 'page render error');

  const render = (request: FastifyRequest) => renderer.render(new Request(pageUrl(request.url, publicUrl)), { onError });

  return async function renderPage(request: FastifyRequest, reply: FastifyReply, extraHead: string): Promise<FastifyReply> {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!extraHead && mayUseCache(request)) {
      try {
        const read = await cache.get(request.url, async () => {
          const page = await render(request);
          if (page instanceof Response) throw UNCACHEABLE;
          const html = await pageHtml(page, options, '');
          // A page whose data failed to load is not kept: the next visitor tries again.
          if (page.status >= 500) throw UNCACHEABLE;
          return { status: page.status, html };
        });
        reply.header('x-cache', read.state.toUpperCase());
        return reply.status(read.value.status).send(read.value.html);
      } catch (error) {
        if (error !== UNCACHEABLE) throw error;
      }
    }
    const page = await render(request);
    if (page instanceof Response) return reply.redirect(page.headers.get('location') ?? '/', page.status);
    reply.header('x-cache', 'BYPASS');
    return reply.status(page.status).send(await pageHtml(page, options, extraHead));
  };
}
