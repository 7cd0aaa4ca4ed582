import type { PropertyMediaItem } from '@rentfront/shared/properties-core';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '../../ui/cn';
import { PropertyImage } from './PropertyImage';
import { wrapIndex } from './propertyText';

/**
 * The property's pictures: previous/next arrows and dots when there is more than one, the index
 * wrapping at both ends, Left/Right arrow keys when the gallery has focus, and the default
 * picture for a missing or broken image.
 */
export function Gallery({ media, title }: { media: PropertyMediaItem[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = media.length;
  const current = media[wrapIndex(index, count)];
  const many = count > 1;
  const go = (step: number) => setIndex((i) => wrapIndex(i + step, count));

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="relative overflow-hidden rounded-xl bg-slate-100"
    >
      <div className="aspect-[3/2]">
        <PropertyImage
          key={current?.url ?? 'fallback'}
          url={current?.url}
          originalWidth={current?.width}
          alt={many ? `${title}, photo ${wrapIndex(index, count) + 1} of ${count}` : title}
          sizes="(min-width: 1024px) 800px, 100vw"
          width={1600}
          height={1067}
          priority
          className="h-full w-full object-cover"
        />
      </div>
      {many && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous photo"
            className="absolute left-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
          >
            <ChevronLeft aria-hidden className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next photo"
            className="absolute right-3 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
          >
            <ChevronRight aria-hidden className="h-6 w-6" />
          </button>
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-slate-900/70 px-2 py-1">
            {media.map((m, i) => (
              <button
                key={m.id}
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === wrapIndex(index, count) ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span className={cn('block h-2.5 w-2.5 rounded-full', i === wrapIndex(index, count) ? 'bg-white' : 'bg-white/50')} />
              </button>
            ))}
          </div>
          <p className="sr-only" aria-live="polite">
            Photo {wrapIndex(index, count) + 1} of {count}
          </p>
        </>
      )}
    </section>
  );
}
