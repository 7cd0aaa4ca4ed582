import { formatMoney } from '../../lib/format';
import { cn } from '../../ui/cn';

/**
 * The rent as the listing card and the property page show it: the amount in the caller's style,
 * then "/month" smaller and plain. `unitSize` is the text size of "/month", which follows the amount's.
 */
export function MonthlyPrice({ price, className, unitSize }: { price: number; className: string; unitSize: string }) {
  return (
    <p className={className}>
      {formatMoney(price)}
      <span className={cn(unitSize, 'font-normal text-slate-700')}>/month</span>
    </p>
  );
}
