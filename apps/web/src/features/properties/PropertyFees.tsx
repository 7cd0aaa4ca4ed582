import type { ReactNode } from 'react';
import type { Property } from '@rentfront/shared/properties-core';
import { FEE_FREQUENCY_LABELS, groupFees, type PropertyFee } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../lib/format';

function amountText(fee: PropertyFee): string {
  return fee.amount === null ? 'Amount varies' : formatMoney(fee.amount);
}

function FeeRow({ name, amount, detail, total = false }: { name: string; amount: string; detail?: string | null; total?: boolean }) {
  return (
    <tr className={total ? 'border-t border-slate-300 font-semibold text-slate-900' : 'text-slate-800'}>
      <th scope="row" className="py-1.5 pr-4 text-left font-[inherit]">
        {name}
        {detail && <span className="block text-xs font-normal text-slate-700">{detail}</span>}
      </th>
      <td className="py-1.5 text-right tabular-nums">{amount}</td>
    </tr>
  );
}

function FeeTable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-1 text-left text-sm font-semibold text-slate-900">{title}</caption>
      <tbody>{children}</tbody>
    </table>
  );
}

const feeDetail = (fee: PropertyFee) => [fee.refundable ? 'Refundable' : null, fee.note].filter(Boolean).join(' · ') || null;

/**
 * The whole price (issue 35): what is paid each month, what is due at move-in, and the optional
 * or occasional fees, with the totals the server computed (never summed here).
 */
export function PropertyFees({ property }: { property: Property }) {
  const { monthly, moveIn, other } = groupFees(property.fees ?? []);
  return (
    <section aria-labelledby="fees-heading" className="flex flex-col gap-4">
      <h2 id="fees-heading" className="text-lg font-semibold text-slate-900">
        Fees and Costs
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <FeeTable title="Every month">
          <FeeRow name="Rent" amount={formatMoney(property.price)} />
          {monthly.map((fee, i) => (
            <FeeRow key={`${fee.name}-${i}`} name={fee.name} amount={amountText(fee)} detail={feeDetail(fee)} />
          ))}
          <FeeRow name="Total monthly cost" amount={formatMoney(property.total_monthly_cost)} total />
        </FeeTable>
        <FeeTable title="Due at move-in">
          <FeeRow name="First month" amount={formatMoney(property.total_monthly_cost)} />
          {moveIn.map((fee, i) => (
            <FeeRow key={`${fee.name}-${i}`} name={fee.name} amount={amountText(fee)} detail={feeDetail(fee)} />
          ))}
          <FeeRow name="Due at move-in" amount={formatMoney(property.move_in_total)} total />
        </FeeTable>
      </div>
      {other.length > 0 && (
        <FeeTable title="Optional and occasional fees">
          {other.map((fee, i) => (
            <FeeRow
              key={`${fee.name}-${i}`}
              name={fee.name}
              amount={amountText(fee)}
              detail={[
                fee.required ? FEE_FREQUENCY_LABELS[fee.frequency] : `Optional, ${FEE_FREQUENCY_LABELS[fee.frequency].toLowerCase()}`,
                feeDetail(fee),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </FeeTable>
      )}
    </section>
  );
}
