// Server integration tests: always on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// The Redis rate-limit tests join both runs when TEST_REDIS_URL is set (apps/server/vitest.config.ts).
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const cwd = path.join(ROOT, 'apps/server');
const extra = process.argv.slice(2);
const json = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(ROOT, 'test-results', `${name}.json`)}`];

console.log('\n== Server integration tests on PGlite ==');
const env = { ...process.env };
delete env.TEST_DATABASE_URL;
if (!process.env.TEST_REDIS_URL) console.log('(TEST_REDIS_URL is not set: the Redis rate-limit tests do not run.)');
let code = await run('npx', ['vitest', 'run', ...json('server-pglite'), ...extra], { cwd, env });
if (code === 0 && process.env.TEST_DATABASE_URL) {
  console.log('\n== Server integration tests on PostgreSQL ==');
  code = await run('npx', ['vitest', 'run', ...json('server-postgres'), ...extra], { cwd });
} else if (code === 0) {
  console.log('\n(TEST_DATABASE_URL is not set: skipping the PostgreSQL run.)');
}
process.exit(code);
