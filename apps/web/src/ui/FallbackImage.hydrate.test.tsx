import { FALLBACK_IMAGE } from '@rentfront/shared/images';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverRendered, setUpHydrationTests } from '../test-support/serverRendered';
import { FallbackImage } from './FallbackImage';

setUpHydrationTests();

const photo = <FallbackImage src="/photo-800.webp" srcSet="/photo-800.webp 800w" sizes="100vw" alt="A home" />;

/** The server's image, where the browser has got as far as `state` with it before React hydrates. */
async function hydratedAfter(state: 'failed' | 'loaded' | 'loading'): Promise<HTMLImageElement> {
  const container = serverRendered(photo);
  const img = container.querySelector('img')!;
  // jsdom fetches no images: the browser's view of this one is given as it would be.
  Object.defineProperties(img, {
    complete: { configurable: true, get: () => state !== 'loading' },
    naturalWidth: { configurable: true, get: () => (state === 'loaded' ? 800 : 0) },
  });
  await hydrate(container, photo);
  return img;
}

describe('a picture that failed before the page was live (real React)', () => {
  it('shows the default picture, without srcset or sizes', async () => {
    const img = await hydratedAfter('failed');
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('keeps a picture that loaded', async () => {
    expect((await hydratedAfter('loaded')).getAttribute('src')).toBe('/photo-800.webp');
  });

  it('keeps a picture still loading (a lazy one not yet reached)', async () => {
    expect((await hydratedAfter('loading')).getAttribute('src')).toBe('/photo-800.webp');
  });

  it('still falls back when it fails once React owns it', async () => {
    const img = await hydratedAfter('loading');
    await act(async () => img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});
