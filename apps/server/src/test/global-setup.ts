// Vitest global setup of the server integration tests: migrate once for the whole run
// (test/template-db.ts); every test context then starts from a copy.
import { makePgliteTemplate, makePostgresTemplate } from './template-db';

export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const drop = await makePostgresTemplate(serverUrl);
    return drop;
  }
  const remove = await makePgliteTemplate();
  return async () => remove();
}
