import { PRICE_RANGE } from '@rentfront/shared/property-search';
import type { PriceRangeValue } from './priceRangeInput';

export const THUMB_LOOK = 'block h-7 w-7 rounded-full border-2 border-brand-700 bg-white shadow';

const percentOf = (value: number) => ((value - PRICE_RANGE.min) / (PRICE_RANGE.max - PRICE_RANGE.min)) * 100;

/**
 * A look-alike of a slider thumb where Radix puts it (its in-bounds offset for a 28 px thumb:
 * 14 px at 0 %, none at 50 %, -14 px at 100 %).
 */
export function SliderDot({ value }: { value: number }) {
  const percent = percentOf(value);
  return (
    <span
      aria-hidden
      className={`absolute -translate-x-1/2 ${THUMB_LOOK}`}
      style={{ left: `calc(${percent}% + ${14 - 0.28 * percent}px)` }}
    />
  );
}

/**
 * The slider as the server renders it, and as it stands until its code has loaded: the track, the
 * chosen range and the two thumbs, drawn only (the Min and Max boxes work meanwhile).
 */
export function PriceSliderShape({ value: [min, max] }: { value: PriceRangeValue }) {
  return (
    <div aria-hidden className="relative flex h-10 w-full items-center">
      <div className="relative h-2 grow rounded-full bg-slate-200">
        <div
          className="absolute h-full rounded-full bg-brand-700"
          style={{ left: `${percentOf(min)}%`, right: `${100 - percentOf(max)}%` }}
        />
      </div>
      <SliderDot value={min} />
      <SliderDot value={max} />
    </div>
  );
}
