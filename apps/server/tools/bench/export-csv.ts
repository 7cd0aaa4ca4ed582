// `npm run bench:export -w @rentfront/server`: issue 19's export target. Fills contact_messages
// with 100,000 rows, then downloads GET /api/admin/contacts/export over HTTP and reports the time
// to the first byte, the total time, and how far the process's RSS grew while the file streamed
// (server and client share this process, so the figure is an upper bound for the server).
//
//   npm run bench:export -w @rentfront/server [-- --rows 100000]
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:export -w @rentfront/server   (PostgreSQL, scratch database)
import { sql } from 'drizzle-orm';
import { createTestContext, TEST_ENGINE, TEST_ORIGIN } from '../../src/test/context';
import { loginAsAdmin } from '../../src/test/http';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const t = await createTestContext();
  try {
    const fillStart = Date.now();
    // Messages with commas, quotes and a leading "=" every tenth row: the escaping is part of the cost.
    await t.db.db.execute(sql`
      insert into contact_messages (full_name, email, phone, message, created_at)
      select 'Bench Sender ' || g, 'bench' || g || '@example.com', '518-555-0100',
             case when g % 10 = 0 then '=HYPERLINK("x")' else 'Message ' || g || ', about "the flat"' end,
             now() - g * interval '1 second'
      from generate_series(1, ${ROWS}) g`);
    // As autovacuum would have done by then on a real database.
    await t.db.db.execute(sql`analyze contact_messages`);
    console.log(`[${TEST_ENGINE}] ${ROWS} contact messages in ${((Date.now() - fillStart) / 1000).toFixed(1)} s`);

    const admin = await loginAsAdmin(t);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

    const start = performance.now();
    const res = await fetch(`${address}/api/admin/contacts/export`, { headers: { origin: TEST_ORIGIN, cookie: admin.cookie } });
    const headersAt = performance.now() - start;
    if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
    const reader = res.body.getReader();
    let firstByteAt = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByteAt) firstByteAt = performance.now() - start;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines++;
    }
    const total = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    console.log(`[${TEST_ENGINE}] GET /api/admin/contacts/export: ${lines - 1} rows (+ header), ${mb(bytes)} MB`);
    console.log(
      `  headers after ${headersAt.toFixed(0)} ms, first byte after ${firstByteAt.toFixed(0)} ms, whole file after ${(total / 1000).toFixed(1)} s`,
    );
    console.log(`  RSS ${mb(before)} MB before, peak ${mb(peak)} MB: growth ${mb(peak - before)} MB (target < 50 MB)`);
    if (lines - 1 !== ROWS) throw new Error(`expected ${ROWS} rows, got ${lines - 1}`);
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
