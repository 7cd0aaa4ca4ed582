import { buildApp } from './app';
import { openMigratedDb, readConfigOrExit } from './bootstrap';
import { ConfigError } from './config';
import { createLogger } from './logger';
import { ensureFirstAdmin } from './modules/auth/service';
import { seedDemo } from './seed';
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

  app.ctx.mailer.start();
  const stopMaintenance = startEmbeddedMaintenance(handle, logger);
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      stopMaintenance();
      await handle.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  // A setting that points nowhere (e.g. REDIS_URL) is told in one line; anything else with its stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
