// Vitest global setup of the server integration tests: migrate once for the whole run
// (test/template-db.ts); every test context then starts from a copy.
import { TEMPLATE_ENV, makePgliteTemplate, makePostgresTemplate } from './template-db';

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // Both projects of vitest.config.ts name this set-up: the first one makes the template, the
  // second finds it made (the same process) and leaves it alone.
  if (process.env[serverUrl ? TEMPLATE_ENV.postgres : TEMPLATE_ENV.pglite]) return async () => undefined;
  if (serverUrl) {
    const drop = await makePostgresTemplate(serverUrl);
    return drop;
  }
  const remove = await makePgliteTemplate();
  return async () => remove();
}
