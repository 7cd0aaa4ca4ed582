import { buildApp } from './app';
import { openMigratedDb, readConfigOrExit } from './bootstrap';
import { ConfigError } from './config';
import { createLogger } from './logger';
import { ensureFirstAdmin } from './modules/auth/service';
import { upgradeLegacyRecoveryCodes } from './modules/auth/mfa/recovery-codes';
import { seedDemo } from './seed';
import { shutDown, stopOnSignals } from './platform/lifecycle/shutdown';
import { startEmbeddedMaintenance } from './db/maintenance';

async function main() {
  const config = readConfigOrExit();
  const logger = createLogger(config);
  const { handle, wasEmpty } = await openMigratedDb(config);
  const app = await buildApp({ config, dbHandle: handle, logger });

  // Demo data fills a new embedded database unless SEED_DEMO says otherwise.
  const shouldSeed = config.seedDemo ?? (wasEmpty && handle.kind === 'pglite');
  if (shouldSeed && wasEmpty) {
    logger.info('new database: adding demo data');
    await seedDemo(app.ctx);
  }
  const admin = await ensureFirstAdmin(app.ctx);
  // Recovery codes stored unkeyed before issue 30 become HMACs (a code check also does it per user).
  const upgraded = await upgradeLegacyRecoveryCodes(app.ctx, app.ctx.db);
  if (upgraded > 0) logger.info({ upgraded }, 'recovery codes rewritten as HMACs');

  app.ctx.mailer.start();
  const stopMaintenance = startEmbeddedMaintenance(handle, logger);
  // SIGTERM/SIGINT: readiness 503 while still serving for SHUTDOWN_DELAY_MS (load balancers move
  // traffic away), then the listener closes, idle connections close, requests in flight finish
  // (10 s at most), the mail worker stops (app's onClose), the database closes and DATA_DIR's lock
  // is released; exit code 0.
  stopOnSignals(logger, () => shutDown({ app, handle, logger, beforeDbClose: stopMaintenance, delayMs: config.shutdownDelayMs }));
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    ``,
    `  Rentfront is running at ${config.publicUrl}`,
    `  Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}`,
  ];
  if (admin.created && admin.setupLink) {
    lines.push(`  First admin: ${admin.email}`, `  Set its password (one-time link, 24 h): ${admin.setupLink}`);
  } else if (admin.created) {
    lines.push(`  First admin ${admin.email} created with ADMIN_PASSWORD; sign in at ${config.publicUrl}/admin-login`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  // A setting that points nowhere (e.g. REDIS_URL) is told in one line; anything else with its stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
