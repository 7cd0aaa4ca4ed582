import { PRICE_RANGE } from '@rentfront/shared/property-search';
import { lazy, Suspense, useId, type KeyboardEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { useDraft } from '../../lib/useDraft';
import { useAfterLoadOrInteraction } from '../../lib/useAfterLoadOrInteraction';
import { Input } from '../../ui/Input';
import { PriceSliderShape } from './PriceSliderShape';
import { commitPrice, type PriceRangeValue } from './priceRangeInput';

const PriceSlider = lazy(() => import('./PriceSlider'));

const sameDrafts = (a: { min: string; max: string }, b: { min: string; max: string }) => a.min === b.min && a.max === b.max;

/**
 * The budget (whole dollars, 0–10000, step 100): one two-thumb slider with a min and a max box
 * beside it, kept in step. The slider moves the boxes at once; a box applies on blur or Enter
 * (see `commitPrice` for the snapping and ordering rules). The slider's code (Radix, about 9 KB)
 * loads on the visitor's first interaction or once the page is idle, as the chat does: until then
 * the server's drawing of it stands in its place, and the boxes work.
 */
export function PriceRange({ value, onChange }: { value: PriceRangeValue; onChange: (value: PriceRangeValue) => void }) {
  const id = useId();
  const [min, max] = value;
  const atMax = max >= PRICE_RANGE.max;
  // What the boxes show while typing; they follow the slider, Reset and the address.
  const [drafts, setDrafts] = useDraft({ min: String(min), max: String(max) }, sameDrafts);
  const sliderWanted = useAfterLoadOrInteraction();

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
      {sliderWanted ? (
        <Suspense fallback={<PriceSliderShape value={value} />}>
          <PriceSlider value={value} onChange={onChange} />
        </Suspense>
      ) : (
        <PriceSliderShape value={value} />
      )}
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
