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

const moneyPage = (config: Config, leaseId: string) => `${config.publicUrl}/resident/leases/${leaseId}/money`;

/** Autopay is on: what it will do, and how to stop it. */
export function autopayOnEmail(config: Config, name: string, leaseId: string) {
  return renderEmail(
    {
      subject: 'Autopay is on',
      greeting: `Hello ${name},`,
      heading: 'Autopay is on for your rent',
      paragraphs: [
        'Each month, on the day rent is due, we charge what your lease owes to the card or bank account you saved.',
        'You get a receipt for each payment. You can turn autopay off on your payments page at any time.',
      ],
      action: { label: 'See your payments', url: moneyPage(config, leaseId) },
    },
    config.site.name,
  );
}

/** An autopay charge was refused: nothing was taken, the rent is still owed. */
export function autopayFailedEmail(config: Config, name: string, leaseId: string, amountCents: number, reason: string) {
  return renderEmail(
    {
      subject: `Autopay could not pay your rent (${usd(amountCents)})`,
      greeting: `Hello ${name},`,
      heading: 'Your autopay payment did not go through',
      paragraphs: [
        `We tried to charge ${usd(amountCents)} for your rent and it was refused: ${reason}`,
        'Nothing was taken. Please pay from your payments page before the grace days end, or update the card or bank account by turning autopay off and on again.',
      ],
      action: { label: 'Pay now', url: moneyPage(config, leaseId) },
    },
    config.site.name,
  );
}
