import { PRICE_RANGE } from '@rentfront/shared/property-search';
import { useId } from 'react';
import { formatMoney } from '../../lib/format';

/** Two sliders (whole dollars, 0–10000, step 100) that cannot cross each other. */
export function PriceRange({ value, onChange }: { value: [number, number]; onChange: (value: [number, number]) => void }) {
  const id = useId();
  const [min, max] = value;
  const atMax = max >= PRICE_RANGE.max;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">Price range (per month)</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {formatMoney(min)} – {formatMoney(max)}
        {atMax ? '+' : ''}
      </p>
      <label htmlFor={`${id}-min`} className="sr-only">
        Minimum price
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        value={min}
        onChange={(e) => onChange([Math.min(Number(e.target.value), max), max])}
        className="w-full accent-brand-700"
      />
      <label htmlFor={`${id}-max`} className="sr-only">
        Maximum price
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        value={max}
        onChange={(e) => onChange([min, Math.max(Number(e.target.value), min)])}
        className="w-full accent-brand-700"
      />
    </fieldset>
  );
}
