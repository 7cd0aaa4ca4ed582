// The deposit statement e-mail (issue 33 item 5): to each resident of the lease and to the office,
// the sent PDF attached from storage, queued in the sending transaction.
import { money } from '../../leases/document/merge';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { enqueueEmail } from '../../../platform/mail/outbox';
import { renderEmail } from '../../../platform/mail/template';
import { settlementRows } from './pdf';
import type { StatementFacts } from './statement';

export interface StatementRecipient {
  email: string;
  fullName: string;
}

function statementEmail(config: Config, f: StatementFacts, storageKey: string, to: string, name: string | null) {
  const ref = f.lease.reference;
  const outcome = f.billedCents > 0 ? `${money(f.billedCents)} remains owed` : `a refund of ${money(f.refundCents)} is due to you`;
  const content = renderEmail(
    {
      subject: `Security deposit statement for lease ${ref}`,
      greeting: name ? `Hello ${name},` : undefined,
      heading: name ? 'Your security deposit statement' : `Deposit statement sent for lease ${ref}`,
      paragraphs: name
        ? [`${config.site.name} has itemised your security deposit after your move-out: ${outcome}. The statement is attached as a PDF.`]
        : [`This is the office copy of the deposit statement of lease ${ref}.`],
      rows: settlementRows(f),
    },
    config.site.name,
  );
  return {
    ...content,
    to,
    attachments: [{ filename: `deposit-statement-${ref}.pdf`, contentType: 'application/pdf', storageKey }],
  };
}

/** Queues the statement to every resident and to the office; answers how many. */
export async function queueStatementEmails(
  tx: DbOrTx,
  config: Config,
  f: StatementFacts,
  storageKey: string,
  residents: StatementRecipient[],
): Promise<number> {
  for (const r of residents) await enqueueEmail(tx, statementEmail(config, f, storageKey, r.email, r.fullName));
  await enqueueEmail(tx, statementEmail(config, f, storageKey, config.site.email, null));
  return residents.length + 1;
}
