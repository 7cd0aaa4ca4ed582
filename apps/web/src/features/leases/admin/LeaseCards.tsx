import type { Lease } from '@rentfront/shared/lease-answers';
import { LEASE_CHARGE_LABELS } from '@rentfront/shared/leases';
import { leaseRoutes } from '@rentfront/shared/contract/leases-routes';
import type { ReactNode } from 'react';
import { fillPath } from '../../../api/endpoint';
import { formatDateTime, formatShortDate } from '../../../lib/format';
import { formatCents, ordinal } from '../../../lib/money';
import { Badge } from '../../../ui/Badge';
import { buttonClasses } from '../../../ui/Button';
import { ExternalLink } from '../../../ui/icons';
import { lateFeeText, termText } from './leaseText';
import { timelineEntry } from './leaseTimeline';

export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** Term, rent, deposit, due day, late fee, recurring charges and notes. */
export function LeaseTerms({ lease }: { lease: Lease }) {
  return (
    <Card title="Terms" id="lease-terms">
      <dl className="divide-y divide-slate-100">
        <Row label="Term">{termText(lease.start_date, lease.end_date)}</Row>
        <Row label="Monthly rent">{formatCents(lease.monthly_rent_cents)}</Row>
        <Row label="Deposit">{formatCents(lease.deposit_cents)}</Row>
        <Row label="Rent due">{`The ${ordinal(lease.due_day)} of each month`}</Row>
        <Row label="Late fee">{lateFeeText(lease.late_fee, lease.grace_days)}</Row>
        <Row label="Other charges">
          {lease.recurring_charges.length === 0 ? (
            'None'
          ) : (
            <ul className="space-y-1">
              {lease.recurring_charges.map((c) => (
                <li key={c.id}>
                  {LEASE_CHARGE_LABELS[c.category]}: {c.description} · {formatCents(c.amount_cents)} a month
                </li>
              ))}
            </ul>
          )}
        </Row>
        {lease.move_out_date && <Row label="Move-out">{formatShortDate(lease.move_out_date)}</Row>}
        <Row label="Notes">
          <span className="whitespace-pre-line">{lease.notes || '—'}</span>
        </Row>
      </dl>
    </Card>
  );
}

/** Each resident with the state of their signature on the current version. */
export function LeaseResidents({ lease }: { lease: Lease }) {
  const sent = lease.document_version > 0;
  const office = lease.signatures.find((s) => s.role === 'office' && !s.voided_at);
  return (
    <Card title="Residents and signatures" id="lease-residents">
      <ul className="divide-y divide-slate-100">
        {lease.residents.map((r) => (
          <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
            <div>
              <p className="font-medium text-slate-900">{r.full_name}</p>
              <p className="text-slate-700">
                {r.email}
                {r.phone ? ` · ${r.phone}` : ''}
              </p>
            </div>
            {r.signed_at ? (
              <Badge tone="green">Signed {formatDateTime(r.signed_at)}</Badge>
            ) : (
              <Badge tone={sent ? 'yellow' : 'gray'}>{sent ? 'Not signed yet' : 'Not sent yet'}</Badge>
            )}
          </li>
        ))}
        <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <p className="font-medium text-slate-900">The office</p>
          {office ? (
            <Badge tone="green">Countersigned {formatDateTime(office.signed_at)}</Badge>
          ) : (
            <Badge tone="gray">Not countersigned</Badge>
          )}
        </li>
      </ul>
      {lease.signatures.some((s) => s.voided_at) && (
        <p className="mt-2 text-sm text-slate-700">
          {lease.signatures.filter((s) => s.voided_at).length} earlier signature(s) voided:{' '}
          {lease.signatures.find((s) => s.voided_at)?.void_reason}
        </p>
      )}
    </Card>
  );
}

/** The documents sent and signed, each with its SHA-256; the latest opens as a PDF. */
export function LeaseDocuments({ lease }: { lease: Lease }) {
  const href = fillPath(leaseRoutes.document.path, { id: lease.id });
  return (
    <Card title="Documents" id="lease-documents">
      {lease.documents.length === 0 ? (
        <p className="text-sm text-slate-700">The lease document is drawn when the lease is sent for signature.</p>
      ) : (
        <>
          <ul className="space-y-3">
            {lease.documents.map((d) => (
              <li key={d.id} className="text-sm">
                <p className="font-medium text-slate-900">
                  {d.kind === 'final' ? 'Signed lease with certificate' : `Lease for signature`} · version {d.version} ·{' '}
                  {formatDateTime(d.created_at)}
                </p>
                <p className="break-all font-mono text-xs text-slate-700">SHA-256 {d.sha256}</p>
              </li>
            ))}
          </ul>
          <a href={href} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm', 'mt-4')}>
            <ExternalLink aria-hidden className="h-4 w-4" /> Open PDF<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </Card>
  );
}

export function LeaseTimeline({ lease }: { lease: Lease }) {
  return (
    <Card title="Timeline" id="lease-timeline">
      <ol className="space-y-3">
        {lease.timeline.map((e) => {
          const { title, note } = timelineEntry(e);
          return (
            <li key={e.id} className="border-l-2 border-brand-100 pl-3 text-sm">
              <p className="font-medium text-slate-900">{title}</p>
              <p className="text-slate-700">
                {formatDateTime(e.at)}
                {e.actor ? ` · ${e.actor}` : ''}
              </p>
              {note && <p className="text-slate-700">{note}</p>}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
