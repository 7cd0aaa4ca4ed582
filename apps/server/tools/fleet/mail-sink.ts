// A capture SMTP server for the two-node drill (docs/deploy.md): prints its SMTP_URL, keeps every
// message, and on Ctrl-C or SIGTERM prints how many arrived and which Message-IDs came twice.
//   node --import tsx tools/fleet/mail-sink.ts
import { startSmtpCapture } from '../../src/platform/mail/smtp-capture';

const sink = await startSmtpCapture();
console.log(`SMTP_URL=${sink.url}`);

let stopping = false;
const report = async () => {
  if (stopping) return;
  stopping = true;
  const counts = new Map<string, number>();
  for (const m of sink.messages) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  console.log(`messages received: ${sink.messages.length}; distinct Message-IDs: ${counts.size}; received more than once: ${twice.length}`);
  for (const [id, n] of twice) console.log(`  ${id} x${n}`);
  await sink.close();
  process.exit(0);
};
process.on('SIGINT', () => void report());
process.on('SIGTERM', () => void report());
