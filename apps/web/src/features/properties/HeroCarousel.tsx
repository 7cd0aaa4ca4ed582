import { Pause, Play } from '../../ui/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { cn } from '../../ui/cn';
import { FallbackImage } from '../../ui/FallbackImage';

const SLIDES = [
  { id: 1, alt: 'A street of colorful houses on a sunny morning' },
  { id: 2, alt: 'Apartment buildings at sunset' },
  { id: 3, alt: 'Lakeside homes at dusk' },
] as const;
const INTERVAL_MS = 3000;
const WIDTHS = [640, 1280, 1920];

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Three slides rotating every 3 s (public-site.md §2). Rotation pauses while the pointer is
 * over it or focus is inside it, stops with the pause button, and never starts when the visitor
 * prefers reduced motion. The first slide is the page's main image: loaded first, at high priority.
 */
export function HeroCarousel({ children }: { children: ReactNode }) {
  const [index, setIndex] = useState(0);
  // Server and first render agree on "playing"; the visitor's motion preference applies once mounted.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);
  // Slides 2-3 cost a phone's data only when they are shown; a wide screen fetches the next one ahead.
  const wide = useMediaQuery('(min-width: 640px)');
  const [shownUpTo, setShownUpTo] = useState(0);
  useEffect(() => setShownUpTo((most) => Math.max(most, index)), [index]);
  const hasPicture = (i: number) => i <= shownUpTo || (wide && i === shownUpTo + 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label="Featured homes"
      className="relative isolate overflow-hidden bg-slate-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced only when the visitor is in control, not on every automatic turn. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="absolute inset-0 -z-10">
        {SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            aria-hidden={i !== index}
            className={cn('absolute inset-0 transition-opacity duration-700', i === index ? 'opacity-100' : 'opacity-0')}
          >
            {/* A slide whose picture fails shows the default image (/Home1.jpg, public-site.md §2). */}
            {hasPicture(i) && (
              <FallbackImage
                src={`/hero-${slide.id}-1280.webp`}
                srcSet={WIDTHS.map((w) => `/hero-${slide.id}-${w}.webp ${w}w`).join(', ')}
                sizes="100vw"
                width={1920}
                height={900}
                alt={slide.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="h-full w-full object-cover"
              />
            )}
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-900/60 to-slate-900/20" />
      </div>

      <div className="mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-16 sm:min-h-[30rem]">{children}</div>

      <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900/70 px-3 py-1.5">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={`Show slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            className="flex h-6 w-6 items-center justify-center rounded-full"
          >
            <span className={cn('block h-2.5 w-2.5 rounded-full', i === index ? 'bg-white' : 'bg-white/50')} />
          </button>
        ))}
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          className="ml-1 flex h-7 w-7 items-center justify-center rounded-full text-white hover:bg-white/20"
        >
          {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
        </button>
      </div>
    </section>
  );
}
