// The receipt e-mail of a payment staff record (issue 33 item 3): to each of the lease's residents
// and to the office, queued in the payment's transaction so a payment rolled back e-mails no one.
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { leaseResidents } from '../../db/schema';
import { enqueueEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import { receiptRows, type ReceiptFacts } from './receipts';

function receiptEmail(config: Config, f: ReceiptFacts, to: string, name: string | null) {
  const resident = name !== null;
  const content = renderEmail(
    {
      subject: `Payment received: ${f.amount} (receipt ${f.receiptNumber})`,
      greeting: resident ? `Hello ${name},` : undefined,
      heading: resident ? `We received your payment of ${f.amount}` : `Payment of ${f.amount} recorded on lease ${f.leaseReference}`,
      paragraphs: resident
        ? [`Thank you. ${config.site.name} has recorded your payment on lease ${f.leaseReference}. Your receipt is below; a PDF copy is in the resident portal.`]
        : [`This is the office copy of receipt ${f.receiptNumber}.`],
      rows: receiptRows(f),
    },
    config.site.name,
  );
  return { ...content, to };
}

/** Queues the receipt to every resident of the lease and to the office. Answers how many. */
export async function queueReceiptEmails(tx: DbOrTx, config: Config, leaseId: string, facts: ReceiptFacts): Promise<number> {
  const people = await tx
    .select({ email: leaseResidents.email, fullName: leaseResidents.fullName })
    .from(leaseResidents)
    .where(eq(leaseResidents.leaseId, leaseId))
    .orderBy(asc(leaseResidents.position));
  for (const p of people) await enqueueEmail(tx, receiptEmail(config, facts, p.email, p.fullName));
  await enqueueEmail(tx, receiptEmail(config, facts, config.site.email, null));
  return people.length + 1;
}
