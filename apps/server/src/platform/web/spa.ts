import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isClientOnlyPath, isClientRoute } from '@rentfront/shared';
import { escapeHtml } from '../mail/template';

/** Renders a public page on the server (pages/render-page.ts); `extraHead` goes into its <head>. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply, extraHead: string) => Promise<FastifyReply>;

export interface SpaOptions {
  distDir: string;
  /** Server rendering of the public pages; without it every page is the client-rendered shell. */
  renderPage?: PageRenderer;
}

const HEAD_MARK = '<!--app-head-->';

const ROOT_FILE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  txt: 'text/plain; charset=utf-8',
  webmanifest: 'application/manifest+json',
};

/**
 * Serves the built web app: hashed assets with a one-year immutable cache (pre-compressed .br /
 * .gz when present), and index.html for every other non-API path. Paths that are not client
 * routes still get the app (it renders its 404 page) but with status 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app is not built; only the API is served');
    app.get('/', async (_req, reply) => reply.type('text/plain').send('Rentfront API. Run `npm run build` to build the web app.'));
    return;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: path.join(options.distDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    wildcard: true,
    decorateReply: false,
  });

  // Root-level public files (favicon, hero images, /Home1.jpg): small, rarely changed.
  const rootFiles = new Map(
    fs
      .readdirSync(options.distDir)
      .filter((name) => name !== 'index.html' && fs.statSync(path.join(options.distDir, name)).isFile())
      .map((name) => [`/${name}`, path.join(options.distDir, name)]),
  );

  const renderIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const extraHead = request.session ? `<meta name="csrf-token" content="${escapeHtml(request.session.csrfToken)}">` : '';
    // Sign-in and the back office stay client-rendered (issue 17): the shell, and the browser does the rest.
    if (options.renderPage && !isClientOnlyPath(pathname)) return options.renderPage(request, reply, extraHead);
    const status = isClientRoute(pathname) ? 200 : 404;
    const html = template.replace(HEAD_MARK, extraHead);
    return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', renderIndex);
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) {
      return reply.status(404).send({ success: false, detail: 'Not found', message: 'Not found' });
    }
    const file = rootFiles.get(pathname);
    if (file) {
      const type = ROOT_FILE_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream';
      return reply.header('cache-control', 'public, max-age=86400').type(type).send(fs.createReadStream(file));
    }
    return renderIndex(request, reply);
  });
}
