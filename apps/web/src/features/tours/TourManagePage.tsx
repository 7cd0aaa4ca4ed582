import { TOUR_MESSAGES, TOUR_STATUS_LABELS } from '@rentfront/shared/tours-core';
import type { TourManageView } from '@rentfront/shared/tours';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { ApiError, failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { LazyConfirmDialog } from '../../ui/LazyConfirmDialog';
import { LinkLoading, LinkProblem } from '../../ui/LinkProblem';
import { TourAddToCalendar } from './TourAddToCalendar';
import { TourTimePicker } from './TourTimePicker';
import { whenLabel } from './tourTime';

const api = () => import('../../api/tours');

type State = { status: 'pending' } | { status: 'failed'; message: string; retry: boolean } | { status: 'ready'; tour: TourManageView };

/** A link that names no tour (tampered, expired) gets a plain message, never an error screen. */
function failed(error: unknown): State {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { status: 'failed', message: failureMessage(error, TOUR_MESSAGES.linkInvalid), retry: false };
  return { status: 'failed', message: failureMessage(error, 'Could not load your tour.'), retry: true };
}

/** /tour/manage/:token: the visitor's tour, with reschedule and cancel (the link in their e-mail). */
export default function TourManagePage() {
  const token = useParams().token ?? '';
  const [state, setState] = useState<State>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const [rescheduling, setRescheduling] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    api()
      .then((m) => m.getManagedTour(token))
      .then(
        (r) => current && setState({ status: 'ready', tour: r.data }),
        (e: unknown) => current && setState(failed(e)),
      );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const change = async (run: () => Promise<{ data: TourManageView; message?: string }>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const r = await run();
      setState({ status: 'ready', tour: r.data });
      setNotice(r.message || done);
      setRescheduling(false);
      setStart(null);
    } catch (e) {
      setProblem(failureMessage(e, 'Could not change your tour. Please try again.'));
      if (e instanceof ApiError && e.status === 409) {
        setStart(null);
        setVersion((v) => v + 1);
      }
    } finally {
      setBusy(false);
      setConfirmCancel(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Your Tour</h1>
      {state.status === 'pending' && <LinkLoading label="Loading your tour" />}
      {state.status === 'failed' && (
        <LinkProblem message={state.message} onRetry={state.retry ? () => setAttempt((n) => n + 1) : undefined}>
          <SiteLink to="/tour" className="text-brand-800 underline">
            Book a new tour
          </SiteLink>
        </LinkProblem>
      )}
      {state.status === 'ready' && (
        <div className="mt-6 grid gap-6">
          {notice && (
            <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
              {notice}
            </p>
          )}
          <section aria-labelledby="tour-summary" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <h2 id="tour-summary" className="text-xl font-semibold text-slate-900">
              {state.tour.type_label}
            </h2>
            <dl className="grid gap-1 text-sm text-slate-900">
              <div>
                <dt className="inline font-semibold">Home: </dt>
                <dd className="inline">
                  <SiteLink to={`/properties/${state.tour.property.id}`} className="text-brand-800 underline">
                    {state.tour.property.title}
                  </SiteLink>
                  , {state.tour.property.address}
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold">When: </dt>
                <dd className="inline">{whenLabel(state.tour.start, state.tour.time_zone)}</dd>
              </div>
              <div>
                <dt className="inline font-semibold">Status: </dt>
                <dd className="inline">{TOUR_STATUS_LABELS[state.tour.status]}</dd>
              </div>
            </dl>
            {state.tour.status !== 'cancelled' && (
              <TourAddToCalendar calendarUrl={state.tour.calendar_url} googleUrl={state.tour.google_calendar_url} />
            )}
            {state.tour.can_change ? (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant={rescheduling ? 'outline' : 'primary'}
                  onClick={() => setRescheduling((v) => !v)}
                  aria-expanded={rescheduling}
                >
                  {rescheduling ? 'Keep this time' : 'Reschedule'}
                </Button>
                <Button variant="danger" onClick={() => setConfirmCancel(true)}>
                  Cancel Tour
                </Button>
              </div>
            ) : (
              state.tour.status !== 'cancelled' && <p className="text-sm text-slate-700">{TOUR_MESSAGES.notChangeable}</p>
            )}
          </section>
          {problem && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {problem}
            </p>
          )}
          {rescheduling && (
            <section aria-labelledby="tour-new-time" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
              <h2 id="tour-new-time" className="text-lg font-semibold text-slate-900">
                Choose a new time
              </h2>
              <TourTimePicker
                propertyId={state.tour.property.id}
                type={state.tour.type}
                value={start}
                version={version}
                exclude={state.tour.start}
                onChange={(v) => setStart(v)}
              />
              <div>
                <Button
                  disabled={!start}
                  loading={busy}
                  onClick={() => start && void change(() => api().then((m) => m.rescheduleTour(token, start)), TOUR_MESSAGES.rescheduled)}
                >
                  Move My Tour
                </Button>
              </div>
            </section>
          )}
        </div>
      )}
      <LazyConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this tour?"
        message="We will let the office know. You can book a new tour at any time."
        confirmLabel="Cancel Tour"
        cancelLabel="Keep Tour"
        busy={busy}
        onConfirm={() => void change(() => api().then((m) => m.cancelTour(token)), TOUR_MESSAGES.cancelled)}
      />
    </div>
  );
}
