import { BOOKING_MESSAGES, type AdminBookingType, type BookingTypeCreateInput } from '@rentfront/shared/bookings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Pencil, Plus, Trash2 } from '../../../ui/icons';
import { useState } from 'react';
import { createBookingType, deleteBookingType, updateBookingType } from '../../../api/bookings';
import { bookingQueries } from '../../../api/queries/bookings';
import { bookingKeys } from '../../../api/queryKeys';
import { ApiError, failureMessage } from '../../../api/errors';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { QueryView } from '../../../ui/QueryView';
import { SettingsCard } from '../../../ui/SettingsCard';
import { toast } from '../../../ui/toast';
import { BookingOptionDetails } from './BookingOptionDetails';
import { BookingOptionForm } from './BookingOptionForm';
import { useCan } from '../../../lib/useStaffRole';
import { BuiltInTourOptions, isBuiltInOption } from '../../tours';

/**
 * Settings card "Visit booking options": what the property page's visit dialog offers. The
 * built-in tour types (read-only; changed in Settings → Tours) and TidyCal's options (when a token
 * is configured) as the dialog lists them, then the office's own options: list, add, edit,
 * disable/enable and delete.
 */
export function BookingOptionsCard() {
  const queryClient = useQueryClient();
  const list = useQuery(bookingQueries.admin());
  const offered = useQuery(bookingQueries.offered());
  const canChangeTours = useCan('site_settings.manage');
  const [editing, setEditing] = useState<AdminBookingType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBookingType | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });

  const save = useMutation({
    mutationFn: (input: BookingTypeCreateInput) =>
      editing && editing !== 'new' ? updateBookingType(editing.id, input) : createBookingType(input),
    onSuccess: (res) => {
      toast.success(res.message ?? BOOKING_MESSAGES.updated);
      setEditing(null);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage(err, 'Failed to save booking option'));
      if (err instanceof ApiError) setServerErrors(err.errors);
    },
  });
  const toggle = useMutation({
    mutationFn: (o: AdminBookingType) => updateBookingType(o.id, { disabled: !o.disabled_at }),
    onSuccess: (res) => {
      toast.success(res.message ?? BOOKING_MESSAGES.updated);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to update booking option')),
  });
  const remove = useMutation({
    mutationFn: (o: AdminBookingType) => deleteBookingType(o.id),
    onSuccess: (res) => {
      toast.success(res.message ?? BOOKING_MESSAGES.deleted);
      setDeleting(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to delete booking option')),
  });

  const options = list.data?.data ?? [];
  const offeredOptions = offered.data?.data ?? [];
  // Options the dialog shows that are neither built in nor the office's own: TidyCal's.
  const ownIds = new Set(options.map((o) => String(o.id)));
  const tidycal = list.isSuccess ? offeredOptions.filter((o) => !isBuiltInOption(o) && !ownIds.has(String(o.id))) : [];
  const open = (o: AdminBookingType | 'new') => {
    setServerErrors(undefined);
    setEditing(o);
  };

  return (
    <SettingsCard
      id="booking-options"
      icon={CalendarClock}
      title="Visit booking options"
      description="What visitors can book from Schedule Visit on a property page."
      actions={
        <Button size="sm" onClick={() => open('new')}>
          <Plus aria-hidden className="h-4 w-4" /> Add option
        </Button>
      }
      bodyClassName="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <QueryView
        query={offered}
        loading={{ label: 'Loading built-in tours', skeletons: ['h-32 w-full'] }}
        error={BOOKING_MESSAGES.loadFailed}
      >
        {() => <BuiltInTourOptions offered={offeredOptions} canChange={canChangeTours} />}
      </QueryView>
      {tidycal.length > 0 && (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
          <h3 className="text-sm font-semibold text-slate-900">From TidyCal</h3>
          <ul aria-label="From TidyCal" className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3">
            {tidycal.map((o) => (
              <li key={o.id} className="py-2.5">
                <p className="font-medium text-slate-900">{o.title}</p>
                <BookingOptionDetails option={o} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">
            Managed in your TidyCal account. While TidyCal is connected, visitors see these instead of your own options below.
          </p>
        </div>
      )}
      <h3 className="text-sm font-semibold text-slate-900">Your options</h3>
      <QueryView
        query={list}
        loading={{ label: 'Loading your options', skeletons: ['h-16 w-full', 'h-16 w-full'] }}
        error={BOOKING_MESSAGES.loadFailed}
      >
        {() =>
          options.length === 0 ? (
            <p className="text-sm text-slate-700">
              No options of your own. Visitors see the built-in tours above; add an option to link another booking page.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {options.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {o.title}
                      {o.disabled_at ? <Badge tone="gray">Disabled</Badge> : <Badge tone="green">Enabled</Badge>}
                    </p>
                    <BookingOptionDetails option={o} />
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => toggle.mutate(o)}
                      disabled={toggle.isPending}
                      aria-label={`${o.disabled_at ? 'Enable' : 'Disable'} ${o.title}`}
                    >
                      {o.disabled_at ? 'Enable' : 'Disable'}
                    </Button>
                    <Button variant="ghost" size="icon" onClick={() => open(o)} aria-label={`Edit ${o.title}`}>
                      <Pencil aria-hidden className="h-4 w-4" />
                    </Button>
                    <button
                      type="button"
                      onClick={() => setDeleting(o)}
                      aria-label={`Delete ${o.title}`}
                      className="rounded-md p-2.5 text-red-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>

      <FormDialog
        open={editing !== null}
        onOpenChange={(v) => !v && setEditing(null)}
        title={editing === 'new' ? 'Add booking option' : 'Edit booking option'}
        dismissible={!save.isPending}
      >
        {editing !== null && (
          <BookingOptionForm
            key={editing === 'new' ? 'new' : editing.id}
            option={editing === 'new' ? undefined : editing}
            busy={save.isPending}
            serverErrors={serverErrors}
            onSubmit={(input) => save.mutate(input)}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title="Delete booking option"
        message={`Delete "${deleting?.title}"? Visitors will no longer see it.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </SettingsCard>
  );
}
