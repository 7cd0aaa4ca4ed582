// `npm run bench:feed -w @rentfront/server`: issue 35's feed target (10,000 properties streamed in
// at most 2 s, in constant memory). Fills the catalogue with syndicated homes (three captioned
// photos and a required fee each), then downloads GET /feeds/hotpads.xml and /feeds/listings.json
// over HTTP, and reports the time, the size and how far the process's RSS grew while each streamed
// (server and client share this process, so the figure is an upper bound for the server). Run it
// at two sizes: constant memory means the growth does not follow the size.
//
//   npm run bench:feed -w @rentfront/server [-- --rows 10000]
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:feed -w @rentfront/server   (PostgreSQL, scratch database)
import { sql } from 'drizzle-orm';
import { createTestContext, TEST_ENGINE } from '../../src/test/context';

const rowsArg = process.argv.indexOf('--rows');
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function fill(t: Awaited<ReturnType<typeof createTestContext>>) {
  const fee = JSON.stringify([{ name: 'Trash & water', amount: 35, frequency: 'monthly', required: true, refundable: false, note: null }]);
  await t.db.db.execute(sql`
    insert into properties (slug, title, description, property_type, area_sqft, bedrooms, bathrooms, price, fees, monthly_fees,
                            address, city, state, pincode, latitude, longitude, amenities, lease_terms, syndicate, created_at)
    select 'bench-feed-' || g, 'Bench home ' || g || ' <"étage" & more>', 'A bright home, number ' || g || ', close to the park & the river.',
           (array['apartment','house','condo','townhouse'])[1 + g % 4], 600 + g % 900, g % 4, 1 + (g % 3) * 0.5, 1000 + g % 2000,
           ${fee}::jsonb, 35, g || ' Bench Street', 'Albany', 'NY', '12207', 42.6 + (g % 100) / 1000.0, -73.7 - (g % 100) / 1000.0,
           array['Dishwasher','Laundry'], array['12','mtm'], true, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  await t.db.db.execute(sql`
    insert into property_media (property_id, url, width, height, position, is_cover, caption)
    select p.id, '/media/properties/' || p.id || '-' || n || '/800.webp', 1600, 1067, n, n = 0, (array['Outside','Living room','Kitchen'])[n + 1]
    from properties p cross join generate_series(0, 2) n`);
  await t.db.db.execute(sql`analyze properties`);
  await t.db.db.execute(sql`analyze property_media`);
}

async function download(address: string, path: string) {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  const res = await fetch(`${address}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok || !res.body) throw new Error(`${path} failed: ${res.status}`);
  const reader = res.body.getReader();
  let firstByteAt = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteAt) firstByteAt = performance.now() - start;
    bytes += value.length;
  }
  const total = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`[${TEST_ENGINE}] GET ${path}: ${ROWS} homes, ${mb(bytes)} MB`);
  console.log(`  first byte after ${firstByteAt.toFixed(0)} ms, whole feed after ${(total / 1000).toFixed(2)} s (target <= 2 s)`);
  console.log(`  RSS ${mb(before)} MB before, peak ${mb(peak)} MB: growth ${mb(peak - before)} MB`);
}

async function main() {
  const t = await createTestContext();
  try {
    const fillStart = Date.now();
    await fill(t);
    console.log(`[${TEST_ENGINE}] ${ROWS} syndicated homes with 3 photos each in ${((Date.now() - fillStart) / 1000).toFixed(1)} s`);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    // One warm-up read: the first query of a fresh connection plans and caches.
    await (await fetch(`${address}/feeds/hotpads.xml`)).arrayBuffer();
    await download(address, '/feeds/hotpads.xml');
    await download(address, '/feeds/listings.json');
  } finally {
    await t.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
