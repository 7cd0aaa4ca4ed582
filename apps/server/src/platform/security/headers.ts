import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { sampleTileUrl, type Config } from '../../config';
import { registerPrivateAnswers } from './private-answers';

/**
 * The source expression of the map's tile host: its origin, with a `{s}` subdomain as a wildcard
 * (`https://{s}.tile.example` is `https://*.tile.example`).
 */
export function tileSource(template: string): string {
  const origin = new URL(sampleTileUrl(template)).origin;
  return /^https?:\/\/\{s\}\./i.test(template) ? origin.replace('://a.', '://*.') : origin;
}

/**
 * Browser features the site never uses, switched off for it and anything it frames (the office's
 * map embed included), so an injected script or a hostile frame cannot ask for the camera or the
 * visitor's location. Full screen stays ours (the photo viewer may use it); WebAuthn keeps the
 * browser's default (our own origin) for passkeys.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Headers that only mean something on a document (or a worker), left off the build's hashed
 * scripts, styles and images under /assets/: over HTTP/1.1 they were 0.9 KB of the 1.3 KB
 * sent with each of a page's many small chunks (36 on /apply), bytes a phone waits for before its
 * first paint. nosniff and the resource policy stay, as they guard a script. The app has no
 * worker script, and uploaded media (/media/) keep every header.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

/**
 * Strict CSP: scripts only from our own origin (the built app has no inline script), nothing may
 * frame us. Styles allow inline attributes because the toast and chart libraries set them at
 * run time; that cannot run code.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const frameSrc = ["'self'"];
  if (config.site.mapEmbedUrl) frameSrc.push(new URL(config.site.mapEmbedUrl).origin);
  // The property map's tiles are images from their host (raster tiles; no script, no fetch).
  const imgSrc = ["'self'", 'data:', 'blob:'];
  if (config.site.mapTiles) imgSrc.push(tileSource(config.site.mapTiles.url));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc,
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // Helmet has no Permissions-Policy; every response (errors and pages included) carries it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
  registerPrivateAnswers(app);
}
