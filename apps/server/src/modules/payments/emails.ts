import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail/template';
import type { LedgerEntryRow } from '../ledger/book';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The receipt of a confirmed online payment; the PDF is in the portal. */
export function onlinePaymentReceiptEmail(config: Config, name: string, entry: LedgerEntryRow) {
  return renderEmail(
    {
      subject: `Payment received: ${usd(-entry.amountCents)} (${entry.receiptNumber ?? ''})`,
      greeting: `Hello ${name},`,
      heading: 'Thank you, your payment is received',
      paragraphs: [
        `We received your online payment of ${usd(-entry.amountCents)} on ${entry.entryDate} (${LEDGER_CATEGORY_LABELS[entry.category]}).`,
        `Receipt number: ${entry.receiptNumber ?? ''}. Your balance is now ${usd(entry.balanceCents)}.`,
      ],
      action: { label: 'See your payments', url: `${config.publicUrl}/resident/leases/${entry.leaseId}/money` },
    },
    config.site.name,
  );
}
