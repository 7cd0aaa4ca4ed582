import { buildApp } from '../../../server/src/app';
import { openMigratedDb } from '../../../server/src/bootstrap';
import { runAdminCreate, type AdminCreateArgs } from '../../../server/src/cli/admin-create-command';
import { loadConfig } from '../../../server/src/config';

/**
 * Creates the journeys' admins as `npm run admin:create` does, in this process and in one opening
 * of the database: three `npx tsx` runs cost about 25 s of every journey run (each started tsx and
 * checked the migrations anew). Runs before the server starts: the embedded database takes one
 * process at a time.
 */
export async function createAdmins(env: NodeJS.ProcessEnv, admins: AdminCreateArgs[]): Promise<void> {
  const config = loadConfig(env);
  const { handle } = await openMigratedDb(config);
  const app = await buildApp({ config, dbHandle: handle, serveWeb: false });
  try {
    for (const admin of admins) {
      const lines: string[] = [];
      const code = await runAdminCreate(app.ctx, admin, (line) => lines.push(line));
      if (code !== 0) throw new Error(`admin:create ${admin.email} failed:\n${lines.join('\n')}`);
    }
  } finally {
    await app.close();
    await handle.close();
  }
}
