import { PRICE_RANGE } from '@rentfront/shared/property-search';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { Input } from '../../ui/Input';
import { commitPrice, orderedRange, type PriceRangeValue } from './priceRangeInput';

const THUMB_LOOK = 'block h-7 w-7 rounded-full border-2 border-brand-700 bg-white shadow';
const THUMB =
  `relative ${THUMB_LOOK} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ` +
  // A 44 px touch target around the 28 px thumb.
  "before:absolute before:-inset-2 before:content-['']";

/**
 * Radix measures its thumbs before it shows them, so the server's HTML has none. Until the page
 * hydrates, two look-alike dots stand where Radix will put them (its in-bounds offset for a
 * 28 px thumb: 14 px at 0 %, none at 50 %, -14 px at 100 %), so the budget is visible at once.
 */
function ServerThumb({ value }: { value: number }) {
  const percent = ((value - PRICE_RANGE.min) / (PRICE_RANGE.max - PRICE_RANGE.min)) * 100;
  return (
    <span
      aria-hidden
      className={`absolute -translate-x-1/2 ${THUMB_LOOK}`}
      style={{ left: `calc(${percent}% + ${14 - 0.28 * percent}px)` }}
    />
  );
}

/** "$1,500", or "$10,000 or more" at the open top end, for screen readers on each thumb. */
const spoken = (value: number) => (value >= PRICE_RANGE.max ? `${formatMoney(value)} or more` : formatMoney(value));

/**
 * The budget (whole dollars, 0–10000, step 100): one two-thumb slider with a min and a max box
 * beside it, kept in step. The slider moves the boxes at once; a box applies on blur or Enter
 * (see `commitPrice` for the snapping and ordering rules).
 */
export function PriceRange({ value, onChange }: { value: PriceRangeValue; onChange: (value: PriceRangeValue) => void }) {
  const id = useId();
  const [min, max] = value;
  const atMax = max >= PRICE_RANGE.max;
  // What the boxes show while typing; they follow the slider, Reset and the address.
  const [drafts, setDrafts] = useState(() => ({ min: String(min), max: String(max) }));
  useEffect(() => setDrafts({ min: String(min), max: String(max) }), [min, max]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const commit = (end: 'min' | 'max') => {
    const next = commitPrice(end, drafts[end], value);
    // Put the snapped value back in the box even when the range itself did not change.
    setDrafts({ min: String(next[0]), max: String(next[1]) });
    if (next[0] !== min || next[1] !== max) onChange(next);
  };
  const onEnter = (end: 'min' | 'max') => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    // Enter applies this box only; it must not submit the panel's keyword/city form.
    e.preventDefault();
    commit(end);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Price range (per month)</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {formatMoney(min)} – {formatMoney(max)}
        {atMax ? '+' : ''}
      </p>
      <Slider.Root
        className="relative flex h-10 w-full touch-none select-none items-center"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_RANGE.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(next) => onChange(orderedRange(next))}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb className={THUMB} aria-label="Minimum price" aria-valuetext={spoken(min)} />
        <Slider.Thumb className={THUMB} aria-label="Maximum price" aria-valuetext={spoken(max)} />
        {!hydrated && (
          <>
            <ServerThumb value={min} />
            <ServerThumb value={max} />
          </>
        )}
      </Slider.Root>
      <div className="grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((end) => (
          <div key={end} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${end}`} className="text-xs font-medium text-slate-700">
              {end === 'min' ? 'Min price' : 'Max price'}
            </label>
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-600">
                $
              </span>
              <Input
                id={`${id}-${end}`}
                inputMode="numeric"
                autoComplete="off"
                className="pl-6"
                value={drafts[end]}
                onChange={(e) => setDrafts((d) => ({ ...d, [end]: e.target.value }))}
                onBlur={() => commit(end)}
                onKeyDown={onEnter(end)}
              />
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
