import fs from 'node:fs';

/**
 * Makes the command work in the folder it was typed in. `npm run X` from the repository root runs
 * the workspace's script in apps/server, so a relative DATA_DIR (the default `./data`), `.env` and
 * paths given on the command line would name apps/server/... instead of what `npm start` uses
 * (the repository root's ./data). npm says where the command was typed in INIT_CWD; run from
 * there. Call it first, before the config or any argument path is read.
 */
export function workInInvocationDir(env: NodeJS.ProcessEnv = process.env): void {
  const typedIn = env.INIT_CWD;
  if (typedIn && fs.existsSync(typedIn) && fs.statSync(typedIn).isDirectory()) process.chdir(typedIn);
}
