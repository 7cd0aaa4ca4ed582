import { TOUR_LIMITS, TOUR_STATUS_LABELS, TOUR_TYPE_LABELS } from '@rentfront/shared/tours-core';
import type { AdminTourDetail } from '@rentfront/shared/tours';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { telHref } from '../../../lib/format';
import { tourQueries } from '../../../api/queries/tours';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { FormDialog, useFormDialogClose } from '../../../ui/unsaved/FormDialog';
import { dateTimeWithZone, timeRange } from './agenda';
import { CancelTourDialog } from './CancelTourDialog';
import { TourAccessLink } from './TourAccessLink';
import { TourRelated } from './TourRelated';
import { actionsFor, STATUS_TONES, type TourAction } from './tourStatus';
import { useTourUpdate } from './useTourUpdate';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The footer's Close: through the dialog, so unsaved notes are asked about. */
function CloseButton({ onClose }: { onClose: () => void }) {
  const close = useFormDialogClose();
  return (
    <Button variant="outline" onClick={close ?? onClose}>
      Close
    </Button>
  );
}

const linkClass = 'text-brand-700 underline-offset-2 hover:underline';

/**
 * One tour: the home, when (site zone), the visitor's contact and own note (plain text), the
 * office's notes (saved with PATCH; closing with unsaved notes asks first), what the visitor sent
 * since, and the status actions (Cancel asks first, with an optional message to the visitor).
 */
export function TourDetailsDialog({ id, timeZone, onClose }: { id: string; timeZone: string; onClose: () => void }) {
  const detail = useQuery(tourQueries.detail(id));
  const tour = detail.data?.data;
  const saved = tour?.notes ?? '';
  const [notes, setNotes] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  // The button pressed is gone once the status changes: focus goes to the new status instead.
  const [focusStatus, setFocusStatus] = useState(false);
  useEffect(() => {
    if (focusStatus && !cancelling) {
      statusRef.current?.focus();
      setFocusStatus(false);
    }
  }, [focusStatus, cancelling]);

  const update = useTourUpdate();
  const text = notes ?? saved;
  const dirty = notes !== null && notes.trim() !== saved;

  const act = (status: TourAction) => {
    if (!tour) return;
    if (status === 'cancelled') return setCancelling(true);
    update.mutate({ id: tour.id, body: { status } }, { onSuccess: () => setFocusStatus(true) });
  };

  return (
    <>
      <FormDialog
        open
        onOpenChange={(open) => !open && onClose()}
        dirty={dirty}
        onDiscard={() => setNotes(null)}
        title={tour ? `Tour of ${tour.full_name}` : 'Tour details'}
        description={tour ? dateTimeWithZone(tour.start, timeZone) : undefined}
        size="lg"
        footer={<CloseButton onClose={onClose} />}
      >
        {detail.isPending && (
          <LoadingRegion label="Loading the tour" className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-32 w-full" />
          </LoadingRegion>
        )}
        {detail.isError && (
          <ErrorState message={failureMessage(detail.error, 'Could not load the tour.')} onRetry={() => void detail.refetch()} />
        )}
        {tour && (
          <div className="space-y-5 text-sm">
            <TourSummary tour={tour} timeZone={timeZone} statusRef={statusRef} />

            <section aria-labelledby="tour-actions-title" className="space-y-2">
              <h3 id="tour-actions-title" className="text-base font-semibold text-slate-900">
                Actions
              </h3>
              {actionsFor(tour.status).length === 0 ? (
                <p className="text-slate-700">A cancelled tour cannot be changed.</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {actionsFor(tour.status).map((a) => (
                    <Button
                      key={a.status}
                      size="sm"
                      variant={a.status === 'cancelled' ? 'danger' : a.status === 'confirmed' ? 'primary' : 'outline'}
                      disabled={update.isPending}
                      loading={update.isPending && update.variables?.body.status === a.status}
                      onClick={() => act(a.status)}
                    >
                      {a.label}
                    </Button>
                  ))}
                </div>
              )}
            </section>

            <TourAccessLink tour={tour} timeZone={timeZone} />

            <section aria-labelledby="tour-notes-title" className="space-y-2">
              <h3 id="tour-notes-title" className="text-base font-semibold text-slate-900">
                Office notes
              </h3>
              <Field label="Notes for the office" hint="Only staff see these.">
                <Textarea
                  ref={notesRef}
                  rows={3}
                  maxLength={TOUR_LIMITS.notesMax}
                  value={text}
                  onChange={(e) => setNotes(e.target.value)}
                />
              </Field>
              <Button
                size="sm"
                disabled={!dirty || update.isPending}
                loading={update.isPending && update.variables?.body.notes !== undefined}
                onClick={() =>
                  update.mutate(
                    { id: tour.id, body: { notes: text.trim() } },
                    {
                      // The button is disabled once saved: the keyboard goes back to the note, not to the page.
                      onSuccess: () => {
                        setNotes(null);
                        notesRef.current?.focus();
                      },
                    },
                  )
                }
              >
                Save notes
              </Button>
            </section>

            <section aria-labelledby="tour-related-title" className="space-y-2">
              <h3 id="tour-related-title" className="text-base font-semibold text-slate-900">
                Later from this visitor
              </h3>
              <TourRelated records={tour.related} />
            </section>
          </div>
        )}
      </FormDialog>
      {cancelling && tour && (
        <CancelTourDialog
          tour={tour}
          timeZone={timeZone}
          busy={update.isPending}
          onClose={() => setCancelling(false)}
          onCancel={(message) =>
            update.mutate(
              { id: tour.id, body: { status: 'cancelled', ...(message ? { message } : {}) } },
              {
                onSuccess: () => {
                  setCancelling(false);
                  setFocusStatus(true);
                },
              },
            )
          }
        />
      )}
    </>
  );
}

function TourSummary({
  tour,
  timeZone,
  statusRef,
}: {
  tour: AdminTourDetail;
  timeZone: string;
  statusRef: React.RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
        <Item label="Home">
          <Link to={`/properties/${encodeURIComponent(tour.property_id)}`} target="_blank" rel="noopener" className={linkClass}>
            {tour.property_title}
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          <span className="block font-normal text-slate-700">{tour.property_address}</span>
        </Item>
        <Item label="Type">{TOUR_TYPE_LABELS[tour.type]}</Item>
        <Item label="When">
          {dateTimeWithZone(tour.start, timeZone)}
          <span className="block font-normal text-slate-700">{timeRange(tour.start, tour.end, timeZone)}</span>
        </Item>
        <div>
          <dt className="text-slate-700">Status</dt>
          <dd>
            <div
              ref={statusRef}
              tabIndex={-1}
              className="inline-block rounded focus-visible:outline-2 focus-visible:outline-blue-700"
              aria-live="polite"
            >
              <Badge tone={STATUS_TONES[tour.status]}>{TOUR_STATUS_LABELS[tour.status]}</Badge>
            </div>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="tour-visitor-title" className="space-y-2">
        <h3 id="tour-visitor-title" className="text-base font-semibold text-slate-900">
          Visitor
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Item label="Name">{tour.full_name}</Item>
          <Item label="E-mail">
            <a href={`mailto:${tour.email}`} className={linkClass}>
              {tour.email}
            </a>
          </Item>
          <Item label="Phone">
            <a href={telHref(tour.phone)} className={linkClass}>
              {tour.phone}
            </a>
          </Item>
        </dl>
        <div>
          <p className="text-slate-700">Visitor&apos;s note</p>
          {/* The visitor's own words: plain text, line breaks kept, never HTML. */}
          {tour.note ? (
            <p className="whitespace-pre-line text-slate-900">{tour.note}</p>
          ) : (
            <p className="text-slate-700 italic">No note.</p>
          )}
        </div>
      </section>
    </div>
  );
}
