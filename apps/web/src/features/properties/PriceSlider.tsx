import { PRICE_RANGE } from '@rentfront/shared/property-search';
import * as Slider from '@radix-ui/react-slider';
import { useEffect, useState } from 'react';
import { formatMoney } from '../../lib/format';
import { SliderDot, THUMB_LOOK } from './PriceSliderShape';
import { orderedRange, type PriceRangeValue } from './priceRangeInput';

const THUMB =
  `relative ${THUMB_LOOK} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ` +
  // A 44 px touch target around the 28 px thumb.
  "before:absolute before:-inset-2 before:content-['']";

/** "$1,500", or "$10,000 or more" at the open top end, for screen readers on each thumb. */
const spoken = (value: number) => (value >= PRICE_RANGE.max ? `${formatMoney(value)} or more` : formatMoney(value));

/** The budget's two-thumb slider (Radix): its own chunk, loaded by PriceRange when it is wanted. */
export default function PriceSlider({ value, onChange }: { value: PriceRangeValue; onChange: (value: PriceRangeValue) => void }) {
  const [min, max] = value;
  // Radix measures its thumbs before it shows them: the dots stand in for that first frame.
  const [measured, setMeasured] = useState(false);
  useEffect(() => setMeasured(true), []);
  return (
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
      {!measured && (
        <>
          <SliderDot value={min} />
          <SliderDot value={max} />
        </>
      )}
    </Slider.Root>
  );
}
