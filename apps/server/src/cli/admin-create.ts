import { buildApp } from '../app';
import { openMigratedDb, readConfigOrExit } from '../bootstrap';
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs, runAdminCreate } from './admin-create-command';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const args = parseAdminCreateArgs(process.argv.slice(2));
if (!args) {
  console.error(ADMIN_CREATE_USAGE);
  process.exit(1);
}
const config = readConfigOrExit();
const { handle } = await openMigratedDb(config);
const app = await buildApp({ config, dbHandle: handle, serveWeb: false });
try {
  process.exitCode = await runAdminCreate(app.ctx, args, (line) => console.log(line));
} finally {
  await app.close();
  await handle.close();
}
