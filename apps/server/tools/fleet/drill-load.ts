// The load of the two-node drill (docs/deploy.md "Two-node drill"): contact-form writes spread
// over the nodes for a while, one progress line a second, then the count that matters: every
// acknowledged write checked against the database. Exits 1 if one is missing.
//   DATABASE_URL=postgres://... node --import tsx tools/fleet/drill-load.ts \
//     --node a=http://127.0.0.1:3001 --node b=http://127.0.0.1:3002 --seconds 30 --concurrency 16
// The nodes need TRUST_PROXY=loopback (each write comes from its own X-Forwarded-For address) and
// PUBLIC_URL equal to --origin.
import { parseArgs } from 'node:util';
import { openDb } from '../../src/db/client';
import { checkWrites, untilOutboxDrained } from './write-check';
import { startWriteLoad, type LoadTarget, type TargetTally } from './write-load';

const { values } = parseArgs({
  options: {
    node: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '16' },
    origin: { type: 'string', default: 'http://rentfront.test' },
    'mail-wait': { type: 'string', default: '120' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
const targets: LoadTarget[] = (values.node ?? []).map((spec) => {
  const [name, url] = spec.split('=');
  return { name, url: url.replace(/\/+$/, '') };
});
if (!databaseUrl || targets.length === 0 || targets.some((t) => !t.url)) {
  console.error('usage: DATABASE_URL=postgres://... drill-load.ts --node a=http://host:port --node b=http://host:port [--seconds 30]');
  process.exit(2);
}

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, n]) => `${n}x ${key}`)
    .join(', ');
const failures = (t: TargetTally) =>
  `${t.refused} refused, ${t.broken} cut${Object.keys(t.errors).length ? ` [${counts(t.errors)}]` : ''}, ` +
  `other answers: ${counts(t.statuses) || 'none'}`;
const line = (t: TargetTally) => `${t.acknowledged.length} acknowledged of ${t.sent} (${failures(t)})`;

const load = startWriteLoad({ targets, origin: values.origin, concurrency: Number(values.concurrency) });
const started = Date.now();
console.log(
  `load ${load.runId}: ${values.concurrency} writes in flight over ${targets.map((t) => t.name).join(', ')} for ${values.seconds} s`,
);
const progress = setInterval(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${String(seconds).padStart(3)} s  ${load.acknowledged()} acknowledged`);
}, 1000);
let stopEarly: () => void = () => undefined;
process.once('SIGINT', () => stopEarly());
await new Promise<void>((resolve) => {
  stopEarly = resolve;
  setTimeout(resolve, Number(values.seconds) * 1000);
});
clearInterval(progress);
const result = await load.stop();

console.log(`\nload ${result.runId} ran ${(result.durationMs / 1000).toFixed(1)} s`);
for (const [name, tally] of Object.entries(result.tallies)) console.log(`  node ${name}: ${line(tally)}`);
const handle = await openDb({ databaseUrl, poolSize: 2 });
try {
  const check = await checkWrites(handle.db, result);
  console.log(`acknowledged writes: ${check.acknowledged}; rows in the database: ${check.rows}`);
  console.log(`acknowledged writes lost: ${check.lost.length}${check.lost.length ? ` (${check.lost.join(', ')})` : ''}`);
  console.log(`rows written but never acknowledged (answer cut off): ${check.unacknowledgedRows}`);
  const mailStarted = Date.now();
  const outbox = await untilOutboxDrained(handle.db, Number(values['mail-wait']) * 1000).catch((err: Error) => err);
  if (outbox instanceof Error) console.log(`outbox: ${outbox.message}`);
  else
    console.log(
      `outbox drained ${((Date.now() - mailStarted) / 1000).toFixed(1)} s after the load: ${outbox.sent} sent, ${outbox.failed} failed`,
    );
  process.exitCode = check.lost.length > 0 ? 1 : 0;
} finally {
  await handle.close();
}
