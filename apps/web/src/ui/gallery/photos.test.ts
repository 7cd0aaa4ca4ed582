import { describe, expect, it } from 'vitest';
import { parseSrcSet, positionText, toSlide, viewLabel, wrapIndex } from './photos';

describe('gallery photos', () => {
  it('wraps the index at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('names the position and the full-screen button', () => {
    expect(positionText(1, 3)).toBe('Photo 2 of 3');
    expect(viewLabel(0, 3)).toBe('View photo 1 of 3 full screen');
    expect(viewLabel(0, 1)).toBe('View photo full screen');
  });

  it('turns a srcset into lightbox candidates with heights from the aspect ratio', () => {
    const set = '/media/a/400.webp 400w, /media/a/800.webp 800w, /media/a/1600.webp 1200w';
    expect(parseSrcSet(set, 1200, 900)).toEqual([
      { src: '/media/a/400.webp', width: 400, height: 300 },
      { src: '/media/a/800.webp', width: 800, height: 600 },
      { src: '/media/a/1600.webp', width: 1200, height: 900 },
    ]);
    // Without the original's size, or without width descriptors, there is nothing to offer.
    expect(parseSrcSet(set, null, null)).toBeUndefined();
    expect(parseSrcSet('/a.jpg 2x', 100, 100)).toBeUndefined();
    expect(parseSrcSet(undefined, 100, 100)).toBeUndefined();
  });

  it('makes a slide of a photo, its size only when known', () => {
    expect(toSlide({ id: '1', src: '/p.jpg', alt: 'Pipe', width: null, height: null })).toEqual({
      src: '/p.jpg',
      alt: 'Pipe',
      width: undefined,
      height: undefined,
      srcSet: undefined,
    });
    const stored = toSlide({
      id: '2',
      src: '/media/b/800.webp',
      srcSet: '/media/b/400.webp 400w, /media/b/1600.webp 1600w',
      alt: 'Porch',
      width: 3200,
      height: 2400,
    });
    expect(stored).toMatchObject({ width: 1600, height: 1200 });
  });
});
