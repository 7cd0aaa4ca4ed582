import path from 'node:path';
import { z } from 'zod';
import { WEB_DIST_DIR } from './paths';
import { RESIDENT_PORTAL_MODES, type ResidentPortalMode } from '@rentfront/shared/site';
import { PiiKeySpecError, readPiiKeyEnv, validateKeySet } from './platform/pii/key-spec';
import { parseTrustProxy, type TrustProxy } from './platform/http/trust-proxy';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Unset and empty both mean "not configured". */
const emptyToUndefined = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A URL whose scheme is one of `protocols` (e.g. `postgres:`), so `localhost:5432` is refused. */
function urlOf(protocols: string[]) {
  const hasProtocol = (value: string) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  };
  return z.string().refine(hasProtocol, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
}

/** Optional `urlOf(protocols)`; unset and empty mean "not configured". */
function optionalUrlOf(protocols: string[]) {
  return emptyToUndefined.pipe(urlOf(protocols).optional());
}

/** Text with a demo default; an empty value (a blank line in .env) also means the default. */
const textOr = (fallback: string) => emptyToUndefined.transform((v) => v ?? fallback);

/** The demo office (Saratoga Springs, NY) on OpenStreetMap, for the contact page. */
const DEMO_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=-73.8046%2C43.0731%2C-73.7646%2C43.0931&layer=mapnik&marker=43.0831%2C-73.7846';

/** The contact page map: a demo default when unset or empty, `off` for none. */
const mapEmbedUrl = z
  .string()
  .default('')
  .transform((v) => v.trim() || DEMO_MAP_EMBED_URL)
  .pipe(z.union([z.literal('off').transform(() => undefined), urlOf(['https:', 'http:'])]));

/** OpenStreetMap's standard tiles: the property map's default (its tile usage policy asks for the attribution). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** A tile URL with its placeholders filled in, so it can be checked as a URL. */
export const sampleTileUrl = (template: string) => template.replace(/\{s\}/g, 'a').replace(/\{[zxyr]\}/g, '0');

/**
 * The property map's raster tiles: an http(s) URL template with {z}, {x} and {y} (and optionally
 * {s}, a, b or c, and {r}, "@2x" on high-density screens); OpenStreetMap when unset or empty,
 * `off` for none (the map then shows its markers on a plain background).
 */
const mapTileUrl = z
  .string()
  .default('')
  .transform((v) => v.trim() || OSM_TILE_URL)
  .pipe(
    z.union([
      z.literal('off').transform(() => undefined),
      z
        .string()
        .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must contain {z}, {x} and {y}')
        .refine((v) => urlOf(['https:', 'http:']).safeParse(sampleTileUrl(v)).success, 'must be an http(s) URL template'),
    ]),
  );

/**
 * `Label|https://url` pairs separated by commas, e.g.
 * `Facebook|https://facebook.com/acme,Instagram|https://instagram.com/acme`.
 */
const socialLinks = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const links: { label: string; url: string }[] = [];
    for (const item of (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [label, url] = item.split('|').map((s) => s.trim());
      if (!label || !url || !/^https?:\/\/[^\s]+$/.test(url)) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not "Label|https://url"` });
        return z.NEVER;
      }
      links.push({ label, url });
    }
    return links;
  });

/** A whole number of milliseconds within [min, max], `fallback` when unset or blank. */
function milliseconds(min: number, max: number, fallback: number) {
  return emptyToUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrlOf(['http:', 'https:']),
  ALLOWED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrlOf(['postgres:', 'postgresql:']),
  SMTP_URL: optionalUrlOf(['smtp:', 'smtps:']),
  // `log`: e-mail written to the log on purpose when SMTP_URL is unset (see checkMail).
  MAIL_TRANSPORT: emptyToUndefined.pipe(z.enum(['log'], { error: 'must be log (or unset to send with SMTP_URL)' }).optional()),
  MAIL_FROM: emptyToUndefined,
  ADMIN_EMAIL: emptyToUndefined.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: emptyToUndefined.pipe(z.string().min(8).max(128).optional()),
  SEED_DEMO: bool.optional(),
  // Parsed and checked by readPiiKeyEnv (platform/pii/key-spec.ts): `hex` or `id:hex`.
  PII_KEY: emptyToUndefined,
  PII_KEY_FILE: emptyToUndefined,
  PII_OLD_KEYS: emptyToUndefined,
  PII_OLD_KEYS_FILE: emptyToUndefined,
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: emptyToUndefined,
  S3_REGION: emptyToUndefined,
  S3_ENDPOINT: optionalUrlOf(['http:', 'https:']),
  S3_ACCESS_KEY_ID: emptyToUndefined,
  S3_SECRET_ACCESS_KEY: emptyToUndefined,
  REDIS_URL: optionalUrlOf(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z.string().trim().min(1).max(100).default('rentfront:'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.value;
    }),
  TIDYCAL_TOKEN: emptyToUndefined,
  // Online rent payment (docs/payments.md): off unless both keys are set.
  STRIPE_SECRET_KEY: emptyToUndefined,
  STRIPE_WEBHOOK_SECRET: emptyToUndefined,
  // A local Stripe-compatible server (tests, development): its base URL; unset = api.stripe.com.
  STRIPE_API_BASE: optionalUrlOf(['http:', 'https:']),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_NAME: textOr('Rentfront Property Rentals'),
  SITE_EMAIL: textOr('office@rentfront.example').pipe(z.string().email()),
  SITE_PHONE: textOr('(518) 555-0142'),
  SITE_ADDRESS: textOr('PO Box 214, Saratoga Springs, NY 12866'),
  SITE_OFFICE_HOURS: textOr('Mon–Fri 9:00 AM–6:00 PM'),
  RESIDENT_PORTAL_URL: textOr('https://residents.rentfront.example/login').pipe(z.string().url()),
  // Pay Rent and Residents: the built-in portal, or RESIDENT_PORTAL_URL for an office with another system (ADR 0035).
  RESIDENT_PORTAL: emptyToUndefined.pipe(z.enum(RESIDENT_PORTAL_MODES).default('builtin')),
  MAP_EMBED_URL: mapEmbedUrl,
  MAP_TILE_URL: mapTileUrl,
  MAP_TILE_ATTRIBUTION: emptyToUndefined.pipe(z.string().max(300).optional()),
  // Address search for the admin's pin (off unless set): a URL template with {query}, answering
  // JSON like Nominatim's search ([{ "lat": "42.65", "lon": "-73.75" }]).
  GEOCODER_URL: emptyToUndefined.pipe(
    z
      .string()
      .refine((v) => v.includes('{query}'), 'must contain {query}')
      .refine((v) => urlOf(['https:', 'http:']).safeParse(v.replace('{query}', 'x')).success, 'must be an http(s) URL template')
      .optional(),
  ),
  SITE_SOCIAL_LINKS: socialLinks,
  WEB_DIST_DIR: emptyToUndefined,
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  // At most 15 s: the delay and the 10 s drain must fit in the stop's 30 s deadline (shutdown.ts).
  SHUTDOWN_DELAY_MS: emptyToUndefined.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 or more')
      .max(15_000, 'must be at most 15000 (15 s)')
      .optional(),
  ),
  // How long a client may take to send a whole request (head and body), and its head alone;
  // past them the connection is answered 408 and closed (platform/http/timeouts.ts).
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(1_000, 3_600_000, 300_000),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(1_000, 600_000, 30_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  publicOrigin: string;
  allowedOrigins: string[];
  secureCookies: boolean;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo?: boolean;
  /**
   * PII keys: the active one (absent = the embedded default, a key file in DATA_DIR; refused with
   * DATABASE_URL) and the old ones still read during a rotation. See platform/pii/key-spec.ts.
   */
  pii: PiiKeyConfig;
  storage: 'disk' | 's3';
  s3: { bucket?: string; region?: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  /** Shared rate-limit counters live here when set (else in each process's memory). */
  redisUrl?: string;
  redisKeyPrefix: string;
  /** Fastify's trustProxy: off, every hop (development and tests only), or the proxies' addresses and CIDRs. */
  trustProxy: TrustProxy;
  tidycalToken?: string;
  /** Online payment through Stripe; undefined when the keys are not set (online payment off). */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  logLevel: Env['LOG_LEVEL'];
  /** Multiplies every rate limit (load tests and the browser journeys raise it). */
  rateLimitScale: number;
  /** How long a stop keeps serving with readiness at 503 before the listener closes (see below). */
  shutdownDelayMs: number;
  /** Time for a whole request to arrive (head and body), then 408 and the connection closes. */
  httpRequestTimeoutMs: number;
  /** Time for a request's head to arrive; at most httpRequestTimeoutMs. */
  httpHeadersTimeoutMs: number;
  site: {
    name: string;
    email: string;
    phone: string;
    address: string;
    officeHours: string;
    residentPortalUrl: string;
    /** Where Pay Rent and Residents lead (RESIDENT_PORTAL): the built-in portal or the external URL. */
    residentPortal: ResidentPortalMode;
    mapEmbedUrl?: string;
    /** The property map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); undefined when `off`. */
    mapTiles?: { url: string; attribution: string };
    /** Address search for the admin's map pin (GEOCODER_URL); off when unset. */
    geocoderUrl?: string;
    /** Footer social links (SITE_SOCIAL_LINKS); empty when not configured. */
    socialLinks: { label: string; url: string }[];
  };
  /** Directory of the built web app (index.html and assets). */
  webDistDir: string;
}

export class ConfigError extends Error {}

export type PiiKeyConfig = ReturnType<typeof readPiiKeyEnv>;

/**
 * The PII keys, checked. With DATABASE_URL every node must hold the same key, so a key file made
 * up by each node is not enough: PII_KEY (or PII_KEY_FILE) is then required. One line on failure.
 */
function readPiiKeys(e: Env): PiiKeyConfig {
  try {
    const keys = readPiiKeyEnv(e);
    if (keys.active) validateKeySet({ ...keys, active: keys.active });
    if (e.DATABASE_URL && !keys.active) {
      throw new PiiKeySpecError(
        'PII_KEY: required when DATABASE_URL is set (every node must use the same key): set PII_KEY or PII_KEY_FILE to 64 hex characters (openssl rand -hex 32), or to the contents of DATA_DIR/pii.key if this site used one',
      );
    }
    return keys;
  } catch (err) {
    if (err instanceof PiiKeySpecError) throw new ConfigError(`Invalid environment configuration:\n  ${err.message}`);
    throw err;
  }
}

/**
 * STORAGE=s3 needs a bucket and its region (MinIO and most S3-compatible servers accept
 * `us-east-1`, R2 `auto`). Keys come as a pair; with neither, the AWS SDK's default chain
 * (AWS_* variables, a profile, an instance or task role) supplies credentials.
 */
function checkS3(e: Env): string[] {
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required with STORAGE=s3');
  if (!e.S3_REGION) problems.push('  S3_REGION: required with STORAGE=s3 (e.g. us-east-1; auto for Cloudflare R2)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`  ${missing}: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither to use the AWS default credentials`);
  }
  return problems;
}

/**
 * Settings that are fine on a developer's machine but unsafe on a real site (NODE_ENV=production,
 * the default). TRUST_PROXY=true believes every X-Forwarded-For entry, so a client picks its own
 * address past every per-address limit and into the audit log.
 */
function checkProductionSafety(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  if (e.TRUST_PROXY !== true) return [];
  return [
    "  TRUST_PROXY: 'true' trusts every hop, so any client can set its own address; list the proxies' addresses or CIDRs instead (e.g. TRUST_PROXY=10.0.0.5 or 172.18.0.0/16)",
  ];
}

/**
 * Without SMTP_URL e-mail goes to the log with its links (live reset and invitation tokens) and
 * subjects (applicants' names). That is the embedded newcomer's path (README); a PostgreSQL
 * deployment in production is a real site, so it must say MAIL_TRANSPORT=log to mean it (with
 * SMTP_URL set, SMTP is used and MAIL_TRANSPORT changes nothing).
 */
function checkMail(e: Env): string[] {
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.SMTP_URL && e.MAIL_TRANSPORT !== 'log') {
    return [
      '  SMTP_URL: required with DATABASE_URL in production (without it every e-mail, its links and live tokens included, is written to the log); set SMTP_URL, or MAIL_TRANSPORT=log to log e-mail on purpose',
    ];
  }
  return [];
}

/**
 * SHUTDOWN_DELAY_MS, or its default. A fleet (DATABASE_URL) runs behind a load balancer that polls
 * `/api/health/ready`: after SIGTERM the node answers 503 there but keeps serving until the
 * balancer has seen it (Caddy in compose.yaml checks every 5 s), so no visitor's request meets a
 * closed port. The embedded site is one process with nothing in front to warn: waiting would only
 * make every stop and restart slower, so it closes at once.
 */
export const FLEET_SHUTDOWN_DELAY_MS = 6_000;

/** Reads the environment into a typed config, failing with a message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Problems = e.STORAGE === 's3' ? checkS3(e) : [];
  if (s3Problems.length > 0) throw new ConfigError(`Invalid environment configuration:\n${s3Problems.join('\n')}`);
  const pii = readPiiKeys(e);
  const problems = [...checkProductionSafety(e), ...checkMail(e)];
  if (problems.length > 0) throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <${e.SITE_EMAIL}>`,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    pii,
    storage: e.STORAGE,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    tidycalToken: e.TIDYCAL_TOKEN,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? (e.DATABASE_URL ? FLEET_SHUTDOWN_DELAY_MS : 0),
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    httpHeadersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
    site: {
      name: e.SITE_NAME,
      email: e.SITE_EMAIL,
      phone: e.SITE_PHONE,
      address: e.SITE_ADDRESS,
      officeHours: e.SITE_OFFICE_HOURS,
      residentPortalUrl: e.RESIDENT_PORTAL_URL,
      residentPortal: e.RESIDENT_PORTAL,
      mapEmbedUrl: e.MAP_EMBED_URL,
      mapTiles: e.MAP_TILE_URL
        ? {
            url: e.MAP_TILE_URL,
            // OpenStreetMap's own tiles carry its attribution unless another one is set.
            attribution: e.MAP_TILE_ATTRIBUTION ?? (e.MAP_TILE_URL === OSM_TILE_URL ? OSM_TILE_ATTRIBUTION : ''),
          }
        : undefined,
      geocoderUrl: e.GEOCODER_URL,
      socialLinks: e.SITE_SOCIAL_LINKS,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : WEB_DIST_DIR,
    ...overrides,
  };
}
