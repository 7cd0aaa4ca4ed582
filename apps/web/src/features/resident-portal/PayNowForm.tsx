import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { startOnlinePayment } from '../../api/residentPayments';
import { Button } from '../../ui/Button';
import { FailureNote } from '../../ui/FailureNote';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { parsePayAmount, prefillAmount } from './payAmount';

export const PAY_UNAVAILABLE_TEXT = 'Online payment is not available. Pay the office by check or bank transfer.';

/** Pay now: the balance prefilled and editable; the processor's hosted page takes it from there. */
export function PayNowForm({ leaseId, balanceCents, available }: { leaseId: string; balanceCents: number; available: boolean }) {
  const [text, setText] = useState(prefillAmount(balanceCents));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per amount: pressing again (or a retry after a lost answer) is the same payment; another
  // amount is another payment.
  const [attempt, setAttempt] = useState<{ cents: number; key: string } | null>(null);
  if (!available) {
    return (
      <p role="status" className="rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
        {PAY_UNAVAILABLE_TEXT}
      </p>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePayAmount(text, balanceCents);
    if ('error' in parsed) return setError(parsed.error);
    setError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const key = attempt?.cents === parsed.cents ? attempt.key : crypto.randomUUID();
      setAttempt({ cents: parsed.cents, key });
      const res = await startOnlinePayment(leaseId, parsed.cents, key);
      window.location.assign(res.data.redirect_url);
    } catch (err) {
      setFailure(failureMessage(err, 'The payment could not be started. Nothing was charged; try again.'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Amount (USD)" error={error} hint="Card or US bank account, on our payment partner's secure page.">
        <Input inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <FailureNote message={failure} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Opening the payment page…' : 'Pay now'}
      </Button>
    </form>
  );
}
