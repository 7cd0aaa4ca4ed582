import type { AutopayState } from '@rentfront/shared/payments';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { startAutopay, stopAutopay } from '../../api/residentPayments';
import { formatShortDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { FailureNote } from '../../ui/FailureNote';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export const AUTOPAY_TEXTS = {
  off: 'Autopay is off. Turn it on and we charge what your lease owes on the day rent is due, to a card or bank account you save on our payment partner’s secure page.',
  pending: 'Autopay is waiting for your card or bank account. Finish on the payment page, or cancel.',
  returned: 'Thank you. Autopay turns on as soon as our payment partner confirms your card or bank account.',
  onMine: (since: string) =>
    `Autopay is on since ${since}. We charge what your lease owes on the day rent is due, and e-mail each receipt.`,
  onOther: (name: string) => `Autopay is on, set up by ${name}. Only they can turn it off.`,
  turnedOff: 'Autopay is off. Pay each month from this page.',
} as const;

/**
 * Autopay on the money page (ADR 0040): turning it on opens the processor's page that saves a
 * method; the webhook switches it on, so a return shows "waiting" until then.
 */
export function AutopayCard({ leaseId, initial, returned }: { leaseId: string; initial: AutopayState; returned: boolean }) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!state.available) return null;

  const turnOn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign((await startAutopay(leaseId)).data.redirect_url);
    } catch (err) {
      setFailure(failureMessage(err, 'Autopay could not be started. Try again.'));
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await stopAutopay(leaseId);
      setState({ ...state, status: 'off', mine: false, set_up_by: null, since: null });
      setNote(AUTOPAY_TEXTS.turnedOff);
    } catch (err) {
      setFailure(failureMessage(err, 'Autopay could not be turned off. Try again.'));
    } finally {
      // Closed either way, so the answer (or the failure) is read on the card.
      setConfirming(false);
      setBusy(false);
    }
  };

  const text =
    state.status === 'on'
      ? state.mine
        ? AUTOPAY_TEXTS.onMine(formatShortDate(state.since))
        : AUTOPAY_TEXTS.onOther(state.set_up_by ?? 'another resident')
      : state.status === 'pending'
        ? returned
          ? AUTOPAY_TEXTS.returned
          : AUTOPAY_TEXTS.pending
        : (note ?? AUTOPAY_TEXTS.off);

  return (
    <section aria-labelledby="autopay-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="autopay-title" className="text-lg font-semibold text-slate-900">
        Autopay
      </h2>
      <p role="status" className="text-sm text-slate-800">
        {text}
      </p>
      <FailureNote message={failure} />
      <div className="flex flex-wrap gap-2">
        {state.status === 'off' && (
          <Button onClick={turnOn} disabled={busy}>
            {busy ? 'Opening the payment page…' : 'Turn on autopay'}
          </Button>
        )}
        {state.status === 'pending' && (
          <>
            <Button onClick={turnOn} disabled={busy}>
              Continue setting up autopay
            </Button>
            <Button variant="outline" onClick={turnOff} disabled={busy}>
              Cancel autopay
            </Button>
          </>
        )}
        {state.status === 'on' && state.mine && (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy}>
            Turn off autopay
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn off autopay?"
        message="We stop charging your saved card or bank account. You then pay each month from this page."
        confirmLabel="Turn off autopay"
        onConfirm={turnOff}
        busy={busy}
      />
    </section>
  );
}
