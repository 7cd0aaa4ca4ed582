import { buildApp } from '../app';
import { openMigratedDb, readConfigOrExit } from '../bootstrap';
import { seedDemo } from '../seed';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const config = readConfigOrExit();
const { handle } = await openMigratedDb(config);
const app = await buildApp({ config, dbHandle: handle, serveWeb: false });
await seedDemo(app.ctx);
// Deliver what seeding queued (or log it when SMTP is not configured).
await app.ctx.mailer.drain();
await app.close();
await handle.close();
console.log('Demo data added.');
