import { LEASE_STATUS_LABELS, type LeaseStatus } from '@rentfront/shared/leases';
import { RENT_ROLL_STATUSES } from '@rentfront/shared/rent-reports';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../lib/money';
import type { FilterDef } from '../../ui/admin-list';
import type { DataColumn } from '../../ui/table/DataTable';

/** What every report row says about its lease. */
interface LeaseFacts {
  lease_id: string;
  reference: string;
  property_title: string | null;
  residents: string[];
}

/** The lease's own page, where its ledger is. */
export const leaseHref = (id: string) => `/admin/leases?lease=${encodeURIComponent(id)}`;

/**
 * Lease (a link to it, with its status when the row has one), property and residents: the first
 * columns of every report. `sortable` is false for a report the server keeps in its own order.
 */
export function leaseColumns<R extends LeaseFacts>(statusOf?: (row: R) => LeaseStatus, sortable = true): DataColumn<R>[] {
  return [
    {
      id: 'reference',
      header: 'Lease',
      sortable,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <div>
          <Link to={leaseHref(r.lease_id)} className="font-medium text-brand-700 underline" data-no-row-open>
            {r.reference}
          </Link>
          {statusOf && <div className="text-xs text-slate-700">{LEASE_STATUS_LABELS[statusOf(r)]}</div>}
        </div>
      ),
    },
    { id: 'property', header: 'Property', sortable, className: 'min-w-40', cell: (r) => r.property_title ?? 'Property removed' },
    { id: 'residents', header: 'Residents', hideable: true, className: 'min-w-40', cell: (r) => r.residents.join(', ') || '—' },
  ];
}

/** A column of amounts, right-aligned so the cents line up. */
export function moneyColumn<R>(id: string, header: string, cents: (row: R) => number, sortable = false): DataColumn<R> {
  return { id, header, sortable, className: 'whitespace-nowrap text-right tabular-nums', cell: (r) => formatCents(cents(r)) };
}

/** The report's totals over every matching row (not only the page), as a row of figures. */
export function ReportTotals({ label, figures }: { label: string; figures: { label: string; value: ReactNode }[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-700">{f.label}</dt>
          <dd className="mt-1 text-base font-semibold tabular-nums text-slate-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The search box every report has: the lease list's own search. */
export const LEASE_SEARCH = { kind: 'search', label: 'Search leases', placeholder: 'Lease, property or resident' } as const;

/** Signed, active or ended: the leases a report covers, narrowed to one status. */
export function leaseStatusFilter<F extends { status: string }>(): FilterDef<F> {
  return {
    kind: 'select',
    key: 'status' as keyof F & string,
    label: 'Lease status',
    allLabel: 'Signed, active and ended',
    values: RENT_ROLL_STATUSES,
    labelOf: (v) => LEASE_STATUS_LABELS[v as LeaseStatus] ?? v,
  };
}

/** The empty state's words when the filters leave no lease. */
export const NO_LEASE_MATCHES = { filteredTitle: 'No leases match', filteredMessage: 'Try another search or clear the filters.' } as const;
