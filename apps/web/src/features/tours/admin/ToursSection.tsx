import { TOUR_STATUS_LABELS, TOUR_STATUSES, TOUR_TYPE_LABELS, type TourStatus } from '@rentfront/shared/tours-core';
import type { AdminTour, AdminTourUpdate } from '@rentfront/shared/tours';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { listAdminTours, updateAdminTour } from '../../../api/tours';
import { Button } from '../../../ui/Button';
import { Table } from '../../../ui/Table';
import { toast } from '../../../ui/toast';
import { whenLabel } from '../tourTime';

// The office's tours (issue 21), first version: the list with status and date filters and the
// status actions. The agenda, details dialog and notes are still to come (see the report).
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const ACTIONS: { status: AdminTourUpdate['status'] & string; label: string; from: TourStatus[] }[] = [
  { status: 'confirmed', label: 'Confirm', from: ['booked'] },
  { status: 'completed', label: 'Completed', from: ['booked', 'confirmed'] },
  { status: 'no_show', label: 'No-show', from: ['booked', 'confirmed'] },
  { status: 'cancelled', label: 'Cancel', from: ['booked', 'confirmed'] },
];

export default function ToursSection() {
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['tours', status, from, to],
    queryFn: () => listAdminTours({ limit: 50, offset: 0, status, from, to }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ tour, status: next }: { tour: AdminTour; status: AdminTourUpdate['status'] }) =>
      updateAdminTour(tour.id, { status: next }),
    onSuccess: (r) => toast.success(r.message || 'Tour updated'),
    onError: (e) => toast.error(failureMessage(e, 'Could not update the tour.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tours'] }),
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="grid gap-1">
          Status
          <select className="rounded-md border border-slate-300 px-2 py-1.5" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            {TOUR_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TOUR_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          From
          <input
            type="date"
            className="rounded-md border border-slate-300 px-2 py-1"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="grid gap-1">
          To
          <input type="date" className="rounded-md border border-slate-300 px-2 py-1" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      {list.isError && (
        <div role="alert" className="text-sm text-red-800">
          {failureMessage(list.error, 'Could not load tours.')}{' '}
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {list.data && list.data.tours.length === 0 && <p className="text-sm text-slate-700">No tours match these filters.</p>}
      {list.data && list.data.tours.length > 0 && (
        <Table
          caption="Tours"
          rows={list.data.tours}
          rowKey={(t) => t.id}
          columns={[
            { header: 'When', cell: (t) => whenLabel(t.start, ZONE) },
            { header: 'Home', cell: (t) => t.property_title },
            {
              header: 'Visitor',
              cell: (t) => (
                <>
                  {t.full_name}
                  <br />
                  <span className="text-slate-700">{t.email}</span>
                </>
              ),
            },
            { header: 'Type', cell: (t) => TOUR_TYPE_LABELS[t.type] },
            { header: 'Status', cell: (t) => TOUR_STATUS_LABELS[t.status] },
            {
              header: 'Actions',
              cell: (t) => (
                <div className="flex flex-wrap gap-1">
                  {ACTIONS.filter((x) => x.from.includes(t.status)).map((x) => (
                    <Button
                      key={x.status}
                      size="sm"
                      variant={x.status === 'cancelled' ? 'danger' : 'outline'}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ tour: t, status: x.status })}
                      aria-label={`${x.label}: ${t.full_name}, ${whenLabel(t.start, ZONE)}`}
                    >
                      {x.label}
                    </Button>
                  ))}
                </div>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
