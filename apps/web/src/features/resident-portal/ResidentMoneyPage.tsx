import type { OnlinePayment } from '@rentfront/shared/payments';
import { useParams, useSearchParams } from 'react-router';
import { fetchAutopay, fetchOnlinePayments, fetchResidentLedger } from '../../api/residentPayments';
import { AutopayCard } from './AutopayCard';
import { formatCents } from '../../lib/money';
import { LedgerList, OpenChargesList } from './LedgerList';
import { PayNowForm } from './PayNowForm';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { usePortalRead } from './usePortalRead';

const RETURN_TEXTS: Record<OnlinePayment['status'], string> = {
  pending: 'Your payment is being processed. A bank payment can take a few business days; we e-mail your receipt once it clears.',
  succeeded: 'Thank you, your payment is received. Your receipt is in the list below and in your e-mail.',
  failed: 'Your payment did not go through. Nothing was charged; you can try again.',
  cancelled: 'The payment was cancelled. Nothing was charged.',
};

/** /resident/leases/{id}/money: balance, what is due, Pay now, the ledger and its receipts; the processor returns here. */
export default function ResidentMoneyPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const read = usePortalRead(async () => {
    const [ledger, payments, autopay] = await Promise.all([fetchResidentLedger(id), fetchOnlinePayments(id), fetchAutopay(id)]);
    return { ledger: ledger.data, payments: payments.data, autopay: autopay.data };
  });
  return (
    <PortalFrame title="Rent and payments">
      <PortalLoad read={read} label="Loading your balance">
        {({ ledger, payments, autopay }) => {
          const back = returned ? payments.payments.find((p) => p.id === returned) : undefined;
          return (
            <>
              {back && (
                <p role="status" className="rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
                  {formatCents(back.amount_cents)}: {RETURN_TEXTS[back.status]}
                </p>
              )}
              <section aria-labelledby="balance-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <h2 id="balance-title" className="text-lg font-semibold text-slate-900">
                  {ledger.balance_cents < 0 ? 'Credit on your account' : 'Balance'}
                </h2>
                <p className="text-3xl font-semibold tabular-nums text-slate-900">{formatCents(Math.abs(ledger.balance_cents))}</p>
                <PayNowForm leaseId={id} balanceCents={ledger.balance_cents} available={payments.available} />
              </section>
              <AutopayCard leaseId={id} initial={autopay} returned={search.get('autopay') === '1'} />
              <section aria-labelledby="due-title" className="flex flex-col gap-3">
                <h2 id="due-title" className="text-lg font-semibold text-slate-900">
                  What is due
                </h2>
                <OpenChargesList charges={ledger.open_charges} />
              </section>
              <section aria-labelledby="ledger-title" className="flex flex-col gap-3">
                <h2 id="ledger-title" className="text-lg font-semibold text-slate-900">
                  Charges and payments
                </h2>
                <LedgerList entries={ledger.entries} />
              </section>
            </>
          );
        }}
      </PortalLoad>
    </PortalFrame>
  );
}
