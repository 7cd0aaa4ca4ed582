import { describe, expect, it } from 'vitest';
import { lcpImagePreload } from './lcp-preload';

describe('lcpImagePreload', () => {
  it('preloads the first high-priority picture with the same source set and sizes', () => {
    const body =
      '<img src="/a.webp" alt="" loading="lazy">' +
      '<img src="/hero-1-1280.webp" srcset="/hero-1-640.webp 640w, /hero-1-1280.webp 1280w" sizes="100vw" alt="Sunny kitchen" fetchpriority="high">' +
      '<img src="/other.webp" fetchpriority="high">';
    expect(lcpImagePreload(body)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/hero-1-1280.webp" imagesrcset="/hero-1-640.webp 640w, /hero-1-1280.webp 1280w" imagesizes="100vw">',
    );
  });

  it('copies values as written (already escaped) and leaves out attributes the picture lacks', () => {
    expect(lcpImagePreload('<img alt="" fetchpriority="high" src="/media/a.webp?x=1&amp;y=&quot;2&quot;"/>')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a.webp?x=1&amp;y=&quot;2&quot;">',
    );
  });

  it('keeps a bare crossorigin, which decides whether the preloaded file can be used', () => {
    expect(lcpImagePreload('<img crossorigin src="/a.webp" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a.webp" crossorigin>',
    );
  });

  it('writes nothing when no picture asks for high priority, or the one that does has no source', () => {
    expect(lcpImagePreload('<img src="/a.webp" fetchpriority="low"><p>fetchpriority="high"</p>')).toBe('');
    expect(lcpImagePreload('<img alt="" fetchpriority="high">')).toBe('');
    expect(lcpImagePreload('')).toBe('');
  });

  it('reads attribute names as HTML does, without regard to case (React writes srcSet, fetchPriority)', () => {
    expect(lcpImagePreload('<img src="/a-800.webp" srcSet="/a-400.webp 400w" sizes="100vw" fetchPriority="high"/>')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/a-800.webp" imagesrcset="/a-400.webp 400w" imagesizes="100vw">',
    );
  });

  it('does not take srcset for src', () => {
    expect(lcpImagePreload('<img srcset="/a-640.webp 640w" sizes="100vw" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-640.webp 640w" imagesizes="100vw">',
    );
  });
});
