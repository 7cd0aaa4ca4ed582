import type { ResidentLease } from '@rentfront/shared/residents';
import { renewalOfText, renewalRows } from './renewal';

/**
 * A renewal offer's heading and comparison (issue 32 item 6): which lease it renews, and its term
 * and rent beside the current ones. Accepting is the signing form below; declining has its own.
 */
export function RenewalOffer({ lease }: { lease: ResidentLease }) {
  if (!lease.renewal_of) return null;
  const open = lease.status === 'out_for_signature';
  return (
    <section aria-labelledby="renewal-title" className="rounded-lg border border-brand-600 bg-white p-4">
      <h2 id="renewal-title" className="text-lg font-semibold text-slate-900">
        {renewalOfText(lease)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {open
          ? `The office offers to renew your current lease ${lease.renewal_of.reference}. Accept by signing below, or decline the offer.`
          : lease.status === 'cancelled'
            ? `This offer to renew your lease ${lease.renewal_of.reference} was declined or withdrawn.`
            : `This lease renews your lease ${lease.renewal_of.reference}.`}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">The renewal compared with your current lease</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <td className="py-2 pr-2" />
            <th scope="col" className="py-2 pr-2 font-medium">
              Current lease
            </th>
            <th scope="col" className="py-2 font-medium">
              Renewal
            </th>
          </tr>
        </thead>
        <tbody>
          {renewalRows(lease).map((row) => (
            <tr key={row.label} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                {row.label}
              </th>
              <td className="py-2 pr-2 text-slate-900">{row.current}</td>
              <td className="py-2 font-semibold text-slate-900">{row.offered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
