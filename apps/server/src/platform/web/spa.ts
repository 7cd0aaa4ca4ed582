import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@rentfront/shared';
import { escapeHtml } from '../mail/template';

/**
 * What a domain knows about one of its pages before the app runs: extra `<head>` HTML (title,
 * description, Open Graph, JSON-LD) and, for a page whose record does not exist, status 404 so
 * crawlers do not index an empty page.
 */
export interface PageHead {
  head: string;
  status?: 404;
}

/** The head of a page the provider owns, or null when the path is not one of its pages. */
export type HeadProvider = (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;

export interface SpaOptions {
  distDir: string;
  headProviders: HeadProvider[];
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
    let head = '';
    let status = isClientRoute(pathname) ? 200 : 404;
    for (const provider of options.headProviders) {
      const page = await provider(pathname, request);
      if (page) {
        head += page.head;
        status = page.status ?? status;
        break;
      }
    }
    if (request.session) head += `<meta name="csrf-token" content="${escapeHtml(request.session.csrfToken)}">`;
    // A page-specific head brings its own <title> (and description); drop the defaults then.
    let base = head.includes('<title') ? template.replace(/<title>[^<]*<\/title>/, '') : template;
    if (head.includes('name="description"')) base = base.replace(/<meta name="description"[^>]*>/, '');
    const html = base.replace(HEAD_MARK, head);
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
