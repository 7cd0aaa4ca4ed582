import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DbHandle } from './db/client';
import { createLogger } from './logger';
import { authPlugin } from './platform/auth/plugin';
import { registerBodyParsers } from './platform/http/body-parsers';
import { registerCompression } from './platform/http/compression';
import { frameworkErrorHandler, registerErrorHandling } from './platform/http/error-handler';
import { ReadCaches } from './platform/http/read-cache';
import { plainSerializerCompiler, registerResponseCheck } from './platform/http/response-check';
import { httpTimeoutOptions } from './platform/http/timeouts';
import { registerTextGuard } from './platform/http/text-guard';
import { Lifecycle } from './platform/lifecycle/lifecycle';
import { BackgroundTasks } from './platform/jobs/background';
import { OutboxWorker } from './platform/mail/worker';
import { logTransport, smtpTransport, type MailTransport } from './platform/mail/transport';
import type { PiiCipher } from './platform/pii/cipher';
import { keySetOf, openPiiKeyring } from './platform/pii/keyring';
import { MemoryRateLimitStore, type RateLimitStore } from './platform/rate-limit';
import { RedisRateLimitStore } from './platform/rate-limit-redis';
import { registerSecurityHeaders } from './platform/security/headers';
import { registerSignInCookieNames } from './modules/auth/cookies';
import { registerLeadSourceCookie } from './platform/http/lead-source';
import { registerAuditTrail } from './platform/audit-trail';
import { createStorage } from './platform/storage/create';
import type { Storage } from './platform/storage/storage';
import { MULTIPART_DEFAULT_LIMITS } from './platform/uploads';
import { registerMedia } from './platform/web/media';
import { registerSpa } from './platform/web/spa';
import { applicationsRoutes } from './modules/applications/routes';
import { accountRoutes } from './modules/auth/account-routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { authRoutes } from './modules/auth/routes';
import { mfaRoutes } from './modules/auth/mfa/routes';
import { requireMfaGuard } from './modules/auth/mfa/require-guard';
import { bookingsRoutes } from './modules/bookings/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { contactsRoutes } from './modules/contacts/routes';
import { contractorsRoutes } from './modules/contractors/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { leasesRoutes } from './modules/leases/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { rentReportsRoutes } from './modules/rent-reports/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { noticesRoutes } from './modules/notices/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { propertiesRoutes } from './modules/properties/routes';
import { registerPublicPages } from './pages/register';
import { residentsRoutes } from './modules/residents/routes';
import { savedSearchesRoutes } from './modules/saved-searches/routes';
import { screeningRoutes } from './modules/screening/routes';
import { siteRoutes } from './modules/site/routes';
import { staffRoutes } from './modules/staff/routes';
import { teamRoutes } from './modules/team/routes';
import { toursRoutes } from './modules/tours/routes';
import { syndicationRoutes } from './modules/syndication/routes';

export interface AppDeps {
  config: Config;
  dbHandle: DbHandle;
  logger?: Logger;
  /** Defaults to SMTP when SMTP_URL is set, else the log. Tests pass a recorder. */
  mailTransport?: MailTransport;
  storage?: Storage;
  pii?: PiiCipher;
  rateLimits?: RateLimitStore;
  /** Serve the built web app (off in API-only tests). */
  serveWeb?: boolean;
}

export type RentfrontApp = FastifyInstance & { ctx: AppContext };

type Module = (app: FastifyInstance, ctx: AppContext) => Promise<void>;
const MODULES: Module[] = [
  healthRoutes,
  siteRoutes,
  authRoutes,
  accountRoutes,
  mfaRoutes,
  propertiesRoutes,
  syndicationRoutes,
  bookingsRoutes,
  applicationsRoutes,
  screeningRoutes,
  noticesRoutes,
  maintenanceRoutes,
  leasesRoutes,
  ledgerRoutes,
  rentReportsRoutes,
  contractorsRoutes,
  contactsRoutes,
  teamRoutes,
  chatbotRoutes,
  dashboardRoutes,
  savedSearchesRoutes,
  toursRoutes,
  auditLogRoutes,
  staffRoutes,
  residentsRoutes,
  paymentsRoutes,
];

/** Rate-limit counters: in Redis when REDIS_URL is set (checked now, so a bad URL stops the start), else in memory. */
async function createRateLimitStore(config: Config, logger: Logger): Promise<RateLimitStore> {
  if (!config.redisUrl) return new MemoryRateLimitStore(config.rateLimitScale);
  const store = new RedisRateLimitStore({
    url: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    limitScale: config.rateLimitScale,
    logger,
  });
  await store.connect();
  return store;
}

/** Builds the whole HTTP application around already-opened dependencies. Used by main and tests. */
export async function buildApp(deps: AppDeps): Promise<RentfrontApp> {
  const { config, dbHandle } = deps;
  const logger = deps.logger ?? createLogger(config);
  // STORAGE=s3 is checked now (a probe object written and removed): a wrong bucket stops the start.
  const storage = deps.storage ?? (await createStorage(config, logger));
  const transport = deps.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger));
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbHandle,
    storage,
    // Checked against the database's key check values: a wrong PII_KEY stops the start.
    pii: deps.pii ?? (await openPiiKeyring(dbHandle.db, keySetOf(config))),
    rateLimits: deps.rateLimits ?? (await createRateLimitStore(config, logger)),
    mailer: new OutboxWorker({
      db: dbHandle.db,
      transport,
      storage,
      from: config.mailFrom,
      logger,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
    background: new BackgroundTasks(logger),
    logger,
    readCaches: new ReadCaches(),
    lifecycle: new Lifecycle(),
  };

  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A whole request must arrive within its time, its head sooner (platform/http/timeouts.ts).
    ...httpTimeoutOptions(config),
    genReqId: () => crypto.randomUUID(),
    // Slugs and tokens can be long; past this the router answers 414 (see frameworkErrorHandler).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
  }) as unknown as FastifyInstance;
  // Known connections let a stop close idle ones at once (platform/lifecycle/connections.ts).
  ctx.lifecycle.watch(app.server);
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas describe the answers (/api/docs, the typed client) without reshaping them.
  app.setSerializerCompiler(plainSerializerCompiler);
  if (config.env !== 'production') registerResponseCheck(app);

  registerBodyParsers(app);
  // Before any route: NUL, control characters or lone surrogates in params, query or body are a 400 on every route.
  registerTextGuard(app);
  // Before any route: the plugin attaches itself to each route as it is declared.
  await registerCompression(app);

  await app.register(cookie);
  registerSignInCookieNames(app, config);
  registerLeadSourceCookie(app, config);
  // readMultipart sets each route's limits and byte budget (platform/uploads.ts); these defaults
  // are the most any route takes (a 10 MB file, 20 of them, a 64 KB text field).
  await app.register(multipart, { limits: MULTIPART_DEFAULT_LIMITS });
  await registerSecurityHeaders(app, config);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: { info: { title: 'Rentfront API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { db: ctx.db, config });
  await app.register(requireMfaGuard, { ctx });
  // Deletes and settings changes are recorded route by route (platform/audit-trail.ts).
  registerAuditTrail(app, ctx);
  for (const mod of MODULES) {
    await app.register(async (instance) => mod(instance, ctx));
  }
  registerMedia(app, storage);
  if (deps.serveWeb !== false) {
    await registerSpa(app, { distDir: config.webDistDir, renderPage: await registerPublicPages(app, ctx, config.webDistDir) });
  }

  app.addHook('onClose', async () => {
    // Work requests started (mail to queue) finishes first: it writes to the database.
    await ctx.background.drain();
    await ctx.mailer.stop();
    transport.close();
    await ctx.rateLimits.close?.();
    // A store passed in belongs to the caller; the one made here is closed here.
    if (!deps.storage) storage.close?.();
  });

  return Object.assign(app, { ctx });
}
