import { APPLICATION_STATUSES } from '@rentfront/shared/applications-core';
import { CONTACT_STATUSES } from '@rentfront/shared/contacts-core';
import type { TourRelatedRecord } from '@rentfront/shared/tours';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';

const statusText = (s: string) => s.replace(/_/g, ' ');

/**
 * Where a later record opens. The Applications and Contact Messages sections open no single record
 * from the address; their status filter is kept there, so the link lands on the list filtered to
 * the record's status, and the reference (applications) and date tell which row it is.
 */
export function relatedHref(record: TourRelatedRecord): string {
  const [path, statuses] =
    record.kind === 'application'
      ? ['/admin/applications', APPLICATION_STATUSES as readonly string[]]
      : ['/admin/contacts', CONTACT_STATUSES as readonly string[]];
  return statuses.includes(record.status) ? `${path}?status=${record.status}` : path;
}

/** The visitor's applications and contact messages sent since booking (same e-mail address). */
export function TourRelated({ records }: { records: TourRelatedRecord[] }) {
  if (records.length === 0)
    return <p className="text-sm text-slate-700">No application or contact message from this e-mail address since booking.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {records.map((r) => (
        <li key={`${r.kind}-${r.id}`}>
          <Link to={relatedHref(r)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {r.kind === 'application' ? `Application ${r.reference ?? ''}`.trim() : 'Contact message'}
          </Link>{' '}
          <span className="text-slate-700">
            ({statusText(r.status)}), sent {formatDateTime(r.created_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
