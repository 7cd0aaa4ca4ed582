import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Expand } from '../icons';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { cn } from '../cn';
import { FallbackImage } from '../FallbackImage';
import { positionText, viewLabel, wrapIndex, type GalleryPhoto } from './photos';

// The lightbox (and its library) is fetched when a photo is first opened, never with the page.
const loadLightbox = () => import('./PhotoLightbox');
const PhotoLightbox = lazy(loadLightbox);

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** The region's name, e.g. "Photos of Maple House". */
  label: string;
  /** `sizes` of the carousel pictures. */
  sizes: string;
  /** The first photo is above the fold: load it at once with high priority (never lazily). */
  priority?: boolean;
  /** A thumbnail strip under the photo from the md breakpoint up (the dots give way to it). */
  thumbnails?: boolean;
  /** Shown when there is no photo at all. */
  fallbackAlt: string;
  className?: string;
}

const ARROW =
  'absolute top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

/**
 * Photos of a listing or a maintenance request: a swipeable carousel (momentum and snap), arrows,
 * Left/Right keys and dots (thumbnails on wider screens), wrapping at both ends; each photo is a
 * button that opens the full-screen lightbox, and focus comes back to it when that closes.
 *
 * Server-rendered as plain markup: the first slide shows without JavaScript, the others are
 * lazy and inert until selected (so Tab never lands on a photo that is out of view).
 */
export function PhotoGallery({ photos, label, sizes, priority = false, thumbnails = false, fallbackAlt, className }: PhotoGalleryProps) {
  const count = photos.length;
  const many = count > 1;
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, embla] = useEmblaCarousel({ loop: many, duration: 22 });
  const [selected, setSelected] = useState(0);
  // The selected slide as of now, for callbacks that run after a render (the lightbox's focus return).
  const selectedNow = useRef(0);
  selectedNow.current = selected;
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const section = useRef<HTMLElement>(null);
  // A photo to focus once it is the selected (and so no longer inert) slide.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      // A keyboard user inside the carousel follows the slide they moved to.
      if (section.current?.contains(document.activeElement) && buttons.current.includes(document.activeElement as HTMLButtonElement)) {
        pendingFocus.current = embla.selectedScrollSnap();
      }
      setSelected(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (pendingFocus.current === selected) {
      pendingFocus.current = null;
      buttons.current[selected]?.focus();
    }
  }, [selected]);

  const goTo = useCallback(
    (index: number) => {
      const target = wrapIndex(index, count);
      if (embla) embla.scrollTo(target, reduceMotion);
      else setSelected(target);
    },
    [embla, count, reduceMotion],
  );
  // Through the live index rather than scrollPrev/scrollNext: the ends wrap even when Embla
  // cannot loop (two slides on some widths).
  const step = (delta: number) => goTo((embla?.selectedScrollSnap() ?? selected) + delta);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!many || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    step(e.key === 'ArrowLeft' ? -1 : 1);
  };

  const closeLightbox = (index: number) => {
    setOpen(null);
    embla?.scrollTo(index, true);
    if (!embla) setSelected(index);
  };
  // Called by the lightbox once it is gone (after its own focus handling).
  const returnFocus = (index: number) => {
    if (selectedNow.current === index) buttons.current[index]?.focus();
    else pendingFocus.current = index;
  };

  if (count === 0) {
    return (
      <div className={cn('overflow-hidden rounded-xl bg-slate-100', className)}>
        <FallbackImage src={null} alt={fallbackAlt} width={1600} height={1067} className="aspect-[3/2] h-full w-full object-cover" />
      </div>
    );
  }

  return (
    <section
      ref={section}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={many ? 0 : undefined}
      onKeyDown={onKeyDown}
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="relative overflow-hidden rounded-xl bg-slate-100">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {photos.map((photo, i) => (
              <div
                key={photo.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                inert={i !== selected}
                className="aspect-[3/2] min-w-0 flex-[0_0_100%]"
              >
                <button
                  ref={(el) => {
                    buttons.current[i] = el;
                  }}
                  type="button"
                  aria-label={viewLabel(i, count)}
                  onClick={() => setOpen(i)}
                  onPointerEnter={() => void loadLightbox()}
                  onFocus={() => void loadLightbox()}
                  className="group relative block h-full w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
                >
                  <FallbackImage
                    src={photo.src}
                    srcSet={photo.srcSet}
                    sizes={sizes}
                    alt={photo.alt}
                    width={1600}
                    height={1067}
                    draggable={false}
                    loading={priority && i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={priority && i === 0 ? 'high' : undefined}
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                  <span className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full bg-slate-900/70 text-white opacity-90 group-hover:opacity-100">
                    <Expand aria-hidden className="h-5 w-5" />
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        {many && (
          <>
            <button type="button" onClick={() => step(-1)} aria-label="Previous photo" className={cn(ARROW, 'left-3')}>
              <ChevronLeft aria-hidden className="h-6 w-6" />
            </button>
            <button type="button" onClick={() => step(1)} aria-label="Next photo" className={cn(ARROW, 'right-3')}>
              <ChevronRight aria-hidden className="h-6 w-6" />
            </button>
            <div
              className={cn(
                'absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-slate-900/70 px-2 py-1',
                thumbnails && 'md:hidden',
              )}
            >
              {photos.map((photo, i) => (
                <button
                  key={photo.id}
                  type="button"
                  aria-label={`Show photo ${i + 1}`}
                  aria-current={i === selected ? 'true' : undefined}
                  onClick={() => goTo(i)}
                  className="flex h-6 w-6 items-center justify-center rounded-full"
                >
                  <span className={cn('block h-2.5 w-2.5 rounded-full', i === selected ? 'bg-white' : 'bg-white/50')} />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {many && thumbnails && (
        <ul className="hidden gap-2 overflow-x-auto p-1 md:flex">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => goTo(i)}
                className={cn(
                  'block h-16 w-24 overflow-hidden rounded-md ring-2 ring-offset-2',
                  i === selected ? 'ring-brand-600' : 'ring-transparent opacity-80 hover:opacity-100',
                )}
              >
                <FallbackImage
                  src={photo.thumbnailSrc ?? photo.src}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {many && (
        <p className="sr-only" aria-live="polite">
          {positionText(selected, count)}
        </p>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={open} onClose={closeLightbox} onClosed={returnFocus} />
        </Suspense>
      )}
    </section>
  );
}
