import type { Property } from '@rentfront/shared/properties-core';
import { fromCents, toCents } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../lib/format';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import { cn } from '../../ui/cn';

type Priced = Pick<Property, 'price' | 'total_monthly_cost'>;

/**
 * The monthly price as cards and the property page show it: the amount in the caller's style,
 * then "/month" smaller and plain. Without required monthly fees that is the rent, as the spec
 * has it. With them (issue 35, ADR 0042) the office's listing rule decides the headline: the
 * total monthly cost (the default) with the rent under it, or the rent with the total under it.
 */
export function MonthlyPrice({ property, className, unitSize }: { property: Priced; className: string; unitSize: string }) {
  const totalFirst = useSiteSettings()?.advertise_total_price ?? true;
  const { price, total_monthly_cost: total } = property;
  const fees = toCents(total) - toCents(price);
  const headline = fees > 0 && totalFirst ? total : price;
  return (
    <div>
      <p className={className}>
        {formatMoney(headline)}
        <span className={cn(unitSize, 'font-normal text-slate-700')}>{fees > 0 && totalFirst ? '/month in all' : '/month'}</span>
      </p>
      {fees > 0 && (
        <p className="text-xs text-slate-700">
          {totalFirst
            ? `Rent ${formatMoney(price)} + ${formatMoney(fromCents(fees))} required fees`
            : `${formatMoney(total)}/month with required fees`}
        </p>
      )}
    </div>
  );
}
